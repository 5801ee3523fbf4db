import fc from "fast-check";
import { Pool, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICK_ITEM_TYPES } from "../../../content/memberArea.ts";
import { allowedRedirect, type RedirectPolicy } from "../../../content/redirectRule.ts";
import { CARRIED_QUERY_PARAMS } from "../../../content/routes.ts";
import { loadConfig } from "../../../server/platform/config/config.ts";
import { attr, byTag, parseHtml, text } from "../../fixtures/html.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";

/**
 * docs/decisions.md, 19: the page cache could once be bypassed at will, because every carried
 * value made a key of its own and every miss cost a render and brotli 9. Here, over the real
 * app: the keys are the route table times the carried values' shapes, a miss is rendered once
 * however many ask at once, and a flood of one-off keys does not push out the popular pages.
 * Renders are counted with the page-cache metric: one "miss" is one render.
 */
const CAPACITY = 24;
/** The default cache, roomier than any run below; and a small one, which a flood fills. */
let site: LiveServer;
let small: LiveServer;
beforeAll(async () => {
  [site, small] = await Promise.all([liveServer(), liveServer({ PAGE_CACHE_ENTRIES: String(CAPACITY) })]);
});
afterAll(async () => {
  await Promise.all([site.app.close(), small.app.close()]);
});

async function lookups(server: LiveServer = site): Promise<{ hit: number; miss: number }> {
  const text = (await server.app.admin.inject({ url: "/metrics" })).body;
  const count = (result: string) => Number(new RegExp(`page_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: count("hit"), miss: count("miss") };
}

/** The shapes docs/product.md gives each carried value, written out here as the oracle. */
const SERVICE_CODES = [
  "journal",
  "emailfwd",
  "counter",
  "guestbook",
  "bravemailer",
  "forum",
  "calendar",
  "passwd",
  "photocenter",
  "bravesites",
  "hosting",
  "siteblocks",
];
/** The redirect rule's policy of the app under test: its configuration's origin and hosts. */
const config = loadConfig({});
const redirects: RedirectPolicy = { siteOrigin: new URL(config.publicUrl).origin, allowedHosts: config.allowedRedirectHosts };
function fitsShape(name: string, value: string, redirects: RedirectPolicy): boolean {
  switch (name) {
    case "from":
      return SERVICE_CODES.includes(value);
    case "brand":
      return value === "siteblocks" || value === "braveweb";
    case "type":
      return (PICK_ITEM_TYPES as readonly string[]).includes(value);
    case "template_id":
      return /^[1-9]\d{0,8}$/.test(value);
    case "cart_hash":
      return /^[0-9a-f]{32}$/.test(value);
    case "migrate_user":
      return value === "1";
    case "redirect_to":
      return value.length <= 2048 && allowedRedirect(value, redirects) !== null;
    default:
      return false;
  }
}

/** Values a visitor could send for a parameter: some of its shape, most not. */
const candidates: Record<string, fc.Arbitrary<string>> = {
  from: fc.oneof(fc.constantFrom(...SERVICE_CODES), fc.constantFrom("domains", "Hosting", "hosting ", "<script>"), fc.string({ maxLength: 30 })),
  brand: fc.oneof(fc.constantFrom("siteblocks", "braveweb", "blue", "SITEBLOCKS"), fc.string({ maxLength: 20 })),
  type: fc.oneof(fc.constantFrom(...PICK_ITEM_TYPES), fc.constantFrom("x", "domains"), fc.string({ maxLength: 20 })),
  template_id: fc.oneof(fc.integer({ min: 1, max: 999_999_999 }).map(String), fc.constantFrom("0", "007", "12a", "1234567890"), fc.string({ maxLength: 12 })),
  cart_hash: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.stringMatching(/^[0-9a-f]{31,33}$/), fc.string({ maxLength: 40 })),
  migrate_user: fc.constantFrom("1", "0", "true", ""),
  redirect_to: fc.oneof(
    fc.webPath().map((path) => `/${path.replace(/^\/+/, "")}`),
    fc.constantFrom("/members", "//evil.example/", "https://evil.example/x", "javascript:alert(1)", "/\\evil.example", "http://localhost/x"),
    fc.string({ maxLength: 40 }),
    fc.string({ minLength: 2049, maxLength: 2100 }).map((tail) => `/${tail}`),
  ),
};

const carriedArbitrary = fc.record(
  Object.fromEntries(
    CARRIED_QUERY_PARAMS.map((name) => [
      name,
      fc.option(fc.oneof(candidates[name]!, fc.array(candidates[name]!, { minLength: 2, maxLength: 2 })), { nil: undefined }),
    ]),
  ),
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<Record<string, string | string[] | undefined>>>;

describe("the page cache's keys", () => {
  it("are the route times the shapes: an out-of-shape value makes no key of its own and reaches no link", async () => {
    await site.app.inject({ url: "/about" });
    await site.app.inject({ url: "/about" });
    // The combinations of shaped values the cache holds: a key is kept at its second request
    // (server/platform/render/admittingCache.ts), so a new one is asked for twice below.
    const seen = new Set<string>([JSON.stringify(CARRIED_QUERY_PARAMS.map(() => null))]);
    await fc.assert(
      fc.asyncProperty(carriedArbitrary, async (query) => {
        const search = new URLSearchParams();
        const shaped: Record<string, string> = {};
        for (const [name, value] of Object.entries(query)) {
          if (value === undefined) continue;
          for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
          // A repeated parameter counts with its first value.
          const first = Array.isArray(value) ? value[0]! : value;
          if (fitsShape(name, first, redirects)) shaped[name] = first;
        }
        const key = JSON.stringify(CARRIED_QUERY_PARAMS.map((name) => shaped[name] ?? null));
        const before = await lookups();
        const res = await site.app.inject({ url: `/about?${search.toString()}` });
        expect(res.statusCode).toBe(200);
        const after = await lookups();
        // One render for a combination of shaped values not seen before, none for one seen.
        expect(after.miss - before.miss).toBe(seen.has(key) ? 0 : 1);
        if (!seen.has(key)) expect((await site.app.inject({ url: `/about?${search.toString()}` })).statusCode).toBe(200);
        seen.add(key);
        for (const a of byTag(parseHtml(res.body), "a")) {
          const href = attr(a, "href") ?? "";
          if (!href.startsWith("/")) continue;
          const params = new URL(href, "http://x").searchParams;
          // A link may also set a value of its own (Templates: from=siteblocks), of its shape too.
          for (const name of CARRIED_QUERY_PARAMS) {
            const value = params.get(name);
            if (value !== null) expect(fitsShape(name, value, redirects), `${name}=${value} in ${href}`).toBe(true);
          }
          // The header's account links carry exactly the shaped values, nothing else.
          if (["Account Login", "Register"].includes(text(a).trim())) {
            for (const name of CARRIED_QUERY_PARAMS) expect(params.get(name) ?? undefined, `${name} in ${href}`).toBe(shaped[name]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("a miss", () => {
  it("is rendered once however many ask for it at once", async () => {
    const path = `/webhosting?template_id=${424_242}&from=hosting`;
    // Sixteen connections opened beforehand, so the sixteen requests arrive together.
    const pool = new Pool(site.url("/"), { connections: 16 });
    const each = (url: string) =>
      Promise.all(
        Array.from({ length: 16 }, async () => {
          const res = await pool.request({ method: "GET", path: url, headers: { "accept-encoding": "identity" } });
          return { status: res.statusCode, body: await res.body.text() };
        }),
      );
    await each("/healthz");
    const before = await lookups();
    const answers = await each(path);
    const after = await lookups();
    await pool.close();
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(after.miss - before.miss).toBe(1);
  });

  it("leaves the pages visitors ask for in the cache through a flood of one-off keys", async () => {
    const popular = ["/about", "/webhosting", "/domains", "/sitemap", "/emailhosting"];
    // A query nobody reads keeps these out of the front cache, so each request is a lookup.
    let n = 0;
    const ask = (path: string) => small.app.inject({ url: `${path}?utm_source=${n++}` });
    for (let round = 0; round < 3; round++) for (const path of popular) await ask(path);
    for (let i = 0; i < CAPACITY * 10; i++) {
      const res = await small.app.inject({ url: `/about?template_id=${1_000 + i}` });
      expect(res.statusCode).toBe(200);
    }
    const before = await lookups(small);
    for (const path of popular) expect((await ask(path)).statusCode).toBe(200);
    const after = await lookups(small);
    expect(after.miss - before.miss).toBe(0);
    expect(after.hit - before.hit).toBe(popular.length);
  });
});

describe("compression", () => {
  it("answers a first request fast, and a page asked for again with its tight brotli once made", async () => {
    const path = "/sitemap?from=bravesites";
    const get = async () => {
      const res = await request(site.url(path), { headers: { "accept-encoding": "br" } });
      return { length: Number(res.headers["content-length"]), body: Buffer.from(await res.body.arrayBuffer()) };
    };
    const first = await get();
    await get();
    // The tight form is made in the background; the front cache holds an answer for a second.
    // However long that takes on a busy machine, it comes (the test's timeout bounds a hang).
    let later = await get();
    while (later.length >= first.length) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      later = await get();
    }
    expect(later.length).toBeLessThan(first.length);
    const { brotliDecompressSync } = await import("node:zlib");
    expect(brotliDecompressSync(later.body).equals(brotliDecompressSync(first.body))).toBe(true);
  });
});
