import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { OUT, bar, ink, bars, inks, words, avatar, check, cross, pin, heart, screen } from "./kit.tsx";

/** The drawings of the guestbooks page. */
export const guestbooksDrawings = {
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
} satisfies Partial<Record<ToolsArtName, ReactNode>>;
