/**
 * The CSRF rules a route can declare in its Fastify `config` (docs/decisions.md, 17), and the
 * verdict each gives on what a request's headers say. Pure: server/platform/security/csrfGuard.ts reads
 * the route's rule and the headers, and answers.
 *
 * - "form": the site's own HTML forms (account pages, the cart). A browser that sends Fetch
 *   Metadata must say same-origin; one that sends only Origin must name this origin; one that
 *   sends neither returns the form's HMAC token (read after the body is parsed). A browser's
 *   post without any cookie is processed: whether it keeps cookies is checked after it
 *   (server/shared/cookiesCheck.ts), so a first visit's form works and its page set no cookie.
 * - "json-api": endpoints for scripts (/api/v1). Every request carries X-Requested-With or a
 *   JSON body, which a page of another site cannot send without a CORS preflight, never granted.
 * - "same-origin": pages proxied from elsewhere (the members area), whose forms carry no token
 *   of ours. Fetch Metadata (or, without it, Origin) must say same-origin; a request that sends
 *   neither is let through only when it carries no cookie, as then there is no session to ride on.
 * - "none": the route changes nothing (pages, the OpenAPI document); only safe methods pass.
 */
export const CSRF_POLICIES = ["form", "json-api", "same-origin", "none"] as const;
export type CsrfPolicy = (typeof CSRF_POLICIES)[number];

/** The methods a page of another site could use to change something here. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a request says about itself, as far as the rules care. */
export interface RequestSigns {
  /** Upper case, as Fastify gives it. */
  method: string;
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** This site's origin (scheme, host and port), or null when the request does not say which host it asked for. */
  ownOrigin: string | null;
  /** The request sent at least one cookie. */
  hasCookies: boolean;
  /** X-Requested-With is set, or the body is declared JSON. */
  scripted: boolean;
}

/**
 * - pass: go on;
 * - cross-site: refuse (403), no body needed;
 * - undeclared: a state-changing request to a route that declared no rule (or "none"): refuse;
 * - no-cookies: a form post from a browser that sends neither Fetch Metadata nor Origin, and no
 *   cookie, so not the token's either: tell the visitor to allow cookies (the answer shows what
 *   they typed, so it waits for the body);
 * - token: only the form's token can tell, so it waits for the body.
 */
export type Verdict = "pass" | "cross-site" | "undeclared" | "no-cookies" | "token";

/** A route that matched nothing answers 404 whatever comes: judged by the headers alone. */
export const NO_ROUTE = "no-route";

export function verdictOf(policy: CsrfPolicy | typeof NO_ROUTE | undefined, signs: RequestSigns): Verdict {
  if (policy === "json-api") return signs.scripted ? "pass" : "cross-site";
  if (!STATE_CHANGING_METHODS.has(signs.method)) return "pass";
  if (policy === undefined || policy === "none") return "undeclared";
  const said = browserSaid(signs);
  if (said === "cross-site") return "cross-site";
  if (policy === NO_ROUTE) return "pass";
  if (policy === "same-origin") return said === "same-origin" || !signs.hasCookies ? "pass" : "cross-site";
  if (said === "same-origin") return "pass";
  // Only the token can tell, and its cookie did not come: the browser refuses cookies, say that.
  return signs.hasCookies ? "token" : "no-cookies";
}

/**
 * The browser's own word about where the request comes from, or "nothing" when it sent
 * neither Fetch Metadata nor Origin. Fetch Metadata first: same-site (a sibling subdomain) is
 * not same-origin. Only without it does Origin decide, where an opaque origin ("null") is no
 * proof; with it, Origin may well be "null", since a page with `Referrer-Policy: no-referrer`
 * (the members area's) makes Chromium send that on its posts.
 */
function browserSaid(signs: RequestSigns): "same-origin" | "cross-site" | "nothing" {
  if (signs.secFetchSite !== undefined) return signs.secFetchSite === "same-origin" ? "same-origin" : "cross-site";
  if (signs.origin === undefined) return "nothing";
  return isOrigin(signs.origin, signs.ownOrigin) ? "same-origin" : "cross-site";
}

/** Origin names exactly this origin: scheme, host and port (a default port may be left out). */
function isOrigin(origin: string, ownOrigin: string | null): boolean {
  if (ownOrigin === null) return false;
  try {
    return new URL(origin).origin === ownOrigin;
  } catch {
    return false;
  }
}

/**
 * This site's origin for a request: PUBLIC_URL's when it is set (a proxy in front may rewrite
 * Host), otherwise the scheme and host this request came in on (Fastify's protocol and host,
 * which follow X-Forwarded-Proto/-Host only from a trusted proxy). Never the host alone: an
 * http page must not post to the https site as if it were the same, nor another port.
 */
export function ownOriginOf(publicOrigin: string | null, protocol: string, host: string | undefined): string | null {
  if (publicOrigin) return publicOrigin;
  if (!host) return null;
  try {
    const url = new URL(`${protocol}://${host}`);
    // A Host header with a path, credentials or a query is no host we serve.
    return url.pathname === "/" && !url.username && !url.password && !url.search && !url.hash ? url.origin : null;
  } catch {
    return null;
  }
}
