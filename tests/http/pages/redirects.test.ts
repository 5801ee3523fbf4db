import fc from "fast-check";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { external } from "../../../content/site.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.close());

/** A GET with the request target sent exactly as written (fetch and inject would normalize it). */
function rawGet(target: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: target, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("trailing slash", () => {
  it.each([
    ["/about/", "/about"],
    ["/sitebuilder/templates/?from=siteblocks&x=1", "/sitebuilder/templates?from=siteblocks&x=1"],
    ["/terms/domains//", "/terms/domains"],
    ["/preview/build-7/webhosting/?brand=siteblocks", "/preview/build-7/webhosting?brand=siteblocks"],
    ["/no-such-page/", "/no-such-page"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it("never turns a double slash into a redirect to another host", async () => {
    const res = await t.app.inject({ url: "//evil.example/" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/evil.example");
  });

  it.each(["/\\evil.example/", "/\\/evil.example/", "/%5C/"])("gives %j no redirect to another host: a browser reads a backslash as a slash", async (url) => {
    const res = await rawGet(url);
    expect(res.location ?? "").not.toMatch(/^\/[\\/]/);
    expect(res.status).toBeLessThan(500);
  });

  it("sends no path with a trailing slash off this site, whatever it is made of", async () => {
    const piece = fc.constantFrom("/", "//", ".", "..", "%2e", "%2E%2E", "%2f", "%5c", "\\", "@", ":", "evil.example", "about", "?", "#", "%09");
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (parts) => {
        const url = `/${parts.join("")}/`;
        const res = await rawGet(url);
        expect(res.status, url).toBeLessThan(500);
        const location = res.location;
        if (typeof location !== "string") return;
        expect(new URL(location, "https://www.braveweb.example").origin, `${url} → ${location}`).toBe("https://www.braveweb.example");
        expect(location, url).not.toMatch(/^\/[\\/]/);
      }),
      { numRuns: 300 },
    );
  });

  it("leaves the home page alone", async () => {
    expect((await t.app.inject({ url: "/" })).statusCode).toBe(200);
  });
});

describe("legacy links", () => {
  it.each([
    ["/global/subscribe.php?from=hosting", "/register?from=hosting"],
    ["/global/subscribe.php", "/register"],
    ["/help.php?topic=1", external.helpCenter.href],
    ["/abuse.php", external.abuse.href],
    ["/preview/abc/global/subscribe.php?type=x", "/preview/abc/register?type=x"],
  ])("%s is a permanent redirect to %s", async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});
