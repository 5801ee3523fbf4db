import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CSRF_FIELD_NAME } from "../../views/forms/formFields.ts";

const CSRF_COOKIE = "bw_csrf";

/** A cookie the same for everyone, set by pages without a token: a first post then shows the browser keeps cookies. */
const COOKIE_CHECK = "bw_cookies";

export type FormPostCheck = "ok" | "cross-site" | "no-cookies";

/**
 * CSRF protection that works without JavaScript, as OWASP describes it. A browser that sends
 * Fetch Metadata is judged by it: a post must say Sec-Fetch-Site: same-origin. One that sends
 * only Origin is judged by Origin against our origin. One that sends neither (old browsers) is
 * judged by a token: a random value in an HttpOnly cookie and, in each form, its HMAC under the
 * server's secret. A cross-site page can make the browser send the cookie but can neither read
 * it, compute the HMAC nor forge those headers. So the forms current browsers get carry no
 * token, and their pages are the same for every visitor and cacheable; only a browser that
 * sends neither header gets a page of its own.
 */
export function createCsrf({ secret, secure, publicOrigin }: { secret: string; secure: boolean; publicOrigin: string | null }) {
  const sign = (value: string) => createHmac("sha256", secret).update(`csrf:${value}`).digest("base64url");

  /**
   * The token for the forms of the page this request asks for: "" for a browser that sends
   * Fetch Metadata (which needs none; the page is then the same for every such visitor), or
   * the visitor's own token for one that does not.
   */
  function formToken(req: FastifyRequest, reply: FastifyReply): string {
    if (typeof req.headers["sec-fetch-site"] !== "string") return tokenFor(req, reply);
    if (!req.headers.cookie?.trim()) reply.setCookie(COOKIE_CHECK, "1", { path: "/", sameSite: "lax", secure });
    return "";
  }

  /** The token for this visitor's forms, setting the cookie when they have none yet. */
  function tokenFor(req: FastifyRequest, reply: FastifyReply): string {
    let value = req.cookies[CSRF_COOKIE];
    if (!value || !/^[\w-]{43}$/.test(value)) {
      value = randomBytes(32).toString("base64url");
      reply.setCookie(CSRF_COOKIE, value, { path: "/", httpOnly: true, sameSite: "lax", secure });
    }
    return sign(value);
  }

  function check(req: FastifyRequest, body: Record<string, unknown>): FormPostCheck {
    const site = req.headers["sec-fetch-site"];
    // Only our own pages post here: same-site (a sibling subdomain) is not same-origin.
    if (site !== undefined && site !== "same-origin") return "cross-site";
    const origin = req.headers.origin;
    if (origin === "null") return "cross-site";
    // Behind a proxy that rewrites Host, only PUBLIC_URL says what our origin is; without it
    // (the embedded default, reached as localhost or 127.0.0.1 alike) the Host header does.
    if (origin !== undefined && !(publicOrigin ? sameOrigin(origin, publicOrigin) : sameHost(origin, req.headers.host))) return "cross-site";
    // A browser that refuses cookies sends none at all: tell the visitor that, not "cross-site".
    if (!req.headers.cookie?.trim()) return "no-cookies";
    // The browser itself said where the post comes from: that is the proof, no token needed.
    if (site === "same-origin" || origin !== undefined) return "ok";
    const value = req.cookies[CSRF_COOKIE];
    const sent = body[CSRF_FIELD_NAME];
    if (!value || typeof sent !== "string") return "cross-site";
    const expected = Buffer.from(sign(value));
    const given = Buffer.from(sent);
    return expected.length === given.length && timingSafeEqual(expected, given) ? "ok" : "cross-site";
  }

  return { formToken, check };
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
