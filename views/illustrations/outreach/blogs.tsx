import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { app, bar, bars, title, label, tick, padlock, photo, pointer, person, postCard } from "./kit.tsx";

/** The drawings of the blogs page. */
export const blogsDrawings = {
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
} satisfies Partial<Record<OutreachArtName, ReactNode>>;
