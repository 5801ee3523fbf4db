import type { ReactNode } from "react";
import type { HostingArtName } from "../../../content/art/hosting.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "../palette.tsx";
import { ink, thin, bar, say, app, tick, envelope, person, toggle, tag, head } from "./kit.tsx";

/** The drawings of the domains page. */
export const domainsDrawings = {
  /** Domain search: names available to add to the cart, one taken, and the DNS records below. */
  "domains-search": app(
    60,
    40,
    360,
    276,
    <>
      <rect x="344" y="48" width="62" height="20" rx="10" fill={ACCENT} />
      {say(375, 62, "Cart (1)", 12, PAPER, "middle")}
      <rect x="76" y="88" width="250" height="30" rx="15" fill={PAPER} strokeWidth="3" />
      <circle cx="96" cy="101" r="6" {...thin} strokeWidth="2.5" />
      <path d="M100 106l5 5" strokeWidth="2.5" />
      {say(112, 108, "mybakery", 14, INK, "start", 600)}
      <rect x="334" y="88" width="70" height="30" rx="15" fill={BRAND} />
      {say(369, 108, "Search", 13, PAPER, "middle")}
      {[
        ["mybakery.com", true, false],
        ["mybakery.net", true, true],
        ["mybakery.org", false, false],
      ].map(([name, free, added], i) => (
        <g key={String(name)} opacity={free ? 1 : 0.55}>
          <rect x="76" y={128 + i * 27} width="328" height="23" rx="8" fill={free ? SOFT : PAPER} stroke={free ? "none" : MUTED} strokeWidth="2" />
          {say(88, 144 + i * 27, String(name), 13, INK)}
          <rect x="230" y={130 + i * 27} width="72" height="18" rx="9" fill={free ? TEAL : MUTED} />
          {say(266, 143 + i * 27, free ? "Available" : "Taken", 12, free ? PAPER : INK, "middle", 600)}
          {free ? (
            added ? (
              tick(384, 139 + i * 27, 10, BRAND)
            ) : (
              <g>
                <rect x="362" y={130 + i * 27} width="36" height="18" rx="9" fill={ACCENT} />
                <path d={`M380 ${133 + i * 27}v12M374 ${139 + i * 27}h12`} stroke={PAPER} strokeWidth="3" />
              </g>
            )
          ) : null}
        </g>
      ))}
      <path d="M76 218h328" stroke={MUTED} strokeWidth="3" />
      {say(76, 240, "DNS records", 13)}
      {bar(350, 230, 54, SOFT, 12)}
      {["A", "MX", "CNAME"].map((type, i) => (
        <g key={type}>
          <rect x="76" y={250 + i * 20} width="60" height="16" rx="5" fill={SOFT} />
          {say(106, 263 + i * 20, type, 12, BRAND, "middle")}
          {bar(148, 254 + i * 20, [90, 70, 60][i] ?? 60, INK, 8)}
          {bar(254, 254 + i * 20, [120, 140, 100][i] ?? 100, MUTED, 8)}
        </g>
      ))}
    </>,
  ),
  /** Three domains in a cart, with a discount sticker. */
  "domains-bundle": (
    <g>
      {tag(118, 68, BRAND, ".com", -12)}
      {tag(200, 52, TEAL, ".net", 3)}
      {tag(280, 66, VIOLET, ".shop", 14)}
      <path d="M70 96h36l40 150h176" fill="none" {...ink} strokeWidth="6" />
      <path d="M116 132h276l-30 96H146z" fill={PAPER} {...ink} />
      <path d="M186 144l6 72M246 144v72M306 144l-8 72M134 180h244" stroke={MUTED} strokeWidth="4" />
      <path d="M116 132h276l-30 96H146z" fill="none" {...ink} />
      <circle cx="176" cy="270" r="16" fill={PAPER} {...ink} />
      <circle cx="306" cy="270" r="16" fill={PAPER} {...ink} />
      <circle cx="370" cy="214" r="38" fill={ACCENT} {...ink} />
      {say(370, 222, "−20%", 20, PAPER, "middle")}
    </g>
  ),
  /** A public domain record with the owner's details hidden, locked against theft. */
  "domains-privacy": (
    <g>
      <rect x="84" y="58" width="232" height="240" rx="14" fill={PAPER} {...ink} />
      {say(104, 94, "Public record", 16)}
      <path d="M262 88c10-12 30-12 40 0-10 12-30 12-40 0z" {...thin} fill={PAPER} />
      <circle cx="282" cy="88" r="4" fill={INK} />
      <path d="M266 102l32-28" stroke={ACCENT} strokeWidth="3" />
      <path d="M84 114h232" stroke={MUTED} strokeWidth="3" />
      {[134, 170, 206].map((y) => (
        <g key={y}>
          {bar(104, y + 4, 46, MUTED, 8)}
          <rect x="162" y={y} width="124" height="16" rx="4" fill={INK} />
        </g>
      ))}
      {bar(104, 246, 46, MUTED, 8)}
      {bar(162, 242, 96, BRAND, 16)}
      <path d="M320 206v-28a30 30 0 0 1 60 0v28" fill="none" strokeWidth="9" />
      <rect x="298" y="200" width="104" height="92" rx="16" fill={BRAND} {...ink} />
      <circle cx="350" cy="238" r="12" fill={PAPER} />
      <rect x="345" y="242" width="10" height="26" rx="5" fill={PAPER} />
    </g>
  ),
  /** Forwarding a domain to another page, with its settings. */
  "domains-forwarding": (
    <g>
      <rect x="68" y="64" width="208" height="46" rx="23" fill={PAPER} {...ink} />
      <circle cx="94" cy="87" r="11" fill="none" stroke={BRAND} strokeWidth="3" />
      <path d="M83 87h22M94 76c-6 7-6 15 0 22 6-7 6-15 0-22" fill="none" stroke={BRAND} strokeWidth="2.5" />
      {say(114, 93, "mybakery.com", 16)}
      <path d="M276 92c46 0 78 22 80 62" fill="none" stroke={ACCENT} strokeWidth="4" strokeDasharray="2 10" />
      {head(356, 160, 90)}
      <rect x="264" y="168" width="146" height="132" rx="14" fill={PAPER} {...ink} />
      <path d="M264 194h146" {...ink} />
      <circle cx="280" cy="181" r="4" fill={ACCENT} />
      <circle cx="294" cy="181" r="4" fill={BRAND} />
      {person(298, 232, 20, VIOLET)}
      {bar(326, 222, 64, INK, 9)}
      {bar(326, 238, 48, MUTED, 7)}
      <rect x="282" y="266" width="60" height="18" rx="9" fill={ACCENT} />
      {bar(350, 271, 40, MUTED, 8)}
      <rect x="68" y="136" width="176" height="164" rx="14" fill={SOFT} {...ink} />
      {[
        ["Forwarding", true],
        ["DNS", true],
        ["Email", false],
      ].map(([name, on], i) => (
        <g key={String(name)}>
          {say(88, 176 + i * 44, String(name), 14, INK, "start", 600)}
          {toggle(196, 162 + i * 44, Boolean(on))}
          {i < 2 ? <path d={`M88 ${194 + i * 44}h140`} stroke={MUTED} strokeWidth="3" /> : null}
        </g>
      ))}
    </g>
  ),
  /** A domain moving from another registrar to Braveweb: unlock code, approval email, site still online. */
  "domains-transfer": (
    <g>
      <path d="M124 126C150 52 330 52 356 126" fill="none" stroke={BRAND} strokeWidth="4" strokeDasharray="2 10" />
      {head(358, 132, 72, BRAND)}
      {[
        [70, MUTED],
        [302, BRAND],
      ].map(([x, fill]) => (
        <g key={String(x)}>
          <rect x={Number(x)} y="138" width="108" height="112" rx="14" fill={String(fill)} {...ink} />
          <rect x={Number(x) + 14} y="154" width="80" height="30" rx="7" fill={PAPER} />
          <rect x={Number(x) + 14} y="196" width="80" height="30" rx="7" fill={PAPER} />
          <circle cx={Number(x) + 30} cy="169" r="6" fill={TEAL} />
          <circle cx={Number(x) + 30} cy="211" r="6" fill={x === 70 ? MUTED : TEAL} />
          {bar(Number(x) + 44, 165, 38, MUTED, 8)}
          {bar(Number(x) + 44, 207, 38, MUTED, 8)}
        </g>
      ))}
      <g transform="rotate(-4 240 76)">
        <rect x="162" y="54" width="156" height="44" rx="12" fill={PAPER} {...ink} />
        <circle cx="182" cy="76" r="5" fill={ACCENT} />
        {say(196, 82, "mybakery.com", 15)}
      </g>
      <rect x="196" y="178" width="88" height="32" rx="16" fill={PAPER} {...ink} strokeWidth="3" />
      <circle cx="214" cy="194" r="6" fill={TEAL} />
      {say(226, 199, "Online", 13)}
      <circle cx="100" cy="284" r="14" fill={PAPER} stroke={ACCENT} strokeWidth="6" />
      <path d="M114 284h46M150 284v12M140 284v9" stroke={ACCENT} strokeWidth="6" />
      {envelope(322, 266, 58, 38)}
      {tick(384, 266, 13)}
    </g>
  ),
} satisfies Partial<Record<HostingArtName, ReactNode>>;
