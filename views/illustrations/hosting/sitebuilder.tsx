import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "../palette.tsx";
import { ink, thin, bars, bar, say, app, pointer, tick, sparkle, picture, tile, theme } from "./kit.tsx";

/** The drawings of the sitebuilder page. */
export const sitebuilderDrawings = {
  /** The editor: an image block dragged from the block library onto a dashed drop zone of the page. */
  "sitebuilder-editor": app(
    60,
    48,
    360,
    264,
    <>
      <rect x="204" y="57" width="22" height="15" rx="3" fill={SOFT} strokeWidth="2.5" />
      <rect x="236" y="56" width="11" height="17" rx="3" fill="none" strokeWidth="2.5" />
      <rect x="340" y="55" width="66" height="20" rx="10" fill={ACCENT} />
      {say(373, 69, "Publish", 12, PAPER, "middle")}
      <path d="M152 82v230" stroke={MUTED} strokeWidth="3" />
      <path d="M76 100h24v24h-24zm40 0h24v24h-24zm-40 40h24v24h-24zm40 0h24v24h-24zm-40 40h24v24h-24z" fill={SOFT} stroke={SOFT} strokeWidth="8" />
      <path d="M80 105h16M88 105v15" stroke={BRAND} strokeWidth="3" />
      <path d="M128 123c-6-7-9-11-9-15a9 9 0 0 1 18 0c0 4-3 8-9 15z" fill={ACCENT} />
      <rect x="112" y="176" width="32" height="32" rx="7" fill={PAPER} stroke={ACCENT} strokeWidth="2.5" strokeDasharray="5 4" />
      <rect x="77" y="146" width="22" height="12" rx="6" fill={ACCENT} />
      <path d="M122 144l14 8-14 8z" fill={VIOLET} />
      {[0, 1].flatMap((r) =>
        [0, 1].map((c) => <rect key={`${r}${c}`} x={79 + c * 10} y={183 + r * 10} width="8" height="8" rx="2" fill={r === c ? BRAND : TEAL} />),
      )}
      {bars(MUTED, 7, [72, 228, 62], [72, 244, 48], [72, 260, 66])}
      <circle cx="178" cy="100" r="7" fill={BRAND} />
      {bars(MUTED, 8, [326, 96, 30], [364, 96, 30])}
      <rect x="166" y="116" width="240" height="70" rx="8" fill={BRAND} />
      {bar(182, 132, 110, PAPER, 12)}
      {bar(182, 152, 76, PAPER, 7)}
      <rect x="182" y="166" width="46" height="12" rx="6" fill={ACCENT} />
      <rect x="166" y="198" width="240" height="70" rx="8" fill={ACCENT} fillOpacity="0.08" stroke={ACCENT} strokeWidth="3" strokeDasharray="10 7" />
      {bars(MUTED, 7, [166, 282, 180], [166, 296, 130])}
      <path d="M148 194c30 0 52 6 78 16" fill="none" stroke={ACCENT} strokeWidth="3" strokeDasharray="2 8" />
      <circle cx="192" cy="250" r="10" fill={ACCENT} />
      <path d="M192 245v10M187 250h10" stroke={PAPER} strokeWidth="3" />
      <g transform="rotate(-5 290 214)">
        <rect x="238" y="186" width="116" height="68" rx="8" fill={INK} opacity="0.15" transform="translate(6 8)" />
        <rect x="232" y="180" width="116" height="68" rx="8" fill={PAPER} {...ink} />
        {picture(240, 188, 100, 52, SOFT, VIOLET)}
      </g>
      {pointer(326, 224)}
    </>,
  ),
  /** The AI writer filling a text block in, from a short prompt. */
  "sitebuilder-ai-writer": (
    <g>
      <rect x="80" y="52" width="262" height="206" rx="14" fill={PAPER} {...ink} />
      {picture(98, 70, 226, 52, SOFT, TEAL)}
      <rect x="96" y="136" width="230" height="104" rx="8" fill={VIOLET} fillOpacity="0.06" stroke={VIOLET} strokeWidth="3" strokeDasharray="8 6" />
      {bar(112, 150, 150, INK, 14)}
      {bars(MUTED, 8, [112, 176, 196], [112, 192, 180])}
      {bar(112, 208, 120, VIOLET, 8)}
      <rect x="238" y="202" width="3" height="20" fill={VIOLET} />
      {sparkle(360, 118, 18)}
      {sparkle(392, 150, 10, ACCENT)}
      {sparkle(372, 184, 7, BRAND)}
      <rect x="110" y="270" width="296" height="42" rx="21" fill={PAPER} {...ink} />
      {sparkle(134, 291, 10)}
      {say(152, 296, "About my bakery…", 14, INK, "start", 500)}
      <circle cx="384" cy="291" r="14" fill={VIOLET} />
      <path d="M377 291h14m-6-6l6 6-6 6" fill="none" stroke={PAPER} strokeWidth="3" />
    </g>
  ),
  /** The block library: text, video, button, gallery, map, form and columns, with an image block lifted out. */
  "sitebuilder-blocks": (
    <g>
      <rect x="72" y="56" width="324" height="244" rx="14" fill={PAPER} {...ink} />
      {say(92, 88, "Add a block", 15)}
      <path d="M72 104h324" stroke={MUTED} strokeWidth="3" />
      {tile(92, 120, <path d="M113 141h24M125 141v28" stroke={BRAND} strokeWidth="5" />)}
      {tile(
        168,
        120,
        <>
          <rect x="181" y="140" width="40" height="30" rx="5" fill={PAPER} strokeWidth="3" />
          <path d="M196 147l11 8-11 8z" fill={VIOLET} />
        </>,
      )}
      {tile(244, 120, <rect x="257" y="148" width="40" height="16" rx="8" fill={ACCENT} />)}
      {tile(
        320,
        120,
        <>
          <rect x="337" y="139" width="14" height="14" rx="3" fill={BRAND} />
          <rect x="355" y="139" width="14" height="14" rx="3" fill={TEAL} />
          <rect x="337" y="157" width="14" height="14" rx="3" fill={VIOLET} />
          <rect x="355" y="157" width="14" height="14" rx="3" fill={ACCENT} />
        </>,
      )}
      {tile(
        92,
        206,
        <>
          <path d="M125 258c-10-12-14-17-14-23a14 14 0 0 1 28 0c0 6-4 11-14 23z" fill={ACCENT} />
          <circle cx="125" cy="235" r="5" fill={PAPER} />
        </>,
      )}
      {tile(
        168,
        206,
        <>
          <rect x="181" y="222" width="40" height="10" rx="3" fill={PAPER} strokeWidth="2" />
          <rect x="181" y="238" width="40" height="10" rx="3" fill={PAPER} strokeWidth="2" />
          <rect x="181" y="254" width="22" height="9" rx="4" fill={BRAND} />
        </>,
      )}
      {tile(
        244,
        206,
        <>
          <rect x="258" y="224" width="17" height="34" rx="3" fill={TEAL} />
          <rect x="279" y="224" width="17" height="34" rx="3" fill={BRAND} />
        </>,
      )}
      <rect x="320" y="206" width="66" height="70" rx="10" fill="none" stroke={VIOLET} strokeWidth="3" strokeDasharray="6 5" />
      <g transform="rotate(8 372 222)">
        <rect x="340" y="194" width="72" height="62" rx="10" fill={INK} opacity="0.15" transform="translate(5 8)" />
        <rect x="336" y="188" width="72" height="62" rx="10" fill={PAPER} {...ink} />
        {picture(344, 196, 56, 46, SOFT, TEAL)}
      </g>
      {pointer(386, 234)}
      <circle cx="92" cy="296" r="22" fill={ACCENT} {...ink} />
      <path d="M86 288h10a8 8 0 0 1 0 16h-8M90 282l-6 6 6 6" fill="none" stroke={PAPER} strokeWidth="3.5" />
    </g>
  ),
  /** Three themes side by side, each with its own color palette. */
  "sitebuilder-themes": (
    <g>
      {theme(76, 96, VIOLET, ACCENT, -9)}
      {theme(284, 96, ACCENT, TEAL, 9)}
      {theme(180, 80, BRAND, ACCENT, 0)}
      {tick(296, 84, 18, BRAND)}
    </g>
  ),
  /** The stock photo library: a search, a grid of pictures and one picked. */
  "sitebuilder-stock-photos": (
    <g>
      <rect x="88" y="50" width="304" height="42" rx="21" fill={PAPER} {...ink} />
      <circle cx="114" cy="70" r="8" {...thin} />
      <path d="M120 76l7 7" {...thin} />
      {say(136, 76, "bread", 15, INK, "start", 600)}
      {say(372, 76, "150,000 photos", 13, BRAND, "end", 600)}
      {picture(88, 108, 94, 80, INK, BRAND, PAPER)}
      {picture(193, 108, 94, 80, TEAL, PAPER, ACCENT)}
      {picture(298, 108, 94, 80, VIOLET, SOFT, PAPER)}
      {picture(88, 200, 94, 80, ACCENT, PAPER, SOFT)}
      {picture(193, 200, 94, 80, MUTED, TEAL, ACCENT)}
      {picture(298, 200, 94, 80, BRAND, SOFT, ACCENT)}
      <rect x="189" y="104" width="102" height="88" rx="9" fill="none" strokeWidth="4" />
      {tick(286, 110, 14, ACCENT)}
      {pointer(258, 160)}
    </g>
  ),
  /** A step-by-step guide open beside a chat with a support agent. */
  "sitebuilder-help": (
    <g>
      <rect x="74" y="60" width="196" height="240" rx="14" fill={PAPER} {...ink} />
      {bar(94, 80, 120, INK, 12)}
      <rect x="94" y="104" width="156" height="60" rx="8" fill={SOFT} />
      <rect x="104" y="114" width="60" height="40" rx="5" fill={BRAND} />
      {bars(MUTED, 7, [174, 118, 62], [174, 132, 50], [174, 146, 56])}
      {tick(106, 190, 11)}
      {tick(106, 226, 11)}
      <circle cx="106" cy="262" r="11" fill={BRAND} />
      {say(106, 267, "3", 13, PAPER, "middle")}
      {bars(INK, 8, [126, 186, 110], [126, 222, 96])}
      {bar(126, 258, 104, MUTED, 8)}
      <circle cx="356" cy="102" r="42" fill={SOFT} {...ink} />
      <path d="M328 134c4-18 16-26 28-26s24 8 28 26c-8 6-18 10-28 10s-20-4-28-10z" fill={BRAND} />
      <circle cx="356" cy="90" r="15" fill={PAPER} {...ink} strokeWidth="3" />
      <path d="M338 94a18 18 0 0 1 36 0" fill="none" strokeWidth="4" />
      <rect x="334" y="88" width="8" height="13" rx="3" fill={ACCENT} />
      <rect x="370" y="88" width="8" height="13" rx="3" fill={ACCENT} />
      <path d="M300 170h92a12 12 0 0 1 12 12v52a12 12 0 0 1-12 12H300a12 12 0 0 1-12-12v-52a12 12 0 0 1 12-12zM360 170l12-20 6 20" fill={BRAND} {...ink} />
      {bars(PAPER, 8, [304, 190, 84], [304, 206, 64], [304, 222, 74])}
      <rect x="306" y="258" width="78" height="36" rx="14" fill={PAPER} {...ink} />
      <circle cx="328" cy="276" r="4" fill={INK} />
      <circle cx="345" cy="276" r="4" fill={INK} />
      <circle cx="362" cy="276" r="4" fill={INK} />
    </g>
  ),
} satisfies Partial<Record<HostingArtName, ReactNode>>;
