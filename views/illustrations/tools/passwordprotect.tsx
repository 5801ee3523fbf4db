import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { OUT, bar, ink, bars, inks, words, avatar, checkD, crossD, marks, cross, padlock, screen } from "./kit.tsx";

/** The drawings of the passwordprotect page. */
export const passwordprotectDrawings = {
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
} satisfies Partial<Record<ToolsArtName, ReactNode>>;
