import { z } from "zod";
import { messageWith } from "../../content/messages.ts";
import { CARRIED_QUERY_PARAMS, type CarriedParam } from "../../content/routes.ts";

/**
 * What an account post may carry besides its form's fields: the carried parameters and the bot
 * check's token. The server's schemas (loginSchema.ts, registerSchema.ts, lostPasswordSchema.ts)
 * hold them, so the flows refuse what the OpenAPI document, generated from the same schemas,
 * forbids (a number or a list where it says text), and the document describes what the flows
 * read (docs/decisions.md, 22). Which values are then used is not a rule of these schemas: the
 * carried ones are checked against their shapes and dropped when they fail
 * (server/platform/security/carriedRequest.ts), as the document says.
 */

const CARRIED = "Carried from the page the visitor came from (also accepted in the query string); a value of the wrong shape is dropped";

/** What the checkout's two parameters do at login and sign-up (server/features/accounts/accountAction.ts). */
const CHECKOUT: Partial<Record<CarriedParam, string>> = {
  migrate_user:
    "1: a successful login or sign-up hands the client's own cart (the cart cookie the site set, bw_cart or __Host-bw_cart on https) to the member as an order; never a lost password",
  cart_hash: `${CARRIED}. It names the cart a checkout page shows; the cart handed over is always the one of the client's own cart cookie`,
};

/** One text value, when it is there; anything else is INVALID_INPUT with the rule "type" (views/forms/fieldDetails.ts). */
const text = (field: string, description: string) =>
  z
    .string({ error: messageWith("rule.type", { field }) })
    .optional()
    .describe(description);

export const requestFields = {
  ...(Object.fromEntries(CARRIED_QUERY_PARAMS.map((name) => [name, text(name, CHECKOUT[name] ?? CARRIED)])) as Record<CarriedParam, ReturnType<typeof text>>),
  "cf-turnstile-response": text(
    "cf-turnstile-response",
    "A solved Turnstile token, when an answer said captchaRequired (and for every sign-up when the site has a site key)",
  ),
};

/** The names of requestFields, which no form shows. */
export const REQUEST_FIELD_NAMES: readonly string[] = Object.keys(requestFields);
