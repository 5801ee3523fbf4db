import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CSRF_FIELD_NAME } from "../../views/forms/formFields.ts";

const CSRF_COOKIE = "bw_csrf";

export type FormPostCheck = "ok" | "cross-site" | "no-cookies";

/**
 * CSRF protection that works without JavaScript: a random value in an HttpOnly cookie and,
 * in each form, its HMAC under the server's secret. A cross-site page can make the browser
 * send the cookie but can neither read it nor compute the HMAC; Origin and Sec-Fetch-Site
 * turn away cross-site posts before the token is even looked at.
 */
export function createCsrf({ secret, secure, publicOrigin }: { secret: string; secure: boolean; publicOrigin: string | null }) {
  const sign = (value: string) => createHmac("sha256", secret).update(`csrf:${value}`).digest("base64url");

  /** The token for this visitor's forms, setting the cookie when they have none yet. */
  function tokenFor(req: FastifyRequest, reply: FastifyReply): string {
    let value = req.cookies[CSRF_COOKIE];
    if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) {
      value = randomBytes(32).toString("base64url");
      reply.setCookie(CSRF_COOKIE, value, { path: "/", httpOnly: true, sameSite: "lax", secure });
    }
    return sign(value);
  }

  function check(req: FastifyRequest, body: Record<string, unknown>): FormPostCheck {
    if (req.headers["sec-fetch-site"] === "cross-site") return "cross-site";
    const origin = req.headers.origin;
    if (origin === "null") return "cross-site";
    // Behind a proxy that rewrites Host, only PUBLIC_URL says what our origin is; without it
    // (the embedded default, reached as localhost or 127.0.0.1 alike) the Host header does.
    if (origin !== undefined && !(publicOrigin ? sameOrigin(origin, publicOrigin) : sameHost(origin, req.headers.host))) return "cross-site";
    // A browser that refuses cookies sends none at all: tell the visitor that, not "cross-site".
    if (!req.headers.cookie?.trim()) return "no-cookies";
    const value = req.cookies[CSRF_COOKIE];
    const sent = body[CSRF_FIELD_NAME];
    if (!value || typeof sent !== "string") return "cross-site";
    const expected = Buffer.from(sign(value));
    const given = Buffer.from(sent);
    return expected.length === given.length && timingSafeEqual(expected, given) ? "ok" : "cross-site";
  }

  return { tokenFor, check };
}

export type Csrf = ReturnType<typeof createCsrf>;

function sameOrigin(origin: string, expected: string): boolean {
  try {
    return new URL(origin).origin === expected;
  } catch {
    return false;
  }
}

/** Origin and Host name the same host and port (a default port may be written or left out). */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}
