import { Html, escapeHtml } from "../pages/htmlDocument.ts";

/**
 * Our own flat drawings of the things a sample site shows (people, products, places, food),
 * in place of photographs. Each is an SVG <symbol> on a 120 × 90 board, drawn full bleed so
 * it can fill a slot of any shape (the middle 80 units hold the subject). The colours come
 * from the theme's palette through classes (.f-d deep, .f-a accent, .f-t tint, .f-s soft;
 * .s-… for strokes: sampleStylesheet.ts), so one drawing suits every palette. A page carries
 * only the symbols it uses (drawingSprite), once, and every picture is a <use> of one: no
 * request, no inline style, nothing the sample pages' CSP or an SVG thumbnail would block.
 */
const SYMBOLS = {
  portrait: `<rect width="120" height="90" class="f-t"/><circle cx="94" cy="20" r="11" class="f-s"/><path d="M28 90c2-20 15-30 32-30s30 10 32 30z" class="f-a"/><path d="M52 62l8 9 8-9" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="54" y="48" width="12" height="13" rx="4" fill="#c98b66"/><circle cx="60" cy="38" r="15" fill="#e0a983"/><path d="M44 40c-2-14 6-21 16-21s19 6 16 21c-2-7-8-11-16-11s-14 4-16 11z" class="f-d"/><circle cx="54.5" cy="39" r="1.6" fill="#3b2a20"/><circle cx="65.5" cy="39" r="1.6" fill="#3b2a20"/><path d="M55 46q5 4 10 0" fill="none" stroke="#8a4b33" stroke-width="1.6" stroke-linecap="round"/>`,
  cake: `<rect width="120" height="90" class="f-t"/><ellipse cx="60" cy="80" rx="38" ry="5" fill="#000" opacity=".12"/><rect x="32" y="50" width="56" height="28" rx="3" class="f-a"/><path d="M32 52h56v6c-5 4-9-2-14 1s-9 4-14 0-9 3-14 0-9-4-14 0z" fill="#fff"/><rect x="41" y="30" width="38" height="22" rx="3" fill="#f6e7d3"/><path d="M41 32h38v5c-4 3-8-2-12 1s-8 3-13 0-9 3-13-1z" class="f-d"/><rect x="58" y="17" width="4" height="13" rx="1" fill="#fff"/><path d="M60 7c4 5 4 8 0 9-4-1-4-4 0-9z" fill="#f5a623"/><circle cx="46" cy="68" r="2.2" fill="#fff"/><circle cx="60" cy="68" r="2.2" fill="#fff"/><circle cx="74" cy="68" r="2.2" fill="#fff"/>`,
  storefront: `<rect width="120" height="90" fill="#d6e9f5"/><rect x="20" y="22" width="80" height="62" fill="#fff"/><rect x="20" y="14" width="80" height="12" class="f-d"/><rect x="38" y="17" width="44" height="6" rx="1" fill="#fff" opacity=".85"/><path d="M18 26h84v9c-4 5-10 5-14 0-4 5-10 5-14 0-4 5-10 5-14 0-4 5-10 5-14 0-4 5-10 5-14 0-4 5-10 5-14 0z" class="f-a"/><path d="M32 26h10v9c-3 2-7 2-10 0zm24 0h10v9c-3 2-7 2-10 0zm24 0h10v9c-3 2-7 2-10 0z" fill="#fff" opacity=".55"/><rect x="28" y="46" width="34" height="26" fill="#bfe0f0"/><path d="M28 60h34M45 46v26" stroke="#fff" stroke-width="2"/><rect x="70" y="46" width="20" height="38" class="f-d"/><circle cx="86" cy="66" r="1.6" fill="#fff"/><rect x="26" y="72" width="38" height="4" class="f-a"/><rect y="84" width="120" height="6" fill="#9aa3ad"/>`,
  mountains: `<rect width="120" height="90" fill="#d6e9f5"/><circle cx="90" cy="22" r="9" fill="#ffd166"/><path d="M-4 72l28-36 16 18 24-34 36 52z" class="f-d"/><path d="M56 32l8-12 9 12-5-2-4 4-4-4z" fill="#fff"/><path d="M16 44l8-8 6 7-4-1-3 3z" fill="#fff"/><path d="M0 70c20-9 40-9 60-2s40 7 60-2v24H0z" class="f-a"/><path d="M0 82c30-6 70-6 120 0v8H0z" fill="#000" opacity=".14"/>`,
  plate: `<rect width="120" height="90" class="f-t"/><rect x="14" y="16" width="3" height="58" rx="1.5" fill="#9aa3ad"/><path d="M12 16v12a4 4 0 0 0 8 0V16" fill="none" stroke="#9aa3ad" stroke-width="2"/><rect x="102" y="16" width="4" height="58" rx="2" fill="#9aa3ad"/><ellipse cx="60" cy="49" rx="34" ry="32" fill="#000" opacity=".1"/><circle cx="60" cy="46" r="32" fill="#fff"/><circle cx="60" cy="46" r="23" fill="#f3efe8"/><path d="M42 52c5-12 27-14 34-2-8 9-27 11-34 2z" fill="#e07a5f"/><path d="M50 48l4 6m4-8l4 7m4-7l3 6" stroke="#f4a98f" stroke-width="2" stroke-linecap="round"/><circle cx="50" cy="38" r="5.5" fill="#6a994e"/><circle cx="57" cy="34" r="4.5" fill="#86b46b"/><circle cx="45" cy="33" r="3.5" fill="#4f7f3a"/><circle cx="72" cy="37" r="5" fill="#f2cc3c"/><circle cx="72" cy="37" r="3" fill="#fae38b"/>`,
  mug: `<rect width="120" height="90" class="f-t"/><ellipse cx="60" cy="79" rx="28" ry="4" fill="#000" opacity=".12"/><path d="M78 42h5a9 9 0 0 1 0 18h-5" fill="none" class="s-d" stroke-width="5"/><path d="M38 34h42v34a10 10 0 0 1-10 10H48a10 10 0 0 1-10-10z" class="f-a"/><path d="M38 48h42v6H38z" fill="#fff" opacity=".5"/><ellipse cx="59" cy="34" rx="21" ry="4" fill="#6b4226"/><path d="M52 26c-4-5 4-7 0-12m10 12c-4-5 4-7 0-12m10 12c-4-5 4-7 0-12" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
  plant: `<rect width="120" height="90" class="f-t"/><ellipse cx="60" cy="84" rx="22" ry="3" fill="#000" opacity=".12"/><path d="M60 58c0-18-15-26-24-26 0 13 9 24 24 26z" fill="#4f8a4b"/><path d="M60 58c0-22 13-32 26-32 0 15-11 28-26 32z" fill="#6aa84f"/><path d="M60 58c-3-15 0-30 0-40 7 10 7 26 0 40z" fill="#3d7a3a"/><path d="M60 58c-6-6-16-6-22-2 6 4 16 6 22 2z" fill="#86b46b"/><path d="M45 60h30l-4 24H49z" class="f-a"/><rect x="42" y="56" width="36" height="7" rx="2" class="f-d"/>`,
  flowers: `<rect width="120" height="90" class="f-t"/><path d="M60 62L48 34m12 28V24m0 38l14-24m-14 24l-20-14m20 14l22-10" stroke="#4f8a4b" stroke-width="2.5" fill="none"/><path d="M54 52c-9-1-12-8-12-8 7-1 12 3 12 8zm12 0c9-1 12-8 12-8-7-1-12 3-12 8z" fill="#6aa84f"/><circle cx="48" cy="32" r="8" class="f-a"/><circle cx="48" cy="32" r="3" fill="#ffd166"/><circle cx="60" cy="22" r="9" fill="#f28482"/><circle cx="60" cy="22" r="3.5" fill="#fff"/><circle cx="75" cy="35" r="7" class="f-d"/><circle cx="75" cy="35" r="2.5" fill="#ffd166"/><circle cx="38" cy="47" r="5.5" fill="#fff"/><circle cx="38" cy="47" r="2" fill="#f5a623"/><circle cx="83" cy="51" r="5.5" fill="#f6bd60"/><path d="M48 62h24l-4 22H52z" fill="#fff"/><path d="M48 62h24l-1 6H49z" class="f-s"/>`,
  bag: `<rect width="120" height="90" class="f-t"/><ellipse cx="60" cy="82" rx="28" ry="3" fill="#000" opacity=".12"/><path d="M49 38v-6a11 11 0 0 1 22 0v6" fill="none" class="s-d" stroke-width="3.5"/><path d="M38 36h44l5 46H33z" class="f-a"/><path d="M38 36h44l1 8H37z" class="f-d" opacity=".35"/><rect x="47" y="52" width="26" height="14" rx="2" fill="#fff" opacity=".9"/><path d="M52 59h16" class="s-d" stroke-width="2"/>`,
  tent: `<rect width="120" height="90" fill="#d6e9f5"/><circle cx="24" cy="20" r="8" fill="#ffd166"/><path d="M0 62c30-8 60-8 120 0v28H0z" fill="#7fb069"/><path d="M96 68l-10 0 10-30 10 30z" fill="#3d7a3a"/><rect x="95" y="68" width="2.5" height="8" fill="#7a5230"/><path d="M28 76L60 26l32 50z" class="f-a"/><path d="M60 26l-9 50h18z" class="f-d"/><path d="M60 26l-4-7m4 7l4-7" stroke="#5a4a3a" stroke-width="2"/><path d="M20 78h80" stroke="#000" stroke-opacity=".15" stroke-width="3"/>`,
  house: `<rect width="120" height="90" fill="#d6e9f5"/><rect y="76" width="120" height="14" fill="#7fb069"/><rect x="72" y="24" width="7" height="16" class="f-d"/><rect x="34" y="44" width="52" height="34" fill="#fff"/><path d="M27 47l33-26 33 26z" class="f-d"/><rect x="54" y="58" width="12" height="20" class="f-a"/><rect x="40" y="52" width="10" height="10" fill="#bfe0f0"/><rect x="70" y="52" width="10" height="10" fill="#bfe0f0"/><circle cx="101" cy="58" r="10" fill="#6aa84f"/><rect x="99.5" y="64" width="3" height="14" fill="#7a5230"/><path d="M54 78h12l4 12H50z" fill="#c9c2b5"/>`,
  bread: `<rect width="120" height="90" class="f-t"/><rect x="20" y="64" width="80" height="10" rx="4" fill="#b07a4a"/><rect x="96" y="66" width="14" height="6" rx="3" fill="#b07a4a"/><path d="M28 64c0-17 13-26 32-26s32 9 32 26z" fill="#d9a35f"/><path d="M34 62c2-12 12-18 26-18" fill="none" stroke="#e8bf83" stroke-width="3" stroke-linecap="round"/><path d="M44 46l6 9m8-13l6 9m8-5l6 9" stroke="#f3d9a4" stroke-width="3.5" stroke-linecap="round"/><circle cx="36" cy="80" r="1.5" fill="#d9a35f"/><circle cx="84" cy="82" r="1.2" fill="#d9a35f"/>`,
  microphone: `<rect width="120" height="90" class="f-d"/><circle cx="60" cy="44" r="36" fill="none" class="s-a" stroke-width="3" opacity=".6"/><circle cx="60" cy="44" r="27" fill="none" class="s-a" stroke-width="2" opacity=".35"/><rect x="49" y="14" width="22" height="36" rx="11" fill="#eceff3"/><path d="M51 24h18M51 30h18M51 36h18" stroke="#9aa3ad" stroke-width="1.5"/><path d="M42 38a18 18 0 0 0 36 0" fill="none" stroke="#fff" stroke-width="3"/><path d="M60 56v14m-11 2h22" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>`,
} as const;

export type DrawingName = keyof typeof SYMBOLS;

/**
 * A drawing in a slot of a layout: the slot (its `classes` give the size) is the picture for
 * screen readers, `label` says what it shows, and the drawing fills it.
 */
export function drawing(name: DrawingName, label: string, classes: string): Html {
  return new Html(
    `<div class="art drawn ${escapeHtml(classes)}" role="img" aria-label="${escapeHtml(label)}"><svg xmlns="http://www.w3.org/2000/svg" class="draw" viewBox="0 0 120 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false"><use href="#d-${name}"/></svg></div>`,
  );
}

const USED = /href="#d-([a-z]+)"/g;

/** The symbols a page's markup uses, once each, in an invisible SVG at the top of its body. */
export function drawingSprite(markup: string): Html {
  const names = new Set([...markup.matchAll(USED)].map((m) => m[1]).filter((name): name is DrawingName => !!name && name in SYMBOLS));
  if (names.size === 0) return new Html("");
  const symbols = [...names].map((name) => `<symbol id="d-${name}" viewBox="0 0 120 90">${SYMBOLS[name]}</symbol>`).join("");
  return new Html(
    `<svg xmlns="http://www.w3.org/2000/svg" class="sprite" width="0" height="0" aria-hidden="true" focusable="false"><defs>${symbols}</defs></svg>`,
  );
}
