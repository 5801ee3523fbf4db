import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import * as z from "zod";
import { priceCart } from "../../content/cartPricing.ts";
import { message } from "../../content/messages.ts";
import type { CartRefusal, CartView } from "../../content/pageShapes.ts";
import type { FetchObserver } from "../platform/upstream/jsonFetch.ts";
import { requestIdHeader, type CallerRequest } from "../platform/upstream/callerRequest.ts";
import { failureReason, isTimeout } from "../platform/upstream/failureReason.ts";
import { withoutTrailingSlashes } from "../../content/urlPath.ts";
import { CART_HASH } from "../platform/render/carriedQuery.ts";

/** A cart answer is a few kilobytes even at 50 domains; reading stops well above that. */
const MAX_BYTES = 256 * 1024;

const cartShape = z.object({
  cart_hash: z.string().regex(CART_HASH),
  items: z
    .array(
      z.object({
        domain: z.string().max(253),
        tld: z.string(),
        price: z.number().int().nonnegative(),
        price_discounted: z.number().int().nonnegative().optional(),
      }),
    )
    .max(100),
});

const refusalShape = z.object({ error: z.string().max(40), message: z.string().max(300) });

/**
 * The domain API's reasons a cart call may be refused for, with the status the site answers and
 * the site's words. The API's own message is not shown: it speaks to integrators.
 */
const REFUSALS = {
  INVALID_CART: { status: 400, text: message("cart.ERROR_UNKNOWN_CART") },
  INVALID_DOMAIN: { status: 400, text: message("cart.ERROR_INVALID_DOMAIN") },
  NOT_SOLD: { status: 400, text: message("cart.ERROR_NOT_SOLD") },
  TAKEN: { status: 409, text: message("cart.ERROR_TAKEN") },
  CART_FULL: { status: 409, text: message("cart.ERROR_FULL") },
  NOT_IN_CART: { status: 404, text: message("cart.ERROR_NOT_IN_CART") },
} as const satisfies Record<string, CartRefusal>;

export type CartRefusalReason = keyof typeof REFUSALS;

const CART_UNREACHABLE: CartRefusal = { status: 502, text: message("cart.ERROR_UNREACHABLE") };

/** A refusal the site makes itself, in the same words as the domain API's. */
export function cartRefusal(reason: CartRefusalReason): CartRefusal {
  return REFUSALS[reason];
}

export type CartAnswer = { ok: true; cart: CartView } | { ok: false; refusal: CartRefusal; reason: string };

/** One call to the carts: its name (for the metrics and the log), its method, its path below /domains/carts, and the form it posts. */
interface CartCall {
  name: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  form?: Record<string, string>;
}

/** An answer read whole, or why there is none (the outcome it counts as, and the log's words). */
type CartRead = { ok: true; status: number; text: string } | { ok: false; outcome: Parameters<FetchObserver>[0]; details: string };

/** What the API's answer means: a cart or one of its refusals, or why it is neither (the log's words). */
type CartMeaning = { ok: true; outcome: "success" | "error"; answer: CartAnswer } | { ok: false; details: string };

/** A cart, one of the API's refusals (REFUSALS), or (not ok) an answer the site cannot use. */
function meaningOf(status: number, text: string): CartMeaning {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, details: `HTTP ${status}, not JSON` };
  }
  if (status >= 200 && status < 300) {
    const cart = cartShape.safeParse(json);
    if (!cart.success) return { ok: false, details: `HTTP ${status}, not a cart` };
    return { ok: true, outcome: "success", answer: { ok: true, cart: cartView(cart.data.cart_hash, cart.data.items) } };
  }
  const refusal = refusalShape.safeParse(json);
  // Own keys only: "toString" is no reason of the API's.
  const reason = refusal.success && status >= 400 && status < 500 && Object.hasOwn(REFUSALS, refusal.data.error) ? refusal.data.error : null;
  if (!reason) return { ok: false, details: `HTTP ${status}` };
  return { ok: true, outcome: "error", answer: { ok: false, refusal: REFUSALS[reason as CartRefusalReason], reason } };
}

/**
 * The site's client of the domain API's carts (server side only: the browser never reaches
 * them). Every outcome, including a hang, garbage or a 5xx, becomes a CartAnswer; it never throws.
 */
export function createDomainCarts({ baseUrl, timeoutMs, observe }: { baseUrl: string; timeoutMs: number; observe?: (call: string) => FetchObserver }) {
  const base = new URL(baseUrl);
  const basePath = `${withoutTrailingSlashes(base.pathname)}/domains/carts`;
  const pool = new Pool(base.origin, { connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connections: 16 });

  /** Sends the call and reads its answer whole, up to MAX_BYTES, within timeoutMs. */
  async function send({ method, path, form }: CartCall, caller: CallerRequest): Promise<CartRead> {
    try {
      const res = await pool.request({
        method,
        path: `${basePath}${path}`,
        headers: {
          accept: "application/json",
          "accept-encoding": "identity",
          ...requestIdHeader(caller),
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BYTES) return { ok: false, outcome: "bad_answer", details: "answer too large" };
        chunks.push(chunk);
      }
      return { ok: true, status: res.statusCode, text: Buffer.concat(chunks).toString("utf8") };
    } catch (error) {
      return { ok: false, outcome: isTimeout(error) ? "timeout" : "unreachable", details: failureReason(error, timeoutMs) };
    }
  }

  async function call(cartCall: CartCall, caller: CallerRequest): Promise<CartAnswer> {
    const started = performance.now();
    const settle = (outcome: Parameters<FetchObserver>[0], answer: CartAnswer) => {
      observe?.(cartCall.name)(outcome, (performance.now() - started) / 1000);
      return answer;
    };
    const unreachable = (details: string) => {
      caller.log.warn({ domainApi: { call: cartCall.name, details } }, "domain cart call failed");
      return { ok: false as const, refusal: CART_UNREACHABLE, reason: "UNAVAILABLE" };
    };
    const read = await send(cartCall, caller);
    if (!read.ok) return settle(read.outcome, unreachable(read.details));
    const meaning = meaningOf(read.status, read.text);
    return meaning.ok ? settle(meaning.outcome, meaning.answer) : settle("bad_answer", unreachable(meaning.details));
  }

  const item = (domain: string) => `/items/${encodeURIComponent(domain)}`;
  return {
    /** The cart, or an INVALID_CART refusal for a hash of the wrong shape (never sent). */
    read: (hash: string, caller: CallerRequest) => (CART_HASH.test(hash) ? call({ name: "cart-read", method: "GET", path: `/${hash}` }, caller) : refused()),
    /** A new cart holding `domain`, or the refusal of that domain; a refused domain makes no cart. */
    create: (domain: string, caller: CallerRequest) => call({ name: "cart-create", method: "POST", path: "", form: { domain } }, caller),
    add: (hash: string, domain: string, caller: CallerRequest) =>
      CART_HASH.test(hash) ? call({ name: "cart-add", method: "POST", path: `/${hash}/items`, form: { domain } }, caller) : refused(),
    remove: (hash: string, domain: string, caller: CallerRequest) =>
      CART_HASH.test(hash) ? call({ name: "cart-remove", method: "DELETE", path: `/${hash}${item(domain)}` }, caller) : refused(),
    close: () => pool.close(),
  };
}

export type DomainCarts = ReturnType<typeof createDomainCarts>;

async function refused(): Promise<CartAnswer> {
  // A malformed hash never reaches the domain API: it is the same refusal as an unknown one.
  return { ok: false, refusal: REFUSALS.INVALID_CART, reason: "INVALID_CART" };
}

/** The cart as pages show it, priced by the one rule (content/cartPricing.ts), not by the API's arithmetic. */
export function cartView(cartHash: string | null, items: ReadonlyArray<{ domain: string; price: number; price_discounted?: number }>): CartView {
  return { cartHash, domains: items.map((i) => i.domain), pricing: priceCart(items) };
}
