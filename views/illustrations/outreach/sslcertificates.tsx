import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL } from "../palette.tsx";
import { app, bar, bars, title, label, okBadge, padlock, photo, pointer, seal } from "./kit.tsx";

/** The drawings of the sslcertificates page. */
export const sslcertificatesDrawings = {
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
} satisfies Partial<Record<OutreachArtName, ReactNode>>;
