import fc from "fast-check";
import { Client } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_HOST_CSP } from "../../../server/features/gallery/assetHostProxy.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { HOSTILE_PAGE, HOSTILE_SCRIPT, misbehavingAssetHost } from "../../fixtures/misbehavingAssetHost.ts";

/**
 * The asset host proxied on the site's own origin (/asset-host, when ASSET_URL is unset) is a
 * sandbox: whatever the host sends, a visitor gets an answer that cannot act as the site (CSP
 * sandbox, nosniff), of an allowed type only, with none of the host's cookies or CORS grants.
 * Against a real misbehaving host, over real sockets; then the embedded one, which the
 * gallery needs to keep working.
 */

/** The content types that pass, as the proxy's allowlist says; the property test below checks every other. */
const ALLOWED = [
  "text/html",
  "text/css",
  "text/javascript",
  "application/javascript",
  "image/svg+xml",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/x-icon",
  "image/vnd.microsoft.icon",
  "font/woff2",
  "font/woff",
  "font/ttf",
  "font/otf",
  "application/json",
];

/** What a sandboxed sample page's subresource request says (its origin is opaque). */
const FROM_SANDBOX = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "script" };

/** The rules every answer of /asset-host keeps, whatever the host sent. */
function expectSandboxed(res: Response, what: string): void {
  expect(res.headers.get("content-security-policy"), what).toBe(ASSET_HOST_CSP);
  expect(res.headers.get("content-security-policy")!.split(";")[0], what).toBe("sandbox");
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("set-cookie"), what).toBeNull();
  const cors = [...res.headers.keys()].filter((name) => name.startsWith("access-control-"));
  expect(cors, what).toEqual([]);
  expect(res.headers.get("server"), what).toBeNull();
  expect(res.headers.get("location"), what).toBeNull();
}

describe("against a misbehaving asset host", () => {
  let host: Awaited<ReturnType<typeof misbehavingAssetHost>>;
  let site: LiveServer;
  beforeAll(async () => {
    host = await misbehavingAssetHost();
    site = await liveServer({ UPSTREAM_URL: host.url, CATALOG_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    await site.app.close();
    await host.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(site.url(`/asset-host${path}`), { method, headers, redirect: "manual" });

  it("every answer, GET and HEAD, from the browser or a sandboxed page, is sandboxed and carries no cookie, CORS grant or redirect", async () => {
    let checked = 0;
    for (const path of [...host.paths, "/nothing-here"]) {
      for (const method of ["GET", "HEAD"]) {
        for (const headers of [{}, FROM_SANDBOX]) {
          const res = await get(path, headers, method);
          await res.arrayBuffer();
          expect(res.status, `${method} ${path}`).toBeLessThan(600);
          expectSandboxed(res, `${method} ${path} ${JSON.stringify(headers)}`);
          checked++;
        }
      }
    }
    expect(checked).toBe((host.paths.length + 1) * 4);
  });

  it("relays a page that loads a script, but as a sandbox: no script, no form, an opaque origin", async () => {
    const res = await get("/page");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe(HOSTILE_PAGE);
    expectSandboxed(res, "page");
    // The site's own policy (script-src 'self') is not the one in force here.
    expect(res.headers.get("content-security-policy")).not.toContain("script-src");
  });

  it("gives a script to no page of this origin: the site's script-src 'self' must not cover the host's scripts", async () => {
    const asked: Array<Record<string, string>> = [
      {},
      { "sec-fetch-site": "same-origin", "sec-fetch-dest": "script" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
    ];
    for (const headers of asked) {
      const res = await get("/evil.js", headers);
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.text()).toBe("");
    }
    // A sandboxed sample page may load one (and, having no allow-scripts, cannot run it).
    const sandboxed = await get("/evil.js", FROM_SANDBOX);
    expect(sandboxed.status).toBe(200);
    expect(await sandboxed.text()).toBe(HOSTILE_SCRIPT);
  });

  it("keeps a relayed script out of shared caches: private, whatever the host said, and varying on who asks", async () => {
    // The host says public, s-maxage=600: a balancer's cache would keep the copy a sandboxed
    // page got and serve it to this origin's pages, which the rule above refuses.
    for (const path of ["/shared.js", "/evil.js"]) {
      const res = await get(path, FROM_SANDBOX);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toMatch(/^private\b/);
      expect(res.headers.get("cache-control"), path).not.toMatch(/public|s-maxage/);
      expect(res.headers.get("vary")?.toLowerCase(), path).toContain("sec-fetch-site");
    }
    expect((await get("/shared.js", FROM_SANDBOX)).headers.get("cache-control")).toBe("private, max-age=600");
    // Other kinds of file keep the host's own caching.
    expect((await get("/cached")).headers.get("cache-control")).toBe("public, max-age=60");
  });

  it.each([
    ["an executable", "/download.bin", 502],
    ["plain text", "/notes.txt", 502],
    ["Flash", "/flash.swf", 502],
    ["XHTML", "/xml", 502],
    ["no content type", "/untyped", 502],
    ["a redirect away", "/moved", 502],
    ["a 500 page", "/broken", 502],
    ["a 403 page", "/forbidden", 502],
    ["gzip it was not asked for", "/zipped.css", 502],
    ["5 MiB", "/huge.png", 502],
    ["a 404 of a type not allowed", "/missing.bin", 404],
  ])("refuses %s (%s) with %i and no body of the host's", async (_what, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe("");
    expect(res.headers.get("cache-control")).toBe("no-store");
    // One line for the refused request, its access line, a warning naming the host's path.
    const lines = site.logs.filter((line) => line.reqId === res.headers.get("x-request-id"));
    expect(lines).toMatchObject([{ level: "warn", msg: "request completed", proxied: { to: "asset-host", path: `/asset-host${path}` } }]);
  });

  it("passes the allowed types with their bodies, a 404 page as a 404, and revalidation as a 304", async () => {
    const css = await get("/style.css");
    expect([css.status, css.headers.get("content-type"), await css.text()]).toEqual([200, "text/css; charset=utf-8", "body{color:red}"]);
    const svg = await get("/image.svg");
    expect([svg.status, svg.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
    const missing = await get("/missing");
    expect([missing.status, await missing.text()]).toEqual([404, "<h1>No such sample</h1>"]);
    const first = await get("/cached");
    expect([first.status, first.headers.get("etag"), first.headers.get("cache-control")]).toEqual([200, '"v1"', "public, max-age=60"]);
    const again = await get("/cached", { "if-none-match": '"v1"' });
    expect(again.status).toBe(304);
    expectSandboxed(again, "304");
  });

  it("lets through exactly the allowlisted content types, however they are written", async () => {
    const knownOrNot = fc.oneof(
      fc.constantFrom(...ALLOWED, "text/plain", "application/octet-stream", "application/xml", "text/xml", "multipart/x-mixed-replace", "application/pdf"),
      fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,20}$/),
    );
    const written = fc.tuple(knownOrNot, fc.boolean(), fc.constantFrom("", "; charset=utf-8", ";charset=ISO-8859-1", "; boundary=x", " ; q=1"));
    await fc.assert(
      fc.asyncProperty(written, async ([type, upper, params]) => {
        const declared = `${upper ? type.toUpperCase() : type}${params}`;
        const res = await get(`/typed/${Buffer.from(declared, "latin1").toString("base64url")}`, FROM_SANDBOX);
        const body = await res.text();
        expectSandboxed(res, declared);
        if (ALLOWED.includes(type)) {
          expect(res.status, declared).toBe(200);
          expect(res.headers.get("content-type")!.split(";")[0], declared).toBe(type);
          expect(body).toBe(`body typed ${declared}`);
        } else {
          expect(res.status, declared).toBe(502);
          expect(body, declared).toBe("");
        }
      }),
      { numRuns: 150 },
    );
  });

  it("asks the host for nothing but plain paths below /asset-host, with GET, and without the visitor's cookies, credentials or query", async () => {
    const before = host.requests.length;
    // Sent as written (fetch would resolve the dot segments and turn the backslash into a slash).
    const raw = new Client(new URL(site.url("/")).origin);
    try {
      for (const path of [
        "/../global/login.php",
        "/./sample",
        "/%2e%2e/global/login.php",
        "/sample%2F..%2F..%2Fmembers",
        "/.env",
        "/a\\b",
        "/sample/%00",
        `/${"a/".repeat(9)}x`,
      ]) {
        const res = await raw.request({ method: "GET", path: `/asset-host${path}` });
        expect(res.statusCode, path).toBe(404);
        await res.body.dump();
      }
    } finally {
      await raw.close();
    }
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await fetch(site.url("/asset-host/style.css"), { method, body: "x=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.status, method).toBe(404);
      await res.arrayBuffer();
    }
    expect(
      host.requests
        .slice(before)
        .filter((r) => r.url !== "/healthz")
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);

    await (await get("/style.css?token=secret-in-query", { cookie: "bw_member=visitor-session; bw_cart=0123", authorization: "Bearer visitor" })).text();
    const seen = host.requests.filter((r) => r.url.startsWith("/asset-host/style.css")).at(-1)!;
    expect(seen).toMatchObject({ method: "GET", url: "/asset-host/style.css" });
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
  });
});

describe("the embedded asset host, which the gallery uses", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer();
  });
  afterAll(() => site.app.close());

  it.each([
    ["/asset-host/themes.json", "application/json; charset=utf-8"],
    ["/asset-host/screenshots/101.svg", "image/svg+xml; charset=utf-8"],
    ["/asset-host/sample/101", "text/html; charset=utf-8"],
    ["/asset-host/sample", "text/html; charset=utf-8"],
    ["/asset-host/sample.css", "text/css; charset=utf-8"],
  ])("serves %s as %s, sandboxed, with the host's caching", async (path, type) => {
    const res = await fetch(site.url(path));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(type);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect((await res.text()).length).toBeGreaterThan(20);
    expectSandboxed(res, path);
    // A sandboxed (opaque-origin) sample page must be able to load its stylesheet.
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("answers an unknown sample with the host's 404 page, sandboxed too", async () => {
    const res = await fetch(site.url("/asset-host/sample/999"));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectSandboxed(res, "404");
  });
});
