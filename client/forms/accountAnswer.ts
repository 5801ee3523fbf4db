import { REASON_STATUS, RULES, type AccountAnswer, type AnswerDetail, type Reason, type Rule } from "../../content/accountContract.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isReason = (value: unknown): value is Reason => typeof value === "string" && Object.prototype.hasOwnProperty.call(REASON_STATUS, value);
const isRule = (value: unknown): value is Rule => RULES.some((rule) => rule === value);

/** A field that is there but not of its type: the whole answer is then not one of ours. */
const WRONG = Symbol("wrong");

type Read<T> = T | typeof WRONG;

const readText = (value: unknown): Read<string> => (typeof value === "string" ? value : WRONG);

function readFieldErrors(value: unknown): Read<Record<string, string | undefined>> {
  if (!isRecord(value)) return WRONG;
  const fieldErrors: Record<string, string | undefined> = {};
  for (const [field, text] of Object.entries(value)) {
    // Like zod's record: a "__proto__" key (JSON.parse makes it an own key) is left out.
    if (field === "__proto__") continue;
    if (text !== undefined && typeof text !== "string") return WRONG;
    fieldErrors[field] = text;
  }
  return fieldErrors;
}

function readDetails(value: unknown): Read<AnswerDetail[]> {
  if (!Array.isArray(value)) return WRONG;
  const details: AnswerDetail[] = [];
  for (const entry of value as unknown[]) {
    if (!isRecord(entry) || typeof entry.field !== "string" || !isRule(entry.rule) || typeof entry.message !== "string") return WRONG;
    details.push({ field: entry.field, rule: entry.rule, message: entry.message });
  }
  return details;
}

/** The optional fields of an answer, in the schema's order, each with the reader of its value. */
const OPTIONAL_FIELDS = {
  reason: (value: unknown): Read<Reason> => (isReason(value) ? value : WRONG),
  message: readText,
  redirect: readText,
  pub: readText,
  emailAddress: readText,
  fieldErrors: readFieldErrors,
  details: readDetails,
  captchaRequired: (value: unknown): Read<boolean> => (typeof value === "boolean" ? value : WRONG),
} satisfies { [K in Exclude<keyof AccountAnswer, "status">]-?: (value: unknown) => Read<NonNullable<AccountAnswer[K]>> };

/**
 * An account API answer read the way the contract's accountAnswerSchema reads it (the same
 * fields, the same types, other keys dropped), or null when it is not one of ours. The browser
 * reads answers with this instead of the schema so the page does not load full zod;
 * tests/unit/browserFormRules.test.ts holds the two to the same verdicts.
 */
export function readAccountAnswer(value: unknown): AccountAnswer | null {
  if (!isRecord(value) || (value.status !== "SUCCESS" && value.status !== "ERROR")) return null;
  const answer: Record<string, unknown> = { status: value.status };
  for (const [key, read] of Object.entries(OPTIONAL_FIELDS)) {
    if (value[key] === undefined) continue;
    const field = read(value[key]);
    if (field === WRONG) return null;
    answer[key] = field;
  }
  // Each field was read by the reader its type in AccountAnswer requires (OPTIONAL_FIELDS' satisfies).
  return answer as AccountAnswer;
}
