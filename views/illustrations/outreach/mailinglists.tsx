import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, windowFrame } from "../palette.tsx";
import { bar, bars, title, label, okBadge, photo, cells } from "./kit.tsx";

/** The drawings of the mailinglists page. */
export const mailinglistsDrawings = {
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
} satisfies Partial<Record<OutreachArtName, ReactNode>>;
