import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CSRF_FIELD_NAME } from "../../../views/forms/formFields.ts";
import { STATE_CHANGING_METHODS, ownOriginOf, verdictOf, type CsrfPolicy, type NO_ROUTE, type Verdict } from "./csrfPolicy.ts";

/**
 * The cookies of this file. On an https site they carry the `__Host-` prefix: the browser then
 * takes them only from this host, Secure, for the whole path, so a sibling subdomain or a
 * plain-http page cannot plant a CSRF secret of its choosing.
 */
function csrfCookieNames(secure: boolean) {
  const prefix = secure ? "__Host-" : "";
  return { secret: `${prefix}bw_csrf`, cookieCheck: `${prefix}bw_cookies` };
}

const TOKEN_SECRET = /^[\w-]{43}$/;

/**
 * CSRF protection that works without JavaScript, as OWASP describes it, for the rules of
 * server/platform/security/csrfPolicy.ts. A browser that sends Fetch Metadata is judged by it; one that
 * sends only Origin by Origin against our origin; one that sends neither (old browsers) by a
 * token: a random value in an HttpOnly cookie and, in each form, its HMAC under the server's
 * secret. A cross-site page can make the browser send the cookie but can neither read it,
 * compute the HMAC nor forge those headers. So the forms current browsers get carry no token,
 * and their pages are the same for every visitor and cacheable; only a browser that sends
 * neither header gets a page of its own.
 */
export function createCsrf({ secret, secure, publicOrigin }: { secret: string; secure: boolean; publicOrigin: string | null }) {
  const sign = (value: string) => createHmac("sha256", secret).update(`csrf:${value}`).digest("base64url");
  const cookies = csrfCookieNames(secure);
  const cookieOptions = { path: "/", sameSite: "lax", secure } as const;

  /**
   * The token for the forms of the page this request asks for: "" for a browser that sends
   * Fetch Metadata (which needs none; the page is then the same for every such visitor, and sets
   * no cookie, so shared caches keep it), or the visitor's own token for one that does not.
   */
  function formToken(req: FastifyRequest, reply: FastifyReply): string {
    return typeof req.headers["sec-fetch-site"] === "string" ? "" : tokenFor(req, reply);
  }

  /**
   * Whether a browser keeps cookies is asked where it matters: a form post that came with no
   * cookie at all sets this mark on its answer, and the page it leads to (server/shared/
   * cookiesCheck.ts) sees whether the mark came back.
   */
  const markCookies = (reply: FastifyReply) => reply.setCookie(cookies.cookieCheck, "1", cookieOptions);
  const cookiesCameBack = (req: FastifyRequest) => req.cookies[cookies.cookieCheck] === "1";

  /** The token for this visitor's forms, setting the cookie when they have none yet. */
  function tokenFor(req: FastifyRequest, reply: FastifyReply): string {
    let value = req.cookies[cookies.secret];
    if (!value || !TOKEN_SECRET.test(value)) {
      value = randomBytes(32).toString("base64url");
      reply.setCookie(cookies.secret, value, { ...cookieOptions, httpOnly: true });
    }
    return sign(value);
  }

  /** What the rule says of this request from its headers alone (no body needed). */
  function verdict(req: FastifyRequest, policy: CsrfPolicy | typeof NO_ROUTE | undefined): Verdict {
    const site = req.headers["sec-fetch-site"];
    const contentType = req.headers["content-type"] ?? "";
    return verdictOf(policy, {
      method: req.method,
      secFetchSite: typeof site === "string" ? site : undefined,
      origin: req.headers.origin,
      // Only a state-changing request's Origin is ever compared with it: every page view would
      // otherwise parse a URL here, twice (onRequest and preValidation).
      ownOrigin: req.headers.origin !== undefined && STATE_CHANGING_METHODS.has(req.method) ? ownOriginOf(publicOrigin, req.protocol, req.host) : null,
      hasCookies: Boolean(req.headers.cookie?.trim()),
      // A cross-site page can send neither without a CORS preflight, which is never granted.
      scripted: Boolean(req.headers["x-requested-with"]) || contentType.toLowerCase().startsWith("application/json"),
    });
  }

  /** The form's token matches this browser's cookie (for the "token" verdict). */
  function tokenMatches(req: FastifyRequest, body: Record<string, unknown>): boolean {
    const value = req.cookies[cookies.secret];
    const sent = body[CSRF_FIELD_NAME];
    if (!value || typeof sent !== "string") return false;
    const expected = Buffer.from(sign(value));
    const given = Buffer.from(sent);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return { formToken, verdict, tokenMatches, markCookies, cookiesCameBack };
}

export type Csrf = ReturnType<typeof createCsrf>;
