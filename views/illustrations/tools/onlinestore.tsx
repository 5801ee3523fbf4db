import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET, windowFrame } from "../palette.tsx";
import { OUT, THIN, bar, ink, bars, inks, words, avatar, check, padlock, heart, screen, phone } from "./kit.tsx";

/** The drawings of the onlinestore page. */
export const onlinestoreDrawings = {
  "onlinestore-checkout": screen(
    <>
      {words(84, 114, "Your cart", 14)}
      {(
        [
          [126, BRAND, "$24"],
          [170, TEAL, "$32"],
          [214, VIOLET, "$12"],
        ] as const
      ).map(([y, fill, price]) => (
        <g key={price}>
          <rect x="84" y={y} width="34" height="34" rx="8" fill={fill} />
          {words(244, y + 22, price, 14, INK, "end")}
        </g>
      ))}
      {inks([
        [128, 132, 70],
        [128, 176, 62],
        [128, 220, 74],
      ])}
      {bars([
        [128, 147, 44],
        [128, 191, 52],
        [128, 235, 40],
      ])}
      <path d="M84 260h160" stroke={MUTED} strokeWidth="3" />
      {words(84, 286, "Total", 14)}
      {words(244, 286, "$68", 16, INK, "end")}
      <rect x="258" y="98" width="140" height="200" rx="12" fill={SOFT} />
      {words(272, 122, "Pay with card")}
      <rect x="272" y="134" width="112" height="30" rx="8" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      <rect x="280" y="143" width="18" height="12" rx="3" fill={ACCENT} />
      {words(304, 154, "•••• 4242", 12, INK, undefined, false)}
      <rect x="272" y="172" width="52" height="28" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <rect x="332" y="172" width="52" height="28" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {words(280, 191, "12/27", 12, INK, undefined, false)}
      {words(340, 191, "CVC", 12, INK, undefined, false)}
      <rect x="272" y="214" width="112" height="36" rx="18" fill={ACCENT} />
      {words(328, 237, "Pay $68", 15, PAPER, "middle")}
      {padlock(284, 268, TEAL)}
      {words(306, 279, "Secure", 12, TEAL)}
    </>,
  ),
  "onlinestore-trial": (
    <g>
      <rect x="132" y="136" width="216" height="154" fill={PAPER} {...OUT} />
      <rect x="154" y="188" width="66" height="102" fill={SOFT} {...OUT} />
      <circle cx="208" cy="226" r="4" fill={INK} />
      <rect x="242" y="164" width="84" height="56" rx="8" fill={SOFT} stroke={BRAND} strokeWidth="3" />
      {words(284, 197, "OPEN", 14, BRAND, "middle")}
      <path d="M118 100h244l-14 40H132z" fill={BRAND} />
      <path d="M168 100l-4 40M216 100l-2 40M264 100l2 40M312 100l4 40" stroke={PAPER} strokeWidth="16" />
      <path d="M118 100h244l-14 40H132z" fill="none" {...OUT} />
      <path d="M134 246h212" stroke={ACCENT} strokeWidth="10" />
      <path d="M187 262l-10 22M187 262l10 22" stroke={ACCENT} strokeWidth="7" strokeLinecap="round" />
      <path d="M187 246l-24-15v30zM187 246l24-15v30z" fill={ACCENT} {...THIN} />
      <circle cx="187" cy="246" r="7" fill={ACCENT} {...THIN} />
      <circle cx="352" cy="94" r="40" fill={TEAL} {...OUT} />
      {words(352, 98, "14", 30, PAPER, "middle")}
      {words(352, 116, "days free", 12, PAPER, "middle")}
    </g>
  ),
  "onlinestore-payments": (
    <g>
      <rect x="104" y="104" width="176" height="110" rx="12" fill={VIOLET} {...OUT} transform="rotate(-14 192 159)" />
      <rect x="118" y="126" width="176" height="110" rx="12" fill={TEAL} {...OUT} transform="rotate(-6 206 181)" />
      <rect x="130" y="150" width="176" height="110" rx="12" fill={BRAND} {...OUT} />
      <rect x="150" y="176" width="32" height="24" rx="5" fill={SOFT} stroke={INK} strokeWidth="2" />
      <path d="M200 180a10 10 0 0 1 0 16M208 174a18 18 0 0 1 0 28" fill="none" stroke={PAPER} strokeWidth="3" strokeLinecap="round" />
      {[150, 182, 214, 246].map((x) => (
        <rect key={x} x={x} y="220" width="26" height="8" rx="4" fill={PAPER} />
      ))}
      {bar(150, 238, 60, PAPER, 6, 0.6)}
      <rect x="300" y="96" width="84" height="164" rx="14" fill={PAPER} {...OUT} />
      <rect x="330" y="106" width="24" height="5" rx="2.5" fill={INK} />
      <circle cx="342" cy="156" r="22" fill={TEAL} />
      {check(342, 156)}
      {bar(318, 190, 48)}
      <rect x="314" y="214" width="56" height="24" rx="12" fill={INK} />
      {words(342, 231, "Pay", 12, PAPER, "middle")}
      <circle cx="112" cy="96" r="30" fill={ACCENT} {...OUT} />
      {words(112, 103, "40+", 18, PAPER, "middle")}
    </g>
  ),
  "onlinestore-products": windowFrame(
    <>
      <rect x="108" y="122" width="128" height="104" rx="8" fill={SOFT} />
      <path d="M154 142l-22 12 8 18 12-5v40h40v-40l12 5 8-18-22-12c-4 8-10 11-18 11s-14-3-18-11z" fill={BRAND} {...THIN} />
      <rect x="108" y="236" width="40" height="40" rx="8" fill={BRAND} {...THIN} />
      <rect x="152" y="236" width="40" height="40" rx="8" fill={ACCENT} />
      <rect x="196" y="236" width="40" height="40" rx="8" fill={TEAL} />
      {ink(252, 124, 108, 10)}
      {bar(252, 142, 84)}
      {words(252, 180, "$24", 22)}
      <circle cx="262" cy="198" r="13" fill="none" stroke={INK} strokeWidth="2" />
      <circle cx="262" cy="198" r="9" fill={BRAND} />
      <circle cx="290" cy="198" r="9" fill={ACCENT} />
      <circle cx="318" cy="198" r="9" fill={TEAL} />
      {["S", "M", "L"].map((size, i) => (
        <g key={size}>
          <rect x={252 + i * 34} y="216" width="28" height="24" rx="6" fill={i === 1 ? BRAND : PAPER} stroke={i === 1 ? BRAND : MUTED} strokeWidth="2" />
          {words(266 + i * 34, 233, size, 12, i === 1 ? PAPER : INK, "middle")}
        </g>
      ))}
      <circle cx="258" cy="262" r="5" fill={TEAL} />
      {words(270, 266, "12 in stock", 12, INK, undefined, false)}
    </>,
  ),
  "onlinestore-orders": windowFrame(
    <>
      {words(108, 136, "Orders", 15)}
      <rect x="296" y="120" width="76" height="24" rx="12" fill={SOFT} />
      <path d="M306 138l8-8 5 5 9-9m-6 0h6v6" fill="none" stroke={TEAL} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      {words(334, 137, "+18%", 12, TEAL)}
      {(
        [
          [154, VIOLET, TEAL, "Shipped"],
          [198, BRAND, BRAND, "Paid"],
          [242, ACCENT, ACCENT, "New"],
        ] as const
      ).map(([y, face, pill, status]) => (
        <g key={status}>
          {avatar(124, y + 17, 15, face)}
          <rect x="240" y={y + 6} width="72" height="22" rx="11" fill={pill} />
          {words(276, y + 21, status, 12, PAPER, "middle")}
        </g>
      ))}
      {inks([
        [148, 160, 76],
        [148, 204, 66],
        [148, 248, 80],
      ])}
      {bars([
        [148, 175, 52],
        [148, 219, 60],
        [148, 263, 44],
      ])}
      <path d="M326 232l16-22h70l-16 22z" fill={ACCENT} fillOpacity="0.55" {...THIN} />
      <path d="M396 232l16-22v54l-16 22z" fill={ACCENT} fillOpacity="0.8" {...THIN} />
      <rect x="326" y="232" width="70" height="54" fill={ACCENT} {...THIN} />
      <path d="M353 232l16-22h14l-16 22z" fill={PAPER} />
      <rect x="336" y="256" width="32" height="20" rx="3" fill={PAPER} />
      {bar(341, 262, 22, INK, 6, 0.5)}
    </>,
  ),
  "onlinestore-mobile": (
    <g>
      {phone(
        180,
        120,
        <>
          <rect x="194" y="74" width="92" height="92" rx="10" fill={SOFT} />
          <path d="M230 104v-6a10 10 0 0 1 20 0v6" fill="none" {...THIN} />
          <path d="M218 104h44l6 48h-56z" fill={ACCENT} {...THIN} />
          {ink(194, 178, 76)}
          {bar(194, 194, 56)}
          {words(194, 226, "$18", 18)}
          <circle cx="262" cy="220" r="7" fill={BRAND} />
          <circle cx="280" cy="220" r="7" fill={TEAL} />
          <rect x="194" y="240" width="92" height="32" rx="16" fill={BRAND} />
          {words(240, 260, "Add to cart", 12, PAPER, "middle")}
        </>,
      )}
      <circle cx="344" cy="124" r="34" fill={TEAL} {...OUT} />
      <path d="M322 110h8l6 22h20l5-15h-27" fill="none" stroke={PAPER} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="339" cy="140" r="4" fill={PAPER} />
      <circle cx="354" cy="140" r="4" fill={PAPER} />
      <circle cx="368" cy="98" r="13" fill={ACCENT} {...THIN} />
      {words(368, 103, "1", 13, PAPER, "middle")}
      <circle cx="136" cy="236" r="28" fill={ACCENT} {...OUT} />
      {heart(136, 238, PAPER, 1.5)}
    </g>
  ),
} satisfies Partial<Record<ToolsArtName, ReactNode>>;
