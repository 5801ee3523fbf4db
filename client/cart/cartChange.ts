import { message } from "../../content/messages.ts";
import type { CartChangeAnswer, CartView } from "../../content/pageShapes.ts";

export type CartChangeOutcome = { ok: true; cart: CartView } | { ok: false; text: string };

function isCart(value: unknown): value is CartView {
  const cart = value as CartView | null;
  return typeof cart === "object" && cart !== null && Array.isArray(cart.domains) && typeof cart.pricing?.total === "number";
}

/**
 * Sends a cart form (add or remove) as the browser would, asking for JSON: the server runs
 * the same checks (CSRF, limits, the domain API) and answers the cart, or why not.
 */
export async function postCartForm(form: HTMLFormElement): Promise<CartChangeOutcome> {
  try {
    const res = await fetch(form.action, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
    });
    const answer = (await res.json()) as CartChangeAnswer;
    if ("cart" in answer && isCart(answer.cart)) return { ok: true, cart: answer.cart };
    if ("message" in answer && typeof answer.message === "string") return { ok: false, text: answer.message };
  } catch {
    // Unreachable, or not our answer: said below in the cart's own words.
  }
  return { ok: false, text: message("cart.ERROR_UNREACHABLE") };
}
