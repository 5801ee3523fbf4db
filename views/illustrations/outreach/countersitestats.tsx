import type { ReactNode } from "react";
import type { OutreachArtName } from "../../../content/art/outreach.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { app, bar, bars, title, label, padlock, pointer, eye, cells, heatCells, heat } from "./kit.tsx";

/** The drawings of the countersitestats page. */
export const countersitestatsDrawings = {
  "countersitestats-dashboard": app(
    52,
    42,
    376,
    276,
    <>
      <rect x="318" y="50" width="98" height="20" rx="10" fill={SOFT} />
      {label(367, 64, "Last 30 days", 12, INK, false, "middle")}
      {[
        [66, "1,248", INK],
        [144, "5,906", INK],
        [222, "+18%", TEAL],
      ].map(([x, n, fill]) => (
        <g key={Number(x)}>
          <rect x={x} y="90" width="70" height="52" rx="8" fill={SOFT} />
          {label(Number(x) + 10, 130, String(n), 17, String(fill), true)}
        </g>
      ))}
      {bars(
        INK,
        5,
        [
          [76, 100, 36],
          [154, 100, 36],
          [232, 100, 36],
          [306, 94, 54],
        ],
        0.45,
      )}
      <rect x="66" y="154" width="226" height="150" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <path d="M78 190h202M78 230h202M78 270h202" stroke={MUTED} strokeWidth="2" strokeDasharray="4 4" />
      <path d="M80 270L112 252 144 262 176 226 208 236 240 200 276 174V294H80z" fill={SOFT} />
      <path
        d="M80 270L112 252 144 262 176 226 208 236 240 200 276 174"
        fill="none"
        stroke={BRAND}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M78 294h202" stroke={INK} strokeWidth="2" opacity="0.5" />
      <circle cx="276" cy="174" r="6" fill={ACCENT} stroke={PAPER} strokeWidth="2" />
      <path d={cells(heatCells(0), 306, 108, 15, 21, 24, 18)} fill={SOFT} stroke={SOFT} strokeWidth="4" />
      {[1, 2, 3, 4].map((level) => (
        <path
          key={level}
          d={cells(heatCells(level), 306, 108, 15, 21, 24, 18)}
          fill={ACCENT}
          stroke={ACCENT}
          strokeWidth="4"
          opacity={[0, 0.2, 0.45, 0.7, 1][level]}
        />
      ))}
    </>,
  ),
  "countersitestats-overview": (
    <g strokeLinejoin="round">
      <rect x="68" y="58" width="344" height="244" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {[
        [88, "1,248", "+12%"],
        [246, "5,906", "+8%"],
      ].map(([x, n, up]) => (
        <g key={String(x)}>
          <rect x={x} y="76" width="146" height="78" rx="10" fill={SOFT} />
          {bar(Number(x) + 14, 90, 56, INK, 6, 0.45)}
          {label(Number(x) + 14, 136, String(n), 30, INK, true)}
          {label(Number(x) + 132, 97, `▲ ${String(up)}`, 12, TEAL, true, "end")}
        </g>
      ))}
      {[
        [176, 128, ACCENT],
        [204, 100, BRAND],
        [232, 74, BRAND],
        [260, 50, BRAND],
      ].map(([y, w, fill]) => (
        <g key={Number(y)}>
          <path d={`M88 ${Number(y) - 2}h10l5 5v14H88z`} fill={PAPER} stroke={INK} strokeWidth="2" />
          {bar(114, Number(y) + 3, Number(w), String(fill), 10)}
        </g>
      ))}
      <circle cx="336" cy="228" r="40" fill="none" stroke={SOFT} strokeWidth="18" />
      <g fill="none" strokeWidth="18" transform="rotate(-90 336 228)">
        <circle cx="336" cy="228" r="40" stroke={BRAND} strokeDasharray="140 252" />
        <circle cx="336" cy="228" r="40" stroke={TEAL} strokeDasharray="80 252" strokeDashoffset="-140" />
        <circle cx="336" cy="228" r="40" stroke={ACCENT} strokeDasharray="32 252" strokeDashoffset="-220" />
      </g>
      <rect x="325" y="218" width="22" height="15" rx="2" fill="none" stroke={INK} strokeWidth="2.5" />
      <path d="M330 239h12" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  "countersitestats-privacy": (
    <g strokeLinejoin="round">
      <rect x="110" y="46" width="260" height="172" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {title(130, 66, 90)}
      <rect x="276" y="60" width="78" height="26" rx="13" fill={TEAL} />
      {label(315, 78, "Public", 13, PAPER, true, "middle")}
      {[40, 64, 52, 86, 70, 96, 80].map((h, i) => (
        <rect key={i} x={136 + i * 31} y={198 - h} width="20" height={h} rx="4" fill={i === 5 ? ACCENT : BRAND} />
      ))}
      <path d="M128 200h224" stroke={INK} strokeWidth="2" opacity="0.5" />
      <rect x="148" y="238" width="184" height="68" rx="34" fill={TEAL} stroke={INK} strokeWidth="4" />
      {padlock(178, 268, PAPER, 1.5)}
      <circle cx="298" cy="272" r="28" fill={PAPER} stroke={INK} strokeWidth="4" />
      {eye(298, 272, INK)}
    </g>
  ),
  "countersitestats-referrers": (
    <g strokeLinejoin="round">
      <g fill={PAPER} stroke={INK} strokeWidth="4">
        <circle cx="110" cy="100" r="32" />
        <circle cx="110" cy="180" r="32" />
        <circle cx="110" cy="260" r="32" />
      </g>
      <circle cx="106" cy="96" r="11" fill="none" stroke={BRAND} strokeWidth="4" />
      <path d="M114 104l10 10" stroke={BRAND} strokeWidth="5" strokeLinecap="round" />
      <path d="M110 194c-14-10-18-16-18-22a9 9 0 0 1 18-4 9 9 0 0 1 18 4c0 6-4 12-18 22z" fill={VIOLET} />
      <g fill="none" stroke={TEAL} strokeWidth="4" transform="rotate(-45 110 260)">
        <rect x="89" y="254" width="24" height="12" rx="6" />
        <rect x="107" y="254" width="24" height="12" rx="6" />
      </g>
      <g fill="none" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 9">
        <path d="M150 100c40 0 60 0 96 0" stroke={BRAND} />
        <path d="M150 180h96" stroke={VIOLET} />
        <path d="M150 260h96" stroke={TEAL} />
      </g>
      <g fill="none" strokeWidth="4" strokeLinecap="round">
        <path d="M240 92l10 8-10 8" stroke={BRAND} />
        <path d="M240 172l10 8-10 8" stroke={VIOLET} />
        <path d="M240 252l10 8-10 8" stroke={TEAL} />
      </g>
      <rect x="262" y="56" width="156" height="248" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      <path d="M278 140h124M278 220h124" stroke={MUTED} strokeWidth="2" />
      {[
        [100, 104, BRAND],
        [180, 76, VIOLET],
        [260, 52, TEAL],
      ].map(([y, w, fill]) => (
        <g key={Number(y)}>
          <circle cx="284" cy={y} r="8" fill={String(fill)} />
          {title(300, Number(y) - 14, 64, 7)}
          {bar(300, Number(y) + 2, Number(w), String(fill), 12)}
        </g>
      ))}
    </g>
  ),
  "countersitestats-heatmap": (
    <g>
      {windowFrame(
        <>
          <circle cx="116" cy="128" r="8" fill={BRAND} />
          {bars(MUTED, 8, [
            [262, 124, 30],
            [300, 124, 30],
            [338, 124, 30],
          ])}
          {title(112, 150, 140, 14)}
          {bar(112, 172, 110)}
          <rect x="112" y="192" width="92" height="28" rx="14" fill={BRAND} />
          <rect x="266" y="148" width="102" height="76" rx="8" fill={SOFT} />
          <path d="M276 224l26-30 18 18 14-12 26 24z" fill={BRAND} opacity="0.4" />
          <g fill={SOFT}>
            <rect x="112" y="238" width="76" height="38" rx="6" />
            <rect x="202" y="238" width="76" height="38" rx="6" />
            <rect x="292" y="238" width="76" height="38" rx="6" />
          </g>
          {heat(158, 206, 1.1)}
          {heat(315, 128, 0.7)}
          {heat(240, 257, 0.55)}
          {heat(330, 176, 0.6, 2)}
          {heat(150, 257, 0.45, 1)}
        </>,
      )}
      {pointer(172, 212)}
      <rect x="180" y="302" width="40" height="10" rx="5" fill={BRAND} opacity="0.5" />
      <rect x="220" y="302" width="40" height="10" fill={TEAL} opacity="0.7" />
      <rect x="260" y="302" width="40" height="10" rx="5" fill={ACCENT} />
    </g>
  ),
  "countersitestats-counters": (
    <g strokeLinejoin="round">
      <rect x="76" y="88" width="328" height="116" rx="16" fill={PAPER} stroke={INK} strokeWidth="4" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect key={i} x={92 + i * 50} y="104" width="46" height="84" rx="8" fill={i === 5 ? ACCENT : INK} />
      ))}
      <path d="M92 146h296" stroke={PAPER} strokeWidth="2" opacity="0.25" />
      <text x="115 165 215 265 315 365" y="163" fontSize="46" fontWeight="700" fill={PAPER} textAnchor="middle" fontFamily="inherit">
        004271
      </text>
      <rect x="76" y="226" width="196" height="66" rx="33" fill={BRAND} stroke={INK} strokeWidth="4" />
      {eye(114, 259, PAPER)}
      {label(144, 270, "4,271", 28, PAPER, true)}
      <rect x="290" y="226" width="114" height="66" rx="12" fill={PAPER} stroke={INK} strokeWidth="2" />
      {label(306, 252, "Visitors:", 13, INK)}
      {label(306, 278, "4,271", 20, INK, true)}
    </g>
  ),
  "countersitestats-visits": (
    <g strokeLinejoin="round">
      <rect x="72" y="56" width="336" height="248" rx="14" fill={PAPER} stroke={INK} strokeWidth="4" />
      {title(94, 76, 100)}
      {bar(270, 78, 50, INK, 7, 0.45)}
      <rect x="330" y="70" width="50" height="24" rx="12" fill={TEAL} />
      <circle cx="368" cy="82" r="9" fill={PAPER} />
      <rect x="80" y="156" width="320" height="48" rx="10" fill={ACCENT} opacity="0.12" />
      {[
        [108, "203.0.113.24", BRAND],
        [156, "198.51.100.7", ACCENT],
        [204, "192.0.2.15", TEAL],
        [252, "203.0.113.88", VIOLET],
      ].map(([y, ip, fill]) => (
        <g key={Number(y)}>
          <path d={`M104 ${Number(y) + 10}a8 8 0 0 1 8 8c0 6-8 14-8 14s-8-8-8-14a8 8 0 0 1 8-8z`} fill={String(fill)} />
          <circle cx="104" cy={Number(y) + 18} r="3" fill={PAPER} />
          {label(124, Number(y) + 29, String(ip), 14, INK, true)}
        </g>
      ))}
      <path d="M92 156h296M92 204h296M92 252h296" stroke={MUTED} strokeWidth="2" />
      {bars(MUTED, 7, [
        [242, 128, 52],
        [318, 128, 40],
        [242, 176, 52],
        [242, 224, 52],
        [318, 224, 40],
        [242, 272, 52],
        [318, 272, 40],
      ])}
      <rect x="306" y="168" width="86" height="24" rx="12" fill={ACCENT} />
      {label(349, 185, "Repeat ×3", 12, PAPER, true, "middle")}
    </g>
  ),
} satisfies Partial<Record<OutreachArtName, ReactNode>>;
