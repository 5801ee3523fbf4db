import type { ReactNode } from "react";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL } from "../palette.tsx";

/* Small parts the page drawings of this folder share: an app window of any size, text bars, labels, icons. */

/** An app window like windowFrame, at any place and size: product screens that need more room. */
export const app = (x: number, y: number, w: number, h: number, children: ReactNode, header = 36) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
    <path d={`M${x} ${y + header}h${w}`} stroke={INK} strokeWidth="4" />
    <circle cx={x + 20} cy={y + header / 2} r="6" fill={ACCENT} />
    <circle cx={x + 38} cy={y + header / 2} r="6" fill={BRAND} />
    <circle cx={x + 56} cy={y + header / 2} r="6" fill={TEAL} />
    {children}
  </g>
);

/** A line of text drawn as a rounded bar. */
export const bar = (x: number, y: number, w: number, fill: string = MUTED, h = 8, opacity?: number) => (
  <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />
);

/** Several text bars of one color and height, as one path of round-capped strokes. */
export const bars = (fill: string, h: number, list: readonly (readonly [number, number, number])[], opacity?: number) => (
  <path d={list.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join("")} stroke={fill} strokeWidth={h} strokeLinecap="round" opacity={opacity} />
);

/** A dark title bar. */
export const title = (x: number, y: number, w: number, h = 10) => bar(x, y, w, INK, h, 0.65);

/** Real words, used sparingly. */
export const label = (x: number, y: number, words: string, size = 12, fill: string = INK, bold = false, anchor?: "middle" | "end") => (
  <text x={x} y={y} fontSize={size} fontWeight={bold ? 700 : undefined} fill={fill} textAnchor={anchor} fontFamily="inherit">
    {words}
  </text>
);

/** A white check mark centered on (x, y), for a colored dot. */
export const tick = (x: number, y: number, w = 3) => (
  <path d={`M${x - 5} ${y}l4 4 7-8`} fill="none" stroke={PAPER} strokeWidth={w} strokeLinecap="round" strokeLinejoin="round" />
);

/** A round badge with a check mark. */
export const okBadge = (cx: number, cy: number, r = 10) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={TEAL} />
    {tick(cx, cy, r > 12 ? 4 : 3)}
  </g>
);

/** A small padlock whose body's top-left corner is (x, y). */
export const padlock = (x: number, y: number, fill: string, s = 1) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M3 1V-3a5 5 0 0 1 10 0v4" fill="none" stroke={fill} strokeWidth="2.5" />
    <rect y="0" width="16" height="12" rx="3" fill={fill} />
  </g>
);

/** A photo: a colored frame with hills and a sun. */
export const photo = (x: number, y: number, w: number, h: number, fill: string = BRAND) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="8" fill={fill} />
    <path
      d={`M${x + w * 0.06} ${y + h}l${w * 0.2} ${-h * 0.45} ${w * 0.14} ${h * 0.25} ${w * 0.18} ${-h * 0.35} ${w * 0.36} ${h * 0.55}z`}
      fill={PAPER}
      opacity="0.35"
    />
    <circle cx={x + w * 0.8} cy={y + h * 0.28} r={Math.min(w, h) * 0.12} fill={ACCENT} />
  </g>
);

/** A mouse pointer with its tip at (x, y). */
export const pointer = (x: number, y: number) => (
  <path d={`M${x} ${y}l28 22-12 2 7 14-7 4-7-14-9 8z`} fill={ACCENT} stroke={INK} strokeWidth="3" strokeLinejoin="round" />
);

/** Cells of a grid as one path: [column, row] pairs from (x, y), `step` apart (`stepY` and `h` for rows). */
export const cells = (list: readonly (readonly [number, number])[], x: number, y: number, w: number, step: number, stepY = step, h = w) =>
  list.map(([c, r]) => `M${x + c * step} ${y + r * stepY}h${w}v${h}h-${w}z`).join("");

/** A person: a colored disc with a white head and shoulders. */
export const person = (cx: number, cy: number, r: number, fill: string) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <circle cx={cx} cy={cy - r * 0.24} r={r * 0.34} fill={PAPER} />
    <path d={`M${cx - r * 0.58} ${cy + r * 0.66}a${r * 0.58} ${r * 0.52} 0 0 1 ${r * 1.16} 0z`} fill={PAPER} />
  </g>
);

/** A blog post card: image on top, lines of text under it (width 64). */
export const postCard = (x: number, y: number, fill: string) => (
  <g>
    <rect x={x} y={y} width="64" height="88" rx="8" fill={PAPER} stroke={INK} strokeWidth="3" />
    <rect x={x + 5} y={y + 5} width="54" height="34" rx="5" fill={fill} />
    {bar(x + 7, y + 48, 44, INK, 6, 0.55)}
    {bars(MUTED, 5, [
      [x + 7, y + 61, 50],
      [x + 7, y + 71, 36],
    ])}
  </g>
);

/** A subscriber of a group: avatar and group tag, on the row at y. */
export const subscriber = (y: number, color: string, group: string) => (
  <g>
    {person(126, y + 22, 15, color)}
    <rect x="272" y={y + 11} width="92" height="22" rx="11" fill={SOFT} />
    {label(318, y + 26, group, 12, color, true, "middle")}
  </g>
);
