import type { ReactNode } from "react";
import type { ToolsArtName } from "../../content/art/tools.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "./palette.tsx";

/** The 4 px ink outline of the site's drawings. */
const OUT = { stroke: INK, strokeWidth: 4 } as const;
/** A thinner ink line for small parts. */
const THIN = { stroke: INK, strokeWidth: 3, strokeLinejoin: "round", strokeLinecap: "round" } as const;

const r = (n: number) => Math.round(n);

/** A line of text drawn as a rounded bar. */
const bar = (x: number, y: number, w: number, fill: string = MUTED, h = 8, opacity?: number) => (
  <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />
);
/** A heading or name drawn as a darker bar. */
const ink = (x: number, y: number, w: number, h = 9) => bar(x, y, w, INK, h, 0.7);

type Segment = readonly [x: number, y: number, w: number];
/** Several bars of one color as one path: the round caps make each a rounded bar. */
const bars = (segments: readonly Segment[], stroke: string = MUTED, h = 8, opacity?: number) => (
  <path
    d={segments.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join("")}
    stroke={stroke}
    strokeWidth={h}
    strokeLinecap="round"
    opacity={opacity}
  />
);
const inks = (segments: readonly Segment[], h = 9) => bars(segments, INK, h, 0.7);

/** A few real words, where they make the screen recognizable. */
const words = (x: number, y: number, text: string, size = 12, fill: string = INK, anchor?: "middle" | "end", bold = true) => (
  <text x={x} y={y} fontSize={size} fontWeight={bold ? undefined : 400} fill={fill} textAnchor={anchor}>
    {text}
  </text>
);

/** A round avatar: head and shoulders on a colored disc. */
const avatar = (cx: number, cy: number, radius: number, fill: string) => {
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

/** A photograph: sky, two hills and a sun. */
const photo = (x: number, y: number, w: number, h: number, hill: string = BRAND, sky: string = SOFT) => (
  <g>
    <rect x={x} y={y} width={w} height={h} rx="8" fill={sky} />
    <path
      d={`M${r(x + w * 0.08)} ${y + h}L${r(x + w * 0.38)} ${r(y + h * 0.42)}L${r(x + w * 0.58)} ${r(y + h * 0.7)}L${r(x + w * 0.74)} ${r(y + h * 0.5)}L${r(x + w * 0.94)} ${y + h}z`}
      fill={hill}
    />
    <circle cx={r(x + w * 0.76)} cy={r(y + h * 0.26)} r={r(Math.min(w, h) * 0.1)} fill={ACCENT} />
  </g>
);

const checkD = (cx: number, cy: number) => `M${cx - 7} ${cy}l5 5 9-10`;
const crossD = (cx: number, cy: number, s = 5) => `M${cx - s} ${cy - s}l${2 * s} ${2 * s}m0 ${-2 * s}l${-2 * s} ${2 * s}`;
/** Line marks (ticks, crosses, pencils) of one color as one path. */
const marks = (d: string, color: string = PAPER, width = 4) => (
  <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
);
const check = (cx: number, cy: number, color: string = PAPER, width = 4) => marks(checkD(cx, cy), color, width);
const cross = (cx: number, cy: number, color: string = PAPER, s = 5, width = 4) => marks(crossD(cx, cy, s), color, width);
/** A padlock whose body's top left corner is at x, y (16 × 12). */
const padlock = (x: number, y: number, color: string) => (
  <g>
    <path d={`M${x + 4} ${y}v-4a4 4 0 0 1 8 0v4`} fill="none" stroke={color} strokeWidth="2.5" />
    <rect x={x} y={y} width="16" height="12" rx="3" fill={color} />
  </g>
);
/** A map pin whose point is at cx, cy + 10. */
const pin = (cx: number, cy: number, fill: string = ACCENT) => <path d={`M${cx} ${cy + 10}c-4-4-8-9-8-14a8 8 0 0 1 16 0c0 5-4 10-8 14z`} fill={fill} />;
const heart = (cx: number, cy: number, fill: string = PAPER, scale = 1) => (
  <path d="M0 7l-8-8a4.5 4.5 0 0 1 8-6 4.5 4.5 0 0 1 8 6z" fill={fill} transform={`translate(${cx} ${cy})${scale === 1 ? "" : ` scale(${scale})`}`} />
);

/** A larger browser window for the product screens of the heroes (content x 82–398, y 96–300). */
const screen = (children: ReactNode) => (
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
const phone = (x: number, w: number, children: ReactNode) => (
  <g>
    <rect x={x} y="44" width={w} height="272" rx="22" fill={PAPER} {...OUT} />
    <rect x={x + w / 2 - 18} y="56" width="36" height="6" rx="3" fill={INK} />
    <rect x={x + w / 2 - 18} y="296" width="36" height="5" rx="2.5" fill={INK} opacity="0.3" />
    {children}
  </g>
);

/** The 7 × 5 grid of a month: lines only, so it stays light. */
const monthGrid = (x: number, y: number, cell: number, rowHeight: number) => {
  const rows = [0, 1, 2, 3, 4, 5].map((i) => `M${x} ${y + i * rowHeight}h${7 * cell}`).join("");
  const cols = [1, 2, 3, 4, 5, 6].map((i) => `M${x + i * cell} ${y}v${5 * rowHeight}`).join("");
  return <path d={rows + cols} stroke={MUTED} strokeWidth="2" />;
};
/** The initials of the weekdays, one letter over each column (one text, a position per letter). */
const weekdays = (x: number, y: number, cell: number) => (
  <text x={[0, 1, 2, 3, 4, 5, 6].map((i) => x + cell / 2 + i * cell).join(" ")} y={y} fontSize="12" fill={INK} textAnchor="middle">
    MTWTFSS
  </text>
);

const onlinestore = {
  "onlinestore-checkout": screen(
    <>
      {words(84, 114, "Your cart", 14)}
      {(
        [
          [126, BRAND, "$24"],
          [170, TEAL, "$32"],
          [214, VIOLET, "$12"],
        ] as const
      ).map(([y, fill, price]) => (
        <g key={price}>
          <rect x="84" y={y} width="34" height="34" rx="8" fill={fill} />
          {words(244, y + 22, price, 14, INK, "end")}
        </g>
      ))}
      {inks([
        [128, 132, 70],
        [128, 176, 62],
        [128, 220, 74],
      ])}
      {bars([
        [128, 147, 44],
        [128, 191, 52],
        [128, 235, 40],
      ])}
      <path d="M84 260h160" stroke={MUTED} strokeWidth="3" />
      {words(84, 286, "Total", 14)}
      {words(244, 286, "$68", 16, INK, "end")}
      <rect x="258" y="98" width="140" height="200" rx="12" fill={SOFT} />
      {words(272, 122, "Pay with card")}
      <rect x="272" y="134" width="112" height="30" rx="8" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      <rect x="280" y="143" width="18" height="12" rx="3" fill={ACCENT} />
      {words(304, 154, "•••• 4242", 12, INK, undefined, false)}
      <rect x="272" y="172" width="52" height="28" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <rect x="332" y="172" width="52" height="28" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {words(280, 191, "12/27", 12, INK, undefined, false)}
      {words(340, 191, "CVC", 12, INK, undefined, false)}
      <rect x="272" y="214" width="112" height="36" rx="18" fill={ACCENT} />
      {words(328, 237, "Pay $68", 15, PAPER, "middle")}
      {padlock(284, 268, TEAL)}
      {words(306, 279, "Secure", 12, TEAL)}
    </>,
  ),
  "onlinestore-trial": (
    <g>
      <rect x="132" y="136" width="216" height="154" fill={PAPER} {...OUT} />
      <rect x="154" y="188" width="66" height="102" fill={SOFT} {...OUT} />
      <circle cx="208" cy="226" r="4" fill={INK} />
      <rect x="242" y="164" width="84" height="56" rx="8" fill={SOFT} stroke={BRAND} strokeWidth="3" />
      {words(284, 197, "OPEN", 14, BRAND, "middle")}
      <path d="M118 100h244l-14 40H132z" fill={BRAND} />
      <path d="M168 100l-4 40M216 100l-2 40M264 100l2 40M312 100l4 40" stroke={PAPER} strokeWidth="16" />
      <path d="M118 100h244l-14 40H132z" fill="none" {...OUT} />
      <path d="M134 246h212" stroke={ACCENT} strokeWidth="10" />
      <path d="M187 262l-10 22M187 262l10 22" stroke={ACCENT} strokeWidth="7" strokeLinecap="round" />
      <path d="M187 246l-24-15v30zM187 246l24-15v30z" fill={ACCENT} {...THIN} />
      <circle cx="187" cy="246" r="7" fill={ACCENT} {...THIN} />
      <circle cx="352" cy="94" r="40" fill={TEAL} {...OUT} />
      {words(352, 98, "14", 30, PAPER, "middle")}
      {words(352, 116, "days free", 12, PAPER, "middle")}
    </g>
  ),
  "onlinestore-payments": (
    <g>
      <rect x="104" y="104" width="176" height="110" rx="12" fill={VIOLET} {...OUT} transform="rotate(-14 192 159)" />
      <rect x="118" y="126" width="176" height="110" rx="12" fill={TEAL} {...OUT} transform="rotate(-6 206 181)" />
      <rect x="130" y="150" width="176" height="110" rx="12" fill={BRAND} {...OUT} />
      <rect x="150" y="176" width="32" height="24" rx="5" fill={SOFT} stroke={INK} strokeWidth="2" />
      <path d="M200 180a10 10 0 0 1 0 16M208 174a18 18 0 0 1 0 28" fill="none" stroke={PAPER} strokeWidth="3" strokeLinecap="round" />
      {[150, 182, 214, 246].map((x) => (
        <rect key={x} x={x} y="220" width="26" height="8" rx="4" fill={PAPER} />
      ))}
      {bar(150, 238, 60, PAPER, 6, 0.6)}
      <rect x="300" y="96" width="84" height="164" rx="14" fill={PAPER} {...OUT} />
      <rect x="330" y="106" width="24" height="5" rx="2.5" fill={INK} />
      <circle cx="342" cy="156" r="22" fill={TEAL} />
      {check(342, 156)}
      {bar(318, 190, 48)}
      <rect x="314" y="214" width="56" height="24" rx="12" fill={INK} />
      {words(342, 231, "Pay", 12, PAPER, "middle")}
      <circle cx="112" cy="96" r="30" fill={ACCENT} {...OUT} />
      {words(112, 103, "40+", 18, PAPER, "middle")}
    </g>
  ),
  "onlinestore-products": windowFrame(
    <>
      <rect x="108" y="122" width="128" height="104" rx="8" fill={SOFT} />
      <path d="M154 142l-22 12 8 18 12-5v40h40v-40l12 5 8-18-22-12c-4 8-10 11-18 11s-14-3-18-11z" fill={BRAND} {...THIN} />
      <rect x="108" y="236" width="40" height="40" rx="8" fill={BRAND} {...THIN} />
      <rect x="152" y="236" width="40" height="40" rx="8" fill={ACCENT} />
      <rect x="196" y="236" width="40" height="40" rx="8" fill={TEAL} />
      {ink(252, 124, 108, 10)}
      {bar(252, 142, 84)}
      {words(252, 180, "$24", 22)}
      <circle cx="262" cy="198" r="13" fill="none" stroke={INK} strokeWidth="2" />
      <circle cx="262" cy="198" r="9" fill={BRAND} />
      <circle cx="290" cy="198" r="9" fill={ACCENT} />
      <circle cx="318" cy="198" r="9" fill={TEAL} />
      {["S", "M", "L"].map((size, i) => (
        <g key={size}>
          <rect x={252 + i * 34} y="216" width="28" height="24" rx="6" fill={i === 1 ? BRAND : PAPER} stroke={i === 1 ? BRAND : MUTED} strokeWidth="2" />
          {words(266 + i * 34, 233, size, 12, i === 1 ? PAPER : INK, "middle")}
        </g>
      ))}
      <circle cx="258" cy="262" r="5" fill={TEAL} />
      {words(270, 266, "12 in stock", 12, INK, undefined, false)}
    </>,
  ),
  "onlinestore-orders": windowFrame(
    <>
      {words(108, 136, "Orders", 15)}
      <rect x="296" y="120" width="76" height="24" rx="12" fill={SOFT} />
      <path d="M306 138l8-8 5 5 9-9m-6 0h6v6" fill="none" stroke={TEAL} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      {words(334, 137, "+18%", 12, TEAL)}
      {(
        [
          [154, VIOLET, TEAL, "Shipped"],
          [198, BRAND, BRAND, "Paid"],
          [242, ACCENT, ACCENT, "New"],
        ] as const
      ).map(([y, face, pill, status]) => (
        <g key={status}>
          {avatar(124, y + 17, 15, face)}
          <rect x="240" y={y + 6} width="72" height="22" rx="11" fill={pill} />
          {words(276, y + 21, status, 12, PAPER, "middle")}
        </g>
      ))}
      {inks([
        [148, 160, 76],
        [148, 204, 66],
        [148, 248, 80],
      ])}
      {bars([
        [148, 175, 52],
        [148, 219, 60],
        [148, 263, 44],
      ])}
      <path d="M326 232l16-22h70l-16 22z" fill={ACCENT} fillOpacity="0.55" {...THIN} />
      <path d="M396 232l16-22v54l-16 22z" fill={ACCENT} fillOpacity="0.8" {...THIN} />
      <rect x="326" y="232" width="70" height="54" fill={ACCENT} {...THIN} />
      <path d="M353 232l16-22h14l-16 22z" fill={PAPER} />
      <rect x="336" y="256" width="32" height="20" rx="3" fill={PAPER} />
      {bar(341, 262, 22, INK, 6, 0.5)}
    </>,
  ),
  "onlinestore-mobile": (
    <g>
      {phone(
        180,
        120,
        <>
          <rect x="194" y="74" width="92" height="92" rx="10" fill={SOFT} />
          <path d="M230 104v-6a10 10 0 0 1 20 0v6" fill="none" {...THIN} />
          <path d="M218 104h44l6 48h-56z" fill={ACCENT} {...THIN} />
          {ink(194, 178, 76)}
          {bar(194, 194, 56)}
          {words(194, 226, "$18", 18)}
          <circle cx="262" cy="220" r="7" fill={BRAND} />
          <circle cx="280" cy="220" r="7" fill={TEAL} />
          <rect x="194" y="240" width="92" height="32" rx="16" fill={BRAND} />
          {words(240, 260, "Add to cart", 12, PAPER, "middle")}
        </>,
      )}
      <circle cx="344" cy="124" r="34" fill={TEAL} {...OUT} />
      <path d="M322 110h8l6 22h20l5-15h-27" fill="none" stroke={PAPER} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="339" cy="140" r="4" fill={PAPER} />
      <circle cx="354" cy="140" r="4" fill={PAPER} />
      <circle cx="368" cy="98" r="13" fill={ACCENT} {...THIN} />
      {words(368, 103, "1", 13, PAPER, "middle")}
      <circle cx="136" cy="236" r="28" fill={ACCENT} {...OUT} />
      {heart(136, 238, PAPER, 1.5)}
    </g>
  ),
};

const onlinecalendars = {
  "onlinecalendars-month": screen(
    <>
      {words(84, 118, "June", 18)}
      <circle cx="362" cy="112" r="12" fill={SOFT} />
      <circle cx="388" cy="112" r="12" fill={SOFT} />
      <path d="M365 106l-6 6 6 6M385 106l6 6-6 6" fill="none" {...THIN} />
      {weekdays(82, 140, 44)}
      <rect x="170" y="206" width="44" height="30" fill={SOFT} />
      {monthGrid(82, 146, 44, 30)}
      <circle cx="181" cy="216" r="5" fill={BRAND} />
      {bars(
        [
          [174, 160, 36],
          [218, 250, 80],
        ],
        BRAND,
        10,
      )}
      {bars(
        [
          [130, 190, 124],
          [174, 280, 36],
        ],
        TEAL,
        10,
      )}
      {bars(
        [
          [306, 160, 36],
          [86, 250, 36],
        ],
        VIOLET,
        10,
      )}
      {bar(262, 220, 36, ACCENT, 10)}
      <rect x="306" y="186" width="98" height="96" rx="12" fill={PAPER} {...OUT} />
      <path d="M308 215l-8 10 8 10" fill={PAPER} {...THIN} />
      <rect x="316" y="200" width="6" height="66" rx="3" fill={ACCENT} />
      {ink(330, 202, 64)}
      <circle cx="336" cy="232" r="6" fill="none" stroke={INK} strokeWidth="2" />
      <path d="M336 229v3h3" fill="none" stroke={INK} strokeWidth="2" />
      {words(348, 237, "7 PM", 12, INK, undefined, false)}
      {pin(336, 256, TEAL)}
      {bar(348, 252, 46)}
    </>,
  ),
  "onlinecalendars-event-form": (
    <g>
      <rect x="88" y="56" width="232" height="248" rx="14" fill={PAPER} {...OUT} />
      {words(108, 88, "New event", 15)}
      <rect x="108" y="102" width="192" height="32" rx="8" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      {words(120, 123, "Book club", 13, INK, undefined, false)}
      <rect x="108" y="144" width="92" height="32" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <rect x="118" y="153" width="14" height="14" rx="3" fill="none" stroke={BRAND} strokeWidth="2" />
      <path d="M118 158h14" stroke={BRAND} strokeWidth="2" />
      {words(138, 165, "Jun 12", 12, INK, undefined, false)}
      <rect x="208" y="144" width="92" height="32" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <circle cx="225" cy="160" r="7" fill="none" stroke={BRAND} strokeWidth="2" />
      <path d="M225 156v4h3" fill="none" stroke={BRAND} strokeWidth="2" />
      {words(238, 165, "7:00 PM", 12, INK, undefined, false)}
      <rect x="108" y="186" width="192" height="32" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {pin(124, 202)}
      {words(138, 207, "Main Library", 12, INK, undefined, false)}
      {bars([
        [108, 230, 170],
        [108, 244, 120],
      ])}
      <rect x="108" y="262" width="84" height="30" rx="15" fill={BRAND} />
      {words(150, 282, "Save", 13, PAPER, "middle")}
      <path d="M200 277c60 8 100-2 124-22" fill="none" stroke={ACCENT} strokeWidth="3" strokeDasharray="6 6" strokeLinecap="round" />
      <path d="M314 252l12 1-2 12" fill="none" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="306" y="120" width="104" height="112" rx="12" fill={PAPER} {...OUT} />
      <path d="M308 160v-26a12 12 0 0 1 12-12h76a12 12 0 0 1 12 12v26z" fill={ACCENT} />
      <path d="M334 110v22M382 110v22" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      {words(358, 200, "12", 34, INK, "middle")}
      {bar(322, 212, 72, BRAND, 10)}
    </g>
  ),
  "onlinecalendars-recurring": (
    <g>
      <rect x="96" y="62" width="264" height="240" rx="14" fill={PAPER} {...OUT} />
      <path d="M98 104v-28a12 12 0 0 1 12-12h236a12 12 0 0 1 12 12v28z" fill={BRAND} />
      <path d="M96 104h264" {...OUT} />
      {words(116, 90, "June", 16, PAPER)}
      {weekdays(116, 124, 32)}
      <rect x="148" y="132" width="32" height="160" fill={SOFT} />
      {monthGrid(116, 132, 32, 32)}
      {[0, 1, 2, 4].map((row) => (
        <rect key={row} x="151" y={141 + row * 32} width="26" height="14" rx="4" fill={TEAL} />
      ))}
      <rect x="151" y="237" width="26" height="14" rx="4" fill={PAPER} stroke={ACCENT} strokeWidth="2" strokeDasharray="4 3" />
      {cross(164, 244, ACCENT, 4, 3)}
      <circle cx="360" cy="96" r="34" fill={ACCENT} {...OUT} />
      <path
        d="M344 94a16 16 0 0 1 27-11m2-6v8h-8M376 98a16 16 0 0 1-27 11m-2 6v-8h8"
        fill="none"
        stroke={PAPER}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="270" y="264" width="136" height="34" rx="17" fill={INK} />
      {words(338, 286, "Every Tuesday", 13, PAPER, "middle")}
    </g>
  ),
  "onlinecalendars-reminder": (
    <g>
      <rect x="116" y="146" width="248" height="146" rx="12" fill={PAPER} {...OUT} />
      <rect x="146" y="84" width="188" height="150" rx="10" fill={PAPER} {...OUT} />
      <rect x="162" y="100" width="48" height="52" rx="8" fill={ACCENT} />
      <rect x="166" y="116" width="40" height="32" rx="5" fill={PAPER} />
      {words(186, 140, "12", 18, INK, "middle")}
      {ink(222, 106, 96, 10)}
      {bars([
        [222, 124, 72],
        [222, 140, 56],
      ])}
      <rect x="162" y="164" width="84" height="24" rx="12" fill={BRAND} />
      {words(204, 181, "View event", 12, PAPER, "middle")}
      <path d="M116 176l124 70 124-70v104a12 12 0 0 1-12 12H128a12 12 0 0 1-12-12z" fill={SOFT} {...OUT} />
      <path d="M118 288l90-62M362 288l-90-62" stroke={INK} strokeWidth="3" opacity="0.25" />
      <path d="M340 114c4-4 6-8 6-20a16 16 0 0 1 32 0c0 12 2 16 6 20z" fill={ACCENT} {...OUT} />
      <circle cx="362" cy="120" r="6" fill={INK} />
      <path d="M392 74l8-6M396 94h10" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  "onlinecalendars-mobile": (
    <g>
      {phone(
        172,
        136,
        <>
          {words(188, 92, "This week", 13)}
          {(
            [
              [106, BRAND, "12"],
              [150, TEAL, "13"],
              [194, ACCENT, "15"],
              [238, VIOLET, "18"],
            ] as const
          ).map(([y, fill, day]) => (
            <g key={day}>
              <rect x="188" y={y} width="34" height="36" rx="8" fill={fill} />
              {words(205, y + 23, day, 13, PAPER, "middle")}
              {ink(230, y + 8, 60, 8)}
              {bar(230, y + 22, 44)}
            </g>
          ))}
        </>,
      )}
      <rect x="316" y="92" width="104" height="104" rx="12" fill={PAPER} {...OUT} />
      <path d="M318 164c30-12 50 10 100-4M350 94l20 100" stroke={MUTED} strokeWidth="8" fill="none" />
      <g transform="translate(368 132) scale(1.8)">
        {pin(0, 0)}
        <circle cy="-4" r="3" fill={PAPER} />
      </g>
      <path d="M72 196h84a12 12 0 0 1 12 12v22a12 12 0 0 1-12 12h-60l-16 14v-14h-8a12 12 0 0 1-12-12v-22a12 12 0 0 1 12-12z" fill={BRAND} {...OUT} />
      {bar(78, 212, 70, PAPER)}
      {bar(78, 226, 44, PAPER, 8, 0.6)}
    </g>
  ),
};

const messageforums = {
  "messageforums-thread": screen(
    <>
      {words(84, 116, "Best bulbs for spring?", 15)}
      <rect x="334" y="101" width="64" height="22" rx="11" fill={SOFT} />
      {words(366, 116, "12 replies", 12, BRAND, "middle", false)}
      {avatar(100, 146, 15, VIOLET)}
      {ink(124, 134, 64)}
      {bars([
        [124, 150, 260],
        [124, 164, 200],
      ])}
      <path d="M100 166v86" stroke={MUTED} strokeWidth="3" />
      {avatar(136, 198, 13, TEAL)}
      {ink(156, 186, 56)}
      <rect x="156" y="202" width="228" height="22" rx="6" fill={SOFT} />
      <rect x="156" y="202" width="5" height="22" fill={BRAND} />
      {bar(170, 209, 140, BRAND, 8, 0.4)}
      {avatar(136, 246, 13, ACCENT)}
      {ink(156, 236, 56)}
      {bar(156, 252, 180)}
      <rect x="84" y="268" width="314" height="32" rx="10" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      {bar(96, 280, 120)}
      <rect x="322" y="272" width="70" height="24" rx="12" fill={BRAND} />
      {words(357, 288, "Reply", 12, PAPER, "middle")}
    </>,
  ),
  "messageforums-boards": windowFrame(
    <>
      <rect x="104" y="118" width="272" height="24" rx="6" fill={BRAND} />
      {bar(116, 126, 84, PAPER)}
      <rect x="104" y="218" width="272" height="24" rx="6" fill={TEAL} />
      {bar(116, 226, 70, PAPER)}
      {(
        [
          [148, BRAND, "24", 90],
          [182, BRAND, "57", 110],
          [248, TEAL, "8", 120],
        ] as const
      ).map(([y, color, count, w]) => (
        <g key={y}>
          <rect x="106" y={y} width="30" height="28" rx="8" fill={SOFT} />
          <path d={`M114 ${y + 8}h14v9h-8l-4 4v-4h-2z`} fill={color} />
          {ink(146, y + 4, w)}
          {bar(146, y + 18, 70)}
          <rect x="330" y={y + 4} width="40" height="20" rx="10" fill={SOFT} />
          {words(350, y + 18, count, 12, INK, "middle")}
        </g>
      ))}
      <rect x="246" y="150" width="60" height="22" rx="11" fill={ACCENT} />
      {words(276, 165, "Pinned", 12, PAPER, "middle")}
    </>,
  ),
  "messageforums-moderation": (
    <g>
      <rect x="84" y="62" width="256" height="236" rx="14" fill={PAPER} {...OUT} />
      {words(104, 92, "Approval queue", 14)}
      {(
        [
          [106, VIOLET],
          [166, BRAND],
          [226, TEAL],
        ] as const
      ).map(([y, face]) => (
        <g key={y}>
          <rect x="100" y={y} width="224" height="52" rx="10" fill={SOFT} />
          {avatar(124, y + 26, 13, face)}
          <circle cx="266" cy={y + 26} r="14" fill={TEAL} />
          <circle cx="302" cy={y + 26} r="14" fill={ACCENT} />
        </g>
      ))}
      {inks(
        [
          [146, 120, 70],
          [146, 180, 60],
          [146, 240, 76],
        ],
        8,
      )}
      {bars(
        [
          [146, 134, 58],
          [146, 194, 70],
          [146, 254, 50],
        ],
        BRAND,
        8,
        0.35,
      )}
      {marks([132, 192, 252].map((y) => checkD(266, y) + crossD(302, y)).join(""), PAPER, 3.5)}
      <path d="M366 82v124" stroke={INK} strokeWidth="6" strokeLinecap="round" />
      <path d="M366 86h48l-12 20 12 20h-48z" fill={ACCENT} {...OUT} />
      <circle cx="378" cy="262" r="28" fill={BRAND} {...OUT} />
      {padlock(370, 260, PAPER)}
    </g>
  ),
  "messageforums-notify": windowFrame(
    <>
      {words(108, 136, "Inbox", 15)}
      {[150, 196, 242].map((y, i) => (
        <g key={y}>
          <rect x="104" y={y} width="272" height="38" rx="8" fill={i === 0 ? SOFT : PAPER} />
          <circle cx="118" cy={y + 19} r="5" fill={i === 0 ? BRAND : MUTED} />
          {ink(132, y + 9, i === 0 ? 96 : 76)}
          {bar(132, y + 23, i === 0 ? 130 : 110)}
        </g>
      ))}
      <path d="M272 180h120a12 12 0 0 1 12 12v46a12 12 0 0 1-12 12h-36l-20 18v-18h-64a12 12 0 0 1-12-12v-46a12 12 0 0 1 12-12z" fill={BRAND} {...OUT} />
      {avatar(288, 208, 13, TEAL)}
      <circle cx="288" cy="208" r="13" fill="none" stroke={PAPER} strokeWidth="2" />
      {bar(310, 198, 76, PAPER)}
      {bar(310, 212, 56, PAPER, 8, 0.6)}
      {words(278, 238, "New reply", 12, PAPER)}
      <path d="M364 88c4-4 6-8 6-18a14 14 0 0 1 28 0c0 10 2 14 6 18z" fill={ACCENT} {...OUT} />
      <circle cx="384" cy="94" r="5" fill={INK} />
    </>,
  ),
  "messageforums-style": windowFrame(
    <>
      <rect x="92" y="110" width="296" height="50" fill={VIOLET} />
      <circle cx="122" cy="135" r="15" fill={PAPER} />
      <path d="M114 140l8-12 8 12z" fill={ACCENT} />
      {bar(146, 128, 92, PAPER, 12)}
      {[186, 240].map((y, i) => (
        <g key={y}>
          {avatar(120, y + 14, 15, i === 0 ? TEAL : ACCENT)}
          {ink(144, y, 100)}
          {bar(144, y + 16, 120)}
          <path d={`M144 ${y + 34}c6-8 12 6 18-2s12 6 18-2 10 4 14 0`} fill="none" stroke={VIOLET} strokeWidth="3" strokeLinecap="round" />
        </g>
      ))}
      <rect x="288" y="146" width="124" height="126" rx="12" fill={PAPER} {...OUT} />
      {words(304, 190, "Aa", 28)}
      {bars([
        [350, 168, 48],
        [350, 182, 36],
      ])}
      <circle cx="310" cy="228" r="14" fill="none" stroke={INK} strokeWidth="2" />
      <circle cx="310" cy="228" r="10" fill={VIOLET} />
      <circle cx="338" cy="228" r="10" fill={TEAL} />
      <circle cx="364" cy="228" r="10" fill={ACCENT} />
      <circle cx="390" cy="228" r="10" fill={BRAND} />
      {bar(302, 252, 96, SOFT, 8)}
    </>,
  ),
  "messageforums-mobile": (
    <g>
      {phone(
        176,
        128,
        <>
          {ink(190, 74, 84, 10)}
          {avatar(202, 110, 12, VIOLET)}
          <rect x="220" y="96" width="72" height="30" rx="10" fill={SOFT} />
          {bars(
            [
              [228, 103, 54],
              [228, 114, 36],
            ],
            BRAND,
            6,
            0.4,
          )}
          {avatar(216, 158, 12, TEAL)}
          <rect x="234" y="142" width="58" height="36" rx="10" fill={BRAND} />
          {bar(242, 150, 42, PAPER, 6)}
          {bar(242, 162, 28, PAPER, 6, 0.6)}
          {avatar(202, 208, 12, ACCENT)}
          <rect x="220" y="194" width="72" height="30" rx="10" fill={SOFT} />
          {bars(
            [
              [228, 201, 50],
              [228, 212, 30],
            ],
            BRAND,
            6,
            0.4,
          )}
          <rect x="188" y="250" width="104" height="30" rx="15" fill={PAPER} stroke={BRAND} strokeWidth="2" />
          {bar(200, 261, 50)}
          <circle cx="276" cy="265" r="11" fill={BRAND} />
          <path d="M271 265h10m-4-4 4 4-4 4" fill="none" stroke={PAPER} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </>,
      )}
      <rect x="70" y="112" width="92" height="34" rx="17" fill={INK} />
      {words(116, 134, "3 new", 13, PAPER, "middle")}
      <circle cx="352" cy="208" r="28" fill={ACCENT} {...OUT} />
      {heart(352, 210, PAPER, 1.5)}
    </g>
  ),
};

const guestbooks = {
  "guestbooks-book": screen(
    <>
      {words(84, 118, "Guestbook", 17)}
      {heart(190, 112, ACCENT)}
      {(
        [
          [130, VIOLET],
          [188, TEAL],
          [246, ACCENT],
        ] as const
      ).map(([y, face]) => (
        <g key={y}>
          <rect x="84" y={y} width="180" height="52" rx="10" fill={SOFT} />
          {avatar(104, y + 18, 11, face)}
        </g>
      ))}
      {inks(
        [
          [122, 140, 54],
          [122, 198, 46],
          [122, 256, 58],
        ],
        8,
      )}
      {bars(
        [
          [184, 140, 44],
          [176, 198, 52],
          [188, 256, 40],
          [96, 164, 150],
          [96, 222, 120],
          [96, 280, 136],
        ],
        BRAND,
        8,
        0.35,
      )}
      <rect x="276" y="100" width="122" height="198" rx="12" fill={PAPER} stroke={BRAND} strokeWidth="3" />
      {words(290, 124, "Sign it", 14)}
      {bar(290, 134, 40)}
      <rect x="290" y="146" width="94" height="24" rx="6" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {words(298, 163, "Maria", 12, INK, undefined, false)}
      <rect x="290" y="178" width="94" height="24" rx="6" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {words(298, 195, "Austin, TX", 12, INK, undefined, false)}
      <rect x="290" y="210" width="94" height="40" rx="6" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <path d="M298 226c6-6 10 4 16-2s10 4 16-2 10 4 16 0" fill="none" stroke={BRAND} strokeWidth="2.5" strokeLinecap="round" />
      <rect x="290" y="260" width="94" height="28" rx="14" fill={ACCENT} />
      {words(337, 279, "Sign", 13, PAPER, "middle")}
    </>,
  ),
  "guestbooks-sign-form": (
    <g>
      <rect x="100" y="56" width="230" height="248" rx="14" fill={PAPER} {...OUT} />
      {words(120, 88, "Sign our guestbook", 14)}
      {bar(120, 102, 40)}
      <rect x="120" y="112" width="190" height="30" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {words(132, 132, "Maria", 13, INK, undefined, false)}
      {bar(120, 152, 64)}
      <rect x="120" y="162" width="190" height="30" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {pin(136, 176, ACCENT)}
      {words(150, 182, "Austin, TX", 13, INK, undefined, false)}
      <rect x="120" y="202" width="190" height="50" rx="8" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      <path
        d="M132 222c8-8 12 6 20-2s12 6 20-2 12 6 20-2 12 6 18 0M132 238c8-8 12 6 20-2s12 6 20-2"
        fill="none"
        stroke={BRAND}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="120" y="262" width="96" height="30" rx="15" fill={ACCENT} />
      {words(168, 282, "Sign", 13, PAPER, "middle")}
      <g transform="rotate(40 300 226)">
        <rect x="288" y="130" width="24" height="100" rx="6" fill={TEAL} {...OUT} />
        <path d="M288 230h24l-12 24z" fill={PAPER} {...OUT} />
        <path d="M296 246l4 8 4-8z" fill={INK} />
        <rect x="288" y="146" width="24" height="10" fill={INK} opacity="0.3" />
      </g>
      <circle cx="364" cy="90" r="26" fill={ACCENT} {...OUT} />
      {heart(364, 92, PAPER, 1.4)}
    </g>
  ),
  "guestbooks-approve": (
    <g>
      <rect x="80" y="58" width="250" height="100" rx="12" fill={PAPER} {...OUT} />
      {avatar(108, 88, 14, TEAL)}
      {ink(130, 78, 70)}
      {heart(218, 82, ACCENT)}
      {bars([
        [130, 96, 160],
        [130, 110, 120],
      ])}
      <rect x="200" y="122" width="92" height="24" rx="12" fill={TEAL} />
      {check(216, 134, PAPER, 3)}
      {words(256, 139, "Approve", 12, PAPER, "middle")}
      <circle cx="312" cy="134" r="12" fill={SOFT} />
      {cross(312, 134, INK, 4, 2.5)}
      <path d="M82 190h68l-26 32v32l-16 10v-42z" fill={TEAL} {...OUT} />
      <path d="M96 200h40" stroke={PAPER} strokeWidth="4" strokeLinecap="round" opacity="0.6" />
      <rect x="170" y="192" width="230" height="92" rx="12" fill={SOFT} {...OUT} />
      {words(190, 228, "WIN $$$ now!!", 14, INK)}
      <path d="M186 223h106" stroke={ACCENT} strokeWidth="3" />
      {bars([
        [190, 242, 150],
        [190, 256, 110],
      ])}
      <circle cx="394" cy="194" r="28" fill={PAPER} stroke={ACCENT} strokeWidth="8" />
      <path d="M374 214l40-40" stroke={ACCENT} strokeWidth="8" />
    </g>
  ),
  "guestbooks-alert": (
    <g>
      <rect x="106" y="74" width="272" height="220" rx="14" fill={PAPER} {...OUT} />
      {words(150, 106, "New guestbook entry", 13)}
      {bar(150, 116, 90)}
      <rect x="124" y="134" width="236" height="76" rx="10" fill={SOFT} />
      {avatar(148, 158, 14, VIOLET)}
      {ink(170, 148, 70)}
      {bars(
        [
          [250, 148, 50],
          [170, 166, 170],
          [170, 182, 130],
        ],
        BRAND,
        8,
        0.35,
      )}
      <rect x="124" y="226" width="112" height="36" rx="18" fill={TEAL} />
      {check(146, 244, PAPER, 3)}
      {words(190, 249, "Approve", 13, PAPER, "middle")}
      <rect x="248" y="226" width="112" height="36" rx="18" fill={PAPER} stroke={ACCENT} strokeWidth="3" />
      {cross(270, 244, ACCENT, 5, 3)}
      {words(312, 249, "Delete", 13, ACCENT, "middle")}
      <circle cx="108" cy="78" r="30" fill={ACCENT} {...OUT} />
      <rect x="94" y="68" width="28" height="20" rx="3" fill={PAPER} />
      <path d="M95 70l13 10 13-10" fill="none" stroke={ACCENT} strokeWidth="2.5" strokeLinejoin="round" />
    </g>
  ),
  "guestbooks-design": windowFrame(
    <>
      {words(108, 138, "Guestbook", 16, TEAL)}
      {[152, 216].map((y, i) => (
        <g key={y}>
          <rect x="106" y={y} width="172" height="54" rx="14" fill={PAPER} stroke={TEAL} strokeWidth="3" />
          {avatar(128, y + 27, 12, i === 0 ? TEAL : ACCENT)}
          {ink(148, y + 14, 70, 8)}
          {bar(148, y + 28, 110)}
        </g>
      ))}
      <rect x="292" y="112" width="124" height="176" rx="12" fill={PAPER} {...OUT} />
      {words(306, 148, "Aa", 26)}
      {bars([
        [348, 134, 54],
        [348, 148, 40],
      ])}
      <circle cx="314" cy="178" r="13" fill="none" stroke={INK} strokeWidth="2" />
      <circle cx="314" cy="178" r="9" fill={TEAL} />
      <circle cx="338" cy="178" r="9" fill={VIOLET} />
      <circle cx="362" cy="178" r="9" fill={ACCENT} />
      <circle cx="386" cy="178" r="9" fill={BRAND} />
      <rect x="306" y="202" width="96" height="28" rx="14" fill={SOFT} />
      <path d="M320 208v14m-5-5 5 5 5-5" fill="none" stroke={BRAND} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      {words(334, 221, "Newest", 12)}
      <rect x="306" y="246" width="38" height="22" rx="11" fill={TEAL} />
      <circle cx="333" cy="257" r="7" fill={PAPER} />
      {bar(352, 253, 46)}
    </>,
  ),
};

const photoalbums = {
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
};

const passwordprotect = {
  "passwordprotect-prompt": screen(
    <>
      <defs>
        <filter id="passwordprotect-blur">
          <feGaussianBlur stdDeviation="3.5" />
        </filter>
      </defs>
      <g filter="url(#passwordprotect-blur)" opacity="0.75">
        <rect x="84" y="100" width="312" height="34" rx="8" fill={BRAND} />
        <rect x="84" y="146" width="140" height="100" rx="8" fill={TEAL} />
        {bar(240, 150, 150, INK, 12, 0.6)}
        {bars(
          [
            [240, 174, 130],
            [240, 194, 150],
            [240, 214, 100],
          ],
          MUTED,
          10,
        )}
        <rect x="84" y="258" width="100" height="40" rx="8" fill={VIOLET} />
        <rect x="196" y="258" width="100" height="40" rx="8" fill={ACCENT} />
        <rect x="308" y="258" width="88" height="40" rx="8" fill={SOFT} />
      </g>
      <path d="M68 88h344v210a12 12 0 0 1-12 12H80a12 12 0 0 1-12-12z" fill={INK} opacity="0.18" />
      <rect x="150" y="114" width="180" height="180" rx="14" fill={PAPER} {...OUT} />
      <circle cx="240" cy="114" r="22" fill={BRAND} {...OUT} />
      <path d="M233 113v-5a7 7 0 0 1 14 0v5" fill="none" stroke={PAPER} strokeWidth="3" />
      <rect x="230" y="112" width="20" height="14" rx="3" fill={PAPER} />
      {words(240, 158, "Members only", 14, INK, "middle")}
      <rect x="168" y="170" width="144" height="28" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {words(178, 189, "maria", 12, INK, undefined, false)}
      <rect x="168" y="206" width="144" height="28" rx="8" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      {words(178, 225, "••••••••", 13, INK, undefined, false)}
      <rect x="168" y="244" width="144" height="32" rx="16" fill={BRAND} />
      {words(240, 265, "Log in", 13, PAPER, "middle")}
    </>,
  ),
  "passwordprotect-snippet": (
    <g>
      {windowFrame(
        <>
          <rect x="108" y="120" width="190" height="28" rx="6" fill={SOFT} stroke={ACCENT} strokeWidth="2.5" strokeDasharray="6 4" />
          {words(118, 139, "</>", 13, ACCENT)}
          {bar(146, 130, 120, ACCENT, 8, 0.5)}
          <rect x="240" y="164" width="132" height="74" rx="8" fill={SOFT} />
          {ink(240, 250, 100)}
          {bars([
            [240, 266, 124],
            [108, 166, 110],
          ])}
        </>,
      )}
      <rect x="62" y="188" width="164" height="106" rx="12" fill={INK} {...OUT} />
      {words(78, 214, "</>", 14, ACCENT)}
      {bar(108, 206, 70, TEAL)}
      {bar(78, 226, 100, SOFT)}
      {bar(92, 244, 80, VIOLET)}
      {bar(78, 262, 46, TEAL)}
      <rect x="190" y="200" width="14" height="17" rx="3" fill="none" stroke={PAPER} strokeWidth="2.5" />
      <rect x="197" y="207" width="14" height="17" rx="3" fill={PAPER} />
      <path d="M232 212c40-6 40-40 10-58" fill="none" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
      <path d="M240 166l2-14 13 4" fill="none" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  "passwordprotect-members": (
    <g>
      <rect x="76" y="58" width="328" height="244" rx="14" fill={PAPER} {...OUT} />
      {words(96, 90, "Members", 16)}
      <rect x="318" y="72" width="68" height="26" rx="13" fill={BRAND} />
      {words(352, 90, "+ Add", 12, PAPER, "middle")}
      <rect x="90" y="156" width="300" height="40" rx="10" fill={SOFT} />
      {(
        [
          [108, VIOLET, "Staff", TEAL],
          [156, ACCENT, "Parents", ACCENT],
          [204, TEAL, "Clients", BRAND],
          [252, BRAND, "Staff", TEAL],
        ] as const
      ).map(([y, face, group, tag]) => (
        <g key={y}>
          {avatar(112, y + 20, 13, face)}
          <rect x="212" y={y + 9} width="62" height="22" rx="11" fill={tag} opacity="0.15" />
          {words(243, y + 24, group, 12, tag, "middle")}
        </g>
      ))}
      {inks(
        [
          [134, 118, 64],
          [134, 166, 56],
          [134, 214, 70],
          [134, 262, 60],
        ],
        8,
      )}
      {bars([
        [134, 132, 44],
        [134, 180, 52],
        [134, 228, 40],
        [134, 276, 48],
      ])}
      <circle cx="334" cy="176" r="13" fill={TEAL} />
      <circle cx="368" cy="176" r="13" fill={ACCENT} />
      {marks(checkD(334, 176) + crossD(368, 176, 4), PAPER, 3)}
      {marks([128, 224, 272].map((y) => `M328 ${y + 7}l2-7 10-10 5 5-10 10z${crossD(368, y, 4)}`).join(""), INK, 2.5)}
    </g>
  ),
  "passwordprotect-stats": (
    <g>
      <rect x="70" y="62" width="340" height="236" rx="14" fill={PAPER} {...OUT} />
      {words(90, 94, "Logins", 15)}
      <path d="M90 270h144" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      {[150, 190, 170, 130, 176, 112, 156, 200].map((y, i) => (
        <rect key={i} x={92 + i * 18} y={y} width="12" height={266 - y} rx="4" fill={i === 5 ? ACCENT : BRAND} />
      ))}
      <path d="M250 80v202" stroke={MUTED} strokeWidth="2" />
      {(
        [
          [92, TEAL, "9:14"],
          [138, VIOLET, "8:02"],
          [184, BRAND, "7:45"],
        ] as const
      ).map(([y, face, time]) => (
        <g key={time}>
          {avatar(280, y + 18, 14, face)}
          {ink(302, y + 8, 52, 8)}
          {words(302, y + 32, time, 12, INK, undefined, false)}
        </g>
      ))}
      <rect x="264" y="232" width="132" height="48" rx="10" fill={ACCENT} opacity="0.14" />
      <circle cx="284" cy="256" r="12" fill={ACCENT} />
      {cross(284, 256, PAPER, 4, 3)}
      {words(304, 252, "3 failed", 12, ACCENT)}
      {bar(304, 260, 60, ACCENT, 7, 0.4)}
    </g>
  ),
  "passwordprotect-auth": (
    <g>
      <rect x="80" y="58" width="224" height="244" rx="14" fill={PAPER} {...OUT} />
      <rect x="96" y="74" width="192" height="28" rx="14" fill={SOFT} />
      {padlock(108, 86, TEAL)}
      {words(132, 93, "https://", 12, TEAL)}
      {bar(186, 84, 80, MUTED)}
      <rect x="96" y="118" width="192" height="32" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {avatar(114, 134, 9, INK)}
      {bar(132, 130, 80)}
      <rect x="96" y="162" width="192" height="32" rx="8" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      {words(108, 184, "••••••••", 14, INK, undefined, false)}
      <rect x="96" y="206" width="192" height="32" rx="16" fill={BRAND} />
      {words(192, 227, "Log in", 13, PAPER, "middle")}
      {[112, 140].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="268" r="11" fill={ACCENT} />
          {cross(cx, 268, PAPER, 4, 3)}
        </g>
      ))}
      {padlock(160, 266, INK)}
      {words(184, 275, "Locked", 12, INK)}
      <path d="M292 178h36" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
      <path d="M320 170l10 8-10 8" fill="none" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="336" y="134" width="82" height="88" rx="12" fill={INK} {...OUT} />
      {words(377, 164, "#a9f3", 14, PAPER, "middle")}
      {bar(350, 176, 54, TEAL)}
      {bar(350, 190, 40, VIOLET)}
      {bar(350, 204, 48, ACCENT)}
    </g>
  ),
};

const drawings: Record<ToolsArtName, ReactNode> = { ...onlinestore, ...onlinecalendars, ...messageforums, ...guestbooks, ...photoalbums, ...passwordprotect };

/**
 * The panels and product screens of onlinestore, onlinecalendars, messageforums, guestbooks, photoalbums and passwordprotect.
 * Each sits in a group that sets the words' font once: the page's own, bold unless a word says otherwise.
 */
export const toolsDrawings = Object.fromEntries(
  Object.entries(drawings).map(([name, drawing]) => [
    name,
    <g key={name} fontFamily="inherit" fontWeight="700">
      {drawing}
    </g>,
  ]),
) as Record<ToolsArtName, ReactNode>;
