/**
 * Our own drawings of what a sample site shows (its trade's rooms, goods, dishes, places and
 * people), in place of photographs: pure markup, drawn once here and shown two ways, as the
 * stand-in asset host's template pictures (legacy/assets/drawings.ts: SVG <symbol>s in a page's
 * sprite) and inside the marketing pages' product screens (views/screens/kit.tsx, `Scene`:
 * inlined, one nested <svg> each). Each is markup for a 120 × 90 board, drawn full bleed so it
 * can fill a slot of any shape (the middle 80 × 40 units hold the subject). They are drawn as
 * scenes: gradients for sky, light and shade, a horizon or a table edge, layers in front of and
 * behind the subject, soft shadows under it. A scene may stand on a shared backdrop (a tabletop,
 * a studio sweep, a museum plinth, a bakery counter, a stage), itself a scene, drawn by
 * `<use href="#d-<name>">` inside the scene. A scene paints with the gradients below as
 * `url(#g-<name>)`, and takes a palette's colours through classes (.f-d deep, .f-a accent,
 * .f-t tint, .f-s soft for fills, .s-… for strokes, .c-… for gradient stops), so it takes each
 * theme's colours: the sprite resolves them by the sample stylesheet, a product screen by
 * attributes. No inline style anywhere: the sample pages' and the site's CSP forbid it.
 */

/** Vertical (top to bottom) and horizontal (left to right) linear gradients, and radial ones. */
function stops(list: ReadonlyArray<readonly [number, string, number?]>): string {
  return list
    .map(([offset, colour, opacity]) => {
      const paint = colour.startsWith(".") ? `class="c-${colour.slice(1)}"` : `stop-color="${colour}"`;
      return `<stop offset="${offset}" ${paint}${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`;
    })
    .join("");
}
const down = (id: string, list: ReadonlyArray<readonly [number, string, number?]>) =>
  `<linearGradient id="g-${id}" x2="0" y2="1">${stops(list)}</linearGradient>`;
const across = (id: string, list: ReadonlyArray<readonly [number, string, number?]>) => `<linearGradient id="g-${id}">${stops(list)}</linearGradient>`;
const round = (id: string, list: ReadonlyArray<readonly [number, string, number?]>) => `<radialGradient id="g-${id}">${stops(list)}</radialGradient>`;

/** The shared gradients: a drawing names one as `url(#g-<name>)`; ".a" is the palette's accent. */
export const SCENE_GRADIENTS: Readonly<Record<string, string>> = {
  sky: down("sky", [
    [0, "#6fa8dc"],
    [1, "#e4f0f8"],
  ]),
  dusk: down("dusk", [
    [0, "#3f4a7a"],
    [0.6, "#d9866f"],
    [1, "#f7d3a0"],
  ]),
  gold: down("gold", [
    [0, "#f2b36f"],
    [1, "#fde9c4"],
  ]),
  sea: down("sea", [
    [0, "#6aa3c4"],
    [1, "#1f4f6e"],
  ]),
  grass: down("grass", [
    [0, "#a5d17a"],
    [1, "#4f8a3e"],
  ]),
  hill: down("hill", [
    [0, "#7aa866"],
    [1, "#2f5a33"],
  ]),
  wood: down("wood", [
    [0, "#b98456"],
    [1, "#6e472b"],
  ]),
  wall: down("wall", [
    [0, ".s"],
    [1, ".t"],
  ]),
  deep: down("deep", [
    [0, ".a"],
    [1, ".d"],
  ]),
  night: down("night", [
    [0, "#05060b"],
    [1, "#262a40"],
  ]),
  beam: down("beam", [
    [0, "#ffffff", 0.6],
    [1, "#ffffff", 0],
  ]),
  light: across("light", [
    [0, "#ffffff", 0.6],
    [1, "#ffffff", 0],
  ]),
  shade: down("shade", [
    [0, "#000000", 0],
    [1, "#000000", 0.4],
  ]),
  glow: round("glow", [
    [0, "#ffffff", 0.9],
    [1, "#ffffff", 0],
  ]),
  warm: round("warm", [
    [0, "#ffd58a", 0.9],
    [1, "#ffd58a", 0],
  ]),
  shadow: round("shadow", [
    [0, "#000000", 0.45],
    [1, "#000000", 0],
  ]),
  metal: across("metal", [
    [0, "#f6f8fa"],
    [0.6, "#b9c1c9"],
    [1, "#7d868f"],
  ]),
  copper: across("copper", [
    [0, "#f3b27c"],
    [0.55, "#c0652f"],
    [1, "#7d3a19"],
  ]),
  brass: across("brass", [
    [0, "#f7e08f"],
    [0.6, "#c9992f"],
    [1, "#8a6318"],
  ]),
  snow: down("snow", [
    [0, "#ffffff"],
    [1, "#c9d8e6"],
  ]),
  stone: down("stone", [
    [0, "#ddd4c6"],
    [1, "#9d9080"],
  ]),
  crust: down("crust", [
    [0, "#d99a52"],
    [1, "#8f5424"],
  ]),
};

/** A soft shadow on the ground under something standing at (cx, cy). */
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.max(2, Math.round(rx / 5))}" fill="url(#g-shadow)"/>`;
/** A shared backdrop, drawn first. */
const on = (backdrop: string) => `<use href="#d-${backdrop}"/>`;
/** How a person is painted: skin and hair colours, and the clothes' paint as an attribute (a fill, or a palette class). */
interface Look {
  skin: string;
  hair: string;
  clothes: string;
  face?: boolean;
}
/** A person seen against the light: all one colour. */
const silhouette = (colour: string): Look => ({ skin: colour, hair: colour, clothes: `fill="${colour}"` });
/** Head and shoulders, standing on (x, y), `s` times 36 units tall: a portrait's sitter, with a smiling face (`face`) when lit from the front. */
const bust = (x: number, y: number, s: number, { skin, hair, clothes, face = false }: Look) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-17 0c1-14 7-21 17-21s16 7 17 21z" ${clothes}/><path d="M-3.5-27h7v8h-7z" fill="${skin}"/><circle cy="-32" r="9" fill="${skin}"/><path d="M-9.6-31c-1.5-9 4-14 9.6-14s11 5 9.6 14c-2-5-5-8-9.6-8s-7.6 3-9.6 8z" fill="${hair}"/>${face ? '<circle cx="-3.2" cy="-31" r="1" fill="#2b1d16"/><circle cx="3.2" cy="-31" r="1" fill="#2b1d16"/><path d="M-2.6-27q2.6 2 5.2 0" stroke="#8a4b33" stroke-width="1" fill="none" stroke-linecap="round"/>' : ""}</g>`;
/** A whole figure standing on (x, y), `s` times 44 units tall, one colour for clothes. */
const figure = (x: number, y: number, s: number, { skin, hair, clothes }: Look) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-6-34h12l2 17h-4L5 0H1l-1-14-1 14h-4l-1-17h-4z" ${clothes}/><circle cy="-39" r="4.6" fill="${skin}"/><path d="M-4.8-39c-.6-5 2-7.4 4.8-7.4s5.4 2.4 4.8 7.4c-1-2.6-2.6-3.8-4.8-3.8s-3.8 1.2-4.8 3.8z" fill="${hair}"/></g>`;
/** A round tree and a pine, standing on (x, y). */
const tree = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x - 1} ${y}h2v-${r}h-2z" fill="#5a3d26"/><circle cx="${x}" cy="${y - r * 1.3}" r="${r}" fill="${fill}"/><circle cx="${x - r * 0.3}" cy="${y - r * 1.5}" r="${r * 0.5}" fill="#fff" opacity=".12"/>`;
const pine = (x: number, y: number, h: number, fill: string) =>
  `<path d="M${x} ${y - h}l${h * 0.28} ${h * 0.85}h-${h * 0.56}z" fill="${fill}"/><path d="M${x - 0.8} ${y - h * 0.15}h1.6V${y}h-1.6z" fill="#4a3322"/>`;

export const SCENES = {
  // Backdrops: a scene draws one first.
  table: `<rect width="120" height="90" fill="url(#g-wall)"/><path d="M8 0h40L26 64H0V18z" fill="url(#g-light)"/><rect y="64" width="120" height="26" fill="url(#g-wood)"/><rect y="64" width="120" height="1.5" fill="#fff" opacity=".3"/>`,
  sweep: `<rect width="120" height="90" fill="url(#g-wall)"/><ellipse cx="60" cy="34" rx="70" ry="44" fill="url(#g-glow)"/><path d="M0 62q60 10 120 0v28H0z" fill="#fff" opacity=".3"/>`,
  plinth: `<rect width="120" height="90" fill="url(#g-deep)"/><rect width="120" height="90" fill="#000" opacity=".4"/><path d="M46 0h28l22 66H24z" fill="url(#g-beam)"/><path d="M24 66h72v24H24z" fill="#ece6da"/><path d="M24 66h72l-3 3H27z" fill="#fff"/><path d="M84 69h12v21H84z" fill="#000" opacity=".12"/><rect x="50" y="76" width="20" height="6" fill="#fff" opacity=".9"/><path d="M53 78h14M53 80h9" stroke="#9d9080" stroke-width=".7"/>`,
  bakecase: `<rect width="120" height="90" fill="#f1e8da"/><path d="M0 12h120M0 26h120M0 40h120M0 54h120M20 0v12M60 0v12M100 0v12M40 12v14M80 12v14M20 26v14M60 26v14M100 26v14M40 40v14M80 40v14" stroke="#fff" stroke-width="1.2"/><ellipse cx="60" cy="24" rx="64" ry="40" fill="url(#g-warm)"/><rect y="60" width="120" height="30" fill="url(#g-wood)"/><rect y="60" width="120" height="2" fill="#fff" opacity=".3"/>`,
  gig: `<rect width="120" height="90" fill="url(#g-night)"/><path d="M22 0h12l26 90H2z" class="f-a" opacity=".45"/><path d="M88 0h12l18 90H58z" fill="#fff" opacity=".14"/><ellipse cx="60" cy="10" rx="46" ry="16" fill="url(#g-glow)" opacity=".55"/><rect y="74" width="120" height="16" fill="#101118"/><rect y="74" width="120" height="1" fill="#fff" opacity=".2"/>`,

  // The sites' main pictures, one each.
  harbor: `<rect width="120" height="90" fill="url(#g-wall)"/><rect x="14" y="6" width="92" height="30" fill="url(#g-sky)"/><rect x="14" y="34" width="92" height="16" fill="url(#g-sea)"/><circle cx="90" cy="16" r="5" fill="#fff8dc"/><path d="M26 33h14l-2 2H28zM33 33v-9l6 8z" fill="#fff"/><path d="M70 33h16l-2 2.4H72zM76 33v-5h5v5z" class="f-d"/><path d="M14 38h92" stroke="#fff" stroke-width=".6" opacity=".5"/><path d="M14 6h92v44H14zM60 6v44" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M14 6h40L30 50H14z" fill="url(#g-light)" opacity=".6"/><rect y="52" width="120" height="38" fill="#f4efe6"/><rect y="52" width="120" height="2" fill="#fff"/><rect y="52" width="120" height="38" fill="url(#g-shade)" opacity=".5"/>${shadow(56, 71, 32)}<ellipse cx="56" cy="68" rx="28" ry="9.5" fill="#fff"/><ellipse cx="56" cy="68" rx="21" ry="6.5" fill="#eee8dd"/><path d="M38 68c6-6 22-7 32-1l6-4v10l-6-4c-10 5-26 5-32-1z" fill="#b7a48a"/><path d="M46 64l4 7m4-8l4 8m4-7l4 7" stroke="#5b4530" stroke-width="1.4" opacity=".7"/><circle cx="42" cy="67" r=".9" fill="#222"/><ellipse cx="66" cy="73" rx="5" ry="2.6" fill="#f5d547"/><circle cx="47" cy="73" r="2.2" fill="#6a994e"/><circle cx="51" cy="74" r="1.8" fill="#86b46b"/><path d="M22 62l-4 22M90 62l4 22" stroke="#b9c1c9" stroke-width="1.6" stroke-linecap="round"/>${shadow(97, 71, 7)}<path d="M92 50h10l-1 20h-8z" fill="#fff" opacity=".5"/><path d="M92.6 58h8.8l-.6 12h-7.6z" fill="#f3e7a0" opacity=".85"/>`,
  stage: `${on("gig")}<path d="M50 44h20v30H50z" fill="#fff" opacity=".05"/><ellipse cx="86" cy="64" rx="10" ry="10" fill="#1a1c28" stroke="#4a4f6a"/><ellipse cx="86" cy="64" rx="5" ry="5" class="f-a" opacity=".7"/><path d="M94 46h12M70 48h10" stroke="#d4b04a" stroke-width="1.5"/>${bust(86, 56, 0.5, silhouette("#111"))}${figure(58, 76, 1, silhouette("#14151d"))}<path d="M54 76V42l3-2" stroke="#555" stroke-width="1" fill="none"/>${figure(32, 76, 0.95, silhouette("#14151d"))}<path d="M24 58l18-8" stroke="#3a2a1e" stroke-width="2"/><ellipse cx="28" cy="58" rx="5" ry="3.5" fill="#7a3f1e"/><path d="M0 90V80c4-6 10-6 12 0 2-7 10-7 12-1 3-6 10-6 13 1 3-7 11-7 13 0 3-6 10-6 13 0 3-7 10-7 12 0 3-6 10-6 13 0 3-6 9-6 12 0 4-5 8-5 10 0v10z" fill="#000"/><path d="M20 80l-3-13 2.4-1 3 13zM96 80l3-14 2.4 1-3 13z" fill="#000"/>`,
  kitchen: `<rect width="120" height="90" fill="url(#g-wall)"/><rect x="6" y="12" width="28" height="30" fill="url(#g-sky)"/><path d="M6 27h28M20 12v30" stroke="#fff" stroke-width="1.5"/><rect x="74" y="26" width="42" height="2" fill="#8d6a4a"/><path d="M78 18h6v8h-6zM88 16h5v10h-5zM97 19h7v7h-7zM107 17h5v9h-5z" class="f-a" opacity=".8"/>${bust(46, 60, 0.85, { skin: "#e0a983", hair: "#6b4226", clothes: 'class="f-a"', face: true })}<path d="M41 46h10v14H41z" fill="#fff" opacity=".9"/>${bust(80, 60, 0.85, { skin: "#8d5a3b", hair: "#1f1a17", clothes: 'class="f-d"', face: true })}<path d="M75 46h10v14H75z" fill="#fff" opacity=".9"/><rect y="56" width="120" height="34" fill="#ece7dd"/><rect y="56" width="120" height="3" fill="#c9c2b5"/><rect y="59" width="120" height="31" fill="url(#g-shade)" opacity=".6"/>${shadow(22, 59, 14)}<path d="M10 44h24v12a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3z" fill="url(#g-metal)"/><ellipse cx="22" cy="44" rx="12" ry="2.5" fill="#c0652f"/><path d="M16 40c-3-4 3-5 0-9m6 9c-3-4 3-5 0-9m6 9c-3-4 3-5 0-9" stroke="#fff" stroke-width="1.6" fill="none" opacity=".8"/>${shadow(100, 60, 12)}<path d="M90 48h20v9a3 3 0 0 1-3 3H93a3 3 0 0 1-3-3z" fill="url(#g-metal)"/><ellipse cx="100" cy="48" rx="10" ry="2" fill="#e9a03b"/><g fill="#fff"><ellipse cx="42" cy="64" rx="7" ry="2.5"/><ellipse cx="60" cy="65" rx="7" ry="2.5"/><ellipse cx="78" cy="64" rx="7" ry="2.5"/></g><g fill="#e9a03b"><ellipse cx="42" cy="63.6" rx="5" ry="1.4"/><ellipse cx="60" cy="64.6" rx="5" ry="1.4"/><ellipse cx="78" cy="63.6" rx="5" ry="1.4"/></g><path d="M0 0h44L76 90H0z" fill="url(#g-light)" opacity=".35"/>`,
  reading: `<rect width="120" height="90" fill="url(#g-wall)"/><rect x="28" y="6" width="64" height="42" fill="url(#g-gold)"/><path d="M28 32c12-6 24-6 34-2s20 2 30-3v21H28z" fill="url(#g-hill)"/><path d="M54 48l7-16h3l-1 16z" fill="#9cc3d6"/><path d="M64 48l-1-16h2l6 16z" fill="#d9c9a8"/>${pine(38, 40, 12, "#2f5a33")}${pine(84, 38, 10, "#3d6a3a")}<path d="M28 6h64v42H28zM60 6v42M28 27h64" fill="none" stroke="#fff" stroke-width="2"/><rect y="50" width="120" height="40" fill="url(#g-wood)"/><rect y="50" width="120" height="1.5" fill="#fff" opacity=".3"/>${shadow(60, 78, 36)}<path d="M26 76l4-20c10-2 22 0 30 4 8-4 20-6 30-4l4 20c-10-2-24 0-34 4-10-4-24-6-34-4z" fill="#f7f2e6"/><path d="M60 60v20" stroke="#d8cfbd"/><path d="M35 61l18 2M34 65l18 2M33 69l18 2M67 63l18-2M68 67l18-2M69 71l14-1.5" stroke="#b9b0a0" stroke-width=".9"/>${shadow(102, 68, 9)}<path d="M95 54h13v11a3 3 0 0 1-3 3h-7a3 3 0 0 1-3-3z" class="f-a"/><path d="M108 57h2a3 3 0 0 1 0 6h-2" fill="none" class="s-a" stroke-width="1.6"/><path d="M10 84l26-8 1 2-26 8z" fill="#f2c14e"/><path d="M0 0h40L20 90H0z" fill="url(#g-light)" opacity=".4"/>`,
  gym: `<rect width="120" height="90" fill="url(#g-wall)"/><path d="M8 8h30v38H8zM44 8h30v38H44z" fill="url(#g-sky)"/><path d="M23 8v38M59 8v38M8 27h30M44 27h30" stroke="#fff" stroke-width="1.4"/><rect y="58" width="120" height="32" fill="#2d3038"/><path d="M8 58h30l16 32H0zM44 58h30l18 32H54z" fill="#fff" opacity=".1"/><path d="M84 18h3v40h-3zM108 18h3v40h-3z" fill="#4a4f5a"/><rect x="76" y="31" width="44" height="2" fill="url(#g-metal)"/><rect x="79" y="22" width="4" height="20" rx="1" class="f-d"/><rect x="112" y="22" width="4" height="20" rx="1" class="f-d"/>${shadow(24, 76, 9)}<circle cx="24" cy="70" r="7" class="f-a"/><path d="M19 64a5 5 0 0 1 10 0" fill="none" stroke="#1b1d23" stroke-width="2.2"/>${shadow(42, 76, 7)}<circle cx="42" cy="71" r="5.5" class="f-a"/><path d="M38 66a4 4 0 0 1 8 0" fill="none" stroke="#1b1d23" stroke-width="2"/>${shadow(57, 76, 6)}<circle cx="57" cy="72" r="4.5" class="f-d"/><path d="M54 68a3 3 0 0 1 6 0" fill="none" stroke="#1b1d23" stroke-width="1.8"/><circle cx="22" cy="67" r="2" fill="#fff" opacity=".3"/><path d="M70 80h40l6 8H64z" class="f-d"/><path d="M70 80h40l1 1.5H69z" fill="#fff" opacity=".25"/>`,
  cottage: `<rect width="120" height="90" fill="url(#g-gold)"/><circle cx="92" cy="24" r="22" fill="url(#g-warm)"/><circle cx="92" cy="24" r="7" fill="#fff4d6"/><path d="M0 48c20-10 40-12 60-6s40 2 60-6v22H0z" fill="#9bb57e"/><path d="M0 60c30-6 80-6 120 0v30H0z" fill="url(#g-grass)"/><path d="M26 71h62l6 3H20z" fill="#000" opacity=".15"/><path d="M30 44h50v27H30z" fill="url(#g-stone)"/><path d="M62 44h18v27H62z" fill="#000" opacity=".1"/><path d="M26 46l10-14h38l10 14z" fill="#4b525c"/><path d="M74 32l10 14h-4z" fill="#2f343b"/><path d="M66 26h6v7h-6z" fill="#8d8272"/><path d="M50 56h9v15h-9z" class="f-d"/><path d="M36 52h8v7h-8zM66 52h8v7h-8z" fill="#ffe3a3"/><path d="M40 52v7M36 55.5h8M70 52v7M66 55.5h8" stroke="#fff" stroke-width=".7"/><path d="M32 50h6m3 12h6m24 2h6m-44 2h5" stroke="#8d8272" stroke-width=".8"/><path d="M50 71h9l10 19H38z" fill="#e3d5b5"/>${tree(14, 70, 8, "#4f7d3a")}${tree(104, 72, 7, "#5d8c45")}<g fill="#f28482"><circle cx="34" cy="74" r="1.4"/><circle cx="40" cy="76" r="1.4"/><circle cx="70" cy="75" r="1.4"/><circle cx="78" cy="77" r="1.4"/></g>`,
  seaside: `<rect width="120" height="90" fill="url(#g-dusk)"/><circle cx="40" cy="52" r="20" fill="url(#g-warm)"/><circle cx="40" cy="52" r="5" fill="#fff1cf"/><path d="M84 54c6-6 14-8 22-6s10 4 14 6z" fill="#4a3f5a"/><rect y="54" width="120" height="36" fill="url(#g-sea)"/><path d="M32 57h16M28 61h24M35 65h10M30 70h20" stroke="#ffd9a0" stroke-width=".6" opacity=".6"/>${bust(82, 92, 1.15, { skin: "#7a4f3a", hair: "#2b1d16", clothes: 'fill="#2a2f45"' })}<path d="M71.8 54a10.4 10.4 0 0 1 5-11.5" stroke="#ffd9a0" stroke-width=".9" fill="none"/>`,
  chambers: `<rect width="120" height="90" fill="url(#g-wall)"/><rect x="6" y="6" width="60" height="58" fill="#5a3d28"/>${[20, 36, 52]
    .map(
      (y) =>
        `<path d="M9 ${y}h4v-12h-4zM20 ${y}h5v-13h-5zM33 ${y}h4v-11h-4zM44 ${y}h5v-13h-5zM56 ${y}h4v-12h-4z" fill="#7a2e2e"/><path d="M13 ${y}h4v-13h-4zM25 ${y}h4v-11h-4zM37 ${y}h3v-12h-3zM49 ${y}h4v-12h-4zM60 ${y}h4v-13h-4z" fill="#2f4a3a"/><path d="M17 ${y}h3v-12h-3zM29 ${y}h4v-13h-4zM40 ${y}h4v-13h-4zM53 ${y}h3v-11h-3z" fill="#c9a86a"/><rect x="6" y="${y}" width="60" height="2.5" fill="#3e2a1b"/>`,
    )
    .join(
      "",
    )}<rect x="76" y="8" width="36" height="40" fill="url(#g-sky)"/><path d="M80 48V30h8v18zM90 48V24h9v24zM101 48V34h7v14z" fill="#9aa8b8"/><path d="M76 8h36v40H76zM94 8v40M76 28h36" fill="none" stroke="#fff" stroke-width="2"/><rect y="62" width="120" height="28" fill="url(#g-wood)"/><rect y="62" width="120" height="1.5" fill="#fff" opacity=".3"/><ellipse cx="34" cy="60" rx="26" ry="14" fill="url(#g-warm)"/><path d="M34 64V54" stroke="#c9992f" stroke-width="2"/><path d="M26 64h16v-2H26z" fill="#c9992f"/><path d="M23 55c0-5 4-7 11-7s11 2 11 7z" fill="#2f6b4a"/>${shadow(74, 76, 16)}<path d="M58 72l26-4 3 8-26 4z" fill="#fff"/><path d="M63 73l16-2.4M64 75.4l16-2.4M65 77.8l10-1.5" stroke="#b9b0a0" stroke-width=".7"/><path d="M98 64V48m-8 2h16" stroke="#c9992f" stroke-width="1.4"/><path d="M87 55h6l-3-5zM103 55h6l-3-5z" fill="#c9992f"/>`,
  school: `<rect width="120" height="90" fill="url(#g-sky)"/>${pine(8, 58, 26, "#2f5a33")}${pine(18, 56, 30, "#3d6a3a")}${pine(104, 58, 28, "#2f5a33")}${pine(114, 58, 22, "#3d6a3a")}<path d="M0 54c30-8 90-8 120 0v8H0z" fill="#6f9d5e"/><rect y="60" width="120" height="30" fill="url(#g-grass)"/><path d="M20 64h80l6 3H14z" fill="#000" opacity=".15"/><path d="M22 38h76v26H22z" fill="#c9775a"/><path d="M60 38h38v26H60z" fill="#000" opacity=".1"/><path d="M19 40l4-5h74l4 5z" fill="#4b525c"/><path d="M46 30h28v34H46z" fill="#d48a6c"/><path d="M42 32l18-14 18 14z" fill="#4b525c"/><circle cx="60" cy="26" r="3.5" fill="#fff"/><path d="M60 24v2h1.6" stroke="#1b1d23" stroke-width=".7" fill="none"/><path d="M60 18V6" stroke="#6b707b" stroke-width="1"/><path d="M60 6h9l-2.5 2.5L69 11h-9z" class="f-a"/><path d="M27 44h8v8h-8zm11 0h4v8h-4zm40 0h4v8h-4zm7 0h8v8h-8zM50 36h8v8h-8zm12 0h8v8h-8z" fill="#dfeefa"/><path d="M27 48h8m3 0h4m36 0h4m3 0h8" stroke="#fff" stroke-width=".7"/><path d="M54 64V54a6 6 0 0 1 12 0v10z" class="f-a"/><path d="M54 64h12l10 26H44z" fill="#e3d5b5"/>${tree(32, 76, 5, "#4f7d3a")}<circle cx="94" cy="78" r="4" fill="none" stroke="#b5654a" stroke-width="1.2"/><path d="M96 72l10 0" stroke="#6b707b"/>`,
  chapel: `<rect width="120" height="90" fill="url(#g-gold)"/><circle cx="20" cy="30" r="22" fill="url(#g-warm)"/><circle cx="20" cy="30" r="6" fill="#fff4d6"/><path d="M0 56c20-10 50-12 70-6s36 4 50 0v40H0z" fill="#9bb57e"/><path d="M0 68c30-12 70-14 120-4v26H0z" fill="url(#g-grass)"/><path d="M32 64h58l6 3H26z" fill="#000" opacity=".15"/><path d="M46 44h40v20H46z" fill="url(#g-stone)"/><path d="M44 46l6-10h36l2 10z" fill="#5b616b"/><path d="M34 28h12v36H34z" fill="url(#g-stone)"/><path d="M40 28h6v36h-6zM66 44h20v20H66z" fill="#000" opacity=".1"/><path d="M32 29l8-15 8 15z" fill="#5b616b"/><path d="M39.3 5h1.4v7h-1.4zM37.4 7.5h5.2v1.4h-5.2z" fill="#5b616b"/><path d="M53 58v-7a3 3 0 0 1 6 0v7zm10 0v-7a3 3 0 0 1 6 0v7zm10 0v-7a3 3 0 0 1 6 0v7zM38 40v-4a2 2 0 0 1 4 0v4z" fill="#ffe0a0"/><path d="M37 64v-7a3 3 0 0 1 6 0v7z" class="f-d"/><path d="M37 64c0 8-12 12-8 26h9c-2-12 8-16 6-26z" fill="#e3d5b5"/>${tree(96, 66, 7, "#2f5a33")}${tree(106, 68, 5, "#3d6a3a")}<path d="M88 70h3v-4h-3zM80 72h3v-4h-3z" fill="#9d9080"/>`,
  salon: `<rect width="120" height="90" fill="url(#g-wall)"/><ellipse cx="100" cy="22" rx="22" ry="14" fill="url(#g-warm)"/><path d="M100 0v14" stroke="#333" stroke-width=".8"/><path d="M94 20a6 6 0 0 1 12 0z" fill="#c9992f"/><rect x="36" y="6" width="48" height="48" rx="24" fill="#dfe7ea"/><rect x="36" y="6" width="48" height="48" rx="24" fill="url(#g-light)"/><rect x="36" y="6" width="48" height="48" rx="24" fill="none" stroke="#c9992f" stroke-width="2.2"/><rect x="6" y="34" width="24" height="2" fill="#8d6a4a"/><path d="M9 26h4v8H9zm6-2h3v10h-3zm6 3h5v7h-5z" class="f-a"/><path d="M9 26h2v8H9z" fill="#fff" opacity=".3"/><rect y="70" width="120" height="20" fill="#ddd6ca"/><path d="M0 70h120" stroke="#fff"/><path d="M0 70h120v20H0z" fill="url(#g-shade)" opacity=".5"/>${shadow(60, 85, 20)}<path d="M50 83h20l-2 3H52z" fill="url(#g-metal)"/><rect x="58" y="68" width="4" height="15" fill="url(#g-metal)"/><path d="M46 36h28a3 3 0 0 1 3 3v25H43V39a3 3 0 0 1 3-3z" class="f-d"/><path d="M52 30h16a2 2 0 0 1 2 2v4H50v-4a2 2 0 0 1 2-2z" class="f-d"/><path d="M43 62h34a4 4 0 0 1 4 4v4H39v-4a4 4 0 0 1 4-4z" class="f-d"/><path d="M36 55h9v9h-9zm39 0h9v9h-9z" class="f-d"/><path d="M48 39h5v22h-5z" fill="#fff" opacity=".18"/>${shadow(104, 86, 9)}<path d="M98 74h12l-2 12h-8z" fill="#e9e2d6"/><path d="M104 74c-8-6-10-14-6-20 4 6 6 12 6 20zm0 0c6-8 12-10 14-8-2 6-8 8-14 8zm0 0c-2-10 2-18 6-20 0 8-2 14-6 20z" fill="#4f8a4b"/>`,
  greenhouse: `<rect width="120" height="90" fill="url(#g-sky)"/><rect x="44" y="26" width="32" height="24" fill="#f4f9ee"/><path d="M60 36L0 0m60 36L30 0m30 36L90 0m30 36L60 36M0 30l44 6m76-6l-44 6M44 26v24M76 26v24" stroke="#fff" stroke-width="1.2" opacity=".8" fill="none"/><path d="M0 90l44-40h32l44 40z" fill="#7b5a3c"/><path d="M54 50h12l12 40H42z" fill="#d8cdb8"/><path d="M0 58l44-12v5L0 80zm120 0l-44-12v5l44 29z" fill="#3f7a3a"/>${[
    6, 16, 26, 35,
  ]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${60 - x * 0.33}" r="${7 - x * 0.1}" fill="#5f9a4b"/><circle cx="${120 - x}" cy="${60 - x * 0.33}" r="${7 - x * 0.1}" fill="#6aa84f"/>`,
    )
    .join(
      "",
    )}<g fill="#e0483e"><circle cx="10" cy="60" r="1.8"/><circle cx="20" cy="55" r="1.6"/><circle cx="108" cy="61" r="1.8"/><circle cx="98" cy="56" r="1.6"/></g>${shadow(90, 68, 8)}<path d="M88.5 46h3v22h-3z" fill="#eceff3"/><path d="M82 38h16l-2 8H84z" fill="#26406b"/><path d="M87 38l-.6 8m5.6-8v8m-10.5-4h15" stroke="#7fa2d6" stroke-width=".5"/><circle cx="90" cy="51" r="1.2" class="f-a"/><path d="M0 0h120L90 90H30z" fill="url(#g-beam)" opacity=".35"/>`,
  workshop: `<rect width="120" height="90" fill="#3a3e46"/><rect x="14" y="10" width="92" height="50" fill="url(#g-sky)"/><path d="M14 40c20-4 40-2 60-4s24 0 32 2v22H14z" fill="#8fae7e"/><rect x="14" y="50" width="92" height="10" fill="#9aa3ad"/><rect x="12" y="6" width="96" height="6" fill="#6b707b"/><rect y="60" width="120" height="30" fill="#55595f"/><path d="M14 60h92l14 30H0z" fill="#fff" opacity=".12"/><rect x="22" y="22" width="4" height="38" class="f-a"/><rect x="94" y="22" width="4" height="38" class="f-a"/><rect x="24" y="46" width="72" height="2" fill="#2b2e34"/><path d="M30 44c0-6 4-8 10-9l8-7h24l10 7c6 1 10 3 10 9z" class="f-d"/><path d="M50 29.5h10v5.5H45zM63 29.5h8l6 5.5H63z" fill="#bfe0f0"/><path d="M34 38h54" stroke="#fff" stroke-width=".8" opacity=".4"/><circle cx="42" cy="44" r="5" fill="#1b1d23"/><circle cx="78" cy="44" r="5" fill="#1b1d23"/><circle cx="42" cy="44" r="2" fill="url(#g-metal)"/><circle cx="78" cy="44" r="2" fill="url(#g-metal)"/>${shadow(60, 73, 8)}${figure(60, 72, 0.5, { skin: "#c98b66", hair: "#2b2118", clothes: 'fill="#2f4f7a"' })}<path d="M2 54h10v18H2z" fill="#1b1d23"/><path d="M2 60h10M2 66h10" stroke="#3a3e46"/><path d="M104 70h14v4h-14z" class="f-a"/>`,
  yoga: `<rect width="120" height="90" fill="url(#g-wall)"/><rect x="14" y="6" width="92" height="52" fill="url(#g-gold)"/><path d="M14 38c10-4 20-2 30-4s24 0 34-3 20 1 28 0v8H14z" fill="#6f9d5e"/><path d="M14 42c20-3 60-3 92 0v16H14z" fill="#8fb8cc"/><path d="M24 48h20M60 50h30M34 54h16" stroke="#fff" stroke-width=".8" opacity=".6"/><path d="M45 6v52M75 6v52M14 6h92v52H14z" fill="none" stroke="#fff" stroke-width="2"/><rect y="58" width="120" height="32" fill="url(#g-wood)"/><path d="M14 58h92l12 32H2z" fill="#fff" opacity=".16"/><path d="M28 76h64l4 6H24z" class="f-a"/>${shadow(60, 78, 20)}<path d="M42 77c4-6 12-8 18-8s14 2 18 8c-6 2-12 2-18 0-6 2-12 2-18 0z" fill="#4a4f6a"/><path d="M53 71l1-20c2-2 10-2 12 0l1 20z" class="f-d"/><path d="M55 53l-9 16 2 1 9-13zm10 0l9 16-2 1-9-13z" fill="#c98b66"/><circle cx="60" cy="45" r="5" fill="#c98b66"/><path d="M55 44c0-4 2-6 5-6s5 2 5 6c-1-2-3-3-5-3s-4 1-5 3z" fill="#2b2118"/><circle cx="60" cy="38" r="2.4" fill="#2b2118"/>${shadow(104, 86, 8)}<path d="M98 76h12l-2 10h-8z" fill="#c7a68a"/><path d="M104 76c-6-6-8-14-4-20 4 6 5 13 4 20zm0 0c4-8 10-12 14-10-2 6-8 9-14 10z" fill="#4f8a4b"/>`,
  timber: `<rect width="120" height="90" fill="url(#g-dusk)"/><path d="M0 54c24-8 50-10 80-6s30 2 40 0v42H0z" fill="#4a5d4a"/><path d="M0 62c40-4 80-4 120 0v28H0z" fill="url(#g-hill)"/><ellipse cx="64" cy="70" rx="30" ry="6" fill="url(#g-warm)"/><path d="M28 40h64v24H28z" fill="#b98456"/><path d="M32 40v24m4-24v24m4-24v24m48-24v24" stroke="#8a5c38" stroke-width=".8"/><path d="M24 41l72-9v3l-72 9z" fill="#2b2e34"/><path d="M44 44h40v20H44z" fill="#ffd58a"/><ellipse cx="64" cy="56" rx="18" ry="8" fill="url(#g-glow)" opacity=".7"/><path d="M54 44v20m10-20v20m10-20v20" stroke="#2b2e34" stroke-width="1"/><path d="M48 64v-6h6v6zM68 64v-8h4v8z" fill="#8a5c38" opacity=".6"/><rect x="26" y="64" width="70" height="3" fill="#9d9080"/><path d="M12 68V34m6 34V40m90 28V38" stroke="#eeeae2" stroke-width="1.6"/><g fill="#7aa866" opacity=".9"><circle cx="12" cy="34" r="6"/><circle cx="18" cy="40" r="5"/><circle cx="108" cy="38" r="6"/></g>`,
  cycling: `<rect width="120" height="90" fill="url(#g-gold)"/><circle cx="86" cy="40" r="22" fill="url(#g-warm)"/><circle cx="86" cy="40" r="6" fill="#fff3d1"/><path d="M0 48c40-4 80-4 120 0v42H0z" fill="#9bb57e"/><path d="M0 56c40-4 80-4 120 0v34H0z" fill="url(#g-grass)"/><path d="M0 64c30-3 50-3 60-2M60 62c20 0 40 2 60 4M0 74c30-4 40-4 50-3M70 71c20 1 34 3 50 6" stroke="#fff" stroke-width=".6" opacity=".4" fill="none"/><path d="M57 48h6l44 42H8z" fill="#d6c59e"/><path d="M66 43h10v6H66z" fill="#c9775a"/><path d="M65 43l6-4 6 4z" fill="#4b525c"/>${[
    [44, 82, 1, "f-a", "f-d"],
    [72, 70, 0.7, "f-d", "f-a"],
  ]
    .map(
      ([x, y, s, shirt, pack]) =>
        `${shadow(Number(x), Number(y) + 1, 12 * Number(s))}<g transform="translate(${x} ${y}) scale(${s})"><circle cx="-9" cy="-6" r="6" fill="none" stroke="#222" stroke-width="1.4"/><circle cx="9" cy="-6" r="6" fill="none" stroke="#222" stroke-width="1.4"/><path d="M-9-6l5-10h11l2 10M-4-16l-2-3m13 3l1-5h3" fill="none" stroke="#c0392b" stroke-width="1.5"/><path d="M-3-17l3-12h6l-1 12z" class="${shirt}"/><path d="M-2-27h-4v8h4z" class="${pack}"/><path d="M0-17l5 8 3-1" stroke="#33415c" stroke-width="2.4" fill="none"/><circle cx="4" cy="-33" r="3.6" fill="#c98b66"/><path d="M0-34a4.2 4.2 0 0 1 8.4 0z" class="${pack}"/><path d="M5-27l5 6" stroke="#c98b66" stroke-width="1.6"/></g>`,
    )
    .join("")}`,
  supper: `<rect width="120" height="90" fill="#3b2c2a"/><rect x="38" y="12" width="44" height="26" fill="#2a3550"/><path d="M60 12v26M38 25h44" stroke="#5a4034" stroke-width="1.5"/><ellipse cx="60" cy="24" rx="62" ry="36" fill="url(#g-warm)" opacity=".8"/><path d="M60 0v10" stroke="#111" stroke-width=".8"/><path d="M51 16a9 6 0 0 1 18 0z" fill="#c9992f"/><path d="M38 42h44l38 48H0z" fill="#f1ebe0"/><path d="M38 42h44l38 48H0z" fill="url(#g-shade)" opacity=".5"/>${[
    [40, 50, 5],
    [30, 62, 7],
    [16, 80, 10],
  ]
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${Number(r) * 0.4}" fill="#fff"/><ellipse cx="${120 - Number(x)}" cy="${y}" rx="${r}" ry="${Number(r) * 0.4}" fill="#fff"/><ellipse cx="${x}" cy="${y}" rx="${Number(r) * 0.5}" ry="${Number(r) * 0.18}" fill="#8b5a3c"/><ellipse cx="${120 - Number(x)}" cy="${y}" rx="${Number(r) * 0.5}" ry="${Number(r) * 0.18}" fill="#6a994e"/>`,
    )
    .join(
      "",
    )}${shadow(60, 73, 18)}<path d="M46 60h28v8a5 5 0 0 1-5 5H51a5 5 0 0 1-5-5z" class="f-a"/><path d="M46 62h28" stroke="#fff" stroke-width=".8" opacity=".4"/><ellipse cx="60" cy="60" rx="14" ry="3.6" fill="#5a3524"/><g fill="#f3ead6"><circle cx="55" cy="60" r="1"/><circle cx="59" cy="61" r="1"/><circle cx="64" cy="59.5" r="1"/><circle cx="67" cy="61" r="1"/></g><path d="M56 56c-3-4 3-5 0-9m8 9c-3-4 3-5 0-9" stroke="#fff" stroke-width="1.2" fill="none" opacity=".6"/><path d="M49 44h1.6v6H49zm21 0h1.6v6H70z" fill="#fff"/><path d="M49.8 40c1.4 2 1.4 3 0 4-1.4-1-1.4-2 0-4zm21 0c1.4 2 1.4 3 0 4-1.4-1-1.4-2 0-4z" fill="#ffd166"/><ellipse cx="60" cy="82" rx="12" ry="4" fill="#b98456"/><path d="M52 80c4-4 12-4 16 0-4 3-12 3-16 0z" fill="#d99a52"/>`,

  // A photographer's galleries.
  family: `<rect width="120" height="90" fill="url(#g-wall)"/><rect x="72" y="6" width="40" height="48" fill="url(#g-sky)"/><path d="M92 6v48M72 30h40" stroke="#fff" stroke-width="1.5"/><path d="M14 48h92v22H14z" class="f-d"/>${bust(38, 72, 0.9, { skin: "#e0a983", hair: "#6b4226", clothes: 'class="f-a"', face: true })}${bust(84, 72, 0.95, { skin: "#c98b66", hair: "#2b2118", clothes: 'fill="#e9e2d6"', face: true })}${bust(61, 74, 0.62, { skin: "#e0a983", hair: "#d6a04f", clothes: 'fill="#f2c14e"', face: true })}<path d="M8 70h104v12H8z" class="f-d"/><rect x="6" y="56" width="10" height="26" rx="4" class="f-d"/><rect x="104" y="56" width="10" height="26" rx="4" class="f-d"/><path d="M8 70h104v12H8z" fill="#000" opacity=".15"/><rect y="82" width="120" height="8" fill="url(#g-wood)"/><path d="M72 6h40L70 90H16z" fill="url(#g-light)" opacity=".45"/>`,
  sitter: `<rect width="120" height="90" fill="#2f3239"/><ellipse cx="46" cy="38" rx="54" ry="44" fill="url(#g-glow)" opacity=".3"/>${bust(60, 94, 1.7, { skin: "#d9a07a", hair: "#2b2118", clothes: 'class="f-d"' })}<path d="M60 24a15.3 15.3 0 0 1 0 30.6z" fill="#000" opacity=".22"/><path d="M52.5 40q2 1.5 4 0M63.5 40q2 1.5 4 0" stroke="#5a3a28" stroke-width=".9" fill="none"/><path d="M57.5 47q2.5 1.2 5 0" stroke="#9a5a44" stroke-width="1" fill="none"/><path d="M43 94c2-14 8-20 17-22" stroke="#fff" stroke-width="1" opacity=".25" fill="none"/>`,
  coast: `<rect width="120" height="90" fill="url(#g-sky)"/><rect width="120" height="44" fill="#8e9aa8" opacity=".35"/><rect y="44" width="120" height="46" fill="url(#g-sea)"/><path d="M70 44c6-8 16-12 30-12s16 4 20 6v52H86c-6-20-10-34-16-46z" fill="#5d5448"/><path d="M72 42c8-8 18-10 28-10s16 3 20 5v3c-14-4-32-2-48 4z" fill="#6f8f52"/><path d="M94 32h6l-1-14h-4z" fill="#fff"/><path d="M94.5 25h5.2v3h-5.2z" class="f-a"/><path d="M95 14h4v4h-4z" fill="#ffd166"/><path d="M94 14l3-3 3 3z" fill="#333"/><path d="M0 58c10-3 20 3 30 0s20 3 30 0M0 68c10-3 20 3 30 0s20 3 30 0" fill="none" stroke="#fff" stroke-width="1.3" opacity=".6"/><path d="M62 66c4-7 11-8 16-3 4-4 9-2 9 3z" fill="#fff" opacity=".85"/><path d="M0 78c8-6 16-8 24-4 6-4 14-2 18 4v12H0z" fill="#3f3a33"/><path d="M4 78c6-4 12-5 18-2" stroke="#fff" stroke-width=".8" opacity=".4" fill="none"/>`,
  maker: `<rect width="120" height="90" fill="url(#g-wall)"/><rect y="28" width="120" height="2" fill="#8d6a4a"/><path d="M8 28c-1-4 1-8 3-9h4c2 1 4 5 3 9zm20 0v-10h8v10zm66 0c-2-5 0-9 4-10 4 1 6 5 4 10zm14 0v-7h6v7z" fill="#c7a68a"/><path d="M40 28c-1-5 2-8 5-9 3 1 6 4 5 9z" fill="#9aa89a"/><ellipse cx="60" cy="74" rx="36" ry="9" fill="#5a5f6a"/><ellipse cx="60" cy="70" rx="27" ry="6" fill="url(#g-metal)"/><path d="M46 69c-2-8 2-15 5-20h18c3 5 7 12 5 20z" fill="#b9805a"/><ellipse cx="60" cy="49" rx="9" ry="2.2" fill="#8f5f40"/><path d="M48 60h24M47 65h26" stroke="#8f5f40" stroke-width=".6" opacity=".7"/><path d="M51 52c-2 5-2 10 0 15" stroke="#e2b08d" stroke-width="1.4" fill="none"/><path d="M0 62l30-6v9L0 72z" class="f-a"/><path d="M28 56c6-3 14-3 20 0l-2 8c-6-2-12-2-18 1z" fill="#e0a983"/><path d="M120 60l-30-6v9l30 7z" class="f-d"/><path d="M92 54c-6-3-14-3-20 0l2 8c6-2 12-2 18 1z" fill="#c98b66"/>`,
  wedding: `<rect width="120" height="90" fill="url(#g-gold)"/><circle cx="60" cy="42" r="32" fill="url(#g-warm)"/><path d="M0 64c40-4 80-4 120 0v26H0z" fill="url(#g-grass)"/><path d="M34 74V38a26 26 0 0 1 52 0v36" fill="none" stroke="#7a5230" stroke-width="2"/>${[
    [34, 56],
    [34, 44],
    [37, 30],
    [45, 18],
    [56, 13],
    [68, 14],
    [78, 21],
    [84, 32],
    [86, 46],
    [86, 58],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="3.6" fill="#6a994e"/><circle cx="${x! + 1}" cy="${y! - 1}" r="2.6" fill="${i % 2 ? "#f6ecd9" : "#f4b6b6"}"/>`,
    )
    .join(
      "",
    )}${shadow(60, 77, 18)}${figure(52, 76, 1, { skin: "#c98b66", hair: "#2b2118", clothes: 'fill="#2b2e3a"' })}<path d="M52 44l1.4 6-1.4 2-1.4-2z" fill="#fff"/><path d="M63 42h8l2 14 8 20H55l6-20z" fill="#fffaf2"/><circle cx="67" cy="37" r="4.6" fill="#e0a983"/><path d="M62.4 37c-.4-5 2-7.2 4.6-7.2s5 2.2 4.6 7.2c-1-2.4-2.6-3.4-4.6-3.4s-3.6 1-4.6 3.4z" fill="#8a5a2b"/><path d="M70 33c6 4 9 16 7 30" stroke="#fff" stroke-width="3" opacity=".6" fill="none"/><circle cx="62" cy="54" r="3" fill="#f28482"/><circle cx="60.5" cy="55" r="1.6" fill="#fff"/>`,
  prints: `<rect width="120" height="90" fill="url(#g-wall)"/><path d="M0 0h50L20 90H0z" fill="url(#g-light)" opacity=".5"/><rect x="40" y="49" width="44" height="2" fill="#000" opacity=".12"/><rect x="38" y="14" width="44" height="34" fill="#2b2e34"/><rect x="41" y="17" width="38" height="28" fill="#fff"/><rect x="45" y="21" width="30" height="20" fill="url(#g-sea)"/><rect x="45" y="21" width="30" height="8" fill="#c9d6e2"/><path d="M45 35c8-4 16-4 30 0v6H45z" fill="#3f3a33"/><rect x="12" y="20" width="20" height="26" fill="#2b2e34"/><rect x="14" y="22" width="16" height="22" fill="#f4efe6"/><rect x="16" y="24" width="12" height="18" fill="#5a5f6a"/>${bust(22, 42, 0.38, { skin: "#d9a07a", hair: "#2b2118", clothes: 'class="f-a"' })}<rect x="88" y="20" width="20" height="26" fill="#2b2e34"/><rect x="90" y="22" width="16" height="22" fill="#f4efe6"/><rect x="92" y="24" width="12" height="18" fill="url(#g-gold)"/><path d="M92 36c4-3 8-3 12 0v6H92z" fill="#6f9d5e"/><rect x="8" y="62" width="104" height="28" fill="url(#g-wood)"/>${shadow(88, 63, 14)}<path d="M76 62l4-18h20l-2 18z" fill="#fff"/><path d="M80 47h16l-1.6 12H78z" fill="#8e9aa8"/><path d="M86 60.5h8" stroke="#555" stroke-width=".5"/>${shadow(28, 63, 6)}<path d="M24 62l1-10h6l1 10z" class="f-d"/><path d="M28 52c-2-6-6-8-8-12m8 12c1-6 4-10 7-12" stroke="#6a994e" stroke-width="1.2" fill="none"/>`,

  // A band's tour photographs.
  guitarist: `${on("gig")}<rect x="72" y="54" width="24" height="20" fill="#1a1c22"/><path d="M74 57h20v14H74z" fill="#2a2d36"/>${figure(52, 76, 1.1, silhouette("#1a1b23"))}<path d="M38 60l28-12" stroke="#4a2a16" stroke-width="2.2"/><path d="M34 56c4-3 10-2 11 3s-3 8-8 8-7-7-3-11z" class="f-a"/><path d="M52 31a5 5 0 0 1 4 7M58 40l2 18" stroke="#fff" stroke-width=".9" fill="none" opacity=".7"/>`,
  drummer: `${on("gig")}${bust(60, 58, 0.7, silhouette("#1a1b23"))}<path d="M50 40l-10-10M70 40l10-10" stroke="#e9d8b0" stroke-width="1.4"/><ellipse cx="60" cy="64" rx="12" ry="12" fill="#20222e" stroke="#5a5f7a"/><ellipse cx="60" cy="64" rx="7" ry="7" class="f-a"/><ellipse cx="42" cy="54" rx="7" ry="3" fill="#2a2d3a"/><ellipse cx="78" cy="54" rx="7" ry="3" fill="#2a2d3a"/><path d="M24 42h16M80 40h18" stroke="#d4b04a" stroke-width="2"/><path d="M32 42v32M89 40v34" stroke="#555"/>`,
  gigcrowd: `${on("gig")}<ellipse cx="60" cy="52" rx="30" ry="14" fill="url(#g-glow)" opacity=".8"/>${figure(54, 64, 0.4, silhouette("#1a1b23"))}${figure(66, 64, 0.4, silhouette("#1a1b23"))}<path d="M0 90V68c3-5 8-5 10 0 2-6 9-6 11 0 3-5 9-5 11 0 3-6 10-6 12 0 2-5 9-5 11 0 3-6 10-6 12 0 3-5 9-5 11 0 3-6 10-6 12 0 3-5 8-5 10 0 3-5 8-5 10 0v22z" fill="#000"/><path d="M16 68l-4-18 2.6-.8 4 18zm30 0l1-20h2.6l-1 20zm40 0l5-17 2.4 1-5 16zm18 1l-2-19h2.6l2 19z" fill="#000"/><path d="M0 90V78c4-5 9-5 12 0 3-6 10-6 13 0 3-5 10-5 13 0 3-6 11-6 14 0 3-5 10-5 13 0 3-6 11-6 14 0 3-5 10-5 13 0 3-6 10-6 13 0 3-5 8-5 10 0v12z" fill="#0a0a0f"/>`,
  tourvan: `<rect width="120" height="90" fill="url(#g-dusk)"/><circle cx="30" cy="50" r="18" fill="url(#g-warm)"/><path d="M0 54c20-8 50-10 70-4s36 4 50-2v42H0z" fill="#4a4a66"/><path d="M0 64c40-4 80-4 120 0v26H0z" fill="#2f3a33"/><path d="M0 72h120v10H0z" fill="#3a3c44"/><path d="M0 77h12m8 0h12m8 0h12m8 0h12m8 0h12m8 0h12" stroke="#e9d8b0" stroke-width=".8"/>${shadow(62, 74, 30)}<path d="M34 72V52a4 4 0 0 1 4-4h38c6 0 10 6 12 12l4 4v8z" fill="#e9e2d6"/><path d="M34 60h58v4H34z" class="f-a"/><path d="M76 51h4c4 0 7 4 8 8h-12z" fill="#2a3550"/><path d="M40 51h12v7H40zm16 0h14v7H56z" fill="#2a3550"/><circle cx="46" cy="72" r="5" fill="#1b1d23"/><circle cx="80" cy="72" r="5" fill="#1b1d23"/><circle cx="46" cy="72" r="2" fill="url(#g-metal)"/><circle cx="80" cy="72" r="2" fill="url(#g-metal)"/><path d="M92 66l20 4v-6z" fill="#ffe9a8" opacity=".6"/>`,
  vinyl: `<use href="#d-table"/>${shadow(52, 74, 34)}<circle cx="70" cy="46" r="24" fill="#15161b"/><circle cx="70" cy="46" r="18" fill="none" stroke="#2e3038" stroke-width="6"/><circle cx="70" cy="46" r="7" class="f-a"/><circle cx="70" cy="46" r="1.2" fill="#fff"/><path d="M58 30a20 20 0 0 1 12-6" stroke="#fff" stroke-width="1" opacity=".25" fill="none"/><rect x="18" y="20" width="50" height="50" fill="#1c2130"/><circle cx="52" cy="34" r="7" fill="#f4e2b8"/><circle cx="55" cy="32" r="6" fill="#1c2130"/><path d="M18 56c10-6 20-8 30-6s14 4 20 2v18H18z" class="f-d"/><path d="M24 28h18M24 32h12" stroke="#fff" stroke-width="1.6"/><path d="M18 20h50v2H18z" fill="#fff" opacity=".15"/>`,
  singer: `${on("gig")}<ellipse cx="56" cy="40" rx="30" ry="30" class="f-a" opacity=".25"/>${bust(56, 92, 1.6, silhouette("#1a1b23"))}<path d="M41 40a16 16 0 0 1 8-16" stroke="#fff" stroke-width="1.2" fill="none" opacity=".7"/><path d="M74 52l-8 0" stroke="#888" stroke-width="1.4"/><rect x="66" y="49" width="5" height="7" rx="2.5" fill="#cfd3da"/><path d="M74 52l10 38" stroke="#666" stroke-width="1.6"/>`,

  // A travel company's destinations.
  atlas: `<rect width="120" height="90" fill="url(#g-gold)"/><circle cx="86" cy="26" r="18" fill="url(#g-warm)"/><path d="M0 44l18-16 14 10 20-20 22 18 16-10 30 18v46H0z" fill="#c98a6a"/><path d="M48 22l4-4 6 5-4-1-2 2z" fill="#fff" opacity=".8"/><path d="M0 56l24-12 20 8 24-14 22 12 30-6v46H0z" fill="#b06a48"/><path d="M0 70c30-8 70-10 120-6v26H0z" fill="#8f4f34"/><path d="M64 54h8v6h-8zm10 2h6v4h-6zm-16 2h6v5h-6z" fill="#e2b58a"/><path d="M64 54h8v1.4h-8zm10 2h6v1.4h-6z" fill="#f6d5b0"/><path d="M0 84c30-12 60-16 120-14" stroke="#e3c49a" stroke-width="2" fill="none"/>${figure(40, 80, 0.32, { skin: "#8d5a3b", hair: "#1f1a17", clothes: 'class="f-a"' })}<path d="M47 79v-5m2 5v-5m7 5v-5m2 5v-5" stroke="#4a3322" stroke-width="1"/><ellipse cx="52.5" cy="73" rx="7" ry="3.4" fill="#6b4a32"/><path d="M58 72l4-5 2 1-2 5z" fill="#6b4a32"/><path d="M61.5 66.5l1-2.5 1 2.5z" fill="#4a3322"/><path d="M48 70h9v-3h-9z" class="f-d"/>`,
  faroe: `<rect width="120" height="90" fill="url(#g-sky)"/><rect width="120" height="40" fill="#aab4bf" opacity=".45"/><rect y="50" width="120" height="40" fill="url(#g-sea)"/><path d="M0 50h120" stroke="#fff" stroke-width=".6" opacity=".6"/><path d="M96 50l8-12 10-2 6 4v10z" fill="#4a5e48"/><path d="M0 28c20-4 40 0 56 6v56H0z" fill="#4a4440"/><path d="M0 26c22-4 42 0 58 8l-4 2C38 30 20 28 0 30z" fill="#6f9d5e"/><path d="M0 30c20-2 36 0 54 6v8c-18-4-34-6-54-6z" fill="#5d8c45"/><path d="M50 36v40" stroke="#fff" stroke-width="1.4" opacity=".8"/><path d="M18 30h14v-6H18z" fill="#fff"/><path d="M16 24l9-5 9 5z" fill="#6f9d5e"/><path d="M23 30v-3h3v3z" class="f-d"/><path d="M56 40c2 10 4 30 4 50" stroke="#fff" stroke-width="1" opacity=".3" fill="none"/><path d="M70 60c10-2 20 2 30 0M74 70c12-2 24 2 36 0" stroke="#fff" stroke-width=".8" opacity=".5" fill="none"/><path d="M80 20l2 1.4 2-1.4M88 16l2 1.4 2-1.4" stroke="#333" stroke-width=".8" fill="none"/>`,
  vineyard: `<rect width="120" height="90" fill="url(#g-gold)"/><path d="M0 36l20-12 16 8 22-16 24 14 18-10 20 12v14H0z" fill="#8ea1b8"/><path d="M52 18l6-4 7 5-4 0-3 2z" fill="#fff"/><path d="M0 46c30-10 80-12 120-4v48H0z" fill="#a7b65e"/>${[
    52, 58, 65, 73, 82,
  ]
    .map(
      (y, i) =>
        `<path d="M0 ${y}c40-${6 - i} 80-${6 - i} 120 ${i}" stroke="#4f7a2e" stroke-width="${1.6 + i * 0.8}" fill="none" stroke-dasharray="${2 + i} ${1 + i * 0.5}"/>`,
    )
    .join(
      "",
    )}<path d="M84 30h6v16h-6z" fill="#d9c9a8"/><path d="M83 30l4-8 4 8z" fill="#8f4f34"/><path d="M76 38h22v8H76z" fill="#e3d5b5"/><path d="M75 38l12-4 12 4z" fill="#8f4f34"/><g fill="#5a2a5a"><circle cx="20" cy="84" r="2"/><circle cx="23" cy="86" r="2"/><circle cx="17" cy="86" r="2"/><circle cx="20" cy="88" r="2"/></g>`,
  lake: `<rect width="120" height="90" fill="url(#g-sky)"/><path d="M0 44l22-22 14 12 20-24 22 22 14-10 28 22z" fill="#7f8fa4"/><path d="M48 18l8-8 8 9-5-2-3 3z M18 28l4-4 4 4-3-1z" fill="#fff"/><path d="M0 46c20-8 40-10 60-6s40 0 60-6v12z" fill="#3f6b44"/><rect y="46" width="120" height="44" fill="url(#g-sea)"/><path d="M0 46l22 22 14-12 20 24 22-22 14 10 28-22z" fill="#7f8fa4" opacity=".25"/><path d="M48 46c2-6 8-8 14-8s10 4 12 8z" fill="#4f7d3a"/><path d="M58 38h5v-8h-5z" fill="#f1ebe0"/><path d="M57.5 30l3-7 3 7z" fill="#8f4f34"/><path d="M63 38h6v-4h-6z" fill="#f1ebe0"/><path d="M48 46c2 4 8 6 14 6s10-2 12-6z" fill="#4f7d3a" opacity=".35"/><path d="M10 60h20M70 64h30M30 72h24" stroke="#fff" stroke-width=".7" opacity=".6"/><path d="M96 70l10 0-5-4z" fill="#f1ebe0"/><path d="M0 84c20-4 40-4 50 0v6H0z" fill="#3f6b44"/>`,
  snow: `<rect width="120" height="90" fill="url(#g-dusk)"/><path d="M0 44c20-10 40-14 60-10s40 0 60-6v62H0z" fill="url(#g-snow)"/>${[
    [10, 52, 22],
    [22, 48, 26],
    [98, 48, 24],
    [110, 52, 20],
  ]
    .map(([x, y, h]) => `${pine(x!, y!, h!, "#2f4a3e")}<path d="M${x! - 3} ${y! - h! * 0.5}l3-2 3 2z" fill="#fff"/>`)
    .join(
      "",
    )}<path d="M0 62c30-4 80-4 120 0v28H0z" fill="#eef3f8"/>${shadow(60, 74, 30)}<ellipse cx="60" cy="70" rx="28" ry="8" fill="#7fb2c9"/><ellipse cx="60" cy="69" rx="24" ry="6" fill="#a8d2e0"/><g fill="#6b6f78"><ellipse cx="34" cy="70" rx="5" ry="3"/><ellipse cx="86" cy="70" rx="5" ry="3"/><ellipse cx="44" cy="76" rx="6" ry="3"/><ellipse cx="76" cy="76" rx="6" ry="3"/></g><path d="M48 64c-4-6 4-8 0-14m12 14c-4-6 4-8 0-14m12 14c-4-6 4-8 0-14" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/><path d="M94 74v-10h6v10zm-2-10h10l-5-4z" fill="#5a4a3a"/><rect x="95.4" y="65" width="3.2" height="3" fill="#ffd58a"/><circle cx="97" cy="66" r="8" fill="url(#g-warm)"/>`,
  gorge: `<rect width="120" height="90" fill="url(#g-sky)"/><path d="M0 20c10-4 24-2 30 2l6 68H0z" fill="url(#g-stone)"/><path d="M120 16c-10-4-24 0-30 4l-8 70h38z" fill="url(#g-stone)"/><path d="M0 16c10-4 24-2 32 4l-2 4C22 20 10 18 0 20zm120-4c-10-3-24 0-32 6l2 4c8-6 20-8 30-6z" fill="#6f9d5e"/><path d="M30 22l4 68h48l8-70z" fill="#bfb4a0"/><path d="M40 40l14 50h18l10-50z" fill="#a99c88"/><path d="M52 50l4 40h10l4-40z" fill="#5f9cc0"/><path d="M56 50l1 40m7-40l-1 40" stroke="#fff" stroke-width=".6" opacity=".6"/><path d="M32 60c8 2 14 8 18 30h-4c-4-18-8-24-14-26z" fill="#e3d5b5"/><path d="M6 40l4-2M10 56l4-1M110 34l-4-2M108 52l-4 1" stroke="#8d8272" stroke-width="1"/>${tree(100, 90, 6, "#3d6a3a")}${tree(16, 90, 7, "#4f7d3a")}`,

  // A kitchenware shop's goods, on a tabletop.
  kettle: `${on("table")}${shadow(62, 77, 30)}<path d="M82 58l16-10 2 3-14 14z" fill="url(#g-copper)"/><path d="M38 76c-4-14 0-30 22-32 22 2 26 18 22 32z" fill="url(#g-copper)"/><path d="M46 44c0-11 28-11 28 0" fill="none" stroke="#3b2a20" stroke-width="3"/><ellipse cx="60" cy="44" rx="8" ry="2.4" fill="#b35d2d"/><circle cx="60" cy="41" r="2.4" fill="#3b2a20"/><path d="M45 54c2-4 5-6 8-7" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".6" fill="none"/><g fill="#fff" opacity=".25"><circle cx="52" cy="62" r="1.5"/><circle cx="60" cy="56" r="1.5"/><circle cx="70" cy="64" r="1.5"/><circle cx="56" cy="70" r="1.5"/><circle cx="66" cy="50" r="1.2"/></g>`,
  milkpan: `${on("table")}${shadow(52, 77, 26)}<path d="M74 62l32-8 1 4-32 8z" fill="url(#g-brass)"/><path d="M30 56h44v14a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z" fill="url(#g-copper)"/><ellipse cx="52" cy="56" rx="22" ry="4" fill="#6d3216"/><ellipse cx="52" cy="56" rx="22" ry="4" fill="none" stroke="#f3b27c" stroke-width="1.2"/><path d="M34 60v10" stroke="#fff" stroke-width="2" opacity=".5"/>`,
  colander: `${on("table")}${shadow(60, 77, 28)}<path d="M34 52h52c0 16-10 24-26 24S34 68 34 52z" fill="#8fae8b"/><path d="M60 52h26c0 16-10 24-26 24z" fill="#000" opacity=".1"/><ellipse cx="60" cy="52" rx="26" ry="5" fill="#5d7c5a"/><ellipse cx="60" cy="52" rx="26" ry="5" fill="none" stroke="#f4f1ea" stroke-width="1.5"/><g fill="#4d6a4a"><circle cx="46" cy="60" r="1.2"/><circle cx="54" cy="62" r="1.2"/><circle cx="62" cy="62" r="1.2"/><circle cx="70" cy="61" r="1.2"/><circle cx="50" cy="67" r="1.2"/><circle cx="58" cy="69" r="1.2"/><circle cx="66" cy="68" r="1.2"/></g><path d="M32 52h-6m62 0h6" stroke="#5d7c5a" stroke-width="3" stroke-linecap="round"/><path d="M40 58c1 5 4 9 8 11" stroke="#fff" opacity=".5" stroke-width="2" fill="none"/>`,
  spoons: `${on("table")}${shadow(60, 77, 18)}<path d="M52 50l-8-30M60 50V18M68 50l8-30" stroke="#b07a4a" stroke-width="3"/><ellipse cx="43" cy="18" rx="4.5" ry="7" fill="#c9925c" transform="rotate(-15 43 18)"/><ellipse cx="60" cy="15" rx="5" ry="7.5" fill="#d7a16a"/><ellipse cx="77" cy="18" rx="4.5" ry="7" fill="#c9925c" transform="rotate(15 77 18)"/><path d="M46 48h28v24a5 5 0 0 1-5 5H51a5 5 0 0 1-5-5z" fill="#e8e0d2"/><path d="M62 48h12v24a5 5 0 0 1-5 5h-7z" fill="#000" opacity=".08"/><path d="M46 48h28v5H46z" class="f-a"/>`,
  skillet: `${on("table")}${shadow(54, 76, 32)}<path d="M82 68l26-8 1 4-26 8z" fill="#2b2b2e"/><ellipse cx="54" cy="70" rx="30" ry="9" fill="#1f1f22"/><ellipse cx="54" cy="67" rx="30" ry="9" fill="#2e2e33"/><ellipse cx="54" cy="67" rx="25" ry="6.5" fill="#3b3b41"/><ellipse cx="46" cy="65" rx="10" ry="2.4" fill="#fff" opacity=".12"/>`,
  towels: `${on("table")}${shadow(60, 77, 30)}<rect x="32" y="64" width="56" height="10" rx="3" fill="#e9e2d6"/><path d="M32 68h56" class="s-a" stroke-width="1.5"/><rect x="34" y="54" width="52" height="10" rx="3" class="f-a"/><path d="M34 57h52M34 60h52" stroke="#fff" stroke-width="1.2" opacity=".8"/><path d="M34 54h52v3H34z" fill="#fff" opacity=".35"/>`,
  cups: `${on("table")}${shadow(60, 77, 36)}${[
    [32, 13],
    [54, 10],
    [72, 8],
    [87, 6],
  ]
    .map(
      ([x, r]) =>
        `<path d="M${x! - r!} ${76 - r!}h${r! * 2}a${r} ${r} 0 0 1-${r! * 2} 0z" fill="url(#g-brass)"/><ellipse cx="${x}" cy="${76 - r!}" rx="${r}" ry="${r! / 4}" fill="#8a6318"/><path d="M${x! + r!} ${76 - r!}h${r! * 0.8}" stroke="#c9992f" stroke-width="2"/>`,
    )
    .join("")}`,
  butter: `${on("table")}${shadow(60, 77, 32)}<ellipse cx="60" cy="74" rx="30" ry="5" fill="#e2d6bf"/><path d="M36 72c0-14 10-20 24-20s24 6 24 20z" fill="#efe6d4"/><path d="M60 52c14 0 24 6 24 20H62z" fill="#000" opacity=".07"/><circle cx="60" cy="50" r="3" fill="#d8ccb4"/><path d="M42 64c2-6 7-9 12-10" stroke="#fff" opacity=".8" stroke-width="2" fill="none"/>`,

  // A florist's flowers, on a tabletop.
  bunch: `${on("table")}${shadow(60, 78, 16)}<path d="M44 30l16 48 16-48z" fill="#c9a57a"/><path d="M60 78l16-48h-6z" fill="#000" opacity=".1"/>${[
    [48, 28, "#f28482"],
    [60, 22, "#f6bd60"],
    [72, 28, "#f6ecd9"],
    [54, 34, "#b8a1e3"],
    [66, 34, "#f28482"],
    [60, 30, "#e56b6f"],
  ]
    .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="6" fill="${c}"/><circle cx="${x}" cy="${y}" r="2" fill="#fff" opacity=".5"/>`)
    .join("")}<path d="M40 36c4-6 8-6 10-4M80 36c-4-6-8-6-10-4" stroke="#4f8a4b" stroke-width="3" fill="none"/>`,
  roses: `${on("table")}${shadow(60, 78, 14)}<path d="M50 48h20l-2 30H52z" fill="#dfeef2" opacity=".6"/><path d="M54 48v30m6-30v30m6-30v30" stroke="#4f8a4b" stroke-width="1"/>${[
    [44, 36],
    [52, 30],
    [60, 26],
    [68, 30],
    [76, 36],
    [56, 40],
    [64, 40],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="5.5" fill="${i % 2 ? "#f6ecd9" : "#f4c2c2"}"/><path d="M${x! - 2} ${y}a2 2 0 1 1 2 2" stroke="#d98c8c" stroke-width=".8" fill="none"/>`,
    )
    .join("")}<path d="M42 44c-4 0-6 3-6 3 3 1 5 0 6-3zm36 0c4 0 6 3 6 3-3 1-5 0-6-3z" fill="#4f8a4b"/>`,
  meadow: `${on("table")}${shadow(60, 78, 14)}<path d="M50 56h20l-2 22H52z" fill="#e8e0d2"/><path d="M68 60h4a4 4 0 0 1 0 8h-3" fill="none" stroke="#e8e0d2" stroke-width="2"/><path d="M56 56L40 18m18 38l-8-44m10 44V14m2 42l10-40m-6 40l18-34m-24 34L30 30m34 26l26-20" stroke="#7a9a4a" stroke-width="1" fill="none"/><g fill="#5b7fd6"><circle cx="40" cy="18" r="3"/><circle cx="62" cy="14" r="3"/><circle cx="80" cy="24" r="3"/></g><g fill="#b8a1e3"><circle cx="50" cy="12" r="3.4"/><circle cx="72" cy="16" r="3.4"/><circle cx="30" cy="30" r="3"/></g><path d="M90 36l-3-4m3 4l1-5" stroke="#c9b46a" stroke-width="1.4"/>`,
  wreath: `${on("table")}${shadow(60, 72, 20)}<circle cx="60" cy="36" r="22" fill="none" stroke="#9a7b52" stroke-width="9"/><circle cx="60" cy="36" r="22" fill="none" stroke="#c9a57a" stroke-width="5" stroke-dasharray="3 4"/>${[
    0, 60, 120, 180, 240, 300,
  ]
    .map(
      (a) =>
        `<circle cx="${(60 + 22 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(36 + 22 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="3.4" fill="${a % 120 ? "#d98c5f" : "#b5654a"}"/>`,
    )
    .join("")}<path d="M54 58l6-4 6 4-6-2z" class="f-a"/><path d="M60 14V0" stroke="#8d6a4a" stroke-width=".8"/>`,
  tulips: `${on("table")}${shadow(60, 78, 22)}<path d="M40 78l10-30h20l10 30z" fill="#f2ead8"/><path d="M50 48l-8-20m12 20l-2-26m8 26V18m4 30l4-26m2 26l10-20" stroke="#4f8a4b" stroke-width="1.4"/>${[
    [42, 28, "#e56b6f"],
    [52, 22, "#f6bd60"],
    [60, 18, "#f28482"],
    [68, 22, "#b8a1e3"],
    [78, 28, "#e56b6f"],
  ]
    .map(([x, y, c]) => `<path d="M${Number(x) - 4} ${y}c0 6 8 6 8 0l-1-6-2 3-1-4-1 4-2-3z" fill="${c}"/>`)
    .join("")}<path d="M40 78l10-30h4l-6 30z" fill="#fff" opacity=".5"/>`,
  hyacinths: `${on("table")}${shadow(60, 78, 26)}<path d="M36 56h48l-4 22H40z" fill="url(#g-metal)"/>${[
    [46, "#8e6cc9"],
    [60, "#f4b6c8"],
    [74, "#f6f2ec"],
  ]
    .map(
      ([x, c]) =>
        `<path d="M${x} 56V46" stroke="#4f8a4b" stroke-width="2"/><ellipse cx="${x}" cy="36" rx="5.5" ry="11" fill="${c}"/><g fill="#fff" opacity=".4"><circle cx="${Number(x) - 2}" cy="30" r="1.2"/><circle cx="${Number(x) + 2}" cy="36" r="1.2"/><circle cx="${Number(x) - 2}" cy="42" r="1.2"/></g><path d="M${Number(x) - 4} 56c-4-6-4-10-2-14M${Number(x) + 4} 56c4-6 4-10 2-14" stroke="#6aa84f" stroke-width="2" fill="none"/>`,
    )
    .join("")}`,
  eucalyptus: `${on("table")}${shadow(60, 78, 10)}<path d="M54 52h12l2 26H52z" fill="#cfe3e0" opacity=".7"/><path d="M58 52c-4-12-12-20-18-32M60 52V14m2 38c4-12 12-20 18-30" stroke="#6b7f6a" stroke-width="1.2" fill="none"/><g fill="#9bb5a8">${[
    [42, 22],
    [47, 30],
    [52, 40],
    [60, 18],
    [60, 28],
    [60, 38],
    [78, 24],
    [72, 32],
    [67, 42],
  ]
    .map(([x, y]) => `<circle cx="${x! - 2.5}" cy="${y}" r="3"/><circle cx="${x! + 2.5}" cy="${y! + 1}" r="3"/>`)
    .join("")}</g>`,
  flowerbox: `${on("table")}${shadow(60, 78, 30)}<path d="M52 40l-10-14m16 14l-2-18m8 18l6-16m2 16l12-12" stroke="#4f8a4b" stroke-width="1.6"/><g><circle cx="42" cy="26" r="6" fill="#f28482"/><circle cx="56" cy="22" r="6" fill="#f6ecd9"/><circle cx="70" cy="24" r="6" fill="#f6bd60"/><circle cx="80" cy="28" r="5" fill="#b8a1e3"/></g><path d="M34 46h52v30H34z" fill="#c9a57a"/><path d="M34 46h52l-4-6H38z" fill="#ddc09a"/><path d="M70 46h16v30H70z" fill="#000" opacity=".1"/><path d="M52 46v30" class="s-a" stroke-width="3"/><rect x="72" y="54" width="10" height="7" fill="#fff"/><path d="M74 57h6" class="s-d"/>`,

  // A bakery's counter.
  sourdough: `${on("bakecase")}${shadow(60, 68, 32)}<path d="M30 66c0-16 12-24 30-24s30 8 30 24z" fill="url(#g-crust)"/><path d="M38 56c6-8 18-10 30-8" stroke="#f0d6a4" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M30 66h60" stroke="#6e472b" stroke-width="1.5"/><g fill="#fff" opacity=".5"><circle cx="44" cy="52" r=".8"/><circle cx="72" cy="50" r=".8"/><circle cx="80" cy="58" r=".8"/></g>`,
  rye: `${on("bakecase")}${shadow(60, 68, 30)}<path d="M32 66V52c0-6 4-8 8-8h40c4 0 8 2 8 8v14z" fill="#6d4a2b"/><path d="M32 50c0-4 4-6 8-6h40c4 0 8 2 8 6z" fill="#84603c"/><g fill="#e9d8a8">${[38, 46, 54, 62, 70, 78, 84].map((x, i) => `<ellipse cx="${x}" cy="${47 + (i % 2) * 2}" rx="1.4" ry=".8"/>`).join("")}</g>`,
  bun: `${on("bakecase")}${[
    [42, 60],
    [78, 60],
    [60, 52],
  ]
    .map(
      ([x, y]) =>
        `${shadow(x!, y! + 8, 14)}<circle cx="${x}" cy="${y}" r="12" fill="url(#g-crust)"/><path d="M${x! - 6} ${y}a6 6 0 1 1 6 6 3 3 0 1 1-3-3" stroke="#f0d6a4" stroke-width="2.2" fill="none"/><g fill="#fff"><circle cx="${x! - 4}" cy="${y! - 6}" r=".8"/><circle cx="${x! + 5}" cy="${y! - 3}" r=".8"/></g>`,
    )
    .join("")}`,
  croissant: `${on("bakecase")}${shadow(60, 70, 32)}<path d="M28 66c4-10 12-16 20-18l12-4 12 4c8 2 16 8 20 18-8-4-12-2-16 0-4-6-10-8-16-8s-12 2-16 8c-4-2-8-4-16 0z" fill="url(#g-crust)"/><path d="M48 48l4 14m8-18v16m12-12l-4 14" stroke="#8f5424" stroke-width="1.2"/><g fill="#f6ecd9"><ellipse cx="54" cy="50" rx="2.4" ry="1"/><ellipse cx="62" cy="48" rx="2.4" ry="1"/><ellipse cx="68" cy="52" rx="2.4" ry="1"/></g><path d="M40 54c6-4 12-6 20-6" stroke="#fff" stroke-width="2" opacity=".35" fill="none"/>`,
  focaccia: `${on("bakecase")}${shadow(60, 70, 36)}<path d="M24 54h72l4 14H20z" fill="#8d969f"/><path d="M26 50h68l2 10H24z" fill="#e2a84e"/>${[
    32, 44, 56, 68, 80,
  ]
    .map((x) => `<circle cx="${x}" cy="54" r="1.6" fill="#c4852f"/><path d="M${x + 3} 52l3 2" stroke="#3d7a3a" stroke-width="1.2"/>`)
    .join("")}<path d="M26 50h68" stroke="#f6d28a" stroke-width="1.4"/>`,
  drizzle: `${on("bakecase")}${shadow(60, 70, 32)}<path d="M30 66V50h52v16z" fill="#e8c06a"/><path d="M82 50l8-4v16l-8 4z" fill="#c48c3a"/><path d="M30 50l8-4h52l-8 4z" fill="#fffdf5"/><path d="M34 50v5m8-5v8m10-8v4m10-4v7m10-7v5" stroke="#fffdf5" stroke-width="2.4" stroke-linecap="round"/><circle cx="62" cy="44" r="5" fill="#f5d547"/><circle cx="62" cy="44" r="3.6" fill="#fbeaa0"/><path d="M62 40.4v7.2m-3.6-3.6h7.2" stroke="#f5d547" stroke-width=".6"/>`,
  scone: `${on("bakecase")}${shadow(60, 70, 20)}<path d="M44 66V52c0-4 8-8 16-8s16 4 16 8v14z" fill="url(#g-crust)"/><path d="M44 52c0-4 8-8 16-8s16 4 16 8c-4 3-10 4-16 4s-12-1-16-4z" fill="#e8952e"/><path d="M50 50l3-2m8 0l3 2m4-4l2 2" stroke="#3d7a3a" stroke-width="1.2"/><path d="M48 58v6" stroke="#f0d6a4" stroke-width="2" opacity=".6"/>`,
  coffee: `${on("bakecase")}${shadow(60, 70, 26)}<ellipse cx="60" cy="66" rx="24" ry="5" fill="#fff"/><ellipse cx="60" cy="65" rx="16" ry="3" fill="#e9e2d6"/><path d="M46 44h28v12a10 10 0 0 1-10 10h-8a10 10 0 0 1-10-10z" fill="#fff"/><path d="M74 48h3a5 5 0 0 1 0 10h-4" fill="none" stroke="#fff" stroke-width="2.4"/><ellipse cx="60" cy="44" rx="14" ry="3" fill="#5a3524"/><path d="M66 44v20" stroke="#000" stroke-width="8" opacity=".05"/><path d="M54 38c-3-4 3-5 0-9m8 9c-3-4 3-5 0-9" stroke="#fff" stroke-width="1.6" fill="none"/>`,

  // A museum's small things, each on a plinth under a spotlight.
  thimble: `${on("plinth")}${shadow(60, 67, 12)}<path d="M52 66V48a8 8 0 0 1 16 0v18z" fill="url(#g-metal)"/><rect x="51" y="62" width="18" height="4" fill="url(#g-metal)"/><g fill="#7d868f">${[44, 48, 52, 56].map((y) => `<circle cx="56" cy="${y}" r=".7"/><circle cx="60" cy="${y + 1}" r=".7"/><circle cx="64" cy="${y}" r=".7"/>`).join("")}</g><path d="M60 40a8 8 0 0 0-6 4" stroke="#7d868f" stroke-width="1.6" fill="none"/>`,
  key: `${on("plinth")}${shadow(60, 67, 26)}<circle cx="40" cy="56" r="8" fill="none" stroke="#5a5048" stroke-width="3.4"/><path d="M48 56h34v-1l2 0v9h-4v-4h-4v5h-4v-7H48z" fill="#5a5048"/><path d="M48 55h34" stroke="#fff" stroke-width=".6" opacity=".4"/>`,
  buttons: `${on("plinth")}${shadow(60, 67, 24)}<path d="M38 64l4-24h36l4 24z" fill="#e9e2d6"/>${[0, 1, 2, 3]
    .flatMap((c) => [0, 1, 2].map((r) => [46 + c * 9.4 - (2 - r), 46 + r * 7]))
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.8" fill="#15161b"/><circle cx="${x! - 0.8}" cy="${y! - 0.8}" r=".8" fill="#fff" opacity=".6"/>`)
    .join("")}`,
  ticket: `${on("plinth")}${shadow(60, 67, 20)}<path d="M44 64l2-28h28l2 28z" fill="#ece0bd"/><path d="M48 40h24M48 46h18M48 50h22M48 56h14" stroke="#8d7a5a" stroke-width="1"/><circle cx="68" cy="58" r="2" fill="#3a2f28"/>`,
  stone: `${on("plinth")}${shadow(60, 67, 18)}<path d="M44 64c-4-10 2-20 16-20s22 10 16 20z" fill="#7b7f86"/><ellipse cx="62" cy="54" rx="4" ry="3" fill="#2a2c30"/><path d="M48 52c2-4 6-6 10-6" stroke="#fff" stroke-width="1.4" opacity=".35" fill="none"/>`,
  glove: `${on("plinth")}${shadow(60, 67, 20)}<path d="M46 66l-2-16c0-2 3-2 3 0l1 8 1-18c0-2 3-2 3 0l0 16 2-20c0-2 3-2 3 0l-1 20 4-18c1-2 4-1 3 1l-4 20 6-10c1-2 4-1 3 1l-8 16z" fill="#6b4a32"/><path d="M46 66h20v-4H46z" fill="#4a3322"/>`,

  // A design studio's work, shot on a studio sweep.
  magazine: `${on("sweep")}${shadow(56, 76, 36)}<path d="M20 74l6-30h30l-4 30z" fill="#fff"/><path d="M56 44h30l-6 30H52z" fill="#f4efe6"/><path d="M26 48h22M25 52h18" stroke="#1b1d23" stroke-width="2"/><path d="M24 58h22M23 62h22M22 66h18" stroke="#9aa3ad" stroke-width=".8"/><path d="M58 48h24l-3 14H55z" class="f-a"/><path d="M55 66h22M54 70h16" stroke="#9aa3ad" stroke-width=".8"/><path d="M56 44v30" stroke="#000" stroke-width=".6" opacity=".2"/>`,
  labels: `${on("sweep")}${[40, 60, 80]
    .map(
      (x) =>
        `${shadow(x, 77, 9)}<path d="M${x - 6} 76V46c0-6 4-8 4-14v-6h4v6c0 6 4 8 4 14v30z" fill="#5a3414"/><rect x="${x - 6}" y="54" width="12" height="14" class="f-a"/><circle cx="${x}" cy="61" r="3.4" fill="#fff"/><path d="M${x - 4} 46v28" stroke="#fff" stroke-width="1" opacity=".3"/>`,
    )
    .join("")}`,
  signs: `${on("sweep")}${shadow(60, 78, 14)}<path d="M58.5 30h3v48h-3z" fill="#6b707b"/><path d="M30 24h56l6 6-6 6H30z" class="f-a"/><path d="M90 42H34l-6 6 6 6h56z" class="f-d"/><path d="M36 30h20m-20 18h24" stroke="#fff" stroke-width="2.4"/><path d="M74 28l4 2-4 2zM40 46l-4 2 4 2z" fill="#fff"/>`,
  posters: `${on("sweep")}${[
    [22, "f-a"],
    [48, "f-d"],
    [74, "f-a"],
  ]
    .map(
      ([x, c], i) =>
        `<rect x="${Number(x) + 1}" y="17" width="24" height="34" fill="#000" opacity=".12"/><rect x="${x}" y="16" width="24" height="34" class="${c}"/><circle cx="${Number(x) + 12}" cy="${26 + i * 2}" r="6" fill="#ffd166"/><path d="M${x} ${40 - i * 2}c6-3 12 3 24 0v${10 + i * 2}H${x}z" fill="#fff" opacity=".5"/><path d="M${Number(x) + 3} 46h12" stroke="#fff" stroke-width="1.6"/>`,
    )
    .join("")}`,
  boxes: `${on("sweep")}${shadow(60, 78, 36)}<path d="M26 76V50h30v26z" class="f-d"/><path d="M26 50l6-6h30l-6 6z" class="f-a"/><path d="M56 76V50l6-6v26z" fill="#000" opacity=".3"/><path d="M60 76V40h28v36z" class="f-a"/><path d="M60 40l6-6h28l-6 6z" fill="#fff" opacity=".6"/><path d="M88 76V40l6-6v36z" class="f-d"/><circle cx="74" cy="56" r="6" fill="#ffe9a8"/><path d="M72 62h4v3h-4z" fill="#fff"/><circle cx="41" cy="62" r="5" fill="#ffe9a8" opacity=".8"/>`,
  website: `${on("sweep")}${shadow(60, 80, 40)}<path d="M30 20h60a3 3 0 0 1 3 3v45H27V23a3 3 0 0 1 3-3z" fill="#2b2e34"/><rect x="30" y="23" width="60" height="42" fill="#fff"/><rect x="30" y="23" width="60" height="6" class="f-d"/><path d="M33 33h26v14H33z" fill="#8e9aa8"/><path d="M62 33h25v4H62zM62 40h20v2H62zM62 44h22v2H62z" fill="#c9ced6"/><path d="M33 51h16v11H33zm19 0h16v11H52zm19 0h16v11H71z" fill="#b9b0a0"/><path d="M20 68h80l-4 8H24z" fill="#c9ced6"/><path d="M52 70h16v2H52z" fill="#9aa3ad"/>`,

  // An outfitter's gear on a studio sweep, and the activities it is for.
  backpack: `${on("sweep")}${shadow(60, 79, 22)}<path d="M42 78V38c0-8 8-14 18-14s18 6 18 14v40z" class="f-a"/><path d="M42 40c0-8 8-12 18-12s18 4 18 12v6H42z" class="f-d"/><path d="M48 56h24v16H48z" class="f-d" opacity=".6"/><path d="M52 52h16" stroke="#fff" stroke-width="1.4"/><path d="M56 24c0-4 8-4 8 0" stroke="#1b1d23" stroke-width="2" fill="none"/><path d="M46 46v26" stroke="#fff" stroke-width="1.4" opacity=".3"/>`,
  jacket: `${on("sweep")}${shadow(60, 80, 28)}<path d="M46 22c4-4 24-4 28 0l14 10 8 34-10 2-4-22v32H42V46l-4 22-10-2 8-34z" class="f-a"/><path d="M50 22c2 8 18 8 20 0-4-6-16-6-20 0z" class="f-d"/><path d="M60 28v50" stroke="#1b1d23" stroke-width="1.2"/><path d="M46 46h8m12 0h8" stroke="#1b1d23" stroke-width="1"/><path d="M88 32l8 34-10 2z" fill="#000" opacity=".12"/>`,
  baselayer: `${on("sweep")}${shadow(60, 80, 28)}<path d="M48 24h24l16 8 10 34-8 2-10-26v36H46V42L36 68l-8-2 10-34z" fill="#4a5a78"/><path d="M52 24c2 4 14 4 16 0" stroke="#2f3b52" stroke-width="2" fill="none"/><path d="M46 42h28v4H46z" fill="#fff" opacity=".12"/>`,
  tent: `<rect width="120" height="90" fill="url(#g-dusk)"/><path d="M0 50l22-16 16 10 24-20 28 22 30-14v58H0z" fill="#5a6078"/><path d="M0 60c40-6 80-6 120 0v30H0z" fill="url(#g-hill)"/>${shadow(60, 76, 34)}<path d="M28 76c4-20 16-34 32-34s28 14 32 34z" class="f-a"/><path d="M60 42c-8 8-12 20-12 34h24c0-14-4-26-12-34z" fill="#ffd58a"/><path d="M60 42c16 0 28 14 32 34H80c0-16-8-28-20-34z" fill="#000" opacity=".18"/><path d="M28 76c4-20 16-34 32-34" stroke="#fff" stroke-width=".8" opacity=".4" fill="none"/><ellipse cx="60" cy="74" rx="18" ry="5" fill="url(#g-warm)"/>`,
  shoes: `${on("sweep")}${shadow(60, 76, 38)}<path d="M24 70l2-14c8-2 14-8 18-16h10l6 10c10 2 24 6 32 10 4 2 4 10 2 10z" class="f-a"/><path d="M22 70h74v5H22z" fill="#2b2e34"/><path d="M26 75h4v2h-4zm10 0h4v2h-4zm10 0h4v2h-4zm10 0h4v2h-4zm10 0h4v2h-4zm10 0h4v2h-4z" fill="#2b2e34"/><path d="M50 44l6 4m-4-8l6 4m-2-7l5 4" stroke="#fff" stroke-width="1.2"/><path d="M60 58c10 0 20 3 30 8" stroke="#fff" stroke-width="1.4" opacity=".5" fill="none"/>`,
  stove: `${on("sweep")}${shadow(60, 79, 22)}<path d="M44 78l8-14h16l8 14" stroke="#9aa3ad" stroke-width="2" fill="none"/><rect x="50" y="60" width="20" height="5" fill="url(#g-metal)"/><path d="M54 60c0-6 6-6 6-10 2 4 6 4 6 10z" fill="#5b8ff0" opacity=".9"/><path d="M42 40h36v12a4 4 0 0 1-4 4H46a4 4 0 0 1-4-4z" fill="url(#g-metal)"/><path d="M78 44h12" stroke="#2b2e34" stroke-width="2.4"/><path d="M52 34c-3-4 3-5 0-9m8 9c-3-4 3-5 0-9m8 9c-3-4 3-5 0-9" stroke="#fff" stroke-width="1.6" fill="none"/>`,
  torch: `${on("sweep")}<path d="M70 48l50-20v40z" fill="#fff8d6" opacity=".6"/>${shadow(54, 74, 28)}<ellipse cx="50" cy="50" rx="26" ry="16" fill="none" class="s-a" stroke-width="4"/><rect x="60" y="42" width="14" height="14" rx="3" fill="#2b2e34"/><circle cx="71" cy="49" r="4" fill="#fff8d6"/>`,
  mug: `${on("sweep")}${shadow(56, 76, 22)}<path d="M76 52h4a8 8 0 0 1 0 16h-4" fill="none" stroke="#f4f6f8" stroke-width="4"/><path d="M38 46h38v26a4 4 0 0 1-4 4H42a4 4 0 0 1-4-4z" fill="#f4f6f8"/><path d="M38 46h38v3H38z" fill="#1b3a5c"/><path d="M60 46h16v26a4 4 0 0 1-4 4H60z" fill="#000" opacity=".08"/><path d="M48 40c-3-4 3-5 0-9m10 9c-3-4 3-5 0-9m10 9c-3-4 3-5 0-9" stroke="#fff" stroke-width="1.6" fill="none"/><circle cx="50" cy="60" r="2.4" fill="#1b3a5c" opacity=".2"/>`,
  campsite: `<rect width="120" height="90" fill="url(#g-night)"/><g fill="#fff"><circle cx="20" cy="12" r=".6"/><circle cx="44" cy="8" r=".6"/><circle cx="90" cy="14" r=".6"/><circle cx="104" cy="6" r=".6"/></g><path d="M0 50l30-20 20 12 30-24 40 30v42H0z" fill="#2f3550"/><rect y="56" width="120" height="34" fill="#1f3329"/>${pine(14, 60, 24, "#15241c")}${pine(106, 60, 26, "#15241c")}<path d="M40 74l14-22 14 22z" class="f-a"/><path d="M54 52l-4 22h8z" fill="#ffd58a"/><circle cx="80" cy="74" r="14" fill="url(#g-warm)"/><path d="M76 76l8-2m-8-2l8 4" stroke="#5a3d26" stroke-width="1.6"/><path d="M80 72c-3-4 0-8 0-10 3 3 4 6 0 10z" fill="#f5a623"/>`,
  ridge: `<rect width="120" height="90" fill="url(#g-sky)"/><path d="M0 50l20-14 16 8 24-22 24 18 16-8 20 12v46H0z" fill="#8ea1b8"/><path d="M54 26l6-4 6 6-4-1z" fill="#fff"/><path d="M0 90V62l40-16 20 4 30-14 30 10v44z" fill="url(#g-hill)"/>${figure(70, 43, 0.5, { skin: "#c98b66", hair: "#2b2118", clothes: 'class="f-a"' })}<path d="M72 30l4 13" stroke="#5a3d26" stroke-width=".8"/>`,
  trailrun: `<rect width="120" height="90" fill="url(#g-gold)"/>${pine(10, 70, 50, "#2f5a33")}${pine(26, 66, 40, "#3d6a3a")}${pine(100, 68, 46, "#2f5a33")}${pine(112, 72, 38, "#3d6a3a")}<path d="M0 66c40-4 80-4 120 0v24H0z" fill="#5d8c45"/><path d="M56 66h8l20 24H36z" fill="#c9a57a"/><g transform="translate(60 78) scale(.8)"><path d="M-6-34h12l-1 14-9 2z" class="f-a"/><path d="M-5-20l-10 14 3 2 12-12 6 6 8-6-2-3-6 3-5-6z" fill="#2b2e34"/><path d="M-6-32l-8 8 2 2 8-6m12-4l6 8 2-2-6-8" fill="#c98b66"/><circle cy="-39" r="4.6" fill="#c98b66"/><path d="M-4.8-40a4.8 4.8 0 0 1 9.6 0z" class="f-d"/></g>`,

  // A little shop's goods on a studio sweep (the online store's product screens), the colour of
  // each its accent, so one drawing shows every variant.
  tee: `${on("sweep")}${shadow(60, 80, 28)}<path d="M48 22h24l18 9-7 13-9-5v38H46V39l-9 5-7-13z" class="f-a"/><path d="M52 22c2 5 14 5 16 0" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="2"/><path d="M60 22h12l18 9-7 13-9-5v38H60z" fill="#000" opacity=".1"/><path d="M46 44h28" stroke="#fff" stroke-width=".8" opacity=".25"/>`,
  tote: `${on("sweep")}${shadow(60, 80, 24)}<path d="M47 42c0-15 10-15 10 0M63 42c0-15 10-15 10 0" fill="none" stroke="#9c8a68" stroke-width="2.6"/><path d="M40 78l3-37h34l3 37z" fill="#ece2cc"/><path d="M60 41h17l3 37H60z" fill="#000" opacity=".07"/><path d="M43 45h34" stroke="#d6c8aa" stroke-width="1.2"/><circle cx="60" cy="60" r="8" class="f-a"/><path d="M55 62c3-6 7-6 10 0" stroke="#fff" stroke-width="1.4" fill="none"/>`,
  apron: `${on("sweep")}${shadow(60, 80, 24)}<path d="M51 26c0-8 18-8 18 0" fill="none" class="s-a" stroke-width="2"/><path d="M50 24h20v19l10 3v32H40V46l10-3z" class="f-a"/><path d="M40 47l-12 8M80 47l12 8" class="s-a" stroke-width="2" stroke-linecap="round"/><path d="M40 46h40v3H40z" fill="#000" opacity=".15"/><path d="M48 56h24v12H48z" fill="#000" opacity=".12"/><path d="M60 56v12" stroke="#fff" stroke-width=".8" opacity=".5"/><path d="M70 24v54h10V46l-10-3z" fill="#000" opacity=".08"/>`,
  pin: `${on("sweep")}${shadow(60, 80, 18)}<rect x="42" y="24" width="36" height="54" rx="2" fill="#fff"/><path d="M60 24h18v54H60z" fill="#000" opacity=".04"/><path d="M50 71h20" stroke="#c9c2b5" stroke-width="1.4"/><circle cx="60" cy="47" r="13" fill="url(#g-brass)"/><circle cx="60" cy="47" r="10.5" class="f-a"/><path d="M60 56V38" stroke="#fff" stroke-width="1.3"/><path d="M60 41l-4-2.5M60 41l4-2.5M60 45l-5.5-3M60 45l5.5-3M60 49l-6-3M60 49l6-3M60 53l-5-2.5M60 53l5-2.5" stroke="#fff" stroke-width="1.1" stroke-linecap="round"/>`,

  // Kept from the first set: a podcast's cover, a wedding's invitation and guests, a café's soup.
  microphone: `<rect width="120" height="90" class="f-d"/><circle cx="60" cy="44" r="36" fill="none" class="s-a" stroke-width="3" opacity=".6"/><circle cx="60" cy="44" r="27" fill="none" class="s-a" stroke-width="2" opacity=".35"/><rect x="49" y="14" width="22" height="36" rx="11" fill="#eceff3"/><path d="M51 24h18M51 30h18M51 36h18" stroke="#9aa3ad" stroke-width="1.5"/><path d="M42 38a18 18 0 0 0 36 0" fill="none" stroke="#fff" stroke-width="3"/><path d="M60 56v14m-11 2h22" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>`,
  crowd: `<rect width="120" height="90" class="f-t"/><path d="M0 10q60 14 120 0" fill="none" stroke="#fff" stroke-width="1.2"/><path d="M6 12h8l-4 7zm20 3h8l-4 7zm40 2h8l-4 7zm20-2h8l-4 7z" class="f-a"/><path d="M46 17h8l-4 7zm60-5h8l-4 7z" class="f-d"/><path d="M14 90c1-22 9-34 20-34s19 12 20 34z" class="f-d"/><circle cx="34" cy="42" r="10" fill="#c98b66"/><path d="M24 40c0-9 5-13 10-13s10 4 10 13c-3-5-6-6-10-6s-7 1-10 6z" fill="#3b2a20"/><path d="M66 90c1-22 9-34 20-34s19 12 20 34z" class="f-d"/><circle cx="86" cy="42" r="10" fill="#8d5a3b"/><path d="M76 39c1-8 5-12 10-12s10 4 10 12c-2-3-6-5-10-5s-8 2-10 5z" fill="#1f1a17"/><path d="M36 90c1-18 10-28 24-28s23 10 24 28z" class="f-a"/><circle cx="60" cy="48" r="12" fill="#e0a983"/><path d="M47 50c-3-15 4-22 13-22s17 7 13 22c-1-7-6-12-13-12s-12 5-13 12z" fill="#6b4226"/><g fill="#3b2a20"><circle cx="30.5" cy="43" r="1.2"/><circle cx="37.5" cy="43" r="1.2"/><circle cx="82.5" cy="43" r="1.2"/><circle cx="89.5" cy="43" r="1.2"/><circle cx="55.5" cy="48" r="1.5"/><circle cx="64.5" cy="48" r="1.5"/></g><path d="M31 47q3 2.5 6 0m46 0q3 2.5 6 0M55 54q5 4 10 0" fill="none" stroke="#8a4b33" stroke-width="1.4" stroke-linecap="round"/>`,
  calendar: `<rect width="120" height="90" class="f-t"/><ellipse cx="60" cy="84" rx="34" ry="3" fill="#000" opacity=".12"/><rect x="28" y="14" width="64" height="68" rx="5" fill="#fff"/><path d="M28 19a5 5 0 0 1 5-5h54a5 5 0 0 1 5 5v13H28z" class="f-a"/><rect x="40" y="8" width="4" height="12" rx="2" class="f-d"/><rect x="76" y="8" width="4" height="12" rx="2" class="f-d"/><rect x="46" y="21" width="28" height="4" rx="2" fill="#fff" opacity=".8"/><path d="M34 38h8v6h-8zM45 38h8v6h-8zM56 38h8v6h-8zM67 38h8v6h-8zM78 38h8v6h-8zM34 49h8v6h-8zM45 49h8v6h-8zM56 49h8v6h-8zM78 49h8v6h-8zM34 60h8v6h-8zM45 60h8v6h-8zM56 60h8v6h-8zM67 60h8v6h-8zM78 60h8v6h-8zM34 71h8v6h-8zM45 71h8v6h-8zM56 71h8v6h-8z" fill="#dfe3e8"/><circle cx="71" cy="52" r="7" class="f-d"/><path d="M71 56.5l-3.6-3.6a2.2 2.2 0 0 1 3.6-2.6 2.2 2.2 0 0 1 3.6 2.6z" fill="#fff"/><path d="M96 70c6-4 12-4 16 0-5 4-11 4-16 0zm2 10c5-5 11-6 16-3-4 5-11 6-16 3z" fill="#6aa84f"/>`,
  bowl: `<rect width="120" height="90" class="f-t"/><ellipse cx="60" cy="82" rx="32" ry="3.5" fill="#000" opacity=".12"/><path d="M70 38L100 10M77 40L106 15" stroke="#7a5230" stroke-width="2.5" stroke-linecap="round"/><path d="M26 46h68a34 30 0 0 1-68 0z" fill="#fff"/><path d="M29 58h62" class="s-a" stroke-width="4"/><rect x="48" y="74" width="24" height="5" rx="2" fill="#e6e1d8"/><ellipse cx="60" cy="46" rx="34" ry="6" fill="#e9a03b"/><ellipse cx="60" cy="46" rx="34" ry="6" fill="none" stroke="#fff" stroke-width="2"/><circle cx="48" cy="45" r="2.5" fill="#6a994e"/><circle cx="55" cy="47.5" r="2" fill="#86b46b"/><circle cx="70" cy="44.5" r="3" fill="#fae38b"/><path d="M46 34c-4-5 4-7 0-12m12 12c-4-5 4-7 0-12" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
} as const;

/** A scene's name: the key of its markup in `SCENES`. */
export type SceneName = keyof typeof SCENES;

/** The four colours a scene takes from its site (legacy/assets/palette.ts has the themes' ones). */
export interface ScenePalette {
  deep: string;
  accent: string;
  soft: string;
  tint: string;
}
