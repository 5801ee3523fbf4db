import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { attr, byTag, parseHtml } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

describe("no executable inline script", () => {
  const urls = [...pageRoutes.map(concretePath), "/no-such-page", "/preview/x1/about"];
  it.each(urls)("%s", async (url) => {
    const res = await t.app.inject({ url: `${url}${url.includes("?") ? "&" : "?"}from=%3C%2Fscript%3E&brand=siteblocks` });
    const elements = parseHtml(res.body);
    for (const script of byTag(elements, "script")) {
      const type = (attr(script, "type") ?? "").toLowerCase();
      if (EXECUTABLE_TYPES.has(type)) {
        // An executable script must be an external file of our own.
        expect(attr(script, "src"), "inline executable script").toMatch(/^\/assets\//);
        expect(script.childNodes).toHaveLength(0);
      } else {
        // Data only: island props and the page's structured data (JSON-LD).
        expect(["application/json", "application/ld+json"]).toContain(type);
      }
    }
    for (const el of elements) {
      for (const a of el.attrs) {
        expect(a.name.startsWith("on"), `${el.tagName}[${a.name}]`).toBe(false);
        expect(/^\s*javascript:/i.test(a.value), `${el.tagName}[${a.name}]=${a.value}`).toBe(false);
      }
      expect(attr(el, "style"), `${el.tagName} has an inline style`).toBeUndefined();
    }
  });
});

describe("content security policy", () => {
  it("is strict by default", async () => {
    const res = await t.app.inject({ url: "/" });
    const csp = directives(res.headers["content-security-policy"] as string);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("adds the captcha origin only when a site key is configured", async () => {
    const withCaptcha = await testApp({ TURNSTILE_SITEKEY: "1x00000000000000000000AA" });
    try {
      const res = await withCaptcha.app.inject({ url: "/register" });
      const csp = directives(res.headers["content-security-policy"] as string);
      expect(csp.get("script-src")).toEqual(["'self'", "https://challenges.cloudflare.com"]);
      expect(csp.get("frame-src")).toContain("https://challenges.cloudflare.com");
    } finally {
      await withCaptcha.app.close();
    }
  });
});
