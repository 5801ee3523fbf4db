import { z } from "zod";
import type { AccountAnswer } from "../../../content/accountContract.ts";

/**
 * A member-API answer after normalization: what every flow works with. The contract's answer,
 * except that the member API's reason is its own (a code, or a sentence for a sign-up) until a
 * flow maps it onto the contract's closed set.
 */
export interface UpstreamAnswer extends Pick<AccountAnswer, "status" | "message" | "redirect" | "pub" | "emailAddress"> {
  reason?: string;
  /**
   * Why an answer was unusable (status ERROR, reason UNEXPECTED): a short, generic phrase for
   * logs, never part of the body; not for visitors.
   */
  details?: string;
}

const UNEXPECTED = "UNEXPECTED";

export function unexpected(details: string): UpstreamAnswer {
  return { status: "ERROR", reason: UNEXPECTED, details };
}

/** docs/product.md §8's words for a request that failed: the status, a network error, or a timeout. */
export const requestFailure = {
  status: (code: number) => `Request failed with status code ${code}`,
  network: "Network Error",
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
} as const;

/** How much of an unusable body a debug log line may show. */
const SAMPLE_CHARS = 80;

/** The first characters of a body, for a debug log line only (it may hold what the visitor posted). */
export function answerSample(text: string): string {
  return text.trim().slice(0, SAMPLE_CHARS);
}

const scalar = z.union([z.string(), z.number()]).transform(String);

/** The legacy contract: {status, response: {...}}; unknown fields are ignored. */
const legacyShape = z.object({
  status: z.enum(["SUCCESS", "ERROR"]),
  response: z
    .object({
      reason: scalar.optional(),
      message: scalar.optional(),
      redirect: z.string().optional(),
      pub: scalar.optional(),
      emailAddress: z.string().optional(),
    })
    .partial()
    .nullish(),
});

/**
 * Turns whatever the member API sent back into an UpstreamAnswer. HTML error pages, empty
 * or truncated bodies, non-2xx statuses and JSON of the wrong shape all become
 * {status: ERROR, reason: UNEXPECTED, details}; the plain text "success" of older scripts
 * counts as SUCCESS, as the original request helper treated it.
 */
export function normalizeAnswer(statusCode: number, text: string): UpstreamAnswer {
  if (statusCode < 200 || statusCode >= 300) return unexpected(requestFailure.status(statusCode));
  const trimmed = text.trim();
  if (trimmed === "") return unexpected("empty answer");
  if (trimmed.toLowerCase() === "success") return { status: "SUCCESS" };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    // Not the body itself: an error page may echo what was posted. upstreamClient logs its
    // first characters at debug level only (answerSample).
    return unexpected("unparsable answer");
  }
  const parsed = legacyShape.safeParse(json);
  if (!parsed.success) return unexpected("answer of an unknown shape");
  const { status, response } = parsed.data;
  const answer: UpstreamAnswer = { status };
  for (const key of ["reason", "message", "redirect", "pub", "emailAddress"] as const) {
    const value = response?.[key];
    if (value !== undefined && value !== "") answer[key] = value;
  }
  return answer;
}
