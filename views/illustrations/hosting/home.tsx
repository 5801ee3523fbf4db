import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "../palette.tsx";
import { ink, bars, bar, repeat, selection, say, app, pointer, tick, envelope, sparkle, person, picture, toggle, badge, head } from "./kit.tsx";

/** The drawings of the home page. */
export const homeDrawings = {
  /** The builder's editor with the style panel open: a hero section selected, colors and fonts beside it. */
  "home-hero-editor": app(
    60,
    48,
    360,
    264,
    <>
      <rect x="340" y="55" width="66" height="20" rx="10" fill={ACCENT} />
      {say(373, 69, "Publish", 12, PAPER, "middle")}
      {bar(200, 61, 90, SOFT, 10)}
      <circle cx="86" cy="102" r="6" fill={TEAL} />
      {bar(230, 98, 26)}
      {bar(264, 98, 26)}
      <rect x="76" y="116" width="222" height="80" rx="8" fill={TEAL} />
      {bar(92, 134, 110, PAPER, 12)}
      {bar(92, 154, 76, PAPER, 7)}
      <rect x="92" y="170" width="48" height="14" rx="7" fill={ACCENT} />
      {selection(72, 112, 230, 88, BRAND)}
      <rect x="76" y="212" width="104" height="62" rx="8" fill={SOFT} />
      <rect x="194" y="212" width="104" height="62" rx="8" fill={SOFT} />
      <circle cx="98" cy="232" r="10" fill={ACCENT} />
      <circle cx="216" cy="232" r="10" fill={VIOLET} />
      {bars(MUTED, 7, [90, 252, 70], [208, 252, 70], [76, 288, 150])}
      <path d="M314 82v230" stroke={MUTED} strokeWidth="3" />
      {say(328, 106, "Style", 13)}
      <circle cx="336" cy="128" r="11" fill="none" strokeWidth="3" />
      <circle cx="336" cy="128" r="7" fill={TEAL} />
      <circle cx="358" cy="128" r="7" fill={BRAND} />
      <circle cx="380" cy="128" r="7" fill={VIOLET} />
      <circle cx="400" cy="128" r="7" fill={ACCENT} />
      <rect x="326" y="180" width="80" height="38" rx="8" fill={SOFT} />
      {say(336, 206, "Aa", 20, INK)}
      {bar(370, 196, 26, INK, 6)}
      {bar(326, 236, 80, MUTED, 6)}
      {bar(326, 236, 48, BRAND, 6)}
      <circle cx="374" cy="239" r="7" fill={PAPER} stroke={BRAND} strokeWidth="3" />
      {bar(326, 260, 80, MUTED, 6)}
      {bar(326, 260, 26, BRAND, 6)}
      <circle cx="352" cy="263" r="7" fill={PAPER} stroke={BRAND} strokeWidth="3" />
      {bar(326, 288, 40, MUTED, 7)}
      {toggle(374, 282, true)}
      {pointer(340, 134)}
    </>,
  ),
  /** A finished site live on a phone, with its address and a published badge. */
  "home-hero-phone": (
    <g>
      <rect x="172" y="44" width="140" height="274" rx="24" fill={PAPER} {...ink} />
      <rect x="222" y="56" width="40" height="8" rx="4" fill={INK} />
      <circle cx="194" cy="86" r="7" fill={ACCENT} />
      <path d="M272 82h16M272 90h16" strokeWidth="3" />
      {picture(186, 104, 112, 78, SOFT, TEAL)}
      {bar(186, 194, 96, INK, 10)}
      {bars(MUTED, 6, [186, 212, 110], [186, 224, 84])}
      <rect x="186" y="240" width="60" height="18" rx="9" fill={ACCENT} />
      <rect x="186" y="270" width="52" height="34" rx="6" fill={SOFT} />
      <rect x="246" y="270" width="52" height="34" rx="6" fill={SOFT} />
      <rect x="62" y="110" width="168" height="40" rx="20" fill={PAPER} {...ink} />
      <rect x="80" y="126" width="12" height="10" rx="2" fill={TEAL} />
      <path d="M82 126v-3a4 4 0 0 1 8 0v3" stroke={TEAL} strokeWidth="2.5" fill="none" />
      {say(100, 136, "mybakery.com", 14)}
      <rect x="268" y="214" width="148" height="48" rx="24" fill={PAPER} {...ink} />
      {tick(294, 238, 14)}
      {say(316, 243, "Published", 14)}
      <circle cx="352" cy="96" r="22" fill={ACCENT} {...ink} />
      <path d="M352 107l-10-10a6 6 0 0 1 10-7 6 6 0 0 1 10 7z" fill={PAPER} />
      {sparkle(392, 150, 12, VIOLET)}
      {sparkle(120, 220, 10, BRAND)}
    </g>
  ),
  /** A hosting dashboard: visitors climbing on a chart, and the server online. */
  "home-hero-stats": (
    <g>
      <rect x="66" y="58" width="266" height="188" rx="14" fill={PAPER} {...ink} />
      {say(88, 90, "Visitors", 14, INK, "start", 600)}
      {say(88, 122, "12,480", 28, INK)}
      <rect x="212" y="100" width="56" height="24" rx="12" fill={TEAL} />
      {say(240, 117, "+24%", 13, PAPER, "middle")}
      <path d="M88 222l36-22 30 10 34-30 30 8 34-36 40-14v84H88z" fill={BRAND} fillOpacity="0.12" />
      <path d="M88 222l36-22 30 10 34-30 30 8 34-36 40-14" fill="none" stroke={BRAND} strokeWidth="4" />
      <circle cx="292" cy="138" r="7" fill={ACCENT} stroke={PAPER} strokeWidth="3" />
      <rect x="236" y="190" width="180" height="112" rx="14" fill={PAPER} {...ink} />
      <rect x="254" y="206" width="44" height="22" rx="5" fill={SOFT} strokeWidth="3" />
      <rect x="254" y="234" width="44" height="22" rx="5" fill={SOFT} strokeWidth="3" />
      <circle cx="265" cy="217" r="3.5" fill={TEAL} />
      <circle cx="265" cy="245" r="3.5" fill={TEAL} />
      <path d="M276 217h14M276 245h14" stroke={BRAND} strokeWidth="3" />
      <circle cx="316" cy="216" r="6" fill={TEAL} />
      {say(328, 221, "Online", 14)}
      {bar(310, 236, 84, MUTED, 7)}
      <path d={repeat(11, 14, (o) => `M${258 + o} 276v8`)} stroke={TEAL} strokeWidth="8" />
      <rect x="344" y="74" width="66" height="66" rx="14" fill={ACCENT} {...ink} />
      <path d="M362 120l12-12 8 8 14-16m-10 0h10v10" fill="none" stroke={PAPER} strokeWidth="4" />
    </g>
  ),
  /** Pick a theme, then move, resize and let the AI writer fill in the words. */
  "home-make-it-yours": (
    <g>
      {[
        [72, VIOLET],
        [148, BRAND],
        [224, TEAL],
      ].map(([y, color]) => (
        <g key={y}>
          <rect x="64" y={Number(y)} width="84" height="64" rx="10" fill={PAPER} stroke={y === 148 ? BRAND : INK} strokeWidth={y === 148 ? 5 : 4} />
          <rect x="72" y={Number(y) + 8} width="68" height="24" rx="5" fill={String(color)} />
          {bar(72, Number(y) + 40, 50, MUTED, 6)}
          {bar(72, Number(y) + 50, 36, MUTED, 6)}
        </g>
      ))}
      {tick(146, 150, 12, BRAND)}
      <path d="M156 180h20" stroke={ACCENT} strokeWidth="4" />
      {head(184, 180, 0)}
      <rect x="192" y="56" width="222" height="250" rx="14" fill={PAPER} {...ink} />
      <rect x="208" y="72" width="190" height="58" rx="8" fill={BRAND} />
      {bar(222, 88, 100, PAPER, 10)}
      {bar(222, 106, 64, PAPER, 7)}
      {picture(208, 148, 86, 70, SOFT, TEAL)}
      {selection(204, 144, 94, 78, ACCENT)}
      {bar(310, 152, 86, INK, 9)}
      {bars(MUTED, 6, [310, 170, 80], [310, 182, 86])}
      {bar(310, 194, 50, VIOLET, 6)}
      <rect x="364" y="190" width="3" height="14" fill={VIOLET} />
      {sparkle(392, 224, 12)}
      {sparkle(372, 240, 7, ACCENT)}
      {bar(208, 240, 120, INK, 9)}
      {bars(MUTED, 6, [208, 258, 180], [208, 270, 150])}
      <rect x="208" y="282" width="54" height="14" rx="7" fill={ACCENT} />
    </g>
  ),
  /** A server with what comes with it: SSL, email, databases and speed. */
  "home-hosting": (
    <g>
      <path d="M132 116l48 24M348 110l-48 30M132 248l48-24M348 252l-48-28" strokeWidth="3" strokeDasharray="2 9" />
      {[90, 150, 210].map((y) => (
        <g key={y}>
          <rect x="170" y={y} width="140" height="50" rx="10" fill={PAPER} {...ink} />
          <circle cx="192" cy={y + 25} r="7" fill={TEAL} />
          <circle cx="214" cy={y + 25} r="7" fill={y === 150 ? ACCENT : MUTED} />
          <path d={`M248 ${y + 18}h42M248 ${y + 32}h42`} stroke={MUTED} strokeWidth="4" />
        </g>
      ))}
      <path d="M190 260v30M290 260v30M160 292h160" {...ink} />
      {badge(
        110,
        104,
        TEAL,
        <>
          <rect x="99" y="103" width="22" height="16" rx="3" fill={PAPER} stroke="none" />
          <path d="M103 103v-5a7 7 0 0 1 14 0v5" />
        </>,
      )}
      {badge(370, 100, BRAND, <path d="M356 90h28v20h-28zM357 92l13 10 13-10" />)}
      {badge(
        110,
        258,
        VIOLET,
        <>
          <ellipse cx="110" cy="248" rx="11" ry="4" />
          <path d="M99 248v20a11 4 0 0 0 22 0v-20M99 258a11 4 0 0 0 22 0" />
        </>,
      )}
      {badge(370, 262, ACCENT, <path d="M374 246l-12 18h10l-4 14 12-18h-10z" fill={PAPER} />)}
    </g>
  ),
  /** A newsletter going out to readers who come back, and the stats rising. */
  "home-audience": (
    <g>
      <rect x="70" y="60" width="166" height="230" rx="14" fill={PAPER} {...ink} />
      <rect x="86" y="76" width="134" height="70" rx="8" fill={ACCENT} />
      {envelope(128, 92, 50, 38, PAPER, ACCENT)}
      {bar(86, 160, 110, INK, 9)}
      {bars(MUTED, 6, [86, 178, 134], [86, 190, 120], [86, 202, 96])}
      <rect x="86" y="222" width="70" height="22" rx="11" fill={BRAND} />
      {bar(86, 262, 64, MUTED, 6)}
      <path d="M236 110c30-20 50-26 66-24M236 146c40-4 74 0 96 10M236 180c30 10 50 30 56 46" fill="none" strokeWidth="3" strokeDasharray="2 9" />
      {person(320, 84, 22, VIOLET)}
      {person(362, 158, 22, TEAL)}
      {person(300, 214, 18, BRAND)}
      <rect x="370" y="52" width="44" height="46" rx="8" fill={PAPER} {...ink} />
      <path d="M372 68h40" {...ink} />
      <rect x="380" y="76" width="10" height="10" rx="2" fill={ACCENT} />
      <rect x="394" y="76" width="10" height="10" rx="2" fill={MUTED} />
      <rect x="280" y="240" width="132" height="66" rx="12" fill={PAPER} {...ink} />
      <path d="M302 286v-2M324 286v-9M346 286v-16M368 286v-23" stroke={BRAND} strokeWidth="12" />
      <path d="M390 286v-30" stroke={ACCENT} strokeWidth="12" />
    </g>
  ),
} satisfies Partial<Record<HostingArtName, ReactNode>>;
