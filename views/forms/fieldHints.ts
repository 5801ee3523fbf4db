import { FIELD_LIMITS } from "../../content/accountContract.ts";
import { message, messageWith } from "../../content/messages.ts";
import type { AccountFormKind } from "../../content/pageShapes.ts";

/**
 * The hint under each account field: what to type and the field's rule, shown before the visitor
 * types (the error texts of docs/product.md §5 say only that a value is wrong). The bounds are read from
 * FIELD_LIMITS, the same object the schemas check (fieldRules.ts), so a hint never states another
 * rule than the form applies.
 */
export const FIELD_HINTS = {
  login: {
    userid: message("hint.login.userid"),
    password: messageWith("hint.login.password", FIELD_LIMITS.password),
  },
  register: {
    full_name: messageWith("hint.register.full_name", FIELD_LIMITS.fullName),
    email: message("hint.register.email"),
    username: messageWith("hint.register.username", FIELD_LIMITS.username),
    password: messageWith("hint.register.password", FIELD_LIMITS.password),
    password_validation: message("hint.register.password_validation"),
  },
  lostpassword: {
    email: message("hint.lostpassword.email"),
  },
} as const satisfies { readonly [K in AccountFormKind]: Readonly<Record<string, string>> };

/** The hint of a form's field, if it has one (the Remember Me box has none). */
export function fieldHint(kind: AccountFormKind, name: string): string | undefined {
  const hints: Readonly<Record<string, string | undefined>> = FIELD_HINTS[kind];
  return hints[name];
}
