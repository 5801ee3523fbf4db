import type { ReactNode } from "react";
import type { AccoladeMarkName } from "../../content/proof.ts";
import { ACCENT, BRAND, PAPER, TEAL, VIOLET } from "./palette.tsx";

/*
 * Our own marks for the accolades of SPEC §2: a rosette in one of the palette's colors with an
 * emblem of what the source covers. They stand for the recognition; they are not the sources' logos.
 */

/** The rosette's scalloped rim: 24 points alternating between two radii around (60, 56). */
const rim = Array.from({ length: 48 }, (_, i) => {
  const angle = (Math.PI * i) / 24;
  const r = i % 2 === 0 ? 50 : 45;
  return `${(60 + r * Math.sin(angle)).toFixed(1)},${(56 - r * Math.cos(angle)).toFixed(1)}`;
}).join(" ");

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 5, strokeLinecap: "round", strokeLinejoin: "round" } as const;

const marks: Record<AccoladeMarkName, { color: string; emblem: ReactNode }> = {
  "hosting-advice": {
    color: BRAND,
    emblem: (
      <g {...stroke}>
        <rect x="42" y="36" width="36" height="14" rx="3" />
        <rect x="42" y="56" width="36" height="14" rx="3" />
        <path d="M50 43h2M50 63h2M64 43h8M64 63h8" />
      </g>
    ),
  },
  "html-goodies": {
    color: TEAL,
    emblem: <path {...stroke} d="M48 42l-12 14 12 14M72 42l12 14-12 14M64 38l-8 36" />,
  },
  "internet-magazine": {
    color: VIOLET,
    emblem: (
      <g {...stroke}>
        <path d="M40 38h40v36H40z" />
        <path d="M48 48h10v10H48zM64 48h8M64 56h8M48 66h24" />
      </g>
    ),
  },
  tucows: {
    color: ACCENT,
    emblem: <path {...stroke} d="M60 36v26M49 52l11 11 11-11M40 68v6h40v-6" />,
  },
};

/** A drawn accolade mark; decorative, since the source's name is always written beside it. */
export function AccoladeMark({ name }: { name: AccoladeMarkName }) {
  const { color, emblem } = marks[name];
  return (
    <svg className="accolade-mark" width="96" height="112" viewBox="0 0 120 140" aria-hidden="true" focusable="false">
      <path d="M34 92l-12 40 20-10 12 16 10-40M86 92l12 40-20-10-12 16-10-40" fill={color} opacity="0.75" />
      <polygon points={rim} fill={color} />
      <circle cx="60" cy="56" r="36" fill={PAPER} />
      <circle cx="60" cy="56" r="31" fill="none" stroke={color} strokeWidth="2" strokeDasharray="3 4" />
      <g color={color}>{emblem}</g>
    </svg>
  );
}
