import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "../palette.tsx";
import { app, bar, bars, label, tick, okBadge, pointer } from "./kit.tsx";

/** The drawings of the contactforms page. */
export const contactformsDrawings = {
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
} satisfies Partial<Record<OutreachArtName, ReactNode>>;
