import type { $ZodError, $ZodIssue } from "zod/v4/core";
import { FIELD_LIMITS, RULES, type AnswerDetail, type Rule } from "../../content/accountContract.ts";
import { message, messageWith } from "../../content/messages.ts";
import { EMAIL_START } from "./fieldRules.ts";

/** Each account field's rule in words, with the bounds the schemas check (FIELD_LIMITS). */
const RULE_TEXTS = new Map<string, () => string>([
  ["userid", () => messageWith("rule.userid", FIELD_LIMITS.userid)],
  ["password", () => messageWith("rule.password", FIELD_LIMITS.password)],
  ["rememberme", () => message("rule.rememberme")],
  ["password_validation", () => messageWith("rule.password_validation", FIELD_LIMITS.password)],
  ["full_name", () => messageWith("rule.full_name", FIELD_LIMITS.fullName)],
  ["email", () => messageWith("rule.email", FIELD_LIMITS.email)],
  ["username", () => messageWith("rule.username", FIELD_LIMITS.username)],
]);

const isRule = (value: unknown): value is Rule => RULES.some((rule) => rule === value);

/**
 * Which rule an issue of the shared schemas (fieldRules.ts) reports, read from the check that
 * raised it: its kind and bound, the email pattern, or the code a refinement carries.
 */
function ruleOf(issue: $ZodIssue, value: unknown): Rule {
  switch (issue.code) {
    case "invalid_type":
      return value === undefined || value === null ? "required" : "type";
    case "too_small":
      // Every field's first length check is the empty one, with the field's "required" text.
      return issue.minimum === 1 ? "required" : "too_short";
    case "too_big":
      return "too_long";
    case "invalid_format":
      return issue.format === "regex" && issue.pattern === String(EMAIL_START) ? "email" : "pattern";
    case "custom":
      return isRule(issue.params?.rule) ? issue.params.rule : "pattern";
    // A field that takes a few values (rememberme), given another.
    case "invalid_union":
    case "invalid_value":
      return "one_of";
    default:
      return "pattern";
  }
}

/**
 * The first broken rule of each field, in the order the schema checks them (as fieldErrorsOf
 * gives the first text): its stable code and its words. The words start with the form's text from
 * docs/product.md §5, so they never contradict what a visitor sees, and then say the whole rule.
 */
export function fieldDetailsOf(error: $ZodError, input: unknown): AnswerDetail[] {
  const values = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const details = new Map<string, AnswerDetail>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    if (details.has(field)) continue;
    const rule = ruleOf(issue, values[field]);
    const lead = rule === "type" ? messageWith("rule.type", { field }) : issue.message;
    const words = RULE_TEXTS.get(field)?.();
    details.set(field, { field, rule, message: words ? `${lead}: ${words}.` : `${lead}.` });
  }
  return [...details.values()];
}
