import { textField } from "./formFields.ts";

/** The ids the asset host gives its themes: plain digits, no leading zero, so "0101" or "1e2" are none. */
const TEMPLATE_ID = /^[1-9]\d{0,8}$/;

/**
 * The template a sign-up or login carries (docs/product.md §7: `template_id`, from "Use theme" in the
 * gallery), as a number; null when there is none or it is not an id. A carried parameter that
 * is not usable is dropped, never a reason to refuse the sign-up or the login.
 */
export function chosenTemplateId(body: unknown): number | null {
  const value = textField(body, "template_id")?.trim() ?? "";
  return TEMPLATE_ID.test(value) ? Number(value) : null;
}
