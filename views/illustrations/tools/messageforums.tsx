import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { OUT, bar, ink, bars, inks, words, avatar, checkD, crossD, marks, padlock, heart, screen, phone } from "./kit.tsx";

/** The drawings of the messageforums page. */
export const messageforumsDrawings = {
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
} satisfies Partial<Record<ToolsArtName, ReactNode>>;
