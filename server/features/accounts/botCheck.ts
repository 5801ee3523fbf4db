import type { FastifyBaseLogger } from "fastify";
import { request } from "undici";
import { z } from "zod";

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const VERIFY_TIMEOUT_MS = 5_000;
/** Turnstile documents tokens of at most 2048 characters. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * Cloudflare publishes secrets whose verdict never depends on the token (always passes,
 * always fails, always "already spent"). Deciding them here lets the gate be exercised on a
 * machine without internet, and costs a real deployment nothing: nobody runs on them.
 */
const DOCUMENTED_TEST_SECRETS: Record<string, boolean> = {
  "1x0000000000000000000000000000000AA": true,
  "2x0000000000000000000000000000000AA": false,
  "3x0000000000000000000000000000000AA": false,
};

const verdictShape = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).optional() });

type BotCheckVerdict = "passed" | "failed" | "unavailable";

export interface BotCheck {
  verify(token: string | undefined, clientAddress: string, log: FastifyBaseLogger): Promise<BotCheckVerdict>;
}

/**
 * The site's own verification of a Turnstile token (siteverify), for the login gate. A token
 * can be redeemed once: a token verified here is spent, so the flow must not pass it on to the
 * member API for a second verification.
 */
export function createBotCheck(secret: string, verifyUrl = SITEVERIFY): BotCheck {
  return {
    async verify(token, clientAddress, log) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return "failed";
      const documented = DOCUMENTED_TEST_SECRETS[secret];
      if (documented !== undefined) return documented ? "passed" : "failed";
      try {
        const res = await request(verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret, response: token, remoteip: clientAddress }).toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
          headersTimeout: VERIFY_TIMEOUT_MS,
          bodyTimeout: VERIFY_TIMEOUT_MS,
        });
        const answer = verdictShape.safeParse(await res.body.json().catch(() => null));
        if (res.statusCode !== 200 || !answer.success) {
          log.warn({ botCheck: { status: res.statusCode } }, "bot check verification unusable");
          return "unavailable";
        }
        if (!answer.data.success) log.info({ botCheck: { errors: answer.data["error-codes"] ?? [] } }, "bot check failed");
        return answer.data.success ? "passed" : "failed";
      } catch (error) {
        log.warn({ botCheck: { error: (error as Error).name } }, "bot check verification unreachable");
        return "unavailable";
      }
    },
  };
}
