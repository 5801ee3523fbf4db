import { z } from "zod";

/** A member-API answer after normalization: what every flow works with. */
export interface UpstreamAnswer {
  status: "SUCCESS" | "ERROR";
  reason?: string;
  message?: string;
  redirect?: string;
  pub?: string;
  emailAddress?: string;
  /** Why an answer was unusable (status ERROR, reason UNEXPECTED); for logs, not for visitors. */
  details?: string;
}

export const UNEXPECTED = "UNEXPECTED";

export function unexpected(details: string): UpstreamAnswer {
  return { status: "ERROR", reason: UNEXPECTED, details };
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
  if (statusCode < 200 || statusCode >= 300) return unexpected(`HTTP ${statusCode}`);
  const trimmed = text.trim();
  if (trimmed === "") return unexpected("empty answer");
  if (trimmed.toLowerCase() === "success") return { status: "SUCCESS" };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    return unexpected(`unparsable answer: ${JSON.stringify(trimmed.slice(0, 80))}`);
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
