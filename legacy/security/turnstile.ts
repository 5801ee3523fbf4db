import { z } from "zod";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 5000;
/** Turnstile tokens are at most 2048 characters; a longer one is refused without a call. */
const MAX_TOKEN_LENGTH = 2048;

export type CaptchaVerdict =
  | { outcome: "passed" }
  | { outcome: "failed"; errorCodes: string[] }
  /** siteverify could not be asked or gave no usable answer: not the visitor's fault. */
  | { outcome: "unavailable"; details: string };

/**
 * Cloudflare's documented test secrets. Their verdict is fixed whatever the token, so we
 * decide them here: tests and the embedded site work on a machine without internet.
 */
const TEST_SECRETS: Record<string, CaptchaVerdict> = {
  "1x0000000000000000000000000000000AA": { outcome: "passed" },
  "2x0000000000000000000000000000000AA": { outcome: "failed", errorCodes: ["invalid-input-response"] },
  "3x0000000000000000000000000000000AA": { outcome: "failed", errorCodes: ["timeout-or-duplicate"] },
};

const siteverifyAnswer = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

/** Asks Turnstile whether `token` is a fresh, valid answer of the bot check. */
export async function verifyCaptcha({
  secret,
  token,
  verifyUrl = SITEVERIFY_URL,
}: {
  secret: string;
  token: string;
  verifyUrl?: string;
}): Promise<CaptchaVerdict> {
  const known = TEST_SECRETS[secret];
  if (known) return known;
  if (token.length > MAX_TOKEN_LENGTH) return { outcome: "failed", errorCodes: ["invalid-input-response"] };
  let response: Response;
  try {
    response = await fetch(verifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: "unavailable", details: describe(error) };
  }
  if (!response.ok) return { outcome: "unavailable", details: `siteverify answered HTTP ${response.status}` };
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    return { outcome: "unavailable", details: `siteverify answer unreadable: ${describe(error)}` };
  }
  const parsed = siteverifyAnswer.safeParse(json);
  if (!parsed.success) return { outcome: "unavailable", details: "siteverify answer of an unknown shape" };
  if (parsed.data.success) return { outcome: "passed" };
  const errorCodes = parsed.data["error-codes"] ?? [];
  const ours = errorCodes.filter((code) => OUR_FAULT.has(code));
  return ours.length > 0 ? { outcome: "unavailable", details: `siteverify: ${ours.join(", ")}` } : { outcome: "failed", errorCodes };
}

/** Codes that blame our configuration or Cloudflare, not the visitor's answer. */
const OUR_FAULT = new Set(["missing-input-secret", "invalid-input-secret", "bad-request", "internal-error"]);

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
