import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";

/**
 * The forms of a current browser, which sends Fetch Metadata: the pages carry no token and are
 * the same for everyone (cached), and a post is judged by Sec-Fetch-Site. Browsers that send
 * neither Fetch Metadata nor Origin keep the token (tests/http/accounts/accountPages.test.ts, security).
 */
let site: LiveServer;
beforeAll(async () => {
  site = await liveServer(ROOMY_LIMITS);
});
afterAll(() => site.app.close());

const tokenField = (html: string) => /name="csrf_token" value="([^"]*)"/.exec(html)?.[1];

describe("a browser with Fetch Metadata", () => {
  it("gets the same cached login page as everyone, without a token and without a cookie", async () => {
    const visitor = httpClient(site.url("/"));
    const first = await visitor.get("/login", NAVIGATE);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("max-age=0, public, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400");
    expect(tokenField(first.text)).toBe("");
    // A page with Set-Cookie is kept by no shared cache: whether the browser keeps cookies is asked after a post.
    expect(first.headers["set-cookie"]).toBeUndefined();
    const other = httpClient(site.url("/"));
    const second = await other.get("/login", NAVIGATE);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    expect(second.headers["set-cookie"]).toBeUndefined();
  });

  it("logs in and signs up with no token: Sec-Fetch-Site: same-origin is the proof", async () => {
    const visitor = httpClient(site.url("/"));
    await visitor.get("/login", NAVIGATE);
    const login = await visitor.postForm("/login", { userid: "demo", password: "demo-pass-2026" }, { ...SAME_ORIGIN_POST, origin: "" });
    expect(login.status).toBe(303);
    const newcomer = httpClient(site.url("/"));
    await newcomer.get("/register", NAVIGATE);
    const signup = await newcomer.postForm(
      "/register",
      { full_name: "Dee Fetch", email: "dee@example.com", username: "deefetch", password: "open-sesame", password_validation: "open-sesame" },
      SAME_ORIGIN_POST,
    );
    expect(signup.status).toBe(303);
  });

  it.each(["cross-site", "same-site"])("refuses a post that says Sec-Fetch-Site: %s (403), token or not", async (value) => {
    const visitor = httpClient(site.url("/"));
    const page = await visitor.get("/login");
    const res = await visitor.postForm(
      "/login",
      { userid: "demo", password: "demo-pass-2026", csrf_token: tokenField(page.text) ?? "" },
      { "sec-fetch-site": value },
    );
    expect(res.status).toBe(403);
    expect(res.text).toContain(messages["form.ERROR_CROSS_SITE"]);
  });

  it("tells a browser that refuses cookies so after its login, rather than calling it cross-site", async () => {
    // No cookie jar: every answer's cookies are dropped, as a browser refusing cookies does.
    const login = await httpClient(site.url("/")).postForm("/login", { userid: "demo", password: "demo-pass-2026" }, SAME_ORIGIN_POST);
    expect(login.status).toBe(303);
    const check = await httpClient(site.url("/")).get(String(login.headers.location), NAVIGATE);
    expect(check.status).toBe(400);
    expect(check.text).toContain(messages["login.ERROR_COOKIES_REQUIRED"].slice(0, 60));
  });

  it("gets a domain results page shared with every visitor without a cart, and adds to the cart without a token", async () => {
    const visitor = httpClient(site.url("/"));
    const page = await visitor.get("/domains/search/results/greenleaf", NAVIGATE);
    expect(page.headers["cache-control"]).toBe("max-age=0, public, s-maxage=300, stale-while-revalidate=300, stale-if-error=86400");
    expect(tokenField(page.text)).toBe("");
    const added = await visitor.postForm("/domains/cart/add", { domain: "greenleaf.com", back: "greenleaf" }, SAME_ORIGIN_POST);
    expect(added.status).toBe(303);
    // Now it has a cart: its page is its own.
    const own = await visitor.get("/domains/search/results/greenleaf", NAVIGATE);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.text).toContain("greenleaf.com");
  });
});

describe("a browser without Fetch Metadata or Origin", () => {
  it("still gets a page of its own with a token, and a post without the token is refused", async () => {
    const visitor = httpClient(site.url("/"));
    const page = await visitor.get("/login");
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(tokenField(page.text)).toMatch(/^[\w-]{43}$/);
    const res = await visitor.postForm("/login", { userid: "demo", password: "demo-pass-2026" }, { origin: "" });
    expect(res.status).toBe(403);
  });
});
