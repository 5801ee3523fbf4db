import { describe, expect, it } from "vitest";
import { allowedRedirect, type RedirectPolicy } from "../../content/redirectRule.ts";

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
