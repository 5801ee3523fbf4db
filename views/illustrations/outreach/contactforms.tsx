import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, TEAL, VIOLET } from "../palette.tsx";
import { bar, bars, label, okBadge } from "./kit.tsx";

/** The drawings of the contactforms page. */
export const contactformsDrawings = {
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
} satisfies Partial<Record<OutreachArtName, ReactNode>>;
