import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";
import { ACCENT, BRAND, INK, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { OUT, THIN, bar, ink, bars, words, photo, cross, heart, screen } from "./kit.tsx";

/** The drawings of the photoalbums page. */
export const photoalbumsDrawings = {
  "photoalbums-lightbox": screen(
    <>
      <path d="M86 98h71v62H86zM244 167h71v62h-71zM165 236h71v62h-71z" fill={BRAND} />
      <path d="M165 98h71v62h-71zM323 167h71v62h-71zM86 236h71v62H86z" fill={TEAL} />
      <path d="M244 98h71v62h-71zM86 167h71v62H86zM323 236h71v62h-71z" fill={VIOLET} />
      <path d="M323 98h71v62h-71zM165 167h71v62h-71zM244 236h71v62h-71z" fill={ACCENT} />
      <path d="M68 88h344v210a12 12 0 0 1-12 12H80a12 12 0 0 1-12-12z" fill={INK} opacity="0.72" />
      <rect x="132" y="106" width="216" height="156" rx="10" fill={PAPER} />
      {photo(138, 112, 204, 144, TEAL)}
      {bar(180, 276, 120, PAPER)}
      {bar(210, 290, 60, PAPER, 6, 0.6)}
      <circle cx="102" cy="184" r="16" fill={PAPER} />
      <circle cx="378" cy="184" r="16" fill={PAPER} />
      <path d="M105 176l-8 8 8 8M375 176l8 8-8 8" fill="none" {...THIN} />
      {cross(386, 104, PAPER, 7, 4)}
    </>,
  ),
  "photoalbums-upload": (
    <g>
      <rect x="210" y="78" width="200" height="216" rx="14" fill={PAPER} {...OUT} />
      {ink(228, 96, 90, 10)}
      {(
        [
          [226, 116, BRAND],
          [318, 116, TEAL],
          [226, 176, VIOLET],
          [318, 176, ACCENT],
        ] as const
      ).map(([x, y, hill]) => (
        <g key={`${x}-${y}`}>{photo(x, y, 76, 52, hill)}</g>
      ))}
      <rect x="226" y="236" width="76" height="44" rx="8" fill={SOFT} />
      <rect x="318" y="236" width="76" height="44" rx="8" fill={SOFT} />
      {bars(
        [
          [236, 254, 56],
          [328, 254, 56],
        ],
        PAPER,
      )}
      {bars(
        [
          [236, 254, 40],
          [328, 254, 18],
        ],
        BRAND,
      )}
      <rect x="84" y="170" width="104" height="80" rx="8" fill={PAPER} {...OUT} transform="rotate(-12 136 210)" />
      <g transform="rotate(6 140 214)">
        <rect x="88" y="174" width="104" height="80" rx="8" fill={PAPER} {...OUT} />
        {photo(96, 182, 88, 64, VIOLET)}
      </g>
      <path d="M150 154c10-24 30-34 50-36M130 146c8-30 30-50 72-54" fill="none" stroke={BRAND} strokeWidth="4" strokeDasharray="6 8" strokeLinecap="round" />
      <circle cx="116" cy="112" r="28" fill={ACCENT} {...OUT} />
      <path d="M116 126v-26m-10 10 10-10 10 10" fill="none" stroke={PAPER} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  "photoalbums-organize": windowFrame(
    <>
      {(
        [
          [106, 118, BRAND],
          [200, 118, TEAL],
          [294, 118, VIOLET],
          [106, 202, ACCENT],
          [294, 202, BRAND],
        ] as const
      ).map(([x, y, hill]) => (
        <g key={`${x}-${y}`}>{photo(x, y, 80, 54, hill)}</g>
      ))}
      {bars([
        [106, 180, 56],
        [200, 180, 48],
        [294, 180, 60],
        [106, 264, 52],
        [294, 264, 44],
      ])}
      <path d="M121 116l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill={ACCENT} stroke={PAPER} strokeWidth="2" />
      <rect x="200" y="202" width="80" height="54" rx="8" fill="none" stroke={BRAND} strokeWidth="3" strokeDasharray="8 6" />
      <g transform="rotate(-8 260 200)">
        <rect x="206" y="166" width="96" height="70" rx="10" fill={PAPER} {...OUT} />
        {photo(212, 172, 84, 58, ACCENT)}
      </g>
      <path d="M276 214l28 12-12 4 8 14-6 3-8-14-10 8z" fill={PAPER} {...THIN} />
    </>,
  ),
  "photoalbums-share": (
    <g>
      <rect x="76" y="72" width="176" height="136" rx="12" fill={PAPER} {...OUT} />
      {photo(86, 82, 156, 96, BRAND)}
      {bar(86, 188, 80)}
      <rect x="96" y="236" width="176" height="40" rx="20" fill={INK} />
      <path d="M118 256l8-8m-10 2-4 4a6 6 0 0 0 8 8l4-4m-2-12 4-4a6 6 0 0 1 8 8l-4 4" fill="none" stroke={PAPER} strokeWidth="3" strokeLinecap="round" />
      {bar(144, 252, 110, PAPER)}
      <path d="M274 246c20-4 34-30 40-70M274 262c30 4 44 8 58 14" fill="none" stroke={ACCENT} strokeWidth="3.5" strokeDasharray="6 7" strokeLinecap="round" />
      <rect x="308" y="62" width="76" height="124" rx="14" fill={PAPER} {...OUT} />
      {photo(318, 84, 56, 44, TEAL)}
      {bar(318, 138, 44)}
      <rect x="326" y="230" width="88" height="60" rx="8" fill={PAPER} {...OUT} />
      {photo(334, 238, 72, 44, VIOLET)}
      <path d="M314 294h112" stroke={INK} strokeWidth="6" strokeLinecap="round" />
      <path d="M380 148h30a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8h-14l-8 8v-8h-8a8 8 0 0 1-8-8v-18a8 8 0 0 1 8-8z" fill={ACCENT} {...THIN} />
      {heart(395, 166, PAPER)}
    </g>
  ),
  "photoalbums-private": (
    <g>
      <rect x="120" y="64" width="206" height="236" rx="12" fill={BRAND} {...OUT} />
      <rect x="122" y="66" width="22" height="232" fill={INK} opacity="0.25" />
      <rect x="164" y="94" width="136" height="110" rx="8" fill={PAPER} {...OUT} />
      {photo(172, 102, 120, 94, TEAL)}
      {bar(180, 220, 104, PAPER, 10)}
      <path d="M316 206v-22a26 26 0 0 1 52 0v22" fill="none" stroke={INK} strokeWidth="9" />
      <rect x="298" y="204" width="88" height="72" rx="12" fill={ACCENT} {...OUT} />
      <circle cx="342" cy="232" r="9" fill={PAPER} />
      <rect x="338" y="236" width="8" height="20" rx="4" fill={PAPER} />
      <rect x="86" y="248" width="176" height="40" rx="20" fill={PAPER} {...OUT} />
      {words(108, 274, "• • • • • •", 16, INK)}
      <circle cx="240" cy="268" r="11" fill={TEAL} />
      <path d="M235 268h10m-4-4 4 4-4 4" fill="none" stroke={PAPER} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
} satisfies Partial<Record<ToolsArtName, ReactNode>>;
