import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL } from "../palette.tsx";
import { ink, thin, bars, bar, repeat, say, tick, envelope, sparkle, database } from "./kit.tsx";

/** The drawings of the webhosting page. */
export const webhostingDrawings = {
  /** The hosting control panel: server status, disk and bandwidth meters, and the services. */
  "webhosting-uptime": (
    <g>
      <rect x="78" y="64" width="120" height="232" rx="14" fill={PAPER} {...ink} />
      {[84, 134, 184].map((y) => (
        <g key={y}>
          <rect x="94" y={y} width="88" height="38" rx="8" fill={SOFT} />
          <circle cx="112" cy={y + 19} r="6" fill={TEAL} />
          {bar(126, y + 15, 42, BRAND, 8)}
        </g>
      ))}
      <path d="M100 246h76M100 262h76" stroke={MUTED} strokeWidth="5" />
      <rect x="222" y="64" width="186" height="136" rx="14" fill={PAPER} {...ink} />
      {say(242, 112, "Online", 34, BRAND)}
      {say(242, 136, "uptime", 14, INK, "start", 600)}
      <path d="M242 172h46l10-22 12 38 12-32 8 16h60" fill="none" stroke={TEAL} strokeWidth="4" />
      <rect x="222" y="216" width="186" height="80" rx="14" fill={PAPER} {...ink} />
      <path d={repeat(13, 12, (o) => `M${243.5 + o} 233.5v19`)} stroke={TEAL} strokeWidth="7" />
      <circle cx="246" cy="276" r="7" fill={ACCENT} />
      <path d="M246 264v-3M246 291v-3M234 276h-3M261 276h-3" stroke={ACCENT} strokeWidth="3" />
      <path d="M392 268a9 9 0 1 0 4 12 7 7 0 0 1-4-12z" fill={BRAND} />
      {bar(270, 272, 100, MUTED, 6)}
      <path d="M198 180h24" {...ink} />
    </g>
  ),
  /** Every plan's building blocks: email, MySQL databases, FTP uploads and bandwidth. */
  "webhosting-included": (
    <g>
      <rect x="96" y="58" width="288" height="244" rx="14" fill={PAPER} {...ink} />
      <path d="M98 104V72a12 12 0 0 1 12-12h260a12 12 0 0 1 12 12v32z" fill={BRAND} />
      <path d="M96 104h288" {...ink} />
      {say(116, 88, "Every plan", 16, PAPER)}
      {sparkle(360, 82, 10, PAPER)}
      <rect x="116" y="118" width="118" height="80" rx="10" fill={SOFT} />
      <rect x="246" y="118" width="118" height="80" rx="10" fill={SOFT} />
      <rect x="116" y="208" width="118" height="80" rx="10" fill={SOFT} />
      <rect x="246" y="208" width="118" height="80" rx="10" fill={SOFT} />
      {envelope(146, 140, 58, 38)}
      {database(305, 142, 20, 34, PAPER)}
      <path d="M146 232h18l6 7h34v34h-58z" fill={PAPER} {...ink} />
      <path d="M175 264v-18m-8 8l8-8 8 8" fill="none" stroke={ACCENT} strokeWidth="4" />
      <path d="M273 268a32 32 0 0 1 64 0z" fill={PAPER} {...ink} />
      <path d="M281 262a24 24 0 0 1 20-22" fill="none" stroke={TEAL} strokeWidth="5" />
      <path d="M305 266l14-18" stroke={ACCENT} strokeWidth="4" />
      <circle cx="305" cy="266" r="5" fill={INK} />
    </g>
  ),
  /** The 30 day money-back guarantee: a calendar page and a coin coming back. */
  "webhosting-support": (
    <g>
      <circle cx="168" cy="184" r="92" fill={PAPER} {...ink} />
      <path d="M104 246c8-36 34-54 64-54s56 18 64 54c-18 18-40 26-64 26s-46-8-64-26z" fill={BRAND} />
      <circle cx="168" cy="148" r="32" fill={PAPER} {...ink} />
      <path d="M137 142a31 31 0 0 1 62 0c-14-10-44-12-62 0z" fill={INK} />
      <circle cx="157" cy="152" r="3.5" fill={INK} />
      <circle cx="179" cy="152" r="3.5" fill={INK} />
      <path d="M158 166c6 5 14 5 20 0" {...thin} />
      <path d="M130 150a38 38 0 0 1 76 0" fill="none" strokeWidth="5" />
      <rect x="124" y="142" width="14" height="24" rx="6" fill={ACCENT} {...ink} strokeWidth="3" />
      <rect x="198" y="142" width="14" height="24" rx="6" fill={ACCENT} {...ink} strokeWidth="3" />
      <path d="M131 166c0 18 12 26 26 24" {...thin} />
      <circle cx="158" cy="190" r="4" fill={ACCENT} />
      <path d="M268 72h122a14 14 0 0 1 14 14v84a14 14 0 0 1-14 14h-92l-30 22v-22a14 14 0 0 1-14-14v-84a14 14 0 0 1 14-14z" fill={PAPER} {...ink} />
      {tick(286, 102, 10)}
      {tick(286, 130, 10)}
      <circle cx="286" cy="158" r="10" fill={ACCENT} />
      {bars(INK, 8, [304, 98, 82], [304, 126, 70])}
      {bar(304, 154, 56, MUTED, 8)}
      <rect x="276" y="222" width="128" height="70" rx="12" fill={SOFT} {...ink} />
      <circle cx="304" cy="257" r="14" fill={BRAND} />
      {say(304, 263, "?", 18, PAPER, "middle")}
      {bar(326, 246, 62, INK, 8)}
      {bar(326, 262, 48, MUTED, 7)}
    </g>
  ),
} satisfies Partial<Record<HostingArtName, ReactNode>>;
