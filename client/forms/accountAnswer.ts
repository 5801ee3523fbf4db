import { REASON_STATUS, RULES, type AccountAnswer, type AnswerDetail, type Reason, type Rule } from "../../content/accountContract.ts";

const TEXTS = ["message", "redirect", "pub", "emailAddress"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isReason = (value: unknown): value is Reason => typeof value === "string" && Object.prototype.hasOwnProperty.call(REASON_STATUS, value);
const isRule = (value: unknown): value is Rule => RULES.some((rule) => rule === value);

/**
 * An account API answer read the way the contract's accountAnswerSchema reads it (the same
 * fields, the same types, other keys dropped), or null when it is not one of ours. The browser
 * reads answers with this instead of the schema so the page does not load full zod;
 * tests/unit/browserFormRules.test.ts holds the two to the same verdicts.
 */
export function readAccountAnswer(value: unknown): AccountAnswer | null {
  if (!isRecord(value) || (value.status !== "SUCCESS" && value.status !== "ERROR")) return null;
  const answer: AccountAnswer = { status: value.status };
  if (value.reason !== undefined) {
    if (!isReason(value.reason)) return null;
    answer.reason = value.reason;
  }
  for (const key of TEXTS) {
    const text = value[key];
    if (text === undefined) continue;
    if (typeof text !== "string") return null;
    answer[key] = text;
  }
  if (value.fieldErrors !== undefined) {
    if (!isRecord(value.fieldErrors)) return null;
    const fieldErrors: Record<string, string | undefined> = {};
    for (const [field, text] of Object.entries(value.fieldErrors)) {
      // Like zod's record: a "__proto__" key (JSON.parse makes it an own key) is left out.
      if (field === "__proto__") continue;
      if (text !== undefined && typeof text !== "string") return null;
      fieldErrors[field] = text;
    }
    answer.fieldErrors = fieldErrors;
  }
  if (value.details !== undefined) {
    if (!Array.isArray(value.details)) return null;
    const details: AnswerDetail[] = [];
    for (const entry of value.details as unknown[]) {
      if (!isRecord(entry) || typeof entry.field !== "string" || !isRule(entry.rule) || typeof entry.message !== "string") return null;
      details.push({ field: entry.field, rule: entry.rule, message: entry.message });
    }
    answer.details = details;
  }
  if (value.captchaRequired !== undefined) {
    if (typeof value.captchaRequired !== "boolean") return null;
    answer.captchaRequired = value.captchaRequired;
  }
  return answer;
}
