import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { app, bar, bars, title, label, okBadge, photo, cells, person, subscriber } from "./kit.tsx";

/** The drawings of the mailinglists page. */
export const mailinglistsDrawings = {
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
} satisfies Partial<Record<OutreachArtName, ReactNode>>;
