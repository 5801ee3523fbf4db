import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hostileAddress as hostile } from "../fixtures/hostileAddresses.ts";
import { Ajv2020 } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import { LOCATION_SCHEMA, allowedLocation, allowedRedirect, normalizedUrl, sitePathOrUrl, type RedirectPolicy } from "../../content/redirectRule.ts";

const policy: RedirectPolicy = { siteOrigin: "https://www.braveweb.example", allowedHosts: ["members.braveweb.example", "10001.hosting.braveweb.example"] };

describe("the redirect rule", () => {
  it.each([
    ["/members/dashboard?pub=7", "https://www.braveweb.example/members/dashboard?pub=7"],
    ["https://www.braveweb.example/about", "https://www.braveweb.example/about"],
    ["https://members.braveweb.example/welcome?braveui=1", "https://members.braveweb.example/welcome?braveui=1"],
    ["https://members.braveweb.example:443/x", "https://members.braveweb.example/x"],
    ["https://10001.hosting.braveweb.example/cart", "https://10001.hosting.braveweb.example/cart"],
    // Percent-encoded slashes and backslashes stay inside a path of this site.
    ["/%2F%2Fevil.example", "https://www.braveweb.example/%2F%2Fevil.example"],
    ["/%5Cevil.example", "https://www.braveweb.example/%5Cevil.example"],
    // Same scheme without slashes is a relative path, for browsers as for the parser.
    ["https:evil.example", "https://www.braveweb.example/evil.example"],
  ])("follows %s", (address, expected) => {
    expect(allowedRedirect(address, policy)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://evil.example/",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " https://evil.example",
    "https:\\\\evil.example",
    "https:/\\evil.example",
    "https://members.braveweb.example@evil.example/",
    "https://user:pw@members.braveweb.example/",
    "https://members.braveweb.example.evil.example/",
    "https://evil.example/?https://members.braveweb.example",
    "http://members.braveweb.example/downgraded",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\u0000script:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://members.braveweb.example/",
    "https://evil.example\u3002com/",
    "https://members.braveweb.example:444/",
    "https://members.braveweb.example:80/",
    "",
  ])("refuses %j", (address) => {
    expect(allowedRedirect(address, policy)).toBeNull();
  });

  it("matches an entry with a port on that port only", () => {
    const local: RedirectPolicy = { siteOrigin: "http://localhost:3000", allowedHosts: ["members.test:8443"] };
    expect(allowedRedirect("https://members.test:8443/a", local)).toBe("https://members.test:8443/a");
    expect(allowedRedirect("https://members.test/a", local)).toBeNull();
    // A plain-http site (local development) may send to an allowed host over http.
    expect(allowedRedirect("http://members.test:8443/a", local)).toBe("http://members.test:8443/a");
  });
});

describe("the one URL normalizer", () => {
  // Addresses once accepted as this site (docs/decisions.md, 14) that, written root-relative, came
  // out as "//evil.example/".
  it.each(["/.//evil.example/", "/..//evil.example/", "/%2e//evil.example/", "/%2E%2E//evil.example/", "https://www.braveweb.example//evil.example/"])(
    "keeps %j on this site, with a path that cannot name a host",
    (address) => {
      expect(allowedRedirect(address, policy)).toBe("https://www.braveweb.example/evil.example/");
      expect(allowedLocation(address, policy)).toBe("/evil.example/");
    },
  );

  it("collapses runs of slashes but keeps encoded ones, which browsers do not decode", () => {
    expect(normalizedUrl("/a///b//c?x=//y#//z", policy.siteOrigin)?.href).toBe("https://www.braveweb.example/a/b/c?x=//y#//z");
    expect(sitePathOrUrl("/%2F%2Fevil.example", policy.siteOrigin)).toBe("/%2F%2Fevil.example");
  });

  it("names an allowed host by its whole address and the site by its path", () => {
    expect(allowedLocation("https://members.braveweb.example/welcome", policy)).toBe("https://members.braveweb.example/welcome");
    expect(allowedLocation("https://www.braveweb.example/about?x=1", policy)).toBe("/about?x=1");
  });

  it("no input yields an address off the allowed origins, nor a Location a browser reads as another host", () => {
    const allowedOrigins = new Set([policy.siteOrigin, "https://members.braveweb.example", "https://10001.hosting.braveweb.example"]);
    fc.assert(
      fc.property(hostile, (address) => {
        const location = allowedLocation(address, policy);
        if (location === null) return;
        // Read as a browser on the site reads a Location header.
        const landing = new URL(location, policy.siteOrigin);
        expect(allowedOrigins.has(landing.origin), `${JSON.stringify(address)} → ${location}`).toBe(true);
        if (location.startsWith("/")) expect(location.startsWith("//"), location).toBe(false);
        const absolute = allowedRedirect(address, policy);
        expect(absolute === null ? null : new URL(absolute).origin).toBe(landing.origin);
      }),
      { numRuns: 5_000 },
    );
  });

  it("hands out only addresses of the shape the OpenAPI document gives `redirect`", () => {
    const ajv = new Ajv2020();
    formats.default(ajv);
    const documented = ajv.compile(LOCATION_SCHEMA);
    fc.assert(
      fc.property(hostile, (address) => {
        const location = allowedLocation(address, policy);
        if (location !== null) expect(documented(location), `${JSON.stringify(address)} → ${location}`).toBe(true);
      }),
      { numRuns: 5_000 },
    );
    for (const refused of ["//evil.example", "/\\evil.example", "/a b", "javascript:alert(1)", ""]) expect(documented(refused), refused).toBe(false);
  });

  it("writes what the WHATWG parser leaves bare but RFC 3986 does not allow (a second '#', brackets, braces, '|', '^', a stray '%') as escapes", () => {
    const ajv = new Ajv2020();
    formats.default(ajv);
    const documented = ajv.compile(LOCATION_SCHEMA);
    // Found by the property above: the fragment "#" is kept bare by the parser.
    expect(allowedLocation("///members.braveweb.example##", policy)).toBe("https://members.braveweb.example/#%23");
    expect(allowedLocation("/a[1]{2}|^%zz?q=[x]#f[#]", policy)).toBe("/a%5B1%5D%7B2%7D%7C%5E%25zz?q=%5Bx%5D#f%5B%23%5D");
    // Escapes already there stay as they are.
    expect(allowedLocation("/caf%C3%A9?a=%20#%41", policy)).toBe("/caf%C3%A9?a=%20#%41");
    const tail = fc.string({ unit: fc.constantFrom(..."#[]{}|^%?/:@!$&'()*+,;=~-._aZ09é"), maxLength: 24 });
    const base = fc.constantFrom("/", "https://members.braveweb.example/", "https://www.braveweb.example/x");
    fc.assert(
      fc.property(base, tail, (start, rest) => {
        const location = allowedLocation(start + rest, policy);
        if (location !== null) expect(documented(location), `${JSON.stringify(start + rest)} → ${location}`).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
