import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "../palette.tsx";
import { ink, bars, bar, inbox, say, app, tick, envelope, person, badge } from "./kit.tsx";

/** The drawings of the emailhosting page. */
export const emailhostingDrawings = {
  /** Webmail: folders, the message list and a message open with its attachment. */
  "emailhosting-webmail": app(
    60,
    44,
    360,
    272,
    <>
      <rect x="176" y="52" width="160" height="18" rx="9" fill={SOFT} />
      <circle cx="190" cy="61" r="4" fill="none" strokeWidth="2" />
      <circle cx="400" cy="61" r="8" fill={VIOLET} />
      <rect x="70" y="90" width="74" height="24" rx="12" fill={ACCENT} />
      {say(107, 107, "Compose", 12, PAPER, "middle")}
      <rect x="68" y="126" width="76" height="24" rx="8" fill={SOFT} />
      {[
        ["Inbox", BRAND],
        ["Sent", TEAL],
        ["Drafts", VIOLET],
        ["Spam", ACCENT],
      ].map(([name, color], i) => (
        <g key={String(name)}>
          <rect x="74" y={133 + i * 28} width="9" height="9" rx="3" fill={String(color)} />
          {say(89, 142 + i * 28, String(name), 12, i ? INK : BRAND, "start", i ? 500 : 700)}
        </g>
      ))}
      <circle cx="137" cy="138" r="7.5" fill={BRAND} />
      {say(137, 142, "3", 12, PAPER, "middle")}
      <path d="M150 78v238M258 78v238" stroke={MUTED} strokeWidth="3" />
      <rect x="152" y="124" width="104" height="42" fill={SOFT} />
      {inbox(168, 101, 42, [ACCENT, TEAL, VIOLET, BRAND, MUTED], 9, 50)}
      <path d="M248 96h0M248 138h0" stroke={BRAND} strokeWidth="8" />
      {bar(272, 92, 110, INK, 12)}
      <circle cx="282" cy="128" r="10" fill={TEAL} />
      {bar(298, 120, 56, INK, 7)}
      {bar(298, 132, 80, MUTED, 6)}
      {bars(MUTED, 7, [272, 154, 130], [272, 168, 118], [272, 182, 132], [272, 196, 84])}
      <rect x="272" y="214" width="96" height="28" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <path d="M284 234v-12a4 4 0 0 1 8 0v10a2 2 0 0 1-4 0v-8" fill="none" stroke={ACCENT} strokeWidth="2.5" />
      {bar(300, 224, 56, INK, 7)}
      <rect x="272" y="268" width="64" height="26" rx="13" fill={BRAND} />
      {say(304, 285, "Reply", 12, PAPER, "middle")}
    </>,
  ),
  /** Addresses at your own domain: hello@, orders@ and support@ under one name. */
  "emailhosting-address": (
    <g>
      <path d="M240 116v34M120 150h240M120 150v24M240 150v24M360 150v24" fill="none" {...ink} strokeWidth="3" />
      <rect x="112" y="60" width="256" height="58" rx="29" fill={BRAND} {...ink} />
      <circle cx="142" cy="89" r="19" fill={PAPER} />
      {say(142, 97, "@", 22, BRAND, "middle")}
      {say(170, 96, "yourbakery.com", 18, PAPER)}
      {[
        [68, "hello@", ACCENT],
        [188, "orders@", TEAL],
        [308, "support@", VIOLET],
      ].map(([x, name, color]) => (
        <g key={String(name)}>
          <rect x={Number(x)} y="174" width="104" height="112" rx="14" fill={PAPER} {...ink} />
          {person(Number(x) + 52, 214, 22, String(color))}
          {say(Number(x) + 52, 262, String(name), 14, INK, "middle")}
        </g>
      ))}
    </g>
  ),
  /** Signing in to webmail from any browser: folders, search, attachments and contacts come along. */
  "emailhosting-anywhere": (
    <g>
      {app(
        100,
        60,
        280,
        226,
        <>
          <rect x="176" y="68" width="170" height="18" rx="9" fill={SOFT} />
          <circle cx="240" cy="134" r="22" fill={SOFT} strokeWidth="3" />
          <circle cx="240" cy="128" r="7" fill={BRAND} />
          <path d="M228 146a12 10 0 0 1 24 0z" fill={BRAND} />
          <rect x="170" y="170" width="140" height="24" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="3" />
          {bar(182, 178, 70, INK, 8)}
          <rect x="170" y="202" width="140" height="24" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="3" />
          {[0, 1, 2, 3, 4].map((i) => (
            <circle key={i} cx={186 + i * 12} cy="214" r="3.5" fill={INK} />
          ))}
          <rect x="170" y="238" width="140" height="28" rx="14" fill={BRAND} />
          {say(240, 257, "Sign in", 13, PAPER, "middle")}
        </>,
      )}
      {badge(96, 126, BRAND, <path d="M84 118h8l4 4h12v14H84z" fill={PAPER} />)}
      {badge(
        384,
        118,
        TEAL,
        <>
          <circle cx="380" cy="114" r="8" />
          <path d="M386 120l7 7" />
        </>,
      )}
      {badge(96, 262, ACCENT, <path d="M92 274v-20a5 5 0 0 1 10 0v18a2.5 2.5 0 0 1-5 0v-14" />)}
      {badge(
        384,
        262,
        VIOLET,
        <>
          <circle cx="384" cy="256" r="6" fill={PAPER} stroke="none" />
          <path d="M373 274a11 9 0 0 1 22 0z" fill={PAPER} stroke="none" />
        </>,
      )}
    </g>
  ),
  /** The spam filter: junk and phishing stopped at the shield, the real message delivered. */
  "emailhosting-spam-filter": (
    <g>
      <path d="M128 98c30 0 50 30 72 56M128 176h60M128 254c30 0 50-30 72-56" fill="none" strokeWidth="3" strokeDasharray="2 9" />
      <path d="M282 148c30-20 44-36 60-48M282 196c26 20 40 30 54 40" fill="none" strokeWidth="3" strokeDasharray="2 9" />
      {envelope(70, 78, 58, 40, MUTED, INK)}
      <path d="M114 62v50a7 7 0 0 1-14 0l5 4" fill="none" stroke={ACCENT} strokeWidth="4" />
      {envelope(70, 156, 58, 40)}
      {envelope(70, 234, 58, 40, MUTED, INK)}
      <circle cx="124" cy="236" r="11" fill={ACCENT} />
      <path d="M124 230v6M124 241v1" stroke={PAPER} strokeWidth="3" />
      <path d="M240 92l62 22v48c0 44-28 68-62 80-34-12-62-36-62-80v-48z" fill={BRAND} {...ink} />
      <path d="M210 140h60l-22 28v26l-16 8v-34z" fill={PAPER} />
      <rect x="336" y="72" width="66" height="10" rx="4" fill={INK} />
      <path d="M342 84h54l-8 70h-38z" fill={MUTED} {...ink} />
      <path d="M358 98l18 18m0-18l-18 18" stroke={ACCENT} strokeWidth="5" />
      <path d="M310 244h30l8 14h26l8-14h30v44a8 8 0 0 1-8 8h-86a8 8 0 0 1-8-8z" fill={SOFT} {...ink} />
      {envelope(328, 206, 58, 40)}
      {tick(388, 206, 13)}
    </g>
  ),
  /** The same inbox on a laptop and on a phone, kept in sync. */
  "emailhosting-mobile": (
    <g>
      <rect x="66" y="92" width="196" height="136" rx="12" fill={PAPER} {...ink} />
      <path d="M50 236h228l-12 22H62z" fill={MUTED} {...ink} />
      {inbox(92, 118, 28, [ACCENT, TEAL, VIOLET, BRAND], 8, 100)}
      <rect x="292" y="54" width="120" height="252" rx="20" fill={PAPER} {...ink} />
      <rect x="334" y="64" width="36" height="7" rx="3.5" fill={INK} />
      <rect x="304" y="82" width="96" height="28" rx="8" fill={BRAND} />
      {say(316, 101, "Inbox", 13, PAPER)}
      {inbox(316, 132, 34, [ACCENT, TEAL, VIOLET, BRAND, MUTED], 9, 46)}
      <path d="M396 128h0M396 162h0" stroke={ACCENT} strokeWidth="8" />
      <circle cx="276" cy="178" r="24" fill={TEAL} {...ink} />
      <path d="M264 174a12 12 0 0 1 21-7M288 182a12 12 0 0 1-21 7" fill="none" stroke={PAPER} strokeWidth="3.5" />
      <path d="M286 160v8h-8M266 196v-8h8" fill="none" stroke={PAPER} strokeWidth="3.5" />
    </g>
  ),
} satisfies Partial<Record<HostingArtName, ReactNode>>;
