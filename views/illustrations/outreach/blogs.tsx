import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { bar, bars, title, label, tick, photo, pointer, postCard } from "./kit.tsx";

/** The drawings of the blogs page. */
export const blogsDrawings = {
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
