import { SCENES as SYMBOLS, SCENE_GRADIENTS as GRADIENTS, type SceneName } from "../../content/scenes.ts";
import { Html, escapeHtml } from "../pages/htmlDocument.ts";

/**
 * The template pictures of the stand-in asset host: the scenes of content/scenes.ts as SVG
 * <symbol>s. The gradients live in the sprite once per page, each `g-<name>`; the palette's
 * colours come in through the scenes' classes (sampleStylesheet.ts), so a drawing takes each
 * theme's colours. A page carries only the symbols and gradients it uses (drawingSprite), once,
 * and every picture is a <use> of one: no request, no inline style, nothing the sample pages'
 * CSP or an SVG thumbnail would block.
 */

export type DrawingName = SceneName;

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
const PAINTS = /url\(#g-([a-z]+)\)/g;

function isDrawing(name: string | undefined): name is DrawingName {
  return !!name && name in SYMBOLS;
}

/**
 * The symbols a page's markup uses, and the backdrops those draw in turn, once each, with the
 * gradients they paint with, in an invisible SVG at the top of its body.
 */
export function drawingSprite(markup: string): Html {
  const names = new Set<DrawingName>();
  const visit = (text: string) => {
    for (const match of text.matchAll(USED)) {
      const name = match[1];
      if (isDrawing(name) && !names.has(name)) {
        names.add(name);
        visit(SYMBOLS[name]);
      }
    }
  };
  visit(markup);
  if (names.size === 0) return new Html("");
  const symbols = [...names].map((name) => `<symbol id="d-${name}" viewBox="0 0 120 90">${SYMBOLS[name]}</symbol>`).join("");
  const paints = new Set([...symbols.matchAll(PAINTS)].map((m) => m[1]!));
  const gradients = [...paints].map((paint) => GRADIENTS[paint] ?? "").join("");
  return new Html(
    `<svg xmlns="http://www.w3.org/2000/svg" class="sprite" width="0" height="0" aria-hidden="true" focusable="false"><defs>${gradients}${symbols}</defs></svg>`,
  );
}
