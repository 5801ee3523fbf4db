import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { hostileAddress } from "../../fixtures/hostileAddresses.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfTokenIn, httpClient } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

const PUBLIC_URL = "https://www.braveweb.example";
const MEMBERS_URL = "https://members.braveweb.example/members";

/**
 * A member API that answers every login and sign-up with SUCCESS and a redirect: the posted
 * redirect_to when there is one (as the old PHP scripts honour it), else the one the test set.
 */
async function redirectingMemberApi() {
  let redirect = "";
  const posted: Array<Record<string, string>> = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      posted.push(form);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: "SUCCESS", response: { redirect: form.redirect_to || redirect, pub: "7" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (address: string) => (redirect = address),
    posted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Ways to write an address off this site that parsers and browsers have been fooled by. */
const HOSTILE = [
  "https://evil.example/",
  "http://evil.example/",
  "//evil.example/",
  "/\\evil.example",
  "/\t/evil.example",
  "https:\\\\evil.example",
  "https://members.braveweb.example@evil.example/",
  "https://members.braveweb.example.evil.example/",
  "javascript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "http://members.braveweb.example/members",
];

/** Encoded look-alikes: for browsers and parsers alike these are paths of this site, and stay so. */
const ENCODED = ["%2F%2Fevil.example", "/%09/evil.example"];

/** Where a Location header sends a browser that is on PUBLIC_URL. */
function landing(location: string): URL {
  return new URL(location, PUBLIC_URL);
}

function onAllowedHost(url: URL): boolean {
  return url.origin === PUBLIC_URL || url.origin === "https://members.braveweb.example";
}

describe("every redirect stays on this site or the allowed hosts", () => {
  let api: Awaited<ReturnType<typeof redirectingMemberApi>>;
  let site: LiveServer;
  beforeAll(async () => {
    api = await redirectingMemberApi();
    site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: api.url, PUBLIC_URL, MEMBERS_URL });
  });
  afterAll(async () => {
    await site.app.close();
    await api.close();
  });

  const client = () => httpClient(site.url("/"));

  it.each([...HOSTILE, ...ENCODED])("a member-API redirect of %j lands on an allowed host (JSON API and form)", async (address) => {
    api.answer(address);
    const c = client();
    await c.get("/login");
    const json = await c.post("/api/v1/login", { userid: "ada", password: "secret" });
    expect(json.status).toBe(200);
    const target = landing(json.json<{ redirect: string }>().redirect);
    expect(onAllowedHost(target), target.href).toBe(true);

    const page = await c.get("/login");
    const form = await c.postForm("/login", { csrf_token: csrfTokenIn(page.text), userid: "ada", password: "secret" }, { origin: PUBLIC_URL });
    expect(form.status).toBe(303);
    const location = landing(String(form.headers.location));
    expect(onAllowedHost(location), location.href).toBe(true);
  });

  it.each(HOSTILE)("a carried redirect_to of %j is neither passed on nor followed", async (address) => {
    api.answer("");
    const c = client();
    await c.get("/register");
    const res = await c.post(`/api/v1/register?redirect_to=${encodeURIComponent(address)}`, {
      full_name: "Ada Park",
      email: "ada@example.com",
      username: "adapark",
      password: "secret1",
      password_validation: "secret1",
    });
    expect(res.status).toBe(200);
    expect(api.posted.at(-1)?.redirect_to ?? "").not.toContain("evil");
    const target = landing(res.json<{ redirect: string }>().redirect);
    expect(onAllowedHost(target), target.href).toBe(true);
    expect(target.href).toBe("https://members.braveweb.example/members?braveui=1");
  });

  it.each(ENCODED)("a carried redirect_to of %j stays a path of this site", async (address) => {
    api.answer("");
    const c = client();
    await c.get("/login");
    const res = await c.post(`/api/v1/login?redirect_to=${encodeURIComponent(address)}`, { userid: "ada", password: "secret" });
    const target = landing(res.json<{ redirect: string }>().redirect);
    expect(target.origin).toBe(PUBLIC_URL);
    expect(target.pathname).toMatch(/^\/%/);
  });

  it("follows an allowed redirect as given, with the docs/product.md §4 parameters", async () => {
    api.answer("https://members.braveweb.example/welcome?step=2");
    const c = client();
    await c.get("/login");
    const res = await c.post("/api/v1/login?template_id=12", { userid: "ada", password: "secret" });
    expect(res.json()).toMatchObject({ redirect: "https://members.braveweb.example/welcome?step=2&braveui=1&template_id=12" });
  });

  it("names the allowed hosts in the CSP form-action, since Chrome applies it to the redirect after a post", async () => {
    const res = await client().get("/login");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("form-action 'self' members.braveweb.example 10001.hosting.braveweb.example");
  });
});

/** Where a browser on `site` lands when it follows `location`, judged as a browser parses it. */
function landsOn(location: string, site: string): string {
  expect(location, "a root-relative Location a browser would read as a host").not.toMatch(/^\/[\\/]/);
  return new URL(location, site).origin;
}

describe.each([
  { name: "members on their own host", publicUrl: PUBLIC_URL, membersUrl: MEMBERS_URL, allowed: [PUBLIC_URL, "https://members.braveweb.example"] },
  // The default: the members area on the site itself, so the site's host is an allowed host too.
  // Its host is then allowed on either scheme's default port: https on our own host is ours too.
  {
    name: "members on the site (plain http)",
    publicUrl: "http://www.braveweb.example",
    membersUrl: undefined,
    allowed: ["http://www.braveweb.example", "https://www.braveweb.example"],
  },
])("one URL normalizer under every Location and JSON redirect ($name)", ({ publicUrl, membersUrl, allowed }) => {
  let api: Awaited<ReturnType<typeof redirectingMemberApi>>;
  let site: LiveServer;
  beforeAll(async () => {
    api = await redirectingMemberApi();
    site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: api.url, PUBLIC_URL: publicUrl, ...(membersUrl ? { MEMBERS_URL: membersUrl } : {}) });
  });
  afterAll(async () => {
    await site.app.close();
    await api.close();
  });
  const onAllowed = (origin: string) => allowed.includes(origin) || origin === "https://10001.hosting.braveweb.example";
  const host = new URL(publicUrl).host;

  it.each(["/./", "/../", "/%2e/", "/%2E%2E/", `http://${host}/`, `https://${host}/`])(
    "a member API that echoes redirect_to %j + /evil.example/ cannot send the visitor there",
    async (prefix) => {
      const address = `${prefix}/evil.example/`;
      const c = httpClient(site.url("/"));
      await c.get("/login");
      const form = await c.postForm(`/login?redirect_to=${encodeURIComponent(address)}`, { userid: "ada", password: "secret" }, { origin: publicUrl });
      expect(form.status).toBe(303);
      expect(onAllowed(landsOn(String(form.headers.location), publicUrl)), String(form.headers.location)).toBe(true);
      const json = await c.post(`/api/v1/login?redirect_to=${encodeURIComponent(address)}`, { userid: "ada", password: "secret" });
      expect(onAllowed(landsOn(json.json<{ redirect: string }>().redirect, publicUrl))).toBe(true);
      await c.close();
    },
  );

  it("no address from the query, a form body or the member API yields a Location or a JSON redirect off the allowed origins", async () => {
    const c = httpClient(site.url("/"));
    await c.get("/login");
    await fc.assert(
      fc.asyncProperty(hostileAddress, hostileAddress, fc.constantFrom("query", "body"), async (carried, answered, where) => {
        api.answer(answered);
        const query = where === "query" ? `?redirect_to=${encodeURIComponent(carried)}` : "";
        const extra: Record<string, string> = where === "body" ? { redirect_to: carried } : {};
        const json = await c.post(`/api/v1/login${query}`, { userid: "ada", password: "secret", ...extra });
        expect(json.status).toBe(200);
        const redirect = json.json<{ redirect: string }>().redirect;
        expect(onAllowed(landsOn(redirect, publicUrl)), `${carried} / ${answered} → ${redirect}`).toBe(true);
        const form = await c.postForm(`/login${query}`, { userid: "ada", password: "secret", ...extra }, { origin: publicUrl });
        expect(form.status).toBe(303);
        const location = String(form.headers.location);
        expect(onAllowed(landsOn(location, publicUrl)), `${carried} / ${answered} → ${location}`).toBe(true);
      }),
      { numRuns: 150 },
    );
    await c.close();
  });
});
