import type { ReactNode } from "react";
import type { SharedArtName } from "../../content/art/shared.ts";
import { ACCENT, BRAND, INK, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "./palette.tsx";

/** The first drawings of the site: general motifs, each for a whole subject. */
export const sharedDrawings: Record<SharedArtName, ReactNode> = {
  builder: windowFrame(
    <>
      <rect x="112" y="126" width="120" height="70" rx="8" fill={SOFT} stroke={BRAND} strokeWidth="3" />
      <rect x="246" y="126" width="122" height="30" rx="6" fill={BRAND} />
      <rect x="246" y="166" width="90" height="12" rx="6" fill={SOFT} />
      <rect x="112" y="212" width="256" height="56" rx="8" fill={SOFT} />
      <path d="M300 230l40 30-18 4 10 20-10 5-10-20-12 12z" fill={ACCENT} stroke={INK} strokeWidth="3" strokeLinejoin="round" />
    </>,
  ),
  server: (
    <g>
      {[90, 160, 230].map((y) => (
        <g key={y}>
          <rect x="130" y={y} width="220" height="56" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
          <circle cx="160" cy={y + 28} r="8" fill={y === 160 ? ACCENT : TEAL} />
          <path d={`M190 ${y + 28}h120`} stroke={BRAND} strokeWidth="6" strokeLinecap="round" strokeDasharray="14 10" />
        </g>
      ))}
    </g>
  ),
  globe: (
    <g fill="none" stroke={INK} strokeWidth="4">
      <circle cx="240" cy="180" r="110" fill={PAPER} />
      <ellipse cx="240" cy="180" rx="50" ry="110" stroke={BRAND} />
      <path d="M130 180h220M148 120h184M148 240h184" stroke={BRAND} />
      <circle cx="330" cy="100" r="26" fill={ACCENT} stroke="none" />
      <path d="M318 100l8 8 16-16" stroke={PAPER} strokeWidth="5" />
    </g>
  ),
  mail: (
    <g>
      <rect x="110" y="100" width="260" height="170" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M112 106l128 100 128-100" fill="none" stroke={BRAND} strokeWidth="5" strokeLinejoin="round" />
      <circle cx="360" cy="104" r="28" fill={ACCENT} />
      <path d="M352 104h16M360 96v16" stroke={PAPER} strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  megaphone: (
    <g strokeLinejoin="round">
      <path d="M140 160h50l120-60v180l-120-60h-50z" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M160 220l16 60h30l-10-60" fill={SOFT} stroke={INK} strokeWidth="4" />
      <path d="M340 150c20 10 20 50 0 60M360 130c36 20 36 80 0 100" fill="none" stroke={ACCENT} strokeWidth="5" strokeLinecap="round" />
      <rect x="190" y="140" width="14" height="80" fill={BRAND} />
    </g>
  ),
  form: (
    <g>
      <rect x="140" y="60" width="200" height="240" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      {[96, 150, 204].map((y) => (
        <g key={y}>
          <rect x="164" y={y} width="70" height="10" rx="5" fill={INK} opacity="0.5" />
          <rect x="164" y={y + 18} width="152" height="24" rx="6" fill={SOFT} stroke={BRAND} strokeWidth="2" />
        </g>
      ))}
      <rect x="164" y="258" width="90" height="26" rx="13" fill={ACCENT} />
    </g>
  ),
  calendar: (
    <g>
      <rect x="120" y="80" width="240" height="210" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M120 130h240" stroke={INK} strokeWidth="4" />
      <rect x="122" y="82" width="236" height="46" rx="12" fill={BRAND} />
      <path d="M170 64v36M310 64v36" stroke={INK} strokeWidth="6" strokeLinecap="round" />
      {[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect key={`${row}-${col}`} x={140 + col * 42} y={146 + row * 34} width="28" height="22" rx="5" fill={row === 1 && col === 3 ? ACCENT : SOFT} />
        )),
      )}
    </g>
  ),
  chart: (
    <g>
      <path d="M120 290h260M120 290V80" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      {[
        [150, 200],
        [200, 160],
        [250, 210],
        [300, 120],
      ].map(([x, y]) => (
        <rect key={x} x={x} y={y} width="34" height={290 - (y ?? 0)} rx="6" fill={x === 300 ? ACCENT : BRAND} />
      ))}
      <path d="M150 180l50-50 50 40 70-90" fill="none" stroke={TEAL} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  store: (
    <g strokeLinejoin="round">
      <path d="M120 140l20-60h200l20 60z" fill={ACCENT} stroke={INK} strokeWidth="4" />
      <rect x="130" y="140" width="220" height="150" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="160" y="180" width="70" height="110" fill={SOFT} stroke={INK} strokeWidth="4" />
      <rect x="256" y="180" width="70" height="60" rx="6" fill={SOFT} stroke={BRAND} strokeWidth="3" />
      <circle cx="215" cy="238" r="5" fill={INK} />
    </g>
  ),
  chat: (
    <g strokeLinejoin="round">
      <path
        d="M110 90h190a14 14 0 0 1 14 14v90a14 14 0 0 1-14 14H170l-40 34v-34h-20a14 14 0 0 1-14-14v-90a14 14 0 0 1 14-14z"
        fill={PAPER}
        stroke={INK}
        strokeWidth="4"
      />
      <path d="M200 170h150a14 14 0 0 1 14 14v70a14 14 0 0 1-14 14h-10v30l-36-30H200a14 14 0 0 1-14-14" fill={BRAND} stroke={INK} strokeWidth="4" />
      <path d="M136 130h140M136 160h96" stroke={INK} strokeWidth="6" strokeLinecap="round" opacity="0.5" />
    </g>
  ),
  lock: (
    <g>
      <path d="M180 160v-40a60 60 0 0 1 120 0v40" fill="none" stroke={INK} strokeWidth="10" />
      <rect x="150" y="160" width="180" height="140" rx="18" fill={BRAND} stroke={INK} strokeWidth="4" />
      <circle cx="240" cy="220" r="18" fill={PAPER} />
      <rect x="234" y="226" width="12" height="40" rx="6" fill={PAPER} />
    </g>
  ),
  book: (
    <g strokeLinejoin="round">
      <path d="M240 110c-40-24-90-24-130-10v190c40-14 90-14 130 10z" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M240 110c40-24 90-24 130-10v190c-40-14-90-14-130 10z" fill={SOFT} stroke={INK} strokeWidth="4" />
      <path d="M136 140c28-8 56-8 80 2M136 176c28-8 56-8 80 2M264 142c24-10 52-10 80-2" stroke={BRAND} strokeWidth="5" strokeLinecap="round" fill="none" />
    </g>
  ),
  photos: (
    <g strokeLinejoin="round">
      <rect x="170" y="70" width="200" height="160" rx="10" fill={SOFT} stroke={INK} strokeWidth="4" transform="rotate(8 270 150)" />
      <rect x="110" y="110" width="220" height="170" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M130 260l60-70 40 44 30-30 50 56z" fill={BRAND} />
      <circle cx="280" cy="150" r="18" fill={ACCENT} />
    </g>
  ),
  shield: (
    <g strokeLinejoin="round">
      <path d="M240 60l120 40v80c0 70-50 110-120 130-70-20-120-60-120-130v-80z" fill={BRAND} stroke={INK} strokeWidth="4" />
      <path d="M196 184l32 32 60-64" fill="none" stroke={PAPER} strokeWidth="12" strokeLinecap="round" />
    </g>
  ),
  blog: windowFrame(
    <>
      <rect x="112" y="126" width="256" height="60" rx="8" fill={BRAND} />
      <rect x="112" y="200" width="170" height="12" rx="6" fill={INK} opacity="0.6" />
      <rect x="112" y="222" width="230" height="10" rx="5" fill={SOFT} />
      <rect x="112" y="242" width="200" height="10" rx="5" fill={SOFT} />
      <path d="M330 256l30-50 14 8-30 50-18 8z" fill={ACCENT} stroke={INK} strokeWidth="3" />
    </>,
  ),
  phone: (
    <g>
      <rect x="180" y="50" width="130" height="260" rx="20" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="196" y="80" width="98" height="60" rx="6" fill={BRAND} />
      <rect x="196" y="152" width="98" height="12" rx="6" fill={SOFT} />
      <rect x="196" y="172" width="70" height="12" rx="6" fill={SOFT} />
      <rect x="196" y="200" width="98" height="60" rx="6" fill={SOFT} />
      <circle cx="245" cy="286" r="8" fill={INK} opacity="0.4" />
      <rect x="100" y="120" width="60" height="100" rx="10" fill={ACCENT} opacity="0.9" />
    </g>
  ),
  support: (
    <g strokeLinejoin="round">
      <circle cx="240" cy="180" r="110" fill={PAPER} stroke={INK} strokeWidth="4" />
      <circle cx="240" cy="180" r="50" fill={SOFT} stroke={INK} strokeWidth="4" />
      <path d="M162 102l42 42M318 102l-42 42M162 258l42-42M318 258l-42-42" stroke={ACCENT} strokeWidth="22" />
    </g>
  ),
  ai: (
    <g strokeLinejoin="round">
      <rect x="140" y="110" width="200" height="160" rx="24" fill={PAPER} stroke={INK} strokeWidth="4" />
      <circle cx="200" cy="180" r="16" fill={BRAND} />
      <circle cx="280" cy="180" r="16" fill={BRAND} />
      <path d="M206 230c20 14 48 14 68 0" fill="none" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <path d="M240 110V74" stroke={INK} strokeWidth="4" />
      <circle cx="240" cy="66" r="10" fill={ACCENT} />
      <path d="M350 90l8 18 18 8-18 8-8 18-8-18-18-8 18-8zM120 240l6 12 12 6-12 6-6 12-6-12-12-6 12-6z" fill={ACCENT} />
    </g>
  ),
  palette: (
    <g strokeLinejoin="round">
      <path
        d="M240 70c-90 0-140 60-140 120 0 70 60 100 100 90 30-8 10-40 40-50 40-12 120 20 140-50 14-50-40-110-140-110z"
        fill={PAPER}
        stroke={INK}
        strokeWidth="4"
      />
      <circle cx="180" cy="150" r="18" fill={ACCENT} />
      <circle cx="240" cy="120" r="18" fill={BRAND} />
      <circle cx="300" cy="140" r="18" fill={TEAL} />
      <circle cx="160" cy="210" r="18" fill={VIOLET} />
    </g>
  ),
  rocket: (
    <g strokeLinejoin="round">
      <path d="M240 60c50 40 60 110 40 170h-80c-20-60-10-130 40-170z" fill={PAPER} stroke={INK} strokeWidth="4" />
      <circle cx="240" cy="140" r="22" fill={BRAND} stroke={INK} strokeWidth="4" />
      <path d="M200 200l-40 40 44 4M280 200l40 40-44 4" fill={ACCENT} stroke={INK} strokeWidth="4" />
      <path d="M220 240c0 30 20 50 20 60 0-10 20-30 20-60" fill={ACCENT} />
    </g>
  ),
};
