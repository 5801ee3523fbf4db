import type { ReactNode } from "react";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "../palette.tsx";

/* Small parts the page drawings of this folder share, so that each drawing stays short. */

/**
 * The outline every shape of the site's drawings wears. Each drawing sits in a group that sets
 * ink fill and an ink stroke of width 0 with round ends and joins (see hostingDrawings in ../hosting.tsx), so
 * a shape only names its width to get the outline, and the markup stays short.
 */
export const ink = { strokeWidth: 4 } as const;
export const thin = { strokeWidth: 3, fill: "none" } as const;

/** Path data with its numbers rounded to a tenth, for shapes placed by arithmetic. */
const d = (parts: TemplateStringsArray, ...values: number[]) => parts.reduce((out, part, i) => `${out}${Math.round((values[i - 1] ?? 0) * 10) / 10}${part}`);

/** Rounded bars standing for lines of text, [x, y, width] each, drawn as one round-capped path. */
export const bars = (fill: string, h: number, ...lines: readonly (readonly [number, number, number])[]) => (
  <path d={lines.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join("")} stroke={fill} strokeWidth={h} />
);
/** One rounded bar standing for a line of text. */
export const bar = (x: number, y: number, w: number, fill: string = MUTED, h = 8) => bars(fill, h, [x, y, w]);

/** The same stroke n times, step apart: a row of ticks or columns. */
export const repeat = (n: number, step: number, each: (offset: number) => string) => Array.from({ length: n }, (_, i) => each(i * step)).join("");

/** The rows of a message list: an avatar in each color, a dark line and a pale one beside it. */
export const inbox = (x: number, y: number, step: number, colors: readonly string[], r: number, w: number) => (
  <>
    {colors.map((color, i) => (
      <circle key={i} cx={x} cy={y + i * step} r={r} fill={color} />
    ))}
    {bars(INK, 6, ...colors.map((_, i) => [x + r + 7, y + i * step - 7, w] as const))}
    {bars(MUTED, 5, ...colors.map((_, i) => [x + r + 7, y + i * step + 3, w + 14] as const))}
  </>
);

/** A selection frame around x, y, w, h with a square handle at each corner. */
export const selection = (x: number, y: number, w: number, h: number, color: string) => (
  <>
    <rect x={x} y={y} width={w} height={h} rx="8" fill="none" stroke={color} strokeWidth="3" />
    <path d={`M${x - 5} ${y - 5}h10v10h-10zm${w} 0h10v10h-10zm0 ${h}h10v10h-10zm${-w} 0h10v10h-10z`} fill={PAPER} stroke={color} strokeWidth="3" />
  </>
);

/** A short word in the page's own font. */
export const say = (x: number, y: number, text: string, size = 13, fill: string = INK, anchor: "start" | "middle" | "end" = "start", weight = 700) => (
  <text
    x={x}
    y={y}
    fontSize={size}
    fill={fill === INK ? undefined : fill}
    textAnchor={anchor === "start" ? undefined : anchor}
    fontWeight={weight === 700 ? undefined : weight}
  >
    {text}
  </text>
);

/** An application window: frame and a title bar with three dots. */
export const app = (x: number, y: number, w: number, h: number, children: ReactNode) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="14" fill={PAPER} {...ink} />
    <path d={`M${x} ${y + 34}h${w}`} {...ink} />
    <circle cx={x + 20} cy={y + 17} r="5" fill={ACCENT} />
    <circle cx={x + 36} cy={y + 17} r="5" fill={BRAND} />
    <circle cx={x + 52} cy={y + 17} r="5" fill={TEAL} />
    {children}
  </g>
);

/** A mouse pointer with its tip at x, y. */
export const pointer = (x: number, y: number) => <path d={`M${x} ${y}v34l9-8 7 15 7-3-7-15h12z`} {...thin} fill={PAPER} />;

/** A filled circle holding a white check mark. */
export const tick = (cx: number, cy: number, r: number, fill: string = TEAL) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <path d={d`M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32} ${r * 0.55}-${r * 0.6}`} fill="none" stroke={PAPER} strokeWidth={Math.max(3, r / 4)} />
  </g>
);

/** An envelope. */
export const envelope = (x: number, y: number, w: number, h: number, fill: string = PAPER, flap: string = BRAND) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="6" fill={fill} {...ink} />
    <path d={d`M${x + 6} ${y + 7}l${w / 2 - 6} ${h * 0.45} ${w / 2 - 6}-${h * 0.45}`} fill="none" stroke={flap} strokeWidth="4" />
  </g>
);

/** A four-pointed sparkle. */
export const sparkle = (cx: number, cy: number, r: number, fill: string = VIOLET) => (
  <path d={d`M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}z`} fill={fill} />
);

/** A person's head and shoulders, white on a colored disc. */
export const person = (cx: number, cy: number, r: number, fill: string) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} strokeWidth="4" />
    <circle cx={cx} cy={cy - r * 0.22} r={r * 0.3} fill={PAPER} />
    <path d={d`M${cx - r * 0.55} ${cy + r * 0.62}a${r * 0.55} ${r * 0.45} 0 0 1 ${r * 1.1} 0z`} fill={PAPER} />
  </g>
);

/** A landscape picture: backdrop, hills and a sun. */
export const picture = (x: number, y: number, w: number, h: number, sky: string, hill: string, sun: string = ACCENT) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="6" fill={sky} />
    <path d={d`M${x + 6} ${y + h - 6}l${w * 0.28} ${-h * 0.42} ${w * 0.18} ${h * 0.2} ${w * 0.14} ${-h * 0.14} ${w * 0.28} ${h * 0.36}z`} fill={hill} />
    <circle cx={x + w * 0.74} cy={y + h * 0.3} r={h * 0.11} fill={sun} />
  </g>
);

/** A database: a cylinder. */
export const database = (cx: number, top: number, rx: number, h: number, fill: string = PAPER) => (
  <g {...ink}>
    <path d={`M${cx - rx} ${top}v${h}a${rx} ${rx * 0.35} 0 0 0 ${rx * 2} 0v${-h}`} fill={fill} />
    <ellipse cx={cx} cy={top} rx={rx} ry={rx * 0.35} fill={SOFT} />
    <path d={`M${cx - rx} ${top + h / 2}a${rx} ${rx * 0.35} 0 0 0 ${rx * 2} 0`} fill="none" strokeWidth="3" />
  </g>
);

/** A ring meter filled to share (0 to 1), with the figure in its middle. */
export const meter = (cx: number, cy: number, r: number, share: number, color: string) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill="none" stroke={MUTED} strokeWidth="9" />
    <circle
      cx={cx}
      cy={cy}
      r={r}
      fill="none"
      stroke={color}
      strokeWidth="9"

      strokeDasharray={`${(2 * Math.PI * r * share).toFixed(1)} 999`}
      transform={`rotate(-90 ${cx} ${cy})`}
    />
    {say(cx, cy + 5, `${Math.round(share * 100)}%`, 13, INK, "middle")}
  </g>
);

/** A toggle switch, on or off. */
export const toggle = (x: number, y: number, on: boolean) => (
  <g>
    <rect x={x} y={y} width="32" height="18" rx="9" fill={on ? TEAL : MUTED} />
    <circle cx={on ? x + 23 : x + 9} cy={y + 9} r="6" fill={PAPER} />
  </g>
);

/** A domain's price tag, with its hole and its extension. */
export const tag = (x: number, y: number, fill: string, text: string, angle: number) => (
  <g transform={`rotate(${angle} ${x + 50} ${y + 40})`}>
    <rect x={x} y={y} width="100" height="80" rx="12" fill={fill} {...ink} />
    <circle cx={x + 50} cy={y + 16} r="6" fill={PAPER} strokeWidth="3" />
    {say(x + 50, y + 50, text, 20, PAPER, "middle")}
  </g>
);

/** A square card with a centered icon, for grids of features or blocks. */
export const tile = (x: number, y: number, children: ReactNode, fill: string = SOFT) => (
  <g>
    <rect x={x} y={y} width="66" height="70" rx="10" fill={fill} />
    {children}
  </g>
);

/** A round badge with a white icon in it. */
export const badge = (cx: number, cy: number, fill: string, icon: ReactNode) => (
  <g>
    <circle cx={cx} cy={cy} r="28" fill={fill} {...ink} />
    <g fill="none" stroke={PAPER} strokeWidth="4">
      {icon}
    </g>
  </g>
);

/** An arrowhead at x, y pointing at the given angle (degrees, 0 = right). */
export const head = (x: number, y: number, angle: number, fill: string = ACCENT) => (
  <path d={`M${x} ${y}l-14-8v16z`} fill={fill} transform={`rotate(${angle} ${x} ${y})`} />
);

/** A theme's preview card: a page in its own two colors and its palette. */
export const theme = (x: number, y: number, main: string, second: string, angle: number) => (
  <g transform={`rotate(${angle} ${x + 60} ${y + 90})`}>
    <rect x={x} y={y} width="120" height="176" rx="12" fill={PAPER} {...ink} />
    <rect x={x + 12} y={y + 14} width="96" height="58" rx="6" fill={main} />
    {bar(x + 22, y + 28, 52, PAPER)}
    {bar(x + 22, y + 42, 34, PAPER, 6)}
    <rect x={x + 22} y={y + 54} width="28" height="10" rx="5" fill={second} />
    {bar(x + 12, y + 84, 72, INK, 8)}
    {bar(x + 12, y + 100, 94, MUTED, 6)}
    {bar(x + 12, y + 112, 80, MUTED, 6)}
    <path d={`M${x + 15} ${y + 129}h38v18h-38zm52 0h38v18h-38z`} fill={SOFT} stroke={SOFT} strokeWidth="6" />
    <circle cx={x + 20} cy={y + 162} r="5" fill={main} />
    <circle cx={x + 36} cy={y + 162} r="5" fill={second} />
    <circle cx={x + 52} cy={y + 162} r="5" fill={INK} />
  </g>
);
