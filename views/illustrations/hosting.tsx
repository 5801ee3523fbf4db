import type { ReactNode } from "react";
import type { HostingArtName } from "../../content/art/hosting.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "./palette.tsx";

/* Small parts the drawings below share, so that each drawing stays short. */

/**
 * The outline every shape of the site's drawings wears. Each drawing sits in a group that sets
 * ink fill and an ink stroke of width 0 with round ends and joins (see hostingDrawings below), so
 * a shape only names its width to get the outline, and the markup stays short.
 */
const ink = { strokeWidth: 4 } as const;
const thin = { strokeWidth: 3, fill: "none" } as const;

/** Path data with its numbers rounded to a tenth, for shapes placed by arithmetic. */
const d = (parts: TemplateStringsArray, ...values: number[]) => parts.reduce((out, part, i) => `${out}${Math.round((values[i - 1] ?? 0) * 10) / 10}${part}`);

/** Rounded bars standing for lines of text, [x, y, width] each, drawn as one round-capped path. */
const bars = (fill: string, h: number, ...lines: readonly (readonly [number, number, number])[]) => (
  <path d={lines.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join("")} stroke={fill} strokeWidth={h} />
);
/** One rounded bar standing for a line of text. */
const bar = (x: number, y: number, w: number, fill: string = MUTED, h = 8) => bars(fill, h, [x, y, w]);

/** The same stroke n times, step apart: a row of ticks or columns. */
const repeat = (n: number, step: number, each: (offset: number) => string) => Array.from({ length: n }, (_, i) => each(i * step)).join("");

/** The rows of a message list: an avatar in each color, a dark line and a pale one beside it. */
const inbox = (x: number, y: number, step: number, colors: readonly string[], r: number, w: number) => (
  <>
    {colors.map((color, i) => (
      <circle key={i} cx={x} cy={y + i * step} r={r} fill={color} />
    ))}
    {bars(INK, 6, ...colors.map((_, i) => [x + r + 7, y + i * step - 7, w] as const))}
    {bars(MUTED, 5, ...colors.map((_, i) => [x + r + 7, y + i * step + 3, w + 14] as const))}
  </>
);

/** A selection frame around x, y, w, h with a square handle at each corner. */
const selection = (x: number, y: number, w: number, h: number, color: string) => (
  <>
    <rect x={x} y={y} width={w} height={h} rx="8" fill="none" stroke={color} strokeWidth="3" />
    <path d={`M${x - 5} ${y - 5}h10v10h-10zm${w} 0h10v10h-10zm0 ${h}h10v10h-10zm${-w} 0h10v10h-10z`} fill={PAPER} stroke={color} strokeWidth="3" />
  </>
);

/** A short word in the page's own font. */
const say = (x: number, y: number, text: string, size = 13, fill: string = INK, anchor: "start" | "middle" | "end" = "start", weight = 700) => (
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
const app = (x: number, y: number, w: number, h: number, children: ReactNode) => (
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
const pointer = (x: number, y: number) => <path d={`M${x} ${y}v34l9-8 7 15 7-3-7-15h12z`} {...thin} fill={PAPER} />;

/** A filled circle holding a white check mark. */
const tick = (cx: number, cy: number, r: number, fill: string = TEAL) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <path d={d`M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32} ${r * 0.55}-${r * 0.6}`} fill="none" stroke={PAPER} strokeWidth={Math.max(3, r / 4)} />
  </g>
);

/** An envelope. */
const envelope = (x: number, y: number, w: number, h: number, fill: string = PAPER, flap: string = BRAND) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="6" fill={fill} {...ink} />
    <path d={d`M${x + 6} ${y + 7}l${w / 2 - 6} ${h * 0.45} ${w / 2 - 6}-${h * 0.45}`} fill="none" stroke={flap} strokeWidth="4" />
  </g>
);

/** A four-pointed sparkle. */
const sparkle = (cx: number, cy: number, r: number, fill: string = VIOLET) => (
  <path d={d`M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}z`} fill={fill} />
);

/** A person's head and shoulders, white on a colored disc. */
const person = (cx: number, cy: number, r: number, fill: string) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} strokeWidth="4" />
    <circle cx={cx} cy={cy - r * 0.22} r={r * 0.3} fill={PAPER} />
    <path d={d`M${cx - r * 0.55} ${cy + r * 0.62}a${r * 0.55} ${r * 0.45} 0 0 1 ${r * 1.1} 0z`} fill={PAPER} />
  </g>
);

/** A landscape picture: backdrop, hills and a sun. */
const picture = (x: number, y: number, w: number, h: number, sky: string, hill: string, sun: string = ACCENT) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="6" fill={sky} />
    <path d={d`M${x + 6} ${y + h - 6}l${w * 0.28} ${-h * 0.42} ${w * 0.18} ${h * 0.2} ${w * 0.14} ${-h * 0.14} ${w * 0.28} ${h * 0.36}z`} fill={hill} />
    <circle cx={x + w * 0.74} cy={y + h * 0.3} r={h * 0.11} fill={sun} />
  </g>
);

/** A database: a cylinder. */
const database = (cx: number, top: number, rx: number, h: number, fill: string = PAPER) => (
  <g {...ink}>
    <path d={`M${cx - rx} ${top}v${h}a${rx} ${rx * 0.35} 0 0 0 ${rx * 2} 0v${-h}`} fill={fill} />
    <ellipse cx={cx} cy={top} rx={rx} ry={rx * 0.35} fill={SOFT} />
    <path d={`M${cx - rx} ${top + h / 2}a${rx} ${rx * 0.35} 0 0 0 ${rx * 2} 0`} fill="none" strokeWidth="3" />
  </g>
);

/** A ring meter filled to share (0 to 1), with the figure in its middle. */
const meter = (cx: number, cy: number, r: number, share: number, color: string) => (
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
const toggle = (x: number, y: number, on: boolean) => (
  <g>
    <rect x={x} y={y} width="32" height="18" rx="9" fill={on ? TEAL : MUTED} />
    <circle cx={on ? x + 23 : x + 9} cy={y + 9} r="6" fill={PAPER} />
  </g>
);

/** A domain's price tag, with its hole and its extension. */
const tag = (x: number, y: number, fill: string, text: string, angle: number) => (
  <g transform={`rotate(${angle} ${x + 50} ${y + 40})`}>
    <rect x={x} y={y} width="100" height="80" rx="12" fill={fill} {...ink} />
    <circle cx={x + 50} cy={y + 16} r="6" fill={PAPER} strokeWidth="3" />
    {say(x + 50, y + 50, text, 20, PAPER, "middle")}
  </g>
);

/** A square card with a centered icon, for grids of features or blocks. */
const tile = (x: number, y: number, children: ReactNode, fill: string = SOFT) => (
  <g>
    <rect x={x} y={y} width="66" height="70" rx="10" fill={fill} />
    {children}
  </g>
);

/** A round badge with a white icon in it. */
const badge = (cx: number, cy: number, fill: string, icon: ReactNode) => (
  <g>
    <circle cx={cx} cy={cy} r="28" fill={fill} {...ink} />
    <g fill="none" stroke={PAPER} strokeWidth="4">
      {icon}
    </g>
  </g>
);

/** An arrowhead at x, y pointing at the given angle (degrees, 0 = right). */
const head = (x: number, y: number, angle: number, fill: string = ACCENT) => (
  <path d={`M${x} ${y}l-14-8v16z`} fill={fill} transform={`rotate(${angle} ${x} ${y})`} />
);

/** A theme's preview card: a page in its own two colors and its palette. */
const theme = (x: number, y: number, main: string, second: string, angle: number) => (
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

/** The panels and product screens of home, webhosting, sitebuilder, domains and emailhosting. */
const drawings: Record<HostingArtName, ReactNode> = {
  /* ---------- home ---------- */

  /** The builder's editor with the style panel open: a hero section selected, colors and fonts beside it. */
  "home-hero-editor": app(
    60,
    48,
    360,
    264,
    <>
      <rect x="340" y="55" width="66" height="20" rx="10" fill={ACCENT} />
      {say(373, 69, "Publish", 12, PAPER, "middle")}
      {bar(200, 61, 90, SOFT, 10)}
      <circle cx="86" cy="102" r="6" fill={TEAL} />
      {bar(230, 98, 26)}
      {bar(264, 98, 26)}
      <rect x="76" y="116" width="222" height="80" rx="8" fill={TEAL} />
      {bar(92, 134, 110, PAPER, 12)}
      {bar(92, 154, 76, PAPER, 7)}
      <rect x="92" y="170" width="48" height="14" rx="7" fill={ACCENT} />
      {selection(72, 112, 230, 88, BRAND)}
      <rect x="76" y="212" width="104" height="62" rx="8" fill={SOFT} />
      <rect x="194" y="212" width="104" height="62" rx="8" fill={SOFT} />
      <circle cx="98" cy="232" r="10" fill={ACCENT} />
      <circle cx="216" cy="232" r="10" fill={VIOLET} />
      {bars(MUTED, 7, [90, 252, 70], [208, 252, 70], [76, 288, 150])}
      <path d="M314 82v230" stroke={MUTED} strokeWidth="3" />
      {say(328, 106, "Style", 13)}
      <circle cx="336" cy="128" r="11" fill="none" strokeWidth="3" />
      <circle cx="336" cy="128" r="7" fill={TEAL} />
      <circle cx="358" cy="128" r="7" fill={BRAND} />
      <circle cx="380" cy="128" r="7" fill={VIOLET} />
      <circle cx="400" cy="128" r="7" fill={ACCENT} />
      <rect x="326" y="180" width="80" height="38" rx="8" fill={SOFT} />
      {say(336, 206, "Aa", 20, INK)}
      {bar(370, 196, 26, INK, 6)}
      {bar(326, 236, 80, MUTED, 6)}
      {bar(326, 236, 48, BRAND, 6)}
      <circle cx="374" cy="239" r="7" fill={PAPER} stroke={BRAND} strokeWidth="3" />
      {bar(326, 260, 80, MUTED, 6)}
      {bar(326, 260, 26, BRAND, 6)}
      <circle cx="352" cy="263" r="7" fill={PAPER} stroke={BRAND} strokeWidth="3" />
      {bar(326, 288, 40, MUTED, 7)}
      {toggle(374, 282, true)}
      {pointer(340, 134)}
    </>,
  ),

  /** A finished site live on a phone, with its address and a published badge. */
  "home-hero-phone": (
    <g>
      <rect x="172" y="44" width="140" height="274" rx="24" fill={PAPER} {...ink} />
      <rect x="222" y="56" width="40" height="8" rx="4" fill={INK} />
      <circle cx="194" cy="86" r="7" fill={ACCENT} />
      <path d="M272 82h16M272 90h16" strokeWidth="3" />
      {picture(186, 104, 112, 78, SOFT, TEAL)}
      {bar(186, 194, 96, INK, 10)}
      {bars(MUTED, 6, [186, 212, 110], [186, 224, 84])}
      <rect x="186" y="240" width="60" height="18" rx="9" fill={ACCENT} />
      <rect x="186" y="270" width="52" height="34" rx="6" fill={SOFT} />
      <rect x="246" y="270" width="52" height="34" rx="6" fill={SOFT} />
      <rect x="62" y="110" width="168" height="40" rx="20" fill={PAPER} {...ink} />
      <rect x="80" y="126" width="12" height="10" rx="2" fill={TEAL} />
      <path d="M82 126v-3a4 4 0 0 1 8 0v3" stroke={TEAL} strokeWidth="2.5" fill="none" />
      {say(100, 136, "mybakery.com", 14)}
      <rect x="268" y="214" width="148" height="48" rx="24" fill={PAPER} {...ink} />
      {tick(294, 238, 14)}
      {say(316, 243, "Published", 14)}
      <circle cx="352" cy="96" r="22" fill={ACCENT} {...ink} />
      <path d="M352 107l-10-10a6 6 0 0 1 10-7 6 6 0 0 1 10 7z" fill={PAPER} />
      {sparkle(392, 150, 12, VIOLET)}
      {sparkle(120, 220, 10, BRAND)}
    </g>
  ),

  /** A hosting dashboard: visitors climbing on a chart, and the server online. */
  "home-hero-stats": (
    <g>
      <rect x="66" y="58" width="266" height="188" rx="14" fill={PAPER} {...ink} />
      {say(88, 90, "Visitors", 14, INK, "start", 600)}
      {say(88, 122, "12,480", 28, INK)}
      <rect x="212" y="100" width="56" height="24" rx="12" fill={TEAL} />
      {say(240, 117, "+24%", 13, PAPER, "middle")}
      <path d="M88 222l36-22 30 10 34-30 30 8 34-36 40-14v84H88z" fill={BRAND} fillOpacity="0.12" />
      <path d="M88 222l36-22 30 10 34-30 30 8 34-36 40-14" fill="none" stroke={BRAND} strokeWidth="4" />
      <circle cx="292" cy="138" r="7" fill={ACCENT} stroke={PAPER} strokeWidth="3" />
      <rect x="236" y="190" width="180" height="112" rx="14" fill={PAPER} {...ink} />
      <rect x="254" y="206" width="44" height="22" rx="5" fill={SOFT} strokeWidth="3" />
      <rect x="254" y="234" width="44" height="22" rx="5" fill={SOFT} strokeWidth="3" />
      <circle cx="265" cy="217" r="3.5" fill={TEAL} />
      <circle cx="265" cy="245" r="3.5" fill={TEAL} />
      <path d="M276 217h14M276 245h14" stroke={BRAND} strokeWidth="3" />
      <circle cx="316" cy="216" r="6" fill={TEAL} />
      {say(328, 221, "Online", 14)}
      {bar(310, 236, 84, MUTED, 7)}
      <path d={repeat(11, 14, (o) => `M${258 + o} 276v8`)} stroke={TEAL} strokeWidth="8" />
      <rect x="344" y="74" width="66" height="66" rx="14" fill={ACCENT} {...ink} />
      <path d="M362 120l12-12 8 8 14-16m-10 0h10v10" fill="none" stroke={PAPER} strokeWidth="4" />
    </g>
  ),

  /** Pick a theme, then move, resize and let the AI writer fill in the words. */
  "home-make-it-yours": (
    <g>
      {[
        [72, VIOLET],
        [148, BRAND],
        [224, TEAL],
      ].map(([y, color]) => (
        <g key={y}>
          <rect x="64" y={Number(y)} width="84" height="64" rx="10" fill={PAPER} stroke={y === 148 ? BRAND : INK} strokeWidth={y === 148 ? 5 : 4} />
          <rect x="72" y={Number(y) + 8} width="68" height="24" rx="5" fill={String(color)} />
          {bar(72, Number(y) + 40, 50, MUTED, 6)}
          {bar(72, Number(y) + 50, 36, MUTED, 6)}
        </g>
      ))}
      {tick(146, 150, 12, BRAND)}
      <path d="M156 180h20" stroke={ACCENT} strokeWidth="4" />
      {head(184, 180, 0)}
      <rect x="192" y="56" width="222" height="250" rx="14" fill={PAPER} {...ink} />
      <rect x="208" y="72" width="190" height="58" rx="8" fill={BRAND} />
      {bar(222, 88, 100, PAPER, 10)}
      {bar(222, 106, 64, PAPER, 7)}
      {picture(208, 148, 86, 70, SOFT, TEAL)}
      {selection(204, 144, 94, 78, ACCENT)}
      {bar(310, 152, 86, INK, 9)}
      {bars(MUTED, 6, [310, 170, 80], [310, 182, 86])}
      {bar(310, 194, 50, VIOLET, 6)}
      <rect x="364" y="190" width="3" height="14" fill={VIOLET} />
      {sparkle(392, 224, 12)}
      {sparkle(372, 240, 7, ACCENT)}
      {bar(208, 240, 120, INK, 9)}
      {bars(MUTED, 6, [208, 258, 180], [208, 270, 150])}
      <rect x="208" y="282" width="54" height="14" rx="7" fill={ACCENT} />
    </g>
  ),

  /** A server with what comes with it: SSL, email, databases and speed. */
  "home-hosting": (
    <g>
      <path d="M132 116l48 24M348 110l-48 30M132 248l48-24M348 252l-48-28" strokeWidth="3" strokeDasharray="2 9" />
      {[90, 150, 210].map((y) => (
        <g key={y}>
          <rect x="170" y={y} width="140" height="50" rx="10" fill={PAPER} {...ink} />
          <circle cx="192" cy={y + 25} r="7" fill={TEAL} />
          <circle cx="214" cy={y + 25} r="7" fill={y === 150 ? ACCENT : MUTED} />
          <path d={`M248 ${y + 18}h42M248 ${y + 32}h42`} stroke={MUTED} strokeWidth="4" />
        </g>
      ))}
      <path d="M190 260v30M290 260v30M160 292h160" {...ink} />
      {badge(
        110,
        104,
        TEAL,
        <>
          <rect x="99" y="103" width="22" height="16" rx="3" fill={PAPER} stroke="none" />
          <path d="M103 103v-5a7 7 0 0 1 14 0v5" />
        </>,
      )}
      {badge(370, 100, BRAND, <path d="M356 90h28v20h-28zM357 92l13 10 13-10" />)}
      {badge(
        110,
        258,
        VIOLET,
        <>
          <ellipse cx="110" cy="248" rx="11" ry="4" />
          <path d="M99 248v20a11 4 0 0 0 22 0v-20M99 258a11 4 0 0 0 22 0" />
        </>,
      )}
      {badge(370, 262, ACCENT, <path d="M374 246l-12 18h10l-4 14 12-18h-10z" fill={PAPER} />)}
    </g>
  ),

  /** A newsletter going out to readers who come back, and the stats rising. */
  "home-audience": (
    <g>
      <rect x="70" y="60" width="166" height="230" rx="14" fill={PAPER} {...ink} />
      <rect x="86" y="76" width="134" height="70" rx="8" fill={ACCENT} />
      {envelope(128, 92, 50, 38, PAPER, ACCENT)}
      {bar(86, 160, 110, INK, 9)}
      {bars(MUTED, 6, [86, 178, 134], [86, 190, 120], [86, 202, 96])}
      <rect x="86" y="222" width="70" height="22" rx="11" fill={BRAND} />
      {bar(86, 262, 64, MUTED, 6)}
      <path d="M236 110c30-20 50-26 66-24M236 146c40-4 74 0 96 10M236 180c30 10 50 30 56 46" fill="none" strokeWidth="3" strokeDasharray="2 9" />
      {person(320, 84, 22, VIOLET)}
      {person(362, 158, 22, TEAL)}
      {person(300, 214, 18, BRAND)}
      <rect x="370" y="52" width="44" height="46" rx="8" fill={PAPER} {...ink} />
      <path d="M372 68h40" {...ink} />
      <rect x="380" y="76" width="10" height="10" rx="2" fill={ACCENT} />
      <rect x="394" y="76" width="10" height="10" rx="2" fill={MUTED} />
      <rect x="280" y="240" width="132" height="66" rx="12" fill={PAPER} {...ink} />
      <path d="M302 286v-2M324 286v-9M346 286v-16M368 286v-23" stroke={BRAND} strokeWidth="12" />
      <path d="M390 286v-30" stroke={ACCENT} strokeWidth="12" />
    </g>
  ),

  /* ---------- webhosting ---------- */

  /** The hosting control panel: server status, disk and bandwidth meters, and the services. */
  "webhosting-control-panel": app(
    60,
    48,
    360,
    264,
    <>
      {bar(176, 61, 140, SOFT, 10)}
      <circle cx="398" cy="65" r="9" fill={VIOLET} />
      <path d="M110 82v230" stroke={MUTED} strokeWidth="3" />
      <rect x="72" y="94" width="28" height="28" rx="8" fill={BRAND} />
      <path d="M79 113l7-7 5 4 7-8" {...thin} stroke={PAPER} />
      <g {...thin}>
        <path d="M76 140h7l3 3h10v13H76z" />
        <ellipse cx="86" cy="178" rx="9" ry="3.5" />
        <path d="M77 178v12a9 3.5 0 0 0 18 0v-12" />
        <path d="M76 210h20v14H76zM77 211l9 7 9-7" />
        <path d="M77 252h18v14H77zM80 252v-4a6 6 0 0 1 12 0v4" />
      </g>
      <rect x="124" y="94" width="282" height="52" rx="10" fill={SOFT} />
      <circle cx="146" cy="120" r="12" fill={TEAL} opacity="0.25" />
      <circle cx="146" cy="120" r="6" fill={TEAL} />
      {say(166, 118, "Server online", 14)}
      {bar(166, 127, 60, MUTED, 6)}
      <path d="M274 120h28l8-14 10 28 10-26 8 12h52" fill="none" stroke={TEAL} strokeWidth="3" />
      <rect x="124" y="158" width="134" height="98" rx="10" fill={PAPER} stroke={MUTED} strokeWidth="3" />
      <rect x="272" y="158" width="134" height="98" rx="10" fill={PAPER} stroke={MUTED} strokeWidth="3" />
      {meter(191, 196, 24, 0.62, BRAND)}
      {meter(339, 196, 24, 0.38, TEAL)}
      {say(191, 243, "Disk", 13, INK, "middle", 600)}
      {say(339, 243, "Bandwidth", 13, INK, "middle", 600)}
      {[124, 220, 316].map((x, i) => (
        <g key={x}>
          <rect x={x} y="268" width="90" height="32" rx="8" fill={SOFT} />
          {bar(x + 12, 280, 40, INK, 8)}
          {tick(x + 74, 284, 9, [TEAL, BRAND, VIOLET][i])}
        </g>
      ))}
    </>,
  ),

  /** A server tower beside its uptime: 99.9 %, a steady heartbeat and a day and night of green. */
  "webhosting-uptime": (
    <g>
      <rect x="78" y="64" width="120" height="232" rx="14" fill={PAPER} {...ink} />
      {[84, 134, 184].map((y) => (
        <g key={y}>
          <rect x="94" y={y} width="88" height="38" rx="8" fill={SOFT} />
          <circle cx="112" cy={y + 19} r="6" fill={TEAL} />
          {bar(126, y + 15, 42, BRAND, 8)}
        </g>
      ))}
      <path d="M100 246h76M100 262h76" stroke={MUTED} strokeWidth="5" />
      <rect x="222" y="64" width="186" height="136" rx="14" fill={PAPER} {...ink} />
      {say(242, 112, "99.9%", 34, BRAND)}
      {say(242, 136, "uptime", 14, INK, "start", 600)}
      <path d="M242 172h46l10-22 12 38 12-32 8 16h60" fill="none" stroke={TEAL} strokeWidth="4" />
      <rect x="222" y="216" width="186" height="80" rx="14" fill={PAPER} {...ink} />
      <path d={repeat(13, 12, (o) => `M${243.5 + o} 233.5v19`)} stroke={TEAL} strokeWidth="7" />
      <circle cx="246" cy="276" r="7" fill={ACCENT} />
      <path d="M246 264v-3M246 291v-3M234 276h-3M261 276h-3" stroke={ACCENT} strokeWidth="3" />
      <path d="M392 268a9 9 0 1 0 4 12 7 7 0 0 1-4-12z" fill={BRAND} />
      {bar(270, 272, 100, MUTED, 6)}
      <path d="M198 180h24" {...ink} />
    </g>
  ),

  /** Every plan's building blocks: email, MySQL databases, FTP uploads and bandwidth. */
  "webhosting-included": (
    <g>
      <rect x="96" y="58" width="288" height="244" rx="14" fill={PAPER} {...ink} />
      <path d="M98 104V72a12 12 0 0 1 12-12h260a12 12 0 0 1 12 12v32z" fill={BRAND} />
      <path d="M96 104h288" {...ink} />
      {say(116, 88, "Every plan", 16, PAPER)}
      {sparkle(360, 82, 10, PAPER)}
      <rect x="116" y="118" width="118" height="80" rx="10" fill={SOFT} />
      <rect x="246" y="118" width="118" height="80" rx="10" fill={SOFT} />
      <rect x="116" y="208" width="118" height="80" rx="10" fill={SOFT} />
      <rect x="246" y="208" width="118" height="80" rx="10" fill={SOFT} />
      {envelope(146, 140, 58, 38)}
      {database(305, 142, 20, 34, PAPER)}
      <path d="M146 232h18l6 7h34v34h-58z" fill={PAPER} {...ink} />
      <path d="M175 264v-18m-8 8l8-8 8 8" fill="none" stroke={ACCENT} strokeWidth="4" />
      <path d="M273 268a32 32 0 0 1 64 0z" fill={PAPER} {...ink} />
      <path d="M281 262a24 24 0 0 1 20-22" fill="none" stroke={TEAL} strokeWidth="5" />
      <path d="M305 266l14-18" stroke={ACCENT} strokeWidth="4" />
      <circle cx="305" cy="266" r="5" fill={INK} />
    </g>
  ),

  /** The 30 day money-back guarantee: a calendar page and a coin coming back. */
  "webhosting-money-back": (
    <g>
      <rect x="84" y="82" width="156" height="190" rx="14" fill={PAPER} {...ink} />
      <path d="M86 124V96a12 12 0 0 1 12-12h128a12 12 0 0 1 12 12v28z" fill={BRAND} />
      <path d="M84 124h156M124 68v28M200 68v28" {...ink} strokeWidth="6" />
      {say(162, 206, "30", 62, INK, "middle")}
      {say(162, 240, "days", 16, INK, "middle", 600)}
      <path d="M254 220A66 66 0 0 1 372 164" fill="none" stroke={BRAND} strokeWidth="6" />
      {head(378, 176, 60, BRAND)}
      <circle cx="318" cy="200" r="46" fill={ACCENT} {...ink} />
      <circle cx="318" cy="200" r="34" fill="none" stroke={PAPER} strokeWidth="3" opacity="0.6" />
      {say(318, 215, "$", 40, PAPER, "middle")}
      {tick(232, 268, 20)}
    </g>
  ),

  /** A support agent with a headset, walking you through the fix step by step. */
  "webhosting-support": (
    <g>
      <circle cx="168" cy="184" r="92" fill={PAPER} {...ink} />
      <path d="M104 246c8-36 34-54 64-54s56 18 64 54c-18 18-40 26-64 26s-46-8-64-26z" fill={BRAND} />
      <circle cx="168" cy="148" r="32" fill={PAPER} {...ink} />
      <path d="M137 142a31 31 0 0 1 62 0c-14-10-44-12-62 0z" fill={INK} />
      <circle cx="157" cy="152" r="3.5" fill={INK} />
      <circle cx="179" cy="152" r="3.5" fill={INK} />
      <path d="M158 166c6 5 14 5 20 0" {...thin} />
      <path d="M130 150a38 38 0 0 1 76 0" fill="none" strokeWidth="5" />
      <rect x="124" y="142" width="14" height="24" rx="6" fill={ACCENT} {...ink} strokeWidth="3" />
      <rect x="198" y="142" width="14" height="24" rx="6" fill={ACCENT} {...ink} strokeWidth="3" />
      <path d="M131 166c0 18 12 26 26 24" {...thin} />
      <circle cx="158" cy="190" r="4" fill={ACCENT} />
      <path d="M268 72h122a14 14 0 0 1 14 14v84a14 14 0 0 1-14 14h-92l-30 22v-22a14 14 0 0 1-14-14v-84a14 14 0 0 1 14-14z" fill={PAPER} {...ink} />
      {tick(286, 102, 10)}
      {tick(286, 130, 10)}
      <circle cx="286" cy="158" r="10" fill={ACCENT} />
      {bars(INK, 8, [304, 98, 82], [304, 126, 70])}
      {bar(304, 154, 56, MUTED, 8)}
      <rect x="276" y="222" width="128" height="70" rx="12" fill={SOFT} {...ink} />
      <circle cx="304" cy="257" r="14" fill={BRAND} />
      {say(304, 263, "?", 18, PAPER, "middle")}
      {bar(326, 246, 62, INK, 8)}
      {bar(326, 262, 48, MUTED, 7)}
    </g>
  ),

  /* ---------- sitebuilder ---------- */

  /** The editor: an image block dragged from the block library onto a dashed drop zone of the page. */
  "sitebuilder-editor": app(
    60,
    48,
    360,
    264,
    <>
      <rect x="204" y="57" width="22" height="15" rx="3" fill={SOFT} strokeWidth="2.5" />
      <rect x="236" y="56" width="11" height="17" rx="3" fill="none" strokeWidth="2.5" />
      <rect x="340" y="55" width="66" height="20" rx="10" fill={ACCENT} />
      {say(373, 69, "Publish", 12, PAPER, "middle")}
      <path d="M152 82v230" stroke={MUTED} strokeWidth="3" />
      <path d="M76 100h24v24h-24zm40 0h24v24h-24zm-40 40h24v24h-24zm40 0h24v24h-24zm-40 40h24v24h-24z" fill={SOFT} stroke={SOFT} strokeWidth="8" />
      <path d="M80 105h16M88 105v15" stroke={BRAND} strokeWidth="3" />
      <path d="M128 123c-6-7-9-11-9-15a9 9 0 0 1 18 0c0 4-3 8-9 15z" fill={ACCENT} />
      <rect x="112" y="176" width="32" height="32" rx="7" fill={PAPER} stroke={ACCENT} strokeWidth="2.5" strokeDasharray="5 4" />
      <rect x="77" y="146" width="22" height="12" rx="6" fill={ACCENT} />
      <path d="M122 144l14 8-14 8z" fill={VIOLET} />
      {[0, 1].flatMap((r) =>
        [0, 1].map((c) => <rect key={`${r}${c}`} x={79 + c * 10} y={183 + r * 10} width="8" height="8" rx="2" fill={r === c ? BRAND : TEAL} />),
      )}
      {bars(MUTED, 7, [72, 228, 62], [72, 244, 48], [72, 260, 66])}
      <circle cx="178" cy="100" r="7" fill={BRAND} />
      {bars(MUTED, 8, [326, 96, 30], [364, 96, 30])}
      <rect x="166" y="116" width="240" height="70" rx="8" fill={BRAND} />
      {bar(182, 132, 110, PAPER, 12)}
      {bar(182, 152, 76, PAPER, 7)}
      <rect x="182" y="166" width="46" height="12" rx="6" fill={ACCENT} />
      <rect x="166" y="198" width="240" height="70" rx="8" fill={ACCENT} fillOpacity="0.08" stroke={ACCENT} strokeWidth="3" strokeDasharray="10 7" />
      {bars(MUTED, 7, [166, 282, 180], [166, 296, 130])}
      <path d="M148 194c30 0 52 6 78 16" fill="none" stroke={ACCENT} strokeWidth="3" strokeDasharray="2 8" />
      <circle cx="192" cy="250" r="10" fill={ACCENT} />
      <path d="M192 245v10M187 250h10" stroke={PAPER} strokeWidth="3" />
      <g transform="rotate(-5 290 214)">
        <rect x="238" y="186" width="116" height="68" rx="8" fill={INK} opacity="0.15" transform="translate(6 8)" />
        <rect x="232" y="180" width="116" height="68" rx="8" fill={PAPER} {...ink} />
        {picture(240, 188, 100, 52, SOFT, VIOLET)}
      </g>
      {pointer(326, 224)}
    </>,
  ),

  /** The AI writer filling a text block in, from a short prompt. */
  "sitebuilder-ai-writer": (
    <g>
      <rect x="80" y="52" width="262" height="206" rx="14" fill={PAPER} {...ink} />
      {picture(98, 70, 226, 52, SOFT, TEAL)}
      <rect x="96" y="136" width="230" height="104" rx="8" fill={VIOLET} fillOpacity="0.06" stroke={VIOLET} strokeWidth="3" strokeDasharray="8 6" />
      {bar(112, 150, 150, INK, 14)}
      {bars(MUTED, 8, [112, 176, 196], [112, 192, 180])}
      {bar(112, 208, 120, VIOLET, 8)}
      <rect x="238" y="202" width="3" height="20" fill={VIOLET} />
      {sparkle(360, 118, 18)}
      {sparkle(392, 150, 10, ACCENT)}
      {sparkle(372, 184, 7, BRAND)}
      <rect x="110" y="270" width="296" height="42" rx="21" fill={PAPER} {...ink} />
      {sparkle(134, 291, 10)}
      {say(152, 296, "About my bakery…", 14, INK, "start", 500)}
      <circle cx="384" cy="291" r="14" fill={VIOLET} />
      <path d="M377 291h14m-6-6l6 6-6 6" fill="none" stroke={PAPER} strokeWidth="3" />
    </g>
  ),

  /** The block library: text, video, button, gallery, map, form and columns, with an image block lifted out. */
  "sitebuilder-blocks": (
    <g>
      <rect x="72" y="56" width="324" height="244" rx="14" fill={PAPER} {...ink} />
      {say(92, 88, "Add a block", 15)}
      <path d="M72 104h324" stroke={MUTED} strokeWidth="3" />
      {tile(92, 120, <path d="M113 141h24M125 141v28" stroke={BRAND} strokeWidth="5" />)}
      {tile(
        168,
        120,
        <>
          <rect x="181" y="140" width="40" height="30" rx="5" fill={PAPER} strokeWidth="3" />
          <path d="M196 147l11 8-11 8z" fill={VIOLET} />
        </>,
      )}
      {tile(244, 120, <rect x="257" y="148" width="40" height="16" rx="8" fill={ACCENT} />)}
      {tile(
        320,
        120,
        <>
          <rect x="337" y="139" width="14" height="14" rx="3" fill={BRAND} />
          <rect x="355" y="139" width="14" height="14" rx="3" fill={TEAL} />
          <rect x="337" y="157" width="14" height="14" rx="3" fill={VIOLET} />
          <rect x="355" y="157" width="14" height="14" rx="3" fill={ACCENT} />
        </>,
      )}
      {tile(
        92,
        206,
        <>
          <path d="M125 258c-10-12-14-17-14-23a14 14 0 0 1 28 0c0 6-4 11-14 23z" fill={ACCENT} />
          <circle cx="125" cy="235" r="5" fill={PAPER} />
        </>,
      )}
      {tile(
        168,
        206,
        <>
          <rect x="181" y="222" width="40" height="10" rx="3" fill={PAPER} strokeWidth="2" />
          <rect x="181" y="238" width="40" height="10" rx="3" fill={PAPER} strokeWidth="2" />
          <rect x="181" y="254" width="22" height="9" rx="4" fill={BRAND} />
        </>,
      )}
      {tile(
        244,
        206,
        <>
          <rect x="258" y="224" width="17" height="34" rx="3" fill={TEAL} />
          <rect x="279" y="224" width="17" height="34" rx="3" fill={BRAND} />
        </>,
      )}
      <rect x="320" y="206" width="66" height="70" rx="10" fill="none" stroke={VIOLET} strokeWidth="3" strokeDasharray="6 5" />
      <g transform="rotate(8 372 222)">
        <rect x="340" y="194" width="72" height="62" rx="10" fill={INK} opacity="0.15" transform="translate(5 8)" />
        <rect x="336" y="188" width="72" height="62" rx="10" fill={PAPER} {...ink} />
        {picture(344, 196, 56, 46, SOFT, TEAL)}
      </g>
      {pointer(386, 234)}
      <circle cx="92" cy="296" r="22" fill={ACCENT} {...ink} />
      <path d="M86 288h10a8 8 0 0 1 0 16h-8M90 282l-6 6 6 6" fill="none" stroke={PAPER} strokeWidth="3.5" />
    </g>
  ),

  /** Three themes side by side, each with its own color palette. */
  "sitebuilder-themes": (
    <g>
      {theme(76, 96, VIOLET, ACCENT, -9)}
      {theme(284, 96, ACCENT, TEAL, 9)}
      {theme(180, 80, BRAND, ACCENT, 0)}
      {tick(296, 84, 18, BRAND)}
    </g>
  ),

  /** The stock photo library: a search, a grid of pictures and one picked. */
  "sitebuilder-stock-photos": (
    <g>
      <rect x="88" y="50" width="304" height="42" rx="21" fill={PAPER} {...ink} />
      <circle cx="114" cy="70" r="8" {...thin} />
      <path d="M120 76l7 7" {...thin} />
      {say(136, 76, "bread", 15, INK, "start", 600)}
      {say(372, 76, "150,000 photos", 13, BRAND, "end", 600)}
      {picture(88, 108, 94, 80, INK, BRAND, PAPER)}
      {picture(193, 108, 94, 80, TEAL, PAPER, ACCENT)}
      {picture(298, 108, 94, 80, VIOLET, SOFT, PAPER)}
      {picture(88, 200, 94, 80, ACCENT, PAPER, SOFT)}
      {picture(193, 200, 94, 80, MUTED, TEAL, ACCENT)}
      {picture(298, 200, 94, 80, BRAND, SOFT, ACCENT)}
      <rect x="189" y="104" width="102" height="88" rx="9" fill="none" strokeWidth="4" />
      {tick(286, 110, 14, ACCENT)}
      {pointer(258, 160)}
    </g>
  ),

  /** A step-by-step guide open beside a chat with a support agent. */
  "sitebuilder-help": (
    <g>
      <rect x="74" y="60" width="196" height="240" rx="14" fill={PAPER} {...ink} />
      {bar(94, 80, 120, INK, 12)}
      <rect x="94" y="104" width="156" height="60" rx="8" fill={SOFT} />
      <rect x="104" y="114" width="60" height="40" rx="5" fill={BRAND} />
      {bars(MUTED, 7, [174, 118, 62], [174, 132, 50], [174, 146, 56])}
      {tick(106, 190, 11)}
      {tick(106, 226, 11)}
      <circle cx="106" cy="262" r="11" fill={BRAND} />
      {say(106, 267, "3", 13, PAPER, "middle")}
      {bars(INK, 8, [126, 186, 110], [126, 222, 96])}
      {bar(126, 258, 104, MUTED, 8)}
      <circle cx="356" cy="102" r="42" fill={SOFT} {...ink} />
      <path d="M328 134c4-18 16-26 28-26s24 8 28 26c-8 6-18 10-28 10s-20-4-28-10z" fill={BRAND} />
      <circle cx="356" cy="90" r="15" fill={PAPER} {...ink} strokeWidth="3" />
      <path d="M338 94a18 18 0 0 1 36 0" fill="none" strokeWidth="4" />
      <rect x="334" y="88" width="8" height="13" rx="3" fill={ACCENT} />
      <rect x="370" y="88" width="8" height="13" rx="3" fill={ACCENT} />
      <path d="M300 170h92a12 12 0 0 1 12 12v52a12 12 0 0 1-12 12H300a12 12 0 0 1-12-12v-52a12 12 0 0 1 12-12zM360 170l12-20 6 20" fill={BRAND} {...ink} />
      {bars(PAPER, 8, [304, 190, 84], [304, 206, 64], [304, 222, 74])}
      <rect x="306" y="258" width="78" height="36" rx="14" fill={PAPER} {...ink} />
      <circle cx="328" cy="276" r="4" fill={INK} />
      <circle cx="345" cy="276" r="4" fill={INK} />
      <circle cx="362" cy="276" r="4" fill={INK} />
    </g>
  ),

  /* ---------- domains ---------- */

  /** Domain search: names available to add to the cart, one taken, and the DNS records below. */
  "domains-search": app(
    60,
    40,
    360,
    276,
    <>
      <rect x="344" y="48" width="62" height="20" rx="10" fill={ACCENT} />
      {say(375, 62, "Cart (1)", 12, PAPER, "middle")}
      <rect x="76" y="88" width="250" height="30" rx="15" fill={PAPER} strokeWidth="3" />
      <circle cx="96" cy="101" r="6" {...thin} strokeWidth="2.5" />
      <path d="M100 106l5 5" strokeWidth="2.5" />
      {say(112, 108, "mybakery", 14, INK, "start", 600)}
      <rect x="334" y="88" width="70" height="30" rx="15" fill={BRAND} />
      {say(369, 108, "Search", 13, PAPER, "middle")}
      {[
        ["mybakery.com", true, false],
        ["mybakery.net", true, true],
        ["mybakery.org", false, false],
      ].map(([name, free, added], i) => (
        <g key={String(name)} opacity={free ? 1 : 0.55}>
          <rect x="76" y={128 + i * 27} width="328" height="23" rx="8" fill={free ? SOFT : PAPER} stroke={free ? "none" : MUTED} strokeWidth="2" />
          {say(88, 144 + i * 27, String(name), 13, INK)}
          <rect x="230" y={130 + i * 27} width="72" height="18" rx="9" fill={free ? TEAL : MUTED} />
          {say(266, 143 + i * 27, free ? "Available" : "Taken", 12, free ? PAPER : INK, "middle", 600)}
          {free ? (
            added ? (
              tick(384, 139 + i * 27, 10, BRAND)
            ) : (
              <g>
                <rect x="362" y={130 + i * 27} width="36" height="18" rx="9" fill={ACCENT} />
                <path d={`M380 ${133 + i * 27}v12M374 ${139 + i * 27}h12`} stroke={PAPER} strokeWidth="3" />
              </g>
            )
          ) : null}
        </g>
      ))}
      <path d="M76 218h328" stroke={MUTED} strokeWidth="3" />
      {say(76, 240, "DNS records", 13)}
      {bar(350, 230, 54, SOFT, 12)}
      {["A", "MX", "CNAME"].map((type, i) => (
        <g key={type}>
          <rect x="76" y={250 + i * 20} width="60" height="16" rx="5" fill={SOFT} />
          {say(106, 263 + i * 20, type, 12, BRAND, "middle")}
          {bar(148, 254 + i * 20, [90, 70, 60][i] ?? 60, INK, 8)}
          {bar(254, 254 + i * 20, [120, 140, 100][i] ?? 100, MUTED, 8)}
        </g>
      ))}
    </>,
  ),

  /** Three domains in a cart, with a discount sticker. */
  "domains-bundle": (
    <g>
      {tag(118, 68, BRAND, ".com", -12)}
      {tag(200, 52, TEAL, ".net", 3)}
      {tag(280, 66, VIOLET, ".shop", 14)}
      <path d="M70 96h36l40 150h176" fill="none" {...ink} strokeWidth="6" />
      <path d="M116 132h276l-30 96H146z" fill={PAPER} {...ink} />
      <path d="M186 144l6 72M246 144v72M306 144l-8 72M134 180h244" stroke={MUTED} strokeWidth="4" />
      <path d="M116 132h276l-30 96H146z" fill="none" {...ink} />
      <circle cx="176" cy="270" r="16" fill={PAPER} {...ink} />
      <circle cx="306" cy="270" r="16" fill={PAPER} {...ink} />
      <circle cx="370" cy="214" r="38" fill={ACCENT} {...ink} />
      {say(370, 222, "−20%", 20, PAPER, "middle")}
    </g>
  ),

  /** A public domain record with the owner's details hidden, locked against theft. */
  "domains-privacy": (
    <g>
      <rect x="84" y="58" width="232" height="240" rx="14" fill={PAPER} {...ink} />
      {say(104, 94, "Public record", 16)}
      <path d="M262 88c10-12 30-12 40 0-10 12-30 12-40 0z" {...thin} fill={PAPER} />
      <circle cx="282" cy="88" r="4" fill={INK} />
      <path d="M266 102l32-28" stroke={ACCENT} strokeWidth="3" />
      <path d="M84 114h232" stroke={MUTED} strokeWidth="3" />
      {[134, 170, 206].map((y) => (
        <g key={y}>
          {bar(104, y + 4, 46, MUTED, 8)}
          <rect x="162" y={y} width="124" height="16" rx="4" fill={INK} />
        </g>
      ))}
      {bar(104, 246, 46, MUTED, 8)}
      {bar(162, 242, 96, BRAND, 16)}
      <path d="M320 206v-28a30 30 0 0 1 60 0v28" fill="none" strokeWidth="9" />
      <rect x="298" y="200" width="104" height="92" rx="16" fill={BRAND} {...ink} />
      <circle cx="350" cy="238" r="12" fill={PAPER} />
      <rect x="345" y="242" width="10" height="26" rx="5" fill={PAPER} />
    </g>
  ),

  /** Forwarding a domain to another page, with its settings. */
  "domains-forwarding": (
    <g>
      <rect x="68" y="64" width="208" height="46" rx="23" fill={PAPER} {...ink} />
      <circle cx="94" cy="87" r="11" fill="none" stroke={BRAND} strokeWidth="3" />
      <path d="M83 87h22M94 76c-6 7-6 15 0 22 6-7 6-15 0-22" fill="none" stroke={BRAND} strokeWidth="2.5" />
      {say(114, 93, "mybakery.com", 16)}
      <path d="M276 92c46 0 78 22 80 62" fill="none" stroke={ACCENT} strokeWidth="4" strokeDasharray="2 10" />
      {head(356, 160, 90)}
      <rect x="264" y="168" width="146" height="132" rx="14" fill={PAPER} {...ink} />
      <path d="M264 194h146" {...ink} />
      <circle cx="280" cy="181" r="4" fill={ACCENT} />
      <circle cx="294" cy="181" r="4" fill={BRAND} />
      {person(298, 232, 20, VIOLET)}
      {bar(326, 222, 64, INK, 9)}
      {bar(326, 238, 48, MUTED, 7)}
      <rect x="282" y="266" width="60" height="18" rx="9" fill={ACCENT} />
      {bar(350, 271, 40, MUTED, 8)}
      <rect x="68" y="136" width="176" height="164" rx="14" fill={SOFT} {...ink} />
      {[
        ["Forwarding", true],
        ["DNS", true],
        ["Email", false],
      ].map(([name, on], i) => (
        <g key={String(name)}>
          {say(88, 176 + i * 44, String(name), 14, INK, "start", 600)}
          {toggle(196, 162 + i * 44, Boolean(on))}
          {i < 2 ? <path d={`M88 ${194 + i * 44}h140`} stroke={MUTED} strokeWidth="3" /> : null}
        </g>
      ))}
    </g>
  ),

  /** A domain moving from another registrar to Braveweb: unlock code, approval email, site still online. */
  "domains-transfer": (
    <g>
      <path d="M124 126C150 52 330 52 356 126" fill="none" stroke={BRAND} strokeWidth="4" strokeDasharray="2 10" />
      {head(358, 132, 72, BRAND)}
      {[
        [70, MUTED],
        [302, BRAND],
      ].map(([x, fill]) => (
        <g key={String(x)}>
          <rect x={Number(x)} y="138" width="108" height="112" rx="14" fill={String(fill)} {...ink} />
          <rect x={Number(x) + 14} y="154" width="80" height="30" rx="7" fill={PAPER} />
          <rect x={Number(x) + 14} y="196" width="80" height="30" rx="7" fill={PAPER} />
          <circle cx={Number(x) + 30} cy="169" r="6" fill={TEAL} />
          <circle cx={Number(x) + 30} cy="211" r="6" fill={x === 70 ? MUTED : TEAL} />
          {bar(Number(x) + 44, 165, 38, MUTED, 8)}
          {bar(Number(x) + 44, 207, 38, MUTED, 8)}
        </g>
      ))}
      <g transform="rotate(-4 240 76)">
        <rect x="162" y="54" width="156" height="44" rx="12" fill={PAPER} {...ink} />
        <circle cx="182" cy="76" r="5" fill={ACCENT} />
        {say(196, 82, "mybakery.com", 15)}
      </g>
      <rect x="196" y="178" width="88" height="32" rx="16" fill={PAPER} {...ink} strokeWidth="3" />
      <circle cx="214" cy="194" r="6" fill={TEAL} />
      {say(226, 199, "Online", 13)}
      <circle cx="100" cy="284" r="14" fill={PAPER} stroke={ACCENT} strokeWidth="6" />
      <path d="M114 284h46M150 284v12M140 284v9" stroke={ACCENT} strokeWidth="6" />
      {envelope(322, 266, 58, 38)}
      {tick(384, 266, 13)}
    </g>
  ),

  /* ---------- emailhosting ---------- */

  /** Webmail: folders, the message list and a message open with its attachment. */
  "emailhosting-webmail": app(
    60,
    44,
    360,
    272,
    <>
      <rect x="176" y="52" width="160" height="18" rx="9" fill={SOFT} />
      <circle cx="190" cy="61" r="4" fill="none" strokeWidth="2" />
      <circle cx="400" cy="61" r="8" fill={VIOLET} />
      <rect x="70" y="90" width="74" height="24" rx="12" fill={ACCENT} />
      {say(107, 107, "Compose", 12, PAPER, "middle")}
      <rect x="68" y="126" width="76" height="24" rx="8" fill={SOFT} />
      {[
        ["Inbox", BRAND],
        ["Sent", TEAL],
        ["Drafts", VIOLET],
        ["Spam", ACCENT],
      ].map(([name, color], i) => (
        <g key={String(name)}>
          <rect x="74" y={133 + i * 28} width="9" height="9" rx="3" fill={String(color)} />
          {say(89, 142 + i * 28, String(name), 12, i ? INK : BRAND, "start", i ? 500 : 700)}
        </g>
      ))}
      <circle cx="137" cy="138" r="7.5" fill={BRAND} />
      {say(137, 142, "3", 12, PAPER, "middle")}
      <path d="M150 78v238M258 78v238" stroke={MUTED} strokeWidth="3" />
      <rect x="152" y="124" width="104" height="42" fill={SOFT} />
      {inbox(168, 101, 42, [ACCENT, TEAL, VIOLET, BRAND, MUTED], 9, 50)}
      <path d="M248 96h0M248 138h0" stroke={BRAND} strokeWidth="8" />
      {bar(272, 92, 110, INK, 12)}
      <circle cx="282" cy="128" r="10" fill={TEAL} />
      {bar(298, 120, 56, INK, 7)}
      {bar(298, 132, 80, MUTED, 6)}
      {bars(MUTED, 7, [272, 154, 130], [272, 168, 118], [272, 182, 132], [272, 196, 84])}
      <rect x="272" y="214" width="96" height="28" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <path d="M284 234v-12a4 4 0 0 1 8 0v10a2 2 0 0 1-4 0v-8" fill="none" stroke={ACCENT} strokeWidth="2.5" />
      {bar(300, 224, 56, INK, 7)}
      <rect x="272" y="268" width="64" height="26" rx="13" fill={BRAND} />
      {say(304, 285, "Reply", 12, PAPER, "middle")}
    </>,
  ),

  /** Addresses at your own domain: hello@, orders@ and support@ under one name. */
  "emailhosting-address": (
    <g>
      <path d="M240 116v34M120 150h240M120 150v24M240 150v24M360 150v24" fill="none" {...ink} strokeWidth="3" />
      <rect x="112" y="60" width="256" height="58" rx="29" fill={BRAND} {...ink} />
      <circle cx="142" cy="89" r="19" fill={PAPER} />
      {say(142, 97, "@", 22, BRAND, "middle")}
      {say(170, 96, "yourbakery.com", 18, PAPER)}
      {[
        [68, "hello@", ACCENT],
        [188, "orders@", TEAL],
        [308, "support@", VIOLET],
      ].map(([x, name, color]) => (
        <g key={String(name)}>
          <rect x={Number(x)} y="174" width="104" height="112" rx="14" fill={PAPER} {...ink} />
          {person(Number(x) + 52, 214, 22, String(color))}
          {say(Number(x) + 52, 262, String(name), 14, INK, "middle")}
        </g>
      ))}
    </g>
  ),

  /** Signing in to webmail from any browser: folders, search, attachments and contacts come along. */
  "emailhosting-anywhere": (
    <g>
      {app(
        100,
        60,
        280,
        226,
        <>
          <rect x="176" y="68" width="170" height="18" rx="9" fill={SOFT} />
          <circle cx="240" cy="134" r="22" fill={SOFT} strokeWidth="3" />
          <circle cx="240" cy="128" r="7" fill={BRAND} />
          <path d="M228 146a12 10 0 0 1 24 0z" fill={BRAND} />
          <rect x="170" y="170" width="140" height="24" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="3" />
          {bar(182, 178, 70, INK, 8)}
          <rect x="170" y="202" width="140" height="24" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="3" />
          {[0, 1, 2, 3, 4].map((i) => (
            <circle key={i} cx={186 + i * 12} cy="214" r="3.5" fill={INK} />
          ))}
          <rect x="170" y="238" width="140" height="28" rx="14" fill={BRAND} />
          {say(240, 257, "Sign in", 13, PAPER, "middle")}
        </>,
      )}
      {badge(96, 126, BRAND, <path d="M84 118h8l4 4h12v14H84z" fill={PAPER} />)}
      {badge(
        384,
        118,
        TEAL,
        <>
          <circle cx="380" cy="114" r="8" />
          <path d="M386 120l7 7" />
        </>,
      )}
      {badge(96, 262, ACCENT, <path d="M92 274v-20a5 5 0 0 1 10 0v18a2.5 2.5 0 0 1-5 0v-14" />)}
      {badge(
        384,
        262,
        VIOLET,
        <>
          <circle cx="384" cy="256" r="6" fill={PAPER} stroke="none" />
          <path d="M373 274a11 9 0 0 1 22 0z" fill={PAPER} stroke="none" />
        </>,
      )}
    </g>
  ),

  /** The spam filter: junk and phishing stopped at the shield, the real message delivered. */
  "emailhosting-spam-filter": (
    <g>
      <path d="M128 98c30 0 50 30 72 56M128 176h60M128 254c30 0 50-30 72-56" fill="none" strokeWidth="3" strokeDasharray="2 9" />
      <path d="M282 148c30-20 44-36 60-48M282 196c26 20 40 30 54 40" fill="none" strokeWidth="3" strokeDasharray="2 9" />
      {envelope(70, 78, 58, 40, MUTED, INK)}
      <path d="M114 62v50a7 7 0 0 1-14 0l5 4" fill="none" stroke={ACCENT} strokeWidth="4" />
      {envelope(70, 156, 58, 40)}
      {envelope(70, 234, 58, 40, MUTED, INK)}
      <circle cx="124" cy="236" r="11" fill={ACCENT} />
      <path d="M124 230v6M124 241v1" stroke={PAPER} strokeWidth="3" />
      <path d="M240 92l62 22v48c0 44-28 68-62 80-34-12-62-36-62-80v-48z" fill={BRAND} {...ink} />
      <path d="M210 140h60l-22 28v26l-16 8v-34z" fill={PAPER} />
      <rect x="336" y="72" width="66" height="10" rx="4" fill={INK} />
      <path d="M342 84h54l-8 70h-38z" fill={MUTED} {...ink} />
      <path d="M358 98l18 18m0-18l-18 18" stroke={ACCENT} strokeWidth="5" />
      <path d="M310 244h30l8 14h26l8-14h30v44a8 8 0 0 1-8 8h-86a8 8 0 0 1-8-8z" fill={SOFT} {...ink} />
      {envelope(328, 206, 58, 40)}
      {tick(388, 206, 13)}
    </g>
  ),

  /** The same inbox on a laptop and on a phone, kept in sync. */
  "emailhosting-mobile": (
    <g>
      <rect x="66" y="92" width="196" height="136" rx="12" fill={PAPER} {...ink} />
      <path d="M50 236h228l-12 22H62z" fill={MUTED} {...ink} />
      {inbox(92, 118, 28, [ACCENT, TEAL, VIOLET, BRAND], 8, 100)}
      <rect x="292" y="54" width="120" height="252" rx="20" fill={PAPER} {...ink} />
      <rect x="334" y="64" width="36" height="7" rx="3.5" fill={INK} />
      <rect x="304" y="82" width="96" height="28" rx="8" fill={BRAND} />
      {say(316, 101, "Inbox", 13, PAPER)}
      {inbox(316, 132, 34, [ACCENT, TEAL, VIOLET, BRAND, MUTED], 9, 46)}
      <path d="M396 128h0M396 162h0" stroke={ACCENT} strokeWidth="8" />
      <circle cx="276" cy="178" r="24" fill={TEAL} {...ink} />
      <path d="M264 174a12 12 0 0 1 21-7M288 182a12 12 0 0 1-21 7" fill="none" stroke={PAPER} strokeWidth="3.5" />
      <path d="M286 160v8h-8M266 196v-8h8" fill="none" stroke={PAPER} strokeWidth="3.5" />
    </g>
  ),
};

/** The panels and product screens of home, webhosting, sitebuilder, domains and emailhosting, each in its ink group. */
export const hostingDrawings = Object.fromEntries(
  Object.entries(drawings).map(([name, drawing]) => [
    name,
    <g key={name} fill={INK} stroke={INK} strokeWidth="0" strokeLinecap="round" strokeLinejoin="round" fontFamily="inherit" fontWeight="700">
      {drawing}
    </g>,
  ]),
) as Record<HostingArtName, ReactNode>;
