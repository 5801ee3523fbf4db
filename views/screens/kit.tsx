import { type ReactNode, useId } from "react";
import { SCENES, SCENE_GRADIENTS, type SceneName, type ScenePalette } from "../../content/scenes.ts";

/**
 * The parts product screens are drawn from (docs/architecture.md, "Product screens"): the
 * product as a visitor would use it, with its real words and figures, in a browser window or a
 * phone, layered with a shadow. Every screen sits in the 480 × 360 frame of the site's drawings,
 * so a panel keeps its size whichever it shows. Sizes are in that frame's units: at a panel's
 * full width one unit is one CSS pixel.
 *
 * Text is SVG text in the page's own font; widths are estimated (`textWidth`), so labels are
 * kept short enough for their boxes by the screens that use them.
 */
export const UI = {
  page: "#f4f6f9",
  surface: "#ffffff",
  line: "#dde3ea",
  text: "#17212b",
  muted: "#4f5b68",
  brand: "#0b5cad",
  brandSoft: "#e7f0fb",
  accent: "#c2410c",
  accentSoft: "#fdeee4",
  good: "#0f7a55",
  goodSoft: "#e3f5ec",
  warn: "#8a5a00",
  warnSoft: "#fdf3d8",
  violet: "#6a3fd4",
  violetSoft: "#efe9fc",
  teal: "#0d7f77",
  tealSoft: "#e0f4f2",
  dark: "#101a24",
} as const;

/** About how wide a text is, in frame units: Inter's average advance is a little over half its size. */
export const textWidth = (text: string, size: number, bold = false) => text.length * size * (bold ? 0.58 : 0.54);

type TextProps = {
  x: number;
  y: number;
  children: string;
  size?: number;
  weight?: 400 | 500 | 600 | 700;
  fill?: string;
  anchor?: "start" | "middle" | "end";
};

/** A line of words on a screen. */
export function T({ x, y, children, size = 10, weight = 400, fill = UI.text, anchor }: TextProps) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={fill} textAnchor={anchor}>
      {children}
    </text>
  );
}

/** A box: a card, a field, a row's background. */
export function Box(props: { x: number; y: number; w: number; h: number; r?: number; fill?: string; stroke?: string; shadow?: boolean }) {
  const { x, y, w, h, r = 6, fill = UI.surface, stroke = UI.line, shadow } = props;
  return (
    <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} stroke={stroke === "none" ? undefined : stroke} className={shadow ? "screen-lift" : undefined} />
  );
}

/**
 * A browser window: title bar with its three lights and the address, and the page below it
 * (children are drawn in the page's units: 0,0 is its top left, it is w by h - 22). `sidebar`
 * draws an app's dark navigation column of that width down the left, inside the window's corner.
 */
export function Browser(props: { x: number; y: number; w: number; h: number; url: string; children?: ReactNode; back?: boolean; sidebar?: number }) {
  const { x, y, w, h, url, children, back, sidebar } = props;
  const bar = 22;
  return (
    <g className={back ? "screen-lift screen-lift--far" : "screen-lift"}>
      <rect x={x} y={y} width={w} height={h} rx={9} fill={UI.surface} />
      {sidebar ? <path d={`M${x} ${y + bar}h${sidebar}v${h - bar}h${-(sidebar - 9)}a9 9 0 0 1 -9 -9z`} fill={UI.dark} /> : null}
      <path d={`M${x} ${y + bar}v-${bar - 9}a9 9 0 0 1 9 -9h${w - 18}a9 9 0 0 1 9 9v${bar - 9}z`} fill="#e9edf2" />
      <circle cx={x + 11} cy={y + 11} r={3.2} fill="#f06a5e" />
      <circle cx={x + 21} cy={y + 11} r={3.2} fill="#f5bd4f" />
      <circle cx={x + 31} cy={y + 11} r={3.2} fill="#5ec55a" />
      <rect x={x + 44} y={y + 5} width={Math.min(w - 88, 210)} height={12} rx={6} fill={UI.surface} />
      <path d={`M${x + 51} ${y + 11.5}h3.4v3h-3.4zM${x + 51.8} ${y + 11.5}v-1.4a0.9 0.9 0 0 1 1.8 0v1.4`} fill="none" stroke={UI.muted} strokeWidth={0.8} />
      <T x={x + 59} y={y + 14} size={7} fill={UI.muted}>
        {url}
      </T>
      <g transform={`translate(${x} ${y + bar})`}>{children}</g>
      <rect x={x} y={y} width={w} height={h} rx={9} fill="none" stroke="#c9d1db" strokeWidth={0.8} />
    </g>
  );
}

/** A phone: a dark body around its screen; children are drawn in the screen's own units (w - 12 wide). */
export function Phone(props: { x: number; y: number; w: number; h: number; children?: ReactNode; fill?: string }) {
  const { x, y, w, h, children, fill = UI.surface } = props;
  return (
    <g className="screen-lift">
      <rect x={x} y={y} width={w} height={h} rx={16} fill={UI.dark} />
      <rect x={x + 5} y={y + 5} width={w - 10} height={h - 10} rx={12} fill={fill} />
      {/* The screen's own viewport clips what it shows; the picture is the outer SVG's, so this one is hidden. */}
      <svg x={x + 5} y={y + 5} width={w - 10} height={h - 10} overflow="hidden" aria-hidden="true">
        {children}
      </svg>
      <rect x={x + w / 2 - 14} y={y + 8} width={28} height={6} rx={3} fill={UI.dark} />
    </g>
  );
}

/** A floating card that overlaps a window, lifted higher than it. */
export function Float(props: { x: number; y: number; w: number; h: number; children?: ReactNode; r?: number }) {
  const { x, y, w, h, children, r = 8 } = props;
  return (
    <g className="screen-lift screen-lift--near">
      <rect x={x} y={y} width={w} height={h} rx={r} fill={UI.surface} stroke={UI.line} strokeWidth={0.8} />
      <g transform={`translate(${x} ${y})`}>{children}</g>
    </g>
  );
}

type Tone = "brand" | "good" | "warn" | "accent" | "violet" | "teal" | "muted";
const TONES: Record<Tone, readonly [fill: string, text: string]> = {
  brand: [UI.brandSoft, UI.brand],
  good: [UI.goodSoft, UI.good],
  warn: [UI.warnSoft, UI.warn],
  accent: [UI.accentSoft, UI.accent],
  violet: [UI.violetSoft, UI.violet],
  teal: [UI.tealSoft, UI.teal],
  muted: [UI.page, UI.muted],
};

/** A status pill ("Paid", "Shipped", "Active"); `anchor="end"` puts its right edge at x. */
export function Pill({
  x,
  y,
  label,
  tone = "brand",
  size = 7.5,
  anchor = "start",
}: {
  x: number;
  y: number;
  label: string;
  tone?: Tone;
  size?: number;
  anchor?: "start" | "end";
}) {
  const [fill, text] = TONES[tone];
  const w = textWidth(label, size, true) + 10;
  const left = anchor === "end" ? x - w : x;
  return (
    <g>
      <rect x={left} y={y} width={w} height={size + 6} rx={(size + 6) / 2} fill={fill} />
      <T x={left + w / 2} y={y + size + 2} size={size} weight={600} fill={text} anchor="middle">
        {label}
      </T>
    </g>
  );
}

/** A button with its label centred. */
export function Button({
  x,
  y,
  w,
  h = 18,
  label,
  tone = "brand",
  size = 8.5,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  label: string;
  tone?: "brand" | "accent" | "light" | "dark";
  size?: number;
}) {
  const fill = tone === "brand" ? UI.brand : tone === "accent" ? UI.accent : tone === "dark" ? UI.dark : UI.surface;
  const text = tone === "light" ? UI.brand : UI.surface;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2 > 6 ? 6 : h / 2} fill={fill} stroke={tone === "light" ? UI.line : undefined} />
      <T x={x + w / 2} y={y + h / 2 + size * 0.36} size={size} weight={600} fill={text} anchor="middle">
        {label}
      </T>
    </g>
  );
}

/** A form field: its label above, its value (or placeholder) in the box. */
export function Field({
  x,
  y,
  w,
  label,
  value,
  placeholder,
  size = 8,
}: {
  x: number;
  y: number;
  w: number;
  label?: string;
  value?: string;
  placeholder?: string;
  size?: number;
}) {
  const top = label ? y + size + 4 : y;
  return (
    <g>
      {label ? (
        <T x={x} y={y + size} size={size - 0.5} weight={600} fill={UI.muted}>
          {label}
        </T>
      ) : null}
      <rect x={x} y={top} width={w} height={size + 10} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={x + 6} y={top + size + 3.5} size={size} fill={value ? UI.text : UI.muted}>
        {value ?? placeholder ?? ""}
      </T>
    </g>
  );
}

/** Initials on a coloured disc: a person in a list, without a face we would have to invent. */
export function Initials({ cx, cy, r = 8, text, fill = UI.brand }: { cx: number; cy: number; r?: number; text: string; fill?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <T x={cx} y={cy + r * 0.36} size={r * 0.95} weight={600} fill={UI.surface} anchor="middle">
        {text}
      </T>
    </g>
  );
}

/** A bar chart: one bar per value, scaled to the tallest, labels under the bars. */
export function Bars(props: {
  x: number;
  y: number;
  w: number;
  h: number;
  values: readonly number[];
  labels?: readonly string[];
  fill?: string;
  highlight?: number;
}) {
  const { x, y, w, h, values, labels, fill = UI.brand, highlight } = props;
  const top = Math.max(...values);
  const step = w / values.length;
  const bw = step * 0.6;
  return (
    <g>
      <path d={`M${x} ${y + h}h${w}`} stroke={UI.line} strokeWidth={0.8} />
      {values.map((v, i) => {
        const bh = (v / top) * (h - 4);
        return (
          <rect
            key={i}
            x={x + i * step + (step - bw) / 2}
            y={y + h - bh}
            width={bw}
            height={bh}
            rx={Math.min(2, bw / 3)}
            fill={highlight === undefined || highlight === i ? fill : UI.brandSoft}
          />
        );
      })}
      {labels?.map((label, i) => (
        <T key={label + i} x={x + i * step + step / 2} y={y + h + 9} size={6.5} fill={UI.muted} anchor="middle">
          {label}
        </T>
      ))}
    </g>
  );
}

/** A line chart with the area under it shaded. */
export function LineChart({
  x,
  y,
  w,
  h,
  values,
  stroke = UI.brand,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  values: readonly number[];
  stroke?: string;
}) {
  const top = Math.max(...values);
  const low = Math.min(...values) * 0.8;
  const px = (i: number) => x + (i / (values.length - 1)) * w;
  const py = (v: number) => y + h - ((v - low) / (top - low)) * h;
  const line = values.map((v, i) => `${i ? "L" : "M"}${px(i).toFixed(1)} ${py(v).toFixed(1)}`).join("");
  return (
    <g>
      {[0, 0.5, 1].map((f) => (
        <path key={f} d={`M${x} ${y + h * f}h${w}`} stroke={UI.line} strokeWidth={0.6} />
      ))}
      <path d={`${line}L${x + w} ${y + h}L${x} ${y + h}z`} fill={stroke} opacity={0.12} />
      <path d={line} fill="none" stroke={stroke} strokeWidth={1.8} strokeLinejoin="round" />
    </g>
  );
}

/** A meter: how much of something is used, e.g. storage of a plan. */
export function Meter({ x, y, w, share, fill = UI.brand }: { x: number; y: number; w: number; share: number; fill?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={5} rx={2.5} fill={UI.page} stroke={UI.line} strokeWidth={0.5} />
      <rect x={x} y={y} width={Math.max(5, w * share)} height={5} rx={2.5} fill={fill} />
    </g>
  );
}

/** A thin rule between rows. */
export const Rule = ({ x, y, w }: { x: number; y: number; w: number }) => <path d={`M${x} ${y}h${w}`} stroke={UI.line} strokeWidth={0.7} />;

/** Lines of running text, one under another (a post, a comment, a message). */
export function Lines({
  x,
  y,
  lines,
  size = 7,
  gap = 10,
  fill = UI.muted,
  weight,
}: {
  x: number;
  y: number;
  lines: readonly string[];
  size?: number;
  gap?: number;
  fill?: string;
  weight?: 400 | 600 | 700;
}) {
  return (
    <g>
      {lines.map((line, i) => (
        <T key={line} x={x} y={y + i * gap} size={size} fill={fill} weight={weight}>
          {line}
        </T>
      ))}
    </g>
  );
}

/**
 * A tick in a disc: a check passed, a step done, a payment taken. By default a green tick in a
 * soft green disc; `soft` fills the disc, `tone` draws the tick, `weight` its stroke (a quarter
 * of the radius unless given).
 */
export function Tick({
  cx,
  cy,
  r = 6,
  tone = UI.good,
  soft = UI.goodSoft,
  weight,
}: {
  cx: number;
  cy: number;
  r?: number;
  tone?: string;
  soft?: string;
  weight?: number;
}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={soft} />
      <path
        d={`M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.3} ${r * 0.6} ${-r * 0.6}`}
        fill="none"
        stroke={tone}
        strokeWidth={weight ?? r / 4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** An on/off switch in a settings list: `small` in a dense list, `onFill` the colour when on. */
export function Switch({ x, y, on = true, small = false, onFill = UI.brand }: { x: number; y: number; on?: boolean; small?: boolean; onFill?: string }) {
  const [w, h, knob] = small ? [20, 11, 4] : [24, 13, 5];
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={on ? onFill : "#c9d1db"} />
      <circle cx={on ? x + w - h / 2 : x + h / 2} cy={y + h / 2} r={knob} fill={UI.surface} />
    </g>
  );
}

/** A row of tabs over a list, the open one in the brand colour and underlined (`bar` wide). */
export function Tabs({ y, bar, tabs }: { y: number; bar: number; tabs: ReadonlyArray<{ label: string; x: number; on?: boolean }> }) {
  return (
    <>
      {tabs.map((tab) => (
        <g key={tab.label}>
          <T x={tab.x} y={y} size={8} weight={tab.on ? 600 : 400} fill={tab.on ? UI.brand : UI.muted}>
            {tab.label}
          </T>
          {tab.on ? <rect x={tab.x} y={y + 4} width={bar} height={2} fill={UI.brand} /> : null}
        </g>
      ))}
    </>
  );
}

/** The colours a scene takes when a screen names none: a warm neutral, like a bakery's shelves. */
const WARM_NEUTRAL: ScenePalette = { deep: "#3d3128", accent: "#b5562a", soft: "#f4ede4", tint: "#e3d3bf" };

/** Stands for the page-unique id prefix in a memoised scene, until a render fills it in. */
const ID = "\u0000";
const BACKDROP = /<use href="#d-([a-z]+)"\/>/g;
const PALETTE_CLASS = /class="([fsc])-([adts])"/g;
const PAINT = /url\(#g-([a-z]+)\)/g;
const ATTRIBUTE = { f: "fill", s: "stroke", c: "stop-color" } as const;
const COLOUR = { a: "accent", d: "deep", t: "tint", s: "soft" } as const;

/** A scene's markup with its backdrops drawn in place (the sprite's `<use>`s, which a screen has no page-level sprite for). */
const inlined = (markup: string): string => markup.replace(BACKDROP, (_, name: string) => inlined(SCENES[name as SceneName]));

/**
 * A scene as a product screen draws it, split around the places its id prefix goes: the
 * palette's classes as attributes (the site's CSP forbids the stylesheet that would resolve
 * them inline), the gradients it paints with in its own defs. Worked out once per scene and
 * palette; a render only joins the parts with its prefix.
 */
const prepared = new Map<string, { defs: string[]; body: string[] }>();
function prepare(name: SceneName, colours: ScenePalette) {
  const key = `${name} ${colours.deep} ${colours.accent} ${colours.soft} ${colours.tint}`;
  let scene = prepared.get(key);
  if (!scene) {
    const paint = (markup: string) =>
      markup
        .replace(PALETTE_CLASS, (_, kind: "f" | "s" | "c", colour: "a" | "d" | "t" | "s") => `${ATTRIBUTE[kind]}="${colours[COLOUR[colour]]}"`)
        .replace(PAINT, (_, gradient: string) => `url(#${ID}g-${gradient})`);
    const drawn = inlined(SCENES[name]);
    const gradients = [...new Set(Array.from(drawn.matchAll(PAINT), (m) => m[1] ?? ""))];
    const body = paint(drawn);
    const defs = paint(gradients.map((gradient) => SCENE_GRADIENTS[gradient] ?? "").join("")).replace(/ id="g-/g, ` id="${ID}g-`);
    scene = { defs: defs.split(ID), body: body.split(ID) };
    prepared.set(key, scene);
  }
  return scene;
}

/**
 * A picture inside a screen (a loaf in a shop window, a post's photo, a product, an album): one
 * of the scenes of content/scenes.ts, drawn on its 120 × 90 board and cropped to fill the slot,
 * with rounded corners. Its gradient ids carry a prefix of React's `useId`, so the same scene
 * twice on a page never shares an id. Decorative: the screen's SVG is the picture for screen
 * readers, so the scene's own <svg> is hidden from them, as a phone's screen is.
 */
export function Scene({
  name,
  x,
  y,
  w,
  h,
  r = 4,
  colours,
  focus = 45,
}: {
  name: SceneName;
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
  /** The colours it changes from the warm neutral (a product's colour is its accent). */
  colours?: Partial<ScenePalette>;
  /** The height on the board (0 to 90) a slot wider than 4:3 centres on: 45, or lower to keep a loaf on its counter whole. */
  focus?: number;
}) {
  const prefix = `s${useId().replace(/[^\w-]/g, "")}-`;
  const { defs, body } = prepare(name, { ...WARM_NEUTRAL, ...colours });
  // Whole units: every <svg> of a page has an integer size (tests/http/pages/marketingPages.test.ts).
  const [width, height] = [Math.max(1, Math.round(w)), Math.max(1, Math.round(h))];
  // A wide slot shows a band of the board; the band is chosen here, where slicing would take the middle.
  const band = Math.min(90, (120 * height) / width);
  const top = Math.min(90 - band, Math.max(0, focus - band / 2));
  return (
    <g clipPath={`url(#${prefix}clip)`}>
      <clipPath id={`${prefix}clip`}>
        <rect x={x} y={y} width={width} height={height} rx={r} />
      </clipPath>
      <svg
        x={x}
        y={y}
        width={width}
        height={height}
        aria-hidden="true"
        viewBox={`0 ${+top.toFixed(2)} 120 ${+band.toFixed(2)}`}
        preserveAspectRatio="xMidYMid slice"
      >
        <defs dangerouslySetInnerHTML={{ __html: defs.join(prefix) }} />
        <g dangerouslySetInnerHTML={{ __html: body.join(prefix) }} />
      </svg>
    </g>
  );
}
