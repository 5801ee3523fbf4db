import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSRF_POLICIES, NO_ROUTE, STATE_CHANGING_METHODS, ownOriginOf, verdictOf, type RequestSigns } from "../../server/platform/security/csrfPolicy.ts";

/**
 * The rules of server/platform/security/csrfPolicy.ts as properties over every combination of what a
 * request can say: the rule is one function, so its whole input space is walked here, and the
 * HTTP tests (tests/http/platform/csrfRules.test.ts) show the guard applies it to every route.
 */
const OWN = "http://localhost:3000";
const stateChanging = fc.constantFrom(...STATE_CHANGING_METHODS);
const safe = fc.constantFrom("GET", "HEAD", "OPTIONS");
const anyMethod = fc.oneof(stateChanging, safe);
const secFetchSite = fc.option(fc.constantFrom("same-origin", "same-site", "cross-site", "none", "", "SAME-ORIGIN"), { nil: undefined });

/** Origins near ours: each differs in one part (scheme, host or port), plus odd values browsers send. */
const nearOrigin = fc.constantFrom(
  "https://localhost:3000",
  "http://localhost:3001",
  "http://localhost",
  "http://127.0.0.1:3000",
  "http://localhost.evil.example:3000",
  "http://evil.example",
  "null",
  "",
  "not a url",
);
const origin = fc.option(
  fc.oneof(
    fc.constant(OWN),
    nearOrigin,
    fc.webUrl().map((u) => new URL(u).origin),
  ),
  { nil: undefined },
);

const signs = (method: fc.Arbitrary<string>) =>
  fc.record<RequestSigns>({
    method,
    secFetchSite,
    origin,
    ownOrigin: fc.constant(OWN),
    hasCookies: fc.boolean(),
    scripted: fc.boolean(),
  });

const browserRules = fc.constantFrom("form" as const, "same-origin" as const, NO_ROUTE);

describe("the CSRF rules", () => {
  /** What the browser says: Fetch Metadata when it sends it, else Origin; undefined when it sends neither. */
  const saysForeign = (request: RequestSigns) =>
    request.secFetchSite !== undefined ? request.secFetchSite !== "same-origin" : request.origin !== undefined ? request.origin !== OWN : undefined;

  it("refuse, under every rule that takes browser posts, a state-changing request the browser says comes from elsewhere", () => {
    fc.assert(
      fc.property(browserRules, signs(stateChanging), (policy, request) => {
        if (saysForeign(request)) expect(verdictOf(policy, request)).toBe("cross-site");
      }),
    );
  });

  it("take Fetch Metadata's word over Origin's: 'null' comes with same-origin posts from a no-referrer page", () => {
    fc.assert(
      fc.property(browserRules, signs(stateChanging), (policy, request) => {
        const fromNoReferrerPage = { ...request, secFetchSite: "same-origin", origin: "null", hasCookies: true };
        expect(verdictOf(policy, fromNoReferrerPage)).toBe("pass");
        // Without Fetch Metadata, an opaque origin proves nothing.
        expect(verdictOf(policy, { ...fromNoReferrerPage, secFetchSite: undefined })).toBe("cross-site");
      }),
    );
  });

  it("let nothing but a same-origin browser, a form's token or a cookie-less request through a state-changing browser rule", () => {
    fc.assert(
      fc.property(browserRules, signs(stateChanging), (policy, request) => {
        const verdict = verdictOf(policy, request);
        const sameOrigin = saysForeign(request) !== true;
        const saidSo = request.secFetchSite !== undefined || request.origin !== undefined;
        if (verdict === "pass") expect(sameOrigin && (saidSo || !request.hasCookies || policy === NO_ROUTE)).toBe(true);
        // Only "form" ever needs the body, and only when the headers said nothing either way.
        if (verdict === "token") expect([policy, saidSo, request.hasCookies]).toEqual(["form", false, true]);
        // Only a browser that said nothing, and sent no cookie for the token: a browser that said
        // same-origin is processed with or without cookies (they are checked after the post).
        if (verdict === "no-cookies") expect([policy, saidSo, request.hasCookies]).toEqual(["form", false, false]);
        if (policy === "form" && sameOrigin && saidSo) expect(verdict).toBe("pass");
      }),
    );
  });

  it("judge the JSON API by X-Requested-With or a JSON body alone, on every method", () => {
    fc.assert(
      fc.property(signs(anyMethod), (request) => {
        expect(verdictOf("json-api", request)).toBe(request.scripted ? "pass" : "cross-site");
      }),
    );
  });

  it("refuse a state-changing request to a route that declared no rule, or 'none' (fail closed)", () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, "none" as const), signs(stateChanging), (policy, request) => {
        expect(verdictOf(policy, request)).toBe("undeclared");
      }),
    );
  });

  it("let every safe method through every rule but the JSON API's", () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, NO_ROUTE, ...CSRF_POLICIES.filter((p) => p !== "json-api")), signs(safe), (policy, request) => {
        expect(verdictOf(policy, request)).toBe("pass");
      }),
    );
  });

  it("accept a same-origin browser post under every browser rule", () => {
    for (const policy of ["form", "same-origin", NO_ROUTE] as const) {
      const request = { method: "POST", secFetchSite: "same-origin", origin: OWN, ownOrigin: OWN, hasCookies: true, scripted: false };
      expect(verdictOf(policy, request)).toBe("pass");
      expect(verdictOf(policy, { ...request, secFetchSite: undefined })).toBe("pass");
    }
  });
});

describe("this site's origin", () => {
  it("is the request's scheme, host and port without PUBLIC_URL, so neither another scheme nor another port matches", () => {
    const own = ownOriginOf(null, "http", "localhost:3000");
    expect(own).toBe("http://localhost:3000");
    const post = (origin: string) => verdictOf("form", { method: "POST", secFetchSite: undefined, origin, ownOrigin: own, hasCookies: true, scripted: false });
    expect(post("http://localhost:3000")).toBe("pass");
    expect(post("https://localhost:3000")).toBe("cross-site");
    expect(post("http://localhost:3001")).toBe("cross-site");
    // A default port may be written or left out, by the browser or in Host.
    expect(ownOriginOf(null, "https", "www.braveweb.example:443")).toBe("https://www.braveweb.example");
    expect(ownOriginOf(null, "http", "LOCALHOST")).toBe("http://localhost");
  });

  it("is PUBLIC_URL's when it is set, whatever Host says", () => {
    expect(ownOriginOf("https://www.braveweb.example", "http", "127.0.0.1:3000")).toBe("https://www.braveweb.example");
  });

  it("is nobody's when Host is missing or is no host", () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, "", "evil.example/path", "user@evil.example", "a b", "evil.example?x", "[::1"), (host) => {
        expect(ownOriginOf(null, "http", host)).toBeNull();
      }),
    );
  });
});
