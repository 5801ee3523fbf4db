import { tierLimits } from "./hosting.ts";

/** A Starter (free account) limit from docs/product.md §9's table, so the sign-up page and the plans agree. */
function starter(label: string): string {
  const value = tierLimits.find((row) => row.label === label)?.values[0];
  if (value === undefined) throw new Error(`No docs/product.md §9 Starter limit "${label}"`);
  return value;
}

/**
 * What a free account includes, said beside the sign-up form: docs/product.md §1 (free accounts build and
 * edit site-builder sites and upgrade to publish them live) and docs/product.md §9's Starter limits.
 */
export const freeAccount = {
  heading: "Your free account includes",
  points: [
    "The drag-and-drop editor and every theme in the gallery",
    `${starter("Websites")} website of up to ${starter("Pages per site")} pages`,
    `${starter("Email accounts")} email account with ${starter("Email storage")} for mail`,
    "A paid plan only when you are ready to publish live",
  ],
} as const;
