import type { ReactNode } from "react";
import type { OutreachArtName } from "../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "./palette.tsx";

/* Small parts the drawings below share: an app window of any size, text bars, labels, icons. */

/** An app window like windowFrame, at any place and size: product screens that need more room. */
const app = (x: number, y: number, w: number, h: number, children: ReactNode, header = 36) => (
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
const bar = (x: number, y: number, w: number, fill: string = MUTED, h = 8, opacity?: number) => (
  <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />
);

/** Several text bars of one color and height, as one path of round-capped strokes. */
const bars = (fill: string, h: number, list: readonly (readonly [number, number, number])[], opacity?: number) => (
  <path d={list.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join("")} stroke={fill} strokeWidth={h} strokeLinecap="round" opacity={opacity} />
);

/** A dark title bar. */
const title = (x: number, y: number, w: number, h = 10) => bar(x, y, w, INK, h, 0.65);

/** Real words, used sparingly. */
const label = (x: number, y: number, words: string, size = 12, fill: string = INK, bold = false, anchor?: "middle" | "end") => (
  <text x={x} y={y} fontSize={size} fontWeight={bold ? 700 : undefined} fill={fill} textAnchor={anchor} fontFamily="inherit">
    {words}
  </text>
);

/** A white check mark centered on (x, y), for a colored dot. */
const tick = (x: number, y: number, w = 3) => (
  <path d={`M${x - 5} ${y}l4 4 7-8`} fill="none" stroke={PAPER} strokeWidth={w} strokeLinecap="round" strokeLinejoin="round" />
);

/** A round badge with a check mark. */
const okBadge = (cx: number, cy: number, r = 10) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={TEAL} />
    {tick(cx, cy, r > 12 ? 4 : 3)}
  </g>
);

/** A small padlock whose body's top-left corner is (x, y). */
const padlock = (x: number, y: number, fill: string, s = 1) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M3 1V-3a5 5 0 0 1 10 0v4" fill="none" stroke={fill} strokeWidth="2.5" />
    <rect y="0" width="16" height="12" rx="3" fill={fill} />
  </g>
);

/** A photo: a colored frame with hills and a sun. */
const photo = (x: number, y: number, w: number, h: number, fill: string = BRAND) => (
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
const pointer = (x: number, y: number) => (
  <path d={`M${x} ${y}l28 22-12 2 7 14-7 4-7-14-9 8z`} fill={ACCENT} stroke={INK} strokeWidth="3" strokeLinejoin="round" />
);

/** An eye, centered on (cx, cy). */
const eye = (cx: number, cy: number, color: string, w = 3) => (
  <g fill="none" stroke={color} strokeWidth={w}>
    <path d={`M${cx - 16} ${cy}q16-15 32 0q-16 15-32 0z`} strokeLinejoin="round" />
    <circle cx={cx} cy={cy} r="4" fill={color} />
  </g>
);

/** Cells of a grid as one path: [column, row] pairs from (x, y), `step` apart (`stepY` and `h` for rows). */
const cells = (list: readonly (readonly [number, number])[], x: number, y: number, w: number, step: number, stepY = step, h = w) =>
  list.map(([c, r]) => `M${x + c * step} ${y + r * stepY}h${w}v${h}h-${w}z`).join("");

/** A person: a colored disc with a white head and shoulders. */
const person = (cx: number, cy: number, r: number, fill: string) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <circle cx={cx} cy={cy - r * 0.24} r={r * 0.34} fill={PAPER} />
    <path d={`M${cx - r * 0.58} ${cy + r * 0.66}a${r * 0.58} ${r * 0.52} 0 0 1 ${r * 1.16} 0z`} fill={PAPER} />
  </g>
);

/** Visits by weekday (columns) and hour (rows), 0 (none) to 4 (busiest): the hero's heat map. */
const HEAT = ["01211", "12320", "24431", "34442", "13421", "02310", "12432", "13341"];
const heatCells = (level: number) => HEAT.flatMap((row, r) => [...row].flatMap((v, c) => (Number(v) === level ? [[c, r] as const] : [])));

/** A spot of clicks on the heat map page: cool blue rim, warm middle, hot core (the hotter, the more rings). */
const heat = (cx: number, cy: number, s: number, rings = 3) => (
  <g>
    <circle cx={cx} cy={cy} r={40 * s} fill={BRAND} opacity="0.25" />
    {rings > 1 ? <circle cx={cx} cy={cy} r={25 * s} fill={TEAL} opacity="0.5" /> : null}
    {rings > 2 ? <circle cx={cx} cy={cy} r={12 * s} fill={ACCENT} /> : null}
  </g>
);

/** A blog post card: image on top, lines of text under it (width 64). */
const postCard = (x: number, y: number, fill: string) => (
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

/** A certificate seal with two ribbon tails. */
const seal = (cx: number, cy: number) => (
  <g>
    <path
      d={`M${cx - 12} ${cy + 10}l-6 26 10-5 7 9 3-24M${cx + 12} ${cy + 10}l6 26-10-5-7 9-3-24`}
      fill={ACCENT}
      stroke={INK}
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx={cx} cy={cy} r="20" fill={ACCENT} stroke={INK} strokeWidth="3" />
    <circle cx={cx} cy={cy} r="12" fill="none" stroke={PAPER} strokeWidth="2.5" />
  </g>
);

/** A subscriber of a group: avatar and group tag, on the row at y. */
const subscriber = (y: number, color: string, group: string) => (
  <g>
    {person(126, y + 22, 15, color)}
    <rect x="272" y={y + 11} width="92" height="22" rx="11" fill={SOFT} />
    {label(318, y + 26, group, 12, color, true, "middle")}
  </g>
);

/** The panels and product screens of mailinglists, blogs, contactforms, countersitestats and sslcertificates. */
export const outreachDrawings: Record<OutreachArtName, ReactNode> = {
  /* ---------- mailing lists ---------- */
  "mailinglists-editor": app(
    60,
    50,
    360,
    260,
    <>
      <rect x="146" y="57" width="140" height="22" rx="11" fill={SOFT} />
      <circle cx="160" cy="64" r="4" fill={BRAND} />
      <path d="M153 76a7 7 0 0 1 14 0z" fill={BRAND} />
      {label(172, 73, "2,480 subscribers", 12, INK, true)}
      <rect x="330" y="56" width="78" height="24" rx="12" fill={ACCENT} />
      <path d="M342 68l16-7-5 15-3-6z" fill={PAPER} />
      {label(364, 73, "Send", 13, PAPER, true)}
      <path d="M62 88h78v220H76a14 14 0 0 1-14-14z" fill={SOFT} />
      <g fill={PAPER} stroke={BRAND} strokeWidth="2">
        <rect x="74" y="100" width="54" height="40" rx="8" />
        <rect x="74" y="150" width="54" height="40" rx="8" />
        <rect x="74" y="200" width="54" height="40" rx="8" />
        <rect x="74" y="250" width="54" height="40" rx="8" />
      </g>
      <path d="M82 132l12-14 8 8 6-6 12 12z" fill={BRAND} />
      <circle cx="117" cy="110" r="4" fill={ACCENT} />
      {bar(84, 162, 34, INK, 6, 0.55)}
      {bar(84, 174, 24, INK, 6, 0.3)}
      <rect x="84" y="213" width="34" height="14" rx="7" fill={ACCENT} />
      <path d="M84 260h14v20H84zM104 260h14v20h-14z" fill={BRAND} opacity="0.35" />
      <rect x="156" y="100" width="250" height="196" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="3" />
      {photo(170, 114, 222, 56)}
      <rect x="164" y="176" width="236" height="66" rx="6" fill="none" stroke={BRAND} strokeWidth="2" strokeDasharray="6 4" />
      {title(172, 184, 150, 12)}
      {bars(MUTED, 8, [
        [172, 206, 218],
        [172, 222, 196],
      ])}
      <rect x="172" y="254" width="100" height="30" rx="15" fill={ACCENT} />
      {bar(192, 266, 60, PAPER, 6)}
    </>,
  ),
  "mailinglists-signup": (
    <g>
      {windowFrame(
        <>
          <circle cx="116" cy="128" r="8" fill={BRAND} />
          {bars(MUTED, 8, [
            [270, 124, 28],
            [306, 124, 28],
            [342, 124, 26],
          ])}
          {title(112, 148, 170, 12)}
          {bar(112, 168, 120)}
          <rect x="112" y="184" width="256" height="86" rx="10" fill={SOFT} stroke={BRAND} strokeWidth="3" />
          <rect x="128" y="198" width="26" height="18" rx="3" fill={PAPER} stroke={BRAND} strokeWidth="2" />
          <path d="M128 200l13 9 13-9" fill="none" stroke={BRAND} strokeWidth="2" />
          {label(164, 212, "Join our newsletter", 13, INK, true)}
          <rect x="128" y="228" width="150" height="28" rx="6" fill={PAPER} stroke={INK} strokeWidth="2" />
          {bar(138, 239, 84, MUTED, 6)}
          <rect x="286" y="228" width="68" height="28" rx="14" fill={ACCENT} />
          {label(320, 247, "Join", 13, PAPER, true, "middle")}
        </>,
      )}
      <rect x="300" y="266" width="112" height="40" rx="20" fill={PAPER} stroke={INK} strokeWidth="4" />
      {okBadge(322, 286, 12)}
      {label(340, 291, "+1 joined", 13, INK, true)}
    </g>
  ),
  "mailinglists-subscribers": (
    <g>
      <rect x="96" y="56" width="288" height="252" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {title(118, 78, 100, 12)}
      <rect x="290" y="70" width="74" height="26" rx="13" fill={BRAND} />
      {label(327, 88, "+ Import", 12, PAPER, true, "middle")}
      <path d="M96 108h288" stroke={INK} strokeWidth="3" />
      <path d="M116 158h248M116 204h248M116 250h248" stroke={MUTED} strokeWidth="2" />
      {bars(
        INK,
        9,
        [
          [152, 125, 84],
          [152, 171, 64],
          [152, 217, 76],
        ],
        0.65,
      )}
      {bars(MUTED, 7, [
        [152, 140, 104],
        [152, 186, 104],
        [152, 232, 104],
      ])}
      {subscriber(114, BRAND, "Customer")}
      {subscriber(160, TEAL, "Member")}
      {subscriber(206, VIOLET, "Volunteer")}
      <g opacity="0.45">
        {person(126, 274, 15, INK)}
        {title(152, 263, 70, 9)}
        {bar(152, 278, 104, MUTED, 7)}
        <path d="M148 267h78" stroke={INK} strokeWidth="2.5" />
      </g>
      <circle cx="340" cy="274" r="11" fill="none" stroke={ACCENT} strokeWidth="3" />
      <path d="M332 282l16-16" stroke={ACCENT} strokeWidth="3" />
    </g>
  ),
  "mailinglists-campaign": (
    <g strokeLinejoin="round">
      <rect x="72" y="64" width="270" height="176" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M52 240h310l-14 20H66z" fill={PAPER} stroke={INK} strokeWidth="4" />
      {photo(112, 80, 190, 56)}
      {title(132, 150, 150)}
      {bars(MUTED, 7, [
        [132, 168, 150],
        [132, 180, 130],
      ])}
      <rect x="170" y="198" width="74" height="22" rx="11" fill={ACCENT} />
      <rect x="310" y="110" width="104" height="196" rx="18" fill={PAPER} stroke={INK} strokeWidth="4" />
      {bar(348, 120, 28, MUTED, 5)}
      {photo(322, 134, 80, 46)}
      {title(322, 192, 70, 8)}
      {bars(MUTED, 6, [
        [322, 208, 80],
        [322, 220, 64],
      ])}
      <rect x="334" y="240" width="56" height="18" rx="9" fill={ACCENT} />
    </g>
  ),
  "mailinglists-opens": (
    <g strokeLinejoin="round">
      <rect x="84" y="62" width="312" height="236" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M108 118l32-26 32 26" fill={SOFT} stroke={INK} strokeWidth="3" />
      <rect x="118" y="96" width="44" height="36" rx="3" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      {bar(126, 105, 28, BRAND, 4, 0.5)}
      <rect x="108" y="118" width="64" height="38" rx="4" fill={PAPER} stroke={INK} strokeWidth="3" />
      <path d="M108 120l32 20 32-20" fill="none" stroke={INK} strokeWidth="3" />
      {label(188, 134, "62%", 34, INK, true)}
      {label(190, 154, "opened", 13, INK)}
      <rect x="300" y="92" width="72" height="28" rx="14" fill={TEAL} />
      {label(336, 111, "▲ 8%", 13, PAPER, true, "middle")}
      {[
        [180, 150, BRAND],
        [208, 214, ACCENT],
        [236, 120, BRAND],
        [264, 176, BRAND],
      ].map(([y, w, fill]) => (
        <g key={y}>
          <rect x="108" y={y} width="20" height="14" rx="2" fill={PAPER} stroke={INK} strokeWidth="2" />
          <path d={`M108 ${Number(y) + 1}l10 7 10-7`} fill="none" stroke={INK} strokeWidth="2" />
          <rect x="140" y={y} width="232" height="14" rx="7" fill={SOFT} />
          <rect x="140" y={y} width={w} height="14" rx="7" fill={String(fill)} />
        </g>
      ))}
    </g>
  ),
  "mailinglists-schedule": (
    <g strokeLinejoin="round">
      <rect x="80" y="74" width="220" height="200" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M82 116V88a12 12 0 0 1 12-12h192a12 12 0 0 1 12 12v28z" fill={BRAND} />
      <path d="M80 116h220" stroke={INK} strokeWidth="4" />
      <path d="M124 60v30M256 60v30" stroke={INK} strokeWidth="6" strokeLinecap="round" />
      <path
        d={cells(
          [0, 1, 2, 3, 4].flatMap((c) => [0, 1, 2, 3].filter((r) => !(c === 1 && r === 1)).map((r) => [c, r] as const)),
          98,
          128,
          28,
          40,
          36,
          24,
        )}
        fill={SOFT}
      />
      <rect x="136" y="162" width="32" height="28" rx="5" fill={ACCENT} />
      <circle cx="334" cy="212" r="56" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M334 164v10M334 250v10M286 212h10M372 212h10" stroke={INK} strokeWidth="4" />
      <path d="M334 212v-32M334 212h-26" stroke={INK} strokeWidth="6" strokeLinecap="round" />
      <circle cx="334" cy="212" r="6" fill={ACCENT} />
      <path d="M340 92l64-30-18 64-16-22zM370 104l34-42" fill={ACCENT} stroke={INK} strokeWidth="3" />
      <path d="M300 140c10-24 22-36 36-40" fill="none" stroke={BRAND} strokeWidth="3" strokeDasharray="5 6" strokeLinecap="round" />
      <rect x="288" y="282" width="92" height="28" rx="14" fill={BRAND} />
      {label(334, 301, "Tue 9:00", 13, PAPER, true, "middle")}
    </g>
  ),

  /* ---------- blogs ---------- */
  "blogs-post": app(
    58,
    44,
    364,
    272,
    <>
      <rect x="132" y="51" width="274" height="22" rx="11" fill={SOFT} />
      {padlock(144, 60, TEAL, 0.75)}
      {label(162, 67, "myblog.com/first-harvest", 12, INK)}
      {bars(INK, 14, [
        [76, 96, 184],
        [76, 116, 120],
      ])}
      <circle cx="84" cy="146" r="8" fill={VIOLET} />
      {bar(98, 142, 70)}
      {photo(76, 162, 194, 84)}
      {bars(MUTED, 8, [
        [76, 258, 194],
        [76, 272, 170],
        [76, 286, 186],
      ])}
      <path d="M280 90v214" stroke={MUTED} strokeWidth="2" />
      <path d="M290 92h14a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-8l-5 4v-4h-1a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3z" fill={ACCENT} />
      {label(314, 104, "3 comments", 12, INK, true)}
      <g fill={SOFT}>
        <rect x="288" y="116" width="118" height="46" rx="10" />
        <rect x="300" y="170" width="106" height="46" rx="10" />
        <rect x="288" y="224" width="118" height="46" rx="10" />
      </g>
      <circle cx="302" cy="131" r="8" fill={TEAL} />
      <circle cx="314" cy="185" r="8" fill={VIOLET} />
      <circle cx="302" cy="239" r="8" fill={BRAND} />
      {bars(
        INK,
        6,
        [
          [316, 127, 46],
          [328, 181, 46],
          [316, 235, 46],
        ],
        0.6,
      )}
      {bars(
        INK,
        6,
        [
          [296, 146, 98],
          [308, 200, 86],
          [296, 254, 98],
        ],
        0.2,
      )}
      <rect x="288" y="280" width="86" height="24" rx="12" fill={PAPER} stroke={INK} strokeWidth="2" />
      <circle cx="392" cy="292" r="12" fill={ACCENT} />
      <path d="M387 292h10M393 287l5 5-5 5" fill="none" stroke={PAPER} strokeWidth="2.5" strokeLinecap="round" />
    </>,
    36,
  ),
  "blogs-builder": (
    <g>
      {windowFrame(
        <>
          <path d="M92 110h58v178h-46a12 12 0 0 1-12-12z" fill={SOFT} />
          <g fill={PAPER} stroke={BRAND} strokeWidth="2">
            <rect x="102" y="122" width="38" height="30" rx="6" />
            <rect x="102" y="160" width="38" height="30" rx="6" />
            <rect x="102" y="198" width="38" height="30" rx="6" stroke={ACCENT} strokeWidth="3" />
            <rect x="102" y="236" width="38" height="30" rx="6" />
          </g>
          {bars(
            INK,
            5,
            [
              [108, 130, 26],
              [108, 140, 18],
              [108, 216, 26],
            ],
            0.45,
          )}
          <path d="M108 184l8-10 6 6 6-6 8 10z" fill={BRAND} />
          <path d="M108 204h11v8h-11zM122 204h11v8h-11z" fill={BRAND} />
          <rect x="108" y="246" width="26" height="10" rx="5" fill={ACCENT} />
          <circle cx="174" cy="128" r="8" fill={BRAND} />
          {bars(MUTED, 8, [
            [252, 124, 26],
            [286, 124, 26],
          ])}
          {label(336, 132, "Blog", 12, ACCENT, true)}
          <path d="M336 138h28" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" />
          {title(164, 150, 120, 12)}
          {postCard(164, 174, TEAL)}
          {postCard(238, 174, VIOLET)}
          <rect x="312" y="174" width="64" height="88" rx="8" fill={SOFT} stroke={BRAND} strokeWidth="2" strokeDasharray="6 5" />
          {bar(164, 272, 200, MUTED, 6)}
        </>,
      )}
      <g transform="rotate(9 370 190)">{postCard(338, 146, ACCENT)}</g>
      {pointer(374, 216)}
    </g>
  ),
  "blogs-themes": (
    <g>
      <g transform="rotate(-10 144 178)">
        <rect x="84" y="96" width="120" height="164" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
        <rect x="94" y="106" width="100" height="30" rx="5" fill={INK} />
        {bar(102, 117, 50, PAPER, 8)}
        <rect x="94" y="146" width="100" height="46" rx="5" fill={TEAL} />
        {bars(MUTED, 8, [
          [94, 202, 100],
          [94, 216, 80],
          [94, 230, 90],
        ])}
      </g>
      <g transform="rotate(10 336 178)">
        <rect x="276" y="96" width="120" height="164" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
        <rect x="286" y="106" width="100" height="14" rx="5" fill={VIOLET} />
        <rect x="286" y="130" width="28" height="118" rx="5" fill={SOFT} />
        <rect x="322" y="130" width="64" height="42" rx="5" fill={VIOLET} opacity="0.5" />
        {bars(MUTED, 8, [
          [322, 182, 64],
          [322, 196, 50],
          [322, 210, 60],
        ])}
      </g>
      <rect x="164" y="66" width="152" height="204" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      {bar(200, 84, 80, INK, 10, 0.75)}
      {bar(214, 100, 52, MUTED, 6)}
      {photo(178, 116, 124, 72)}
      {bars(MUTED, 8, [
        [178, 200, 124],
        [178, 214, 104],
        [178, 228, 118],
        [178, 242, 84],
      ])}
      <circle cx="312" cy="72" r="18" fill={TEAL} stroke={PAPER} strokeWidth="3" />
      {tick(312, 72, 4)}
      <g stroke={PAPER} strokeWidth="3">
        <circle cx="188" cy="298" r="11" fill={BRAND} />
        <circle cx="216" cy="298" r="11" fill={VIOLET} />
        <circle cx="244" cy="298" r="11" fill={TEAL} />
        <circle cx="272" cy="298" r="11" fill={ACCENT} />
      </g>
      {label(292, 307, "Aa", 24, INK, true)}
    </g>
  ),
  "blogs-schedule": (
    <g strokeLinejoin="round">
      <rect x="64" y="62" width="352" height="236" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {label(88, 93, "May", 16, INK, true)}
      <rect x="296" y="74" width="100" height="24" rx="12" fill={BRAND} />
      <circle cx="314" cy="86" r="7" fill="none" stroke={PAPER} strokeWidth="2" />
      <path d="M314 82v4h3" fill="none" stroke={PAPER} strokeWidth="2" strokeLinecap="round" />
      {label(328, 91, "9:00 AM", 12, PAPER, true)}
      <path d="M64 108h352" stroke={INK} strokeWidth="3" />
      <text x="104 150 196 242 288 334 380" y="130" fontSize="12" fontWeight="700" fill={INK} textAnchor="middle" fontFamily="inherit" opacity="0.6">
        MTWTFSS
      </text>
      <rect x="313" y="140" width="90" height="146" rx="8" fill={SOFT} />
      <path d="M127 142v142M173 142v142M219 142v142M265 142v142" stroke={MUTED} strokeWidth="2" />
      {[
        [85, 150, BRAND],
        [177, 186, TEAL],
        [269, 160, VIOLET],
      ].map(([x, y, fill]) => (
        <g key={Number(x)}>
          <rect x={x} y={y} width="38" height="64" rx="6" fill={PAPER} stroke={INK} strokeWidth="3" />
          <rect x={Number(x) + 4} y={Number(y) + 4} width="30" height="20" rx="3" fill={String(fill)} />
          {bar(Number(x) + 5, Number(y) + 31, 26, INK, 5, 0.55)}
          {bars(MUTED, 5, [
            [Number(x) + 5, Number(y) + 41, 22],
            [Number(x) + 5, Number(y) + 51, 26],
          ])}
        </g>
      ))}
      <circle cx="306" cy="160" r="13" fill={ACCENT} stroke={PAPER} strokeWidth="3" />
      <path d="M306 153v7h6" fill="none" stroke={PAPER} strokeWidth="2.5" strokeLinecap="round" />
      <rect x="223" y="222" width="38" height="52" rx="6" fill="none" stroke={BRAND} strokeWidth="2" strokeDasharray="5 4" />
      <path d="M218 212c12 0 20 4 24 14M236 222l6 5 2-8" fill="none" stroke={BRAND} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <path
        d={[0, 45, 90, 135, 180, 225, 270, 315]
          .map((a) => {
            const [c, s] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
            return `M${Math.round(358 + 15 * c)} ${Math.round(214 + 15 * s)}L${Math.round(358 + 21 * c)} ${Math.round(214 + 21 * s)}`;
          })
          .join("")}
        stroke={ACCENT}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="358" cy="214" r="10" fill={ACCENT} />
    </g>
  ),
  "blogs-comments": (
    <g strokeLinejoin="round">
      <rect x="86" y="58" width="308" height="68" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      {person(116, 92, 17, BRAND)}
      {title(142, 78, 80, 9)}
      {bars(MUTED, 8, [
        [142, 95, 220],
        [142, 108, 160],
      ])}
      <path d="M116 126v44h24" fill="none" stroke={INK} strokeWidth="3" opacity="0.3" />
      <rect x="140" y="142" width="254" height="58" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      {person(166, 171, 15, TEAL)}
      {title(188, 159, 70, 9)}
      {bar(188, 176, 180)}
      <rect x="86" y="218" width="308" height="84" rx="12" fill={PAPER} stroke={BRAND} strokeWidth="3" strokeDasharray="8 6" />
      {person(116, 252, 17, VIOLET)}
      {title(142, 238, 80, 9)}
      {bar(142, 255, 120)}
      {label(142, 286, "Waiting for approval", 12, INK)}
      <circle cx="320" cy="258" r="18" fill={TEAL} />
      {tick(320, 258, 4)}
      <circle cx="364" cy="258" r="18" fill={ACCENT} />
      <path d="M357 251l14 14M371 251l-14 14" stroke={PAPER} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  "blogs-media": (
    <g strokeLinejoin="round">
      <rect x="74" y="56" width="264" height="250" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {title(96, 76, 160, 12)}
      {bar(96, 96, 210)}
      {photo(96, 114, 120, 86)}
      {photo(224, 114, 92, 40, TEAL)}
      {photo(224, 160, 92, 40, VIOLET)}
      <rect x="96" y="210" width="220" height="58" rx="8" fill={INK} />
      <circle cx="206" cy="236" r="16" fill={ACCENT} />
      <path d="M201 228l13 8-13 8z" fill={PAPER} />
      {bar(108, 258, 196, PAPER, 3, 0.4)}
      {bar(108, 258, 70, PAPER, 3)}
      {bar(96, 280, 180)}
      <g transform="rotate(12 364 114)">
        <rect x="320" y="70" width="92" height="84" rx="8" fill={SOFT} stroke={INK} strokeWidth="4" transform="rotate(-10 366 112)" />
        <rect x="318" y="74" width="96" height="80" rx="8" fill={PAPER} stroke={INK} strokeWidth="4" />
        {photo(326, 82, 80, 52)}
      </g>
      {pointer(360, 150)}
    </g>
  ),

  /* ---------- contact forms ---------- */
  "contactforms-builder": app(
    56,
    44,
    368,
    272,
    <>
      {label(140, 67, "Contact form", 13, INK, true)}
      <rect x="348" y="52" width="64" height="22" rx="11" fill={ACCENT} />
      {label(380, 67, "Publish", 12, PAPER, true, "middle")}
      <path d="M58 82h88v232H72a14 14 0 0 1-14-14z" fill={SOFT} />
      <g fill={PAPER} stroke={BRAND} strokeWidth="2">
        <rect x="68" y="94" width="68" height="30" rx="6" />
        <rect x="68" y="132" width="68" height="30" rx="6" strokeDasharray="4 3" />
        <rect x="68" y="170" width="68" height="30" rx="6" />
        <rect x="68" y="208" width="68" height="30" rx="6" />
        <rect x="68" y="246" width="68" height="30" rx="6" />
      </g>
      <g fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="76" y="103" width="20" height="12" rx="3" />
        <rect x="76" y="141" width="13" height="13" rx="3" opacity="0.4" />
        <rect x="76" y="179" width="20" height="12" rx="3" />
        <path d="M84 184l3 3 3-3" />
        <rect x="77" y="214" width="18" height="18" rx="3" />
        <path d="M77 220h18M86 268v-13M81 260l5-5 5 5M79 270h14" />
      </g>
      <path d="M82 225h6v5h-6z" fill={ACCENT} />
      {bars(
        INK,
        5,
        [
          [104, 106, 24],
          [104, 144, 24],
          [104, 182, 24],
          [104, 220, 24],
          [104, 258, 24],
        ],
        0.35,
      )}
      {bars(
        INK,
        6,
        [
          [166, 94, 50],
          [166, 140, 40],
          [166, 236, 60],
        ],
        0.6,
      )}
      <g fill={PAPER} stroke={INK} strokeWidth="2">
        <rect x="166" y="104" width="142" height="24" rx="6" />
        <rect x="166" y="150" width="142" height="24" rx="6" />
        <rect x="166" y="246" width="142" height="30" rx="6" />
      </g>
      <rect x="166" y="188" width="142" height="36" rx="6" fill={SOFT} stroke={BRAND} strokeWidth="2" strokeDasharray="6 4" />
      <rect x="166" y="286" width="64" height="20" rx="10" fill={ACCENT} />
      <g transform="rotate(-5 240 190)">
        <rect x="184" y="176" width="120" height="34" rx="8" fill={PAPER} stroke={INK} strokeWidth="3" />
        <rect x="194" y="186" width="14" height="14" rx="3" fill={TEAL} />
        {tick(201, 192, 2.5)}
        {bar(216, 190, 70, INK, 6, 0.5)}
      </g>
      {pointer(286, 198)}
      <rect x="336" y="96" width="74" height="156" rx="12" fill={PAPER} stroke={INK} strokeWidth="3" />
      <g fill={SOFT} stroke={BRAND} strokeWidth="1.5">
        <rect x="344" y="114" width="58" height="12" rx="3" />
        <rect x="344" y="134" width="58" height="12" rx="3" />
        <rect x="344" y="176" width="58" height="26" rx="3" />
      </g>
      <rect x="344" y="156" width="11" height="11" rx="2" fill={TEAL} />
      {bar(360, 158, 36, MUTED, 6)}
      <rect x="344" y="214" width="40" height="14" rx="7" fill={ACCENT} />
      {label(373, 278, "Preview", 12, INK, true, "middle")}
    </>,
  ),
  "contactforms-style": (
    <g strokeLinejoin="round">
      <rect x="64" y="72" width="140" height="216" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {label(82, 120, "Aa", 32, INK, true)}
      {bar(136, 98, 50, INK, 6, 0.5)}
      {bar(136, 112, 36, MUTED, 6)}
      <path d="M80 136h108M80 186h108" stroke={MUTED} strokeWidth="2" />
      <circle cx="90" cy="160" r="10" fill={BRAND} />
      <circle cx="116" cy="160" r="10" fill={TEAL} />
      <circle cx="142" cy="160" r="10" fill={VIOLET} />
      <circle cx="142" cy="160" r="15" fill="none" stroke={VIOLET} strokeWidth="3" />
      <circle cx="168" cy="160" r="10" fill={ACCENT} />
      <rect x="82" y="202" width="46" height="24" rx="3" fill="none" stroke={INK} strokeWidth="2" opacity="0.5" />
      <rect x="140" y="202" width="46" height="24" rx="12" fill={VIOLET} />
      <path d="M84 256h100" stroke={MUTED} strokeWidth="5" strokeLinecap="round" />
      <path d="M84 256h60" stroke={VIOLET} strokeWidth="5" strokeLinecap="round" />
      <circle cx="146" cy="256" r="8" fill={PAPER} stroke={INK} strokeWidth="3" />
      <path d="M158 160c30 0 40-4 66-10" fill="none" stroke={VIOLET} strokeWidth="3" strokeDasharray="5 5" strokeLinecap="round" />
      <rect x="226" y="56" width="190" height="250" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M228 100V70a12 12 0 0 1 12-12h162a12 12 0 0 1 12 12v30z" fill={VIOLET} />
      {bar(246, 74, 100, PAPER, 10)}
      <g fill={PAPER} stroke={VIOLET} strokeWidth="2.5">
        <rect x="246" y="126" width="150" height="26" rx="8" />
        <rect x="246" y="176" width="150" height="26" rx="8" />
        <rect x="246" y="226" width="150" height="34" rx="8" />
      </g>
      {bars(
        INK,
        6,
        [
          [246, 114, 56],
          [246, 164, 44],
          [246, 214, 64],
        ],
        0.6,
      )}
      <rect x="246" y="272" width="92" height="24" rx="12" fill={VIOLET} />
      {bar(264, 281, 56, PAPER, 6)}
    </g>
  ),
  "contactforms-attachments": (
    <g strokeLinejoin="round">
      <rect x="92" y="58" width="266" height="244" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {bar(112, 78, 70, INK, 7, 0.6)}
      <rect x="112" y="92" width="226" height="52" rx="8" fill={PAPER} stroke={INK} strokeWidth="2" />
      {bars(MUTED, 6, [
        [122, 104, 170],
        [122, 118, 120],
      ])}
      <rect x="112" y="156" width="226" height="56" rx="10" fill={SOFT} stroke={BRAND} strokeWidth="2" strokeDasharray="7 5" />
      <path d="M225 198v-26M214 182l11-11 11 11" fill="none" stroke={BRAND} strokeWidth="4" strokeLinecap="round" />
      <g fill={PAPER} stroke={INK} strokeWidth="2">
        <rect x="112" y="224" width="108" height="36" rx="8" />
        <rect x="230" y="224" width="108" height="36" rx="8" />
      </g>
      <path d="M120 230h12l6 6v18h-18z" fill={ACCENT} />
      <rect x="238" y="230" width="22" height="24" rx="3" fill={TEAL} />
      <path d="M240 252l6-8 4 4 4-5 6 9z" fill={PAPER} />
      {bar(146, 234, 58, INK, 6, 0.6)}
      {bar(146, 246, 36, MUTED, 5)}
      {bar(268, 234, 58, INK, 6, 0.6)}
      {bar(268, 246, 36, MUTED, 5)}
      <rect x="112" y="270" width="84" height="22" rx="11" fill={ACCENT} />
      <path
        d="M8 30v66a10 10 0 0 0 20 0V18a14 14 0 0 0-28 0v86a18 18 0 0 0 36 0V36"
        fill="none"
        stroke={INK}
        strokeWidth="5"
        strokeLinecap="round"
        transform="translate(338 36) rotate(18)"
      />
    </g>
  ),
  "contactforms-storage": (
    <g strokeLinejoin="round">
      <rect x="64" y="60" width="256" height="236" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="84" y="78" width="150" height="28" rx="14" fill={SOFT} />
      <circle cx="100" cy="91" r="6" fill="none" stroke={INK} strokeWidth="2.5" />
      <path d="M105 96l5 5" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
      {bar(118, 89, 60, INK, 6, 0.35)}
      <rect x="248" y="80" width="52" height="24" rx="12" fill={BRAND} />
      {label(274, 97, "128", 12, PAPER, true, "middle")}
      <rect x="68" y="116" width="248" height="42" fill={SOFT} />
      <g fill={PAPER} stroke={INK} strokeWidth="2">
        <rect x="84" y="129" width="16" height="16" rx="4" />
        <rect x="84" y="255" width="16" height="16" rx="4" />
      </g>
      <path d="M84 171h16v16H84zM84 213h16v16H84z" fill={TEAL} stroke={TEAL} strokeWidth="2" />
      <path d="M87 179l4 4 7-8M87 221l4 4 7-8" fill="none" stroke={PAPER} strokeWidth="2.5" strokeLinecap="round" />
      {bars(
        INK,
        8,
        [
          [112, 127, 90],
          [112, 169, 70],
          [112, 211, 70],
          [112, 253, 70],
        ],
        0.65,
      )}
      {bars(MUTED, 6, [
        [112, 141, 120],
        [250, 134, 30],
        [112, 183, 120],
        [250, 176, 30],
        [112, 225, 120],
        [250, 218, 30],
        [112, 267, 120],
        [250, 260, 30],
      ])}
      <path d="M84 158h216M84 200h216M84 242h216" stroke={MUTED} strokeWidth="2" />
      <circle cx="294" cy="137" r="5" fill={ACCENT} />
      <rect x="300" y="160" width="116" height="128" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M302 190v-18a10 10 0 0 1 10-10h92a10 10 0 0 1 10 10v18z" fill={TEAL} />
      <path d="M302 190h112M302 222h112M302 254h112M340 190v96M378 190v96" stroke={MUTED} strokeWidth="2" />
      <circle cx="404" cy="282" r="20" fill={ACCENT} stroke={PAPER} strokeWidth="3" />
      <path d="M404 271v20M396 284l8 8 8-8" fill="none" stroke={PAPER} strokeWidth="3.5" strokeLinecap="round" />
    </g>
  ),
  "contactforms-validation": (
    <g strokeLinejoin="round">
      <rect x="96" y="54" width="288" height="252" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {bar(120, 76, 60, INK, 7, 0.6)}
      <rect x="120" y="90" width="240" height="34" rx="8" fill={PAPER} stroke={TEAL} strokeWidth="3" />
      {label(134, 112, "Anna Berg", 14, INK)}
      {okBadge(340, 107)}
      {bar(120, 140, 50, INK, 7, 0.6)}
      {label(176, 150, "*", 18, ACCENT, true)}
      <rect x="120" y="154" width="240" height="34" rx="8" fill={PAPER} stroke={ACCENT} strokeWidth="3" />
      {label(134, 176, "anna@mail", 14, INK)}
      <circle cx="340" cy="171" r="10" fill={ACCENT} />
      <path d="M340 165v6M340 176v1" stroke={PAPER} strokeWidth="3" strokeLinecap="round" />
      <path d="M136 202l8-8 8 8z" fill={ACCENT} />
      <rect x="120" y="200" width="188" height="28" rx="8" fill={ACCENT} />
      {label(132, 219, "Please check the email", 12, PAPER, true)}
      {bar(120, 244, 70, INK, 7, 0.6)}
      <rect x="120" y="258" width="146" height="30" rx="8" fill={PAPER} stroke={INK} strokeWidth="2" />
      <rect x="278" y="258" width="82" height="30" rx="15" fill={BRAND} />
      {bar(296, 270, 46, PAPER, 6)}
    </g>
  ),

  /* ---------- counters and site stats ---------- */
  "countersitestats-dashboard": app(
    52,
    42,
    376,
    276,
    <>
      <rect x="318" y="50" width="98" height="20" rx="10" fill={SOFT} />
      {label(367, 64, "Last 30 days", 12, INK, false, "middle")}
      {[
        [66, "1,248", INK],
        [144, "5,906", INK],
        [222, "+18%", TEAL],
      ].map(([x, n, fill]) => (
        <g key={Number(x)}>
          <rect x={x} y="90" width="70" height="52" rx="8" fill={SOFT} />
          {label(Number(x) + 10, 130, String(n), 17, String(fill), true)}
        </g>
      ))}
      {bars(
        INK,
        5,
        [
          [76, 100, 36],
          [154, 100, 36],
          [232, 100, 36],
          [306, 94, 54],
        ],
        0.45,
      )}
      <rect x="66" y="154" width="226" height="150" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <path d="M78 190h202M78 230h202M78 270h202" stroke={MUTED} strokeWidth="2" strokeDasharray="4 4" />
      <path d="M80 270L112 252 144 262 176 226 208 236 240 200 276 174V294H80z" fill={SOFT} />
      <path
        d="M80 270L112 252 144 262 176 226 208 236 240 200 276 174"
        fill="none"
        stroke={BRAND}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M78 294h202" stroke={INK} strokeWidth="2" opacity="0.5" />
      <circle cx="276" cy="174" r="6" fill={ACCENT} stroke={PAPER} strokeWidth="2" />
      <path d={cells(heatCells(0), 306, 108, 15, 21, 24, 18)} fill={SOFT} stroke={SOFT} strokeWidth="4" />
      {[1, 2, 3, 4].map((level) => (
        <path
          key={level}
          d={cells(heatCells(level), 306, 108, 15, 21, 24, 18)}
          fill={ACCENT}
          stroke={ACCENT}
          strokeWidth="4"
          opacity={[0, 0.2, 0.45, 0.7, 1][level]}
        />
      ))}
    </>,
  ),
  "countersitestats-overview": (
    <g strokeLinejoin="round">
      <rect x="68" y="58" width="344" height="244" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {[
        [88, "1,248", "+12%"],
        [246, "5,906", "+8%"],
      ].map(([x, n, up]) => (
        <g key={String(x)}>
          <rect x={x} y="76" width="146" height="78" rx="10" fill={SOFT} />
          {bar(Number(x) + 14, 90, 56, INK, 6, 0.45)}
          {label(Number(x) + 14, 136, String(n), 30, INK, true)}
          {label(Number(x) + 132, 97, `▲ ${String(up)}`, 12, TEAL, true, "end")}
        </g>
      ))}
      {[
        [176, 128, ACCENT],
        [204, 100, BRAND],
        [232, 74, BRAND],
        [260, 50, BRAND],
      ].map(([y, w, fill]) => (
        <g key={Number(y)}>
          <path d={`M88 ${Number(y) - 2}h10l5 5v14H88z`} fill={PAPER} stroke={INK} strokeWidth="2" />
          {bar(114, Number(y) + 3, Number(w), String(fill), 10)}
        </g>
      ))}
      <circle cx="336" cy="228" r="40" fill="none" stroke={SOFT} strokeWidth="18" />
      <g fill="none" strokeWidth="18" transform="rotate(-90 336 228)">
        <circle cx="336" cy="228" r="40" stroke={BRAND} strokeDasharray="140 252" />
        <circle cx="336" cy="228" r="40" stroke={TEAL} strokeDasharray="80 252" strokeDashoffset="-140" />
        <circle cx="336" cy="228" r="40" stroke={ACCENT} strokeDasharray="32 252" strokeDashoffset="-220" />
      </g>
      <rect x="325" y="218" width="22" height="15" rx="2" fill="none" stroke={INK} strokeWidth="2.5" />
      <path d="M330 239h12" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  "countersitestats-privacy": (
    <g strokeLinejoin="round">
      <rect x="110" y="46" width="260" height="172" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {title(130, 66, 90)}
      <rect x="276" y="60" width="78" height="26" rx="13" fill={TEAL} />
      {label(315, 78, "Public", 13, PAPER, true, "middle")}
      {[40, 64, 52, 86, 70, 96, 80].map((h, i) => (
        <rect key={i} x={136 + i * 31} y={198 - h} width="20" height={h} rx="4" fill={i === 5 ? ACCENT : BRAND} />
      ))}
      <path d="M128 200h224" stroke={INK} strokeWidth="2" opacity="0.5" />
      <rect x="148" y="238" width="184" height="68" rx="34" fill={TEAL} stroke={INK} strokeWidth="4" />
      {padlock(178, 268, PAPER, 1.5)}
      <circle cx="298" cy="272" r="28" fill={PAPER} stroke={INK} strokeWidth="4" />
      {eye(298, 272, INK)}
    </g>
  ),
  "countersitestats-referrers": (
    <g strokeLinejoin="round">
      <g fill={PAPER} stroke={INK} strokeWidth="4">
        <circle cx="110" cy="100" r="32" />
        <circle cx="110" cy="180" r="32" />
        <circle cx="110" cy="260" r="32" />
      </g>
      <circle cx="106" cy="96" r="11" fill="none" stroke={BRAND} strokeWidth="4" />
      <path d="M114 104l10 10" stroke={BRAND} strokeWidth="5" strokeLinecap="round" />
      <path d="M110 194c-14-10-18-16-18-22a9 9 0 0 1 18-4 9 9 0 0 1 18 4c0 6-4 12-18 22z" fill={VIOLET} />
      <g fill="none" stroke={TEAL} strokeWidth="4" transform="rotate(-45 110 260)">
        <rect x="89" y="254" width="24" height="12" rx="6" />
        <rect x="107" y="254" width="24" height="12" rx="6" />
      </g>
      <g fill="none" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 9">
        <path d="M150 100c40 0 60 0 96 0" stroke={BRAND} />
        <path d="M150 180h96" stroke={VIOLET} />
        <path d="M150 260h96" stroke={TEAL} />
      </g>
      <g fill="none" strokeWidth="4" strokeLinecap="round">
        <path d="M240 92l10 8-10 8" stroke={BRAND} />
        <path d="M240 172l10 8-10 8" stroke={VIOLET} />
        <path d="M240 252l10 8-10 8" stroke={TEAL} />
      </g>
      <rect x="262" y="56" width="156" height="248" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M278 140h124M278 220h124" stroke={MUTED} strokeWidth="2" />
      {[
        [100, 104, BRAND],
        [180, 76, VIOLET],
        [260, 52, TEAL],
      ].map(([y, w, fill]) => (
        <g key={Number(y)}>
          <circle cx="284" cy={y} r="8" fill={String(fill)} />
          {title(300, Number(y) - 14, 64, 7)}
          {bar(300, Number(y) + 2, Number(w), String(fill), 12)}
        </g>
      ))}
    </g>
  ),
  "countersitestats-heatmap": (
    <g>
      {windowFrame(
        <>
          <circle cx="116" cy="128" r="8" fill={BRAND} />
          {bars(MUTED, 8, [
            [262, 124, 30],
            [300, 124, 30],
            [338, 124, 30],
          ])}
          {title(112, 150, 140, 14)}
          {bar(112, 172, 110)}
          <rect x="112" y="192" width="92" height="28" rx="14" fill={BRAND} />
          <rect x="266" y="148" width="102" height="76" rx="8" fill={SOFT} />
          <path d="M276 224l26-30 18 18 14-12 26 24z" fill={BRAND} opacity="0.4" />
          <g fill={SOFT}>
            <rect x="112" y="238" width="76" height="38" rx="6" />
            <rect x="202" y="238" width="76" height="38" rx="6" />
            <rect x="292" y="238" width="76" height="38" rx="6" />
          </g>
          {heat(158, 206, 1.1)}
          {heat(315, 128, 0.7)}
          {heat(240, 257, 0.55)}
          {heat(330, 176, 0.6, 2)}
          {heat(150, 257, 0.45, 1)}
        </>,
      )}
      {pointer(172, 212)}
      <rect x="180" y="302" width="40" height="10" rx="5" fill={BRAND} opacity="0.5" />
      <rect x="220" y="302" width="40" height="10" fill={TEAL} opacity="0.7" />
      <rect x="260" y="302" width="40" height="10" rx="5" fill={ACCENT} />
    </g>
  ),
  "countersitestats-counters": (
    <g strokeLinejoin="round">
      <rect x="76" y="88" width="328" height="116" rx="16" fill={PAPER} stroke={INK} strokeWidth="4" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect key={i} x={92 + i * 50} y="104" width="46" height="84" rx="8" fill={i === 5 ? ACCENT : INK} />
      ))}
      <path d="M92 146h296" stroke={PAPER} strokeWidth="2" opacity="0.25" />
      <text x="115 165 215 265 315 365" y="163" fontSize="46" fontWeight="700" fill={PAPER} textAnchor="middle" fontFamily="inherit">
        004271
      </text>
      <rect x="76" y="226" width="196" height="66" rx="33" fill={BRAND} stroke={INK} strokeWidth="4" />
      {eye(114, 259, PAPER)}
      {label(144, 270, "4,271", 28, PAPER, true)}
      <rect x="290" y="226" width="114" height="66" rx="12" fill={PAPER} stroke={INK} strokeWidth="2" />
      {label(306, 252, "Visitors:", 13, INK)}
      {label(306, 278, "4,271", 20, INK, true)}
    </g>
  ),
  "countersitestats-visits": (
    <g strokeLinejoin="round">
      <rect x="72" y="56" width="336" height="248" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {title(94, 76, 100)}
      {bar(270, 78, 50, INK, 7, 0.45)}
      <rect x="330" y="70" width="50" height="24" rx="12" fill={TEAL} />
      <circle cx="368" cy="82" r="9" fill={PAPER} />
      <rect x="80" y="156" width="320" height="48" rx="10" fill={ACCENT} opacity="0.12" />
      {[
        [108, "203.0.113.24", BRAND],
        [156, "198.51.100.7", ACCENT],
        [204, "192.0.2.15", TEAL],
        [252, "203.0.113.88", VIOLET],
      ].map(([y, ip, fill]) => (
        <g key={Number(y)}>
          <path d={`M104 ${Number(y) + 10}a8 8 0 0 1 8 8c0 6-8 14-8 14s-8-8-8-14a8 8 0 0 1 8-8z`} fill={String(fill)} />
          <circle cx="104" cy={Number(y) + 18} r="3" fill={PAPER} />
          {label(124, Number(y) + 29, String(ip), 14, INK, true)}
        </g>
      ))}
      <path d="M92 156h296M92 204h296M92 252h296" stroke={MUTED} strokeWidth="2" />
      {bars(MUTED, 7, [
        [242, 128, 52],
        [318, 128, 40],
        [242, 176, 52],
        [242, 224, 52],
        [318, 224, 40],
        [242, 272, 52],
        [318, 272, 40],
      ])}
      <rect x="306" y="168" width="86" height="24" rx="12" fill={ACCENT} />
      {label(349, 185, "Repeat ×3", 12, PAPER, true, "middle")}
    </g>
  ),

  /* ---------- SSL certificates ---------- */
  "sslcertificates-browser": (
    <g strokeLinejoin="round">
      {app(
        56,
        48,
        368,
        232,
        <>
          <rect x="132" y="59" width="280" height="28" rx="14" fill={SOFT} />
          {padlock(146, 69, TEAL)}
          <text x="172" y="79" fontSize="14" fontFamily="inherit" fill={INK}>
            <tspan fill={TEAL} fontWeight="700">
              https://
            </tspan>
            yourshop.com
          </text>
          {title(78, 116, 150, 14)}
          {bar(78, 140, 120)}
          <rect x="78" y="160" width="84" height="26" rx="13" fill={ACCENT} />
          {photo(78, 198, 150, 68, SOFT)}
        </>,
        48,
      )}
      <rect x="246" y="150" width="170" height="150" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M248 186v-22a10 10 0 0 1 10-10h146a10 10 0 0 1 10 10v22z" fill={BRAND} />
      {padlock(262, 166, PAPER, 0.8)}
      {label(284, 176, "Certificate", 13, PAPER, true)}
      {okBadge(270, 210)}
      {label(286, 215, "Valid", 13, TEAL, true)}
      {bar(262, 230, 80, INK, 7, 0.45)}
      {bars(MUTED, 8, [
        [262, 246, 64],
        [262, 262, 72],
      ])}
      {seal(382, 250)}
    </g>
  ),
  "sslcertificates-encryption": (
    <g strokeLinejoin="round">
      <rect x="160" y="146" width="180" height="44" rx="22" fill={PAPER} stroke={BRAND} strokeWidth="3" />
      {label(196, 174, "4242", 14, INK, true, "middle")}
      {label(300, 175, "••••", 16, TEAL, true, "middle")}
      <rect x="54" y="122" width="112" height="80" rx="8" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M40 202h140l-12 16H52z" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="78" y="140" width="64" height="42" rx="6" fill={BRAND} />
      <rect x="78" y="148" width="64" height="8" fill={INK} opacity="0.5" />
      <rect x="86" y="164" width="14" height="10" rx="2" fill={ACCENT} />
      {[100, 150, 200].map((y) => (
        <g key={y}>
          <rect x="334" y={y} width="90" height="44" rx="8" fill={PAPER} stroke={INK} strokeWidth="4" />
          <circle cx="352" cy={y + 22} r="6" fill={TEAL} />
          {bar(366, y + 18, 44, BRAND, 8, 0.6)}
        </g>
      ))}
      <path d="M238 146v-16a14 14 0 0 1 28 0v16" fill="none" stroke={INK} strokeWidth="6" />
      <rect x="226" y="142" width="52" height="50" rx="10" fill={ACCENT} stroke={INK} strokeWidth="4" />
      <circle cx="252" cy="162" r="6" fill={PAPER} />
      <rect x="249" y="164" width="6" height="14" rx="3" fill={PAPER} />
    </g>
  ),
  "sslcertificates-warning": (
    <g strokeLinejoin="round">
      <g opacity="0.75">
        <rect x="62" y="96" width="166" height="180" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
        <path d="M62 132h166" stroke={INK} strokeWidth="4" />
        <rect x="72" y="104" width="146" height="20" rx="10" fill={PAPER} stroke={ACCENT} strokeWidth="2" />
        <path d="M81 122l9-15 9 15z" fill={ACCENT} />
        <path d="M90 113v3" stroke={PAPER} strokeWidth="2" strokeLinecap="round" />
        {label(104, 119, "Not secure", 12, ACCENT, true)}
        {title(80, 146, 100)}
        {bars(MUTED, 8, [
          [80, 164, 120],
          [80, 178, 90],
        ])}
      </g>
      <path d="M180 236h-70m0 0l16-16m-16 16l16 16" fill="none" stroke={ACCENT} strokeWidth="6" strokeLinecap="round" />
      <rect x="252" y="76" width="168" height="210" rx="12" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M252 118h168" stroke={INK} strokeWidth="4" />
      <rect x="262" y="86" width="148" height="24" rx="12" fill={SOFT} />
      {padlock(272, 94, TEAL, 0.75)}
      {label(290, 103, "https://", 12, TEAL, true)}
      {title(270, 134, 110, 12)}
      {bars(MUTED, 8, [
        [270, 156, 130],
        [270, 170, 110],
      ])}
      {photo(270, 188, 132, 50, SOFT)}
      <rect x="270" y="250" width="80" height="24" rx="12" fill={BRAND} />
      {pointer(330, 262)}
      <circle cx="240" cy="186" r="18" fill={TEAL} stroke={PAPER} strokeWidth="3" />
      <path d="M232 186h14M240 179l7 7-7 7" fill="none" stroke={PAPER} strokeWidth="3.5" strokeLinecap="round" />
    </g>
  ),
  "sslcertificates-trust": (
    <g strokeLinejoin="round">
      <rect x="76" y="54" width="300" height="252" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <rect x="96" y="72" width="260" height="32" rx="16" fill={SOFT} />
      <circle cx="114" cy="87" r="7" fill="none" stroke={INK} strokeWidth="3" />
      <path d="M119 92l6 6" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      {bar(134, 85, 90, INK, 6, 0.4)}
      <rect x="90" y="116" width="272" height="74" rx="10" fill={SOFT} stroke={BRAND} strokeWidth="2" />
      {padlock(104, 130, TEAL, 0.75)}
      {label(122, 139, "https://yoursite.com", 12, TEAL, true)}
      {bar(104, 150, 170, BRAND, 10)}
      {bar(104, 170, 220, MUTED, 7)}
      {[206, 256].map((y) => (
        <g key={y}>
          {bar(104, y, 90, INK, 6, 0.3)}
          {bar(104, y + 12, 150, BRAND, 9, 0.45)}
          {bar(104, y + 28, 200, MUTED, 6)}
        </g>
      ))}
      <circle cx="372" cy="118" r="28" fill={ACCENT} stroke={PAPER} strokeWidth="4" />
      <path d="M372 132v-26M361 116l11-11 11 11" fill="none" stroke={PAPER} strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  "sslcertificates-install": (
    <g strokeLinejoin="round">
      {[104, 166, 228].map((y) => (
        <g key={y}>
          <rect x="66" y={y} width="170" height="52" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
          <circle cx="90" cy={y + 26} r="7" fill={TEAL} />
          <path d={`M112 ${y + 26}h100`} stroke={BRAND} strokeWidth="6" strokeLinecap="round" strokeDasharray="12 10" />
        </g>
      ))}
      <g transform="rotate(-6 302 230)">
        <rect x="218" y="170" width="168" height="118" rx="10" fill={PAPER} stroke={INK} strokeWidth="4" />
        {title(236, 188, 90)}
        {bars(MUTED, 7, [
          [236, 208, 120],
          [236, 222, 96],
        ])}
        {okBadge(248, 258, 11)}
        {seal(350, 250)}
      </g>
      <rect x="214" y="56" width="204" height="46" rx="23" fill={PAPER} stroke={INK} strokeWidth="4" />
      <circle cx="238" cy="79" r="15" fill={ACCENT} />
      <path d="M231 84h14l-2-3v-5a5 5 0 0 0-10 0v5z" fill={PAPER} />
      <circle cx="238" cy="87" r="2" fill={PAPER} />
      {label(262, 84, "Renewal in 30 days", 13, INK, true)}
    </g>
  ),
};
