import type { ReactNode } from "react";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL } from "../palette.tsx";
/** The 4 px ink outline of the site's drawings. */
export const OUT = { stroke: INK, strokeWidth: 4 } as const;
/** A thinner ink line for small parts. */
export const THIN = { stroke: INK, strokeWidth: 3, strokeLinejoin: "round", strokeLinecap: "round" } as const;

const r = (n: number) => Math.round(n);

/** A line of text drawn as a rounded bar. */
export const bar = (x: number, y: number, w: number, fill: string = MUTED, h = 8, opacity?: number) => (
  <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />
);
/** A heading or name drawn as a darker bar. */
export const ink = (x: number, y: number, w: number, h = 9) => bar(x, y, w, INK, h, 0.7);

type Segment = readonly [x: number, y: number, w: number];
/** Several bars of one color as one path: the round caps make each a rounded bar. */
export const bars = (segments: readonly Segment[], stroke: string = MUTED, h = 8, opacity?: number) => (
  <path
    d={segments.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join("")}
    stroke={stroke}
    strokeWidth={h}
    strokeLinecap="round"
    opacity={opacity}
  />
);
export const inks = (segments: readonly Segment[], h = 9) => bars(segments, INK, h, 0.7);

/** A few real words, where they make the screen recognizable. */
export const words = (x: number, y: number, text: string, size = 12, fill: string = INK, anchor?: "middle" | "end", bold = true) => (
  <text x={x} y={y} fontSize={size} fontWeight={bold ? undefined : 400} fill={fill} textAnchor={anchor}>
    {text}
  </text>
);

/** A round avatar: head and shoulders on a colored disc. */
export const avatar = (cx: number, cy: number, radius: number, fill: string) => {
  const head = r(radius * 0.34);
  const body = r(radius * 0.58);
  const headY = r(cy - radius * 0.22);
  return (
    <>
      <circle cx={cx} cy={cy} r={radius} fill={fill} />
      <path
        d={`M${cx - head} ${headY}a${head} ${head} 0 1 0 ${2 * head} 0a${head} ${head} 0 1 0 ${-2 * head} 0M${cx - body} ${r(cy + radius * 0.66)}a${body} ${r(radius * 0.5)} 0 0 1 ${2 * body} 0`}
        fill={PAPER}
      />
    </>
  );
};

export const checkD = (cx: number, cy: number) => `M${cx - 7} ${cy}l5 5 9-10`;
export const crossD = (cx: number, cy: number, s = 5) => `M${cx - s} ${cy - s}l${2 * s} ${2 * s}m0 ${-2 * s}l${-2 * s} ${2 * s}`;
/** Line marks (ticks, crosses, pencils) of one color as one path. */
export const marks = (d: string, color: string = PAPER, width = 4) => (
  <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
);
export const check = (cx: number, cy: number, color: string = PAPER, width = 4) => marks(checkD(cx, cy), color, width);
export const cross = (cx: number, cy: number, color: string = PAPER, s = 5, width = 4) => marks(crossD(cx, cy, s), color, width);
/** A padlock whose body's top left corner is at x, y (16 × 12). */
export const padlock = (x: number, y: number, color: string) => (
  <g>
    <path d={`M${x + 4} ${y}v-4a4 4 0 0 1 8 0v4`} fill="none" stroke={color} strokeWidth="2.5" />
    <rect x={x} y={y} width="16" height="12" rx="3" fill={color} />
  </g>
);
/** A map pin whose point is at cx, cy + 10. */
export const pin = (cx: number, cy: number, fill: string = ACCENT) => <path d={`M${cx} ${cy + 10}c-4-4-8-9-8-14a8 8 0 0 1 16 0c0 5-4 10-8 14z`} fill={fill} />;
export const heart = (cx: number, cy: number, fill: string = PAPER, scale = 1) => (
  <path d="M0 7l-8-8a4.5 4.5 0 0 1 8-6 4.5 4.5 0 0 1 8 6z" fill={fill} transform={`translate(${cx} ${cy})${scale === 1 ? "" : ` scale(${scale})`}`} />
);

/** A larger browser window for the product screens of the heroes (content x 82–398, y 96–300). */
export const screen = (children: ReactNode) => (
  <g>
    <rect x="66" y="48" width="348" height="264" rx="14" fill={PAPER} {...OUT} />
    <path d="M66 86h348" {...OUT} />
    <circle cx="88" cy="67" r="6" fill={ACCENT} />
    <circle cx="108" cy="67" r="6" fill={BRAND} />
    <circle cx="128" cy="67" r="6" fill={TEAL} />
    <rect x="150" y="59" width="190" height="16" rx="8" fill={SOFT} />
    {children}
  </g>
);

/** A phone at x, 44 (w × 272) with its speaker and home bar. */
export const phone = (x: number, w: number, children: ReactNode) => (
  <g>
    <rect x={x} y="44" width={w} height="272" rx="22" fill={PAPER} {...OUT} />
    <rect x={x + w / 2 - 18} y="56" width="36" height="6" rx="3" fill={INK} />
    <rect x={x + w / 2 - 18} y="296" width="36" height="5" rx="2.5" fill={INK} opacity="0.3" />
    {children}
  </g>
);

/** The 7 × 5 grid of a month: lines only, so it stays light. */
export const monthGrid = (x: number, y: number, cell: number, rowHeight: number) => {
  const rows = [0, 1, 2, 3, 4, 5].map((i) => `M${x} ${y + i * rowHeight}h${7 * cell}`).join("");
  const cols = [1, 2, 3, 4, 5, 6].map((i) => `M${x + i * cell} ${y}v${5 * rowHeight}`).join("");
  return <path d={rows + cols} stroke={MUTED} strokeWidth="2" />;
};
/** The initials of the weekdays, one letter over each column (one text, a position per letter). */
export const weekdays = (x: number, y: number, cell: number) => (
  <text x={[0, 1, 2, 3, 4, 5, 6].map((i) => x + cell / 2 + i * cell).join(" ")} y={y} fontSize="12" fill={INK} textAnchor="middle">
    MTWTFSS
  </text>
);
