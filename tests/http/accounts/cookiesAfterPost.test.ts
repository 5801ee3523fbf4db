import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { concretePath, pageRoutes } from "../../../content/routes.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { httpClient, type HttpAnswer } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * No cookie on a shared page (docs/operations.md, "At the edge"): whether a browser keeps cookies is asked after the post
 * that needs them, so a first visit's form works without JavaScript and without any cookie
 * before it, and a browser that refuses cookies is still told how to allow them. Over real
 * HTTP, with a client that keeps cookies like a browser and one that drops them all.
 */
let site: LiveServer;
beforeAll(async () => {
  site = await liveServer(ROOMY_LIMITS);
});
afterAll(() => site.app.close());

const location = (answer: HttpAnswer) => String(answer.headers.location);
/** Who the members area says is signed in: its dashboard's lead, "Signed in as demo. …". */
const signedInAs = (html: string) => /(Signed in as [^.<]*)\./.exec(html)?.[1];

/** Follows a browser's redirects from `answer` (303s, GET each), as many as it takes. */
async function follow(client: ReturnType<typeof httpClient>, answer: HttpAnswer): Promise<HttpAnswer> {
  let current = answer;
  for (let hops = 0; current.status >= 300 && current.status < 400 && hops < 5; hops++) {
    current = await client.get(location(current), { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" });
  }
  return current;
}

describe("a cookie-less visitor's first view", () => {
  it.each(pageRoutes.filter((r) => !r.perVisitor).map((r) => concretePath(r)))("of %s sets no cookie", async (path) => {
    const answer = await httpClient(site.url("/")).get(path, NAVIGATE);
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });
});

describe("a first visit's login without JavaScript", () => {
  it("reaches the members area, with no cookie before the post", async () => {
    const browser = httpClient(site.url("/"));
    await browser.get("/login", NAVIGATE);
    expect(browser.cookies.size).toBe(0);
    const posted = await browser.postForm("/login", { userid: "demo", password: "demo-pass-2026" }, SAME_ORIGIN_POST);
    expect(posted.status).toBe(303);
    expect(location(posted)).toMatch(/^\/cookies-check\?/);
    const members = await follow(browser, posted);
    expect(members.status).toBe(200);
    expect(signedInAs(members.text)).toBe("Signed in as demo");
    expect(members.text).not.toContain(messages["login.ERROR_COOKIES_REQUIRED"].slice(0, 60));
  });

  it("signs up the same way", async () => {
    const browser = httpClient(site.url("/"));
    await browser.get("/register", NAVIGATE);
    const posted = await browser.postForm(
      "/register",
      { full_name: "Nell Firstvisit", email: "nell@example.com", username: "nellfirst", password: "open-sesame", password_validation: "open-sesame" },
      SAME_ORIGIN_POST,
    );
    expect(posted.status).toBe(303);
    expect(signedInAs((await follow(browser, posted)).text)).toBe("Signed in as nellfirst");
  });

  it("sends a lost password's link without any cookie before or after: the answer is the page itself", async () => {
    const posted = await httpClient(site.url("/")).postForm("/lostpassword", { email: "demo@braveweb.example" }, SAME_ORIGIN_POST);
    expect(posted.status).toBe(200);
    expect(posted.headers["cache-control"]).toBe("private, no-store");
    expect(posted.text).toContain(messages["lostpassword.SENT"].slice(0, 40));
    expect(posted.text).not.toContain(messages["login.ERROR_COOKIES_REQUIRED"].slice(0, 60));
  });

  it("goes straight on for a browser that already had a cookie", async () => {
    const browser = httpClient(site.url("/"));
    browser.cookies.set("theme", "dark");
    const posted = await browser.postForm("/login", { userid: "demo", password: "demo-pass-2026" }, SAME_ORIGIN_POST);
    expect(posted.status).toBe(303);
    expect(location(posted)).not.toContain("cookies-check");
  });

  it("tells a browser that drops every cookie how to allow them", async () => {
    const posted = await httpClient(site.url("/")).postForm("/login", { userid: "demo", password: "demo-pass-2026" }, SAME_ORIGIN_POST);
    expect(posted.status).toBe(303);
    // A fresh client for the next request: nothing the post set comes back.
    const check = await httpClient(site.url("/")).get(location(posted), { "sec-fetch-site": "same-origin" });
    expect(check.status).toBe(400);
    expect(check.headers["cache-control"]).toBe("private, no-store");
    expect(check.text).toContain(messages["login.ERROR_COOKIES_REQUIRED"].slice(0, 60));
  });

  it("never leaves the site for an address the redirect rule refuses", async () => {
    const browser = httpClient(site.url("/"));
    browser.cookies.set("bw_cookies", "1");
    for (const next of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const check = await browser.get(`/cookies-check?next=${encodeURIComponent(next)}`, NAVIGATE);
      expect(check.status, next).toBe(303);
      expect(location(check), next).toBe("/");
    }
  });
});

describe("a first visit's cart add without JavaScript", () => {
  it("lands on the results with the domain in the cart", async () => {
    const browser = httpClient(site.url("/"));
    await browser.get("/domains/search/results/bluebird-bakes", NAVIGATE);
    expect(browser.cookies.size).toBe(0);
    const posted = await browser.postForm("/domains/cart/add", { domain: "bluebird-bakes.com", back: "bluebird-bakes" }, SAME_ORIGIN_POST);
    expect(posted.status).toBe(303);
    expect(location(posted)).toMatch(/^\/cookies-check\?/);
    const back = await follow(browser, posted);
    expect(back.status).toBe(200);
    expect(back.headers["cache-control"]).toBe("private, no-store");
    expect(browser.cookies.get("bw_cart_count")).toBe("1");
    expect(back.text).not.toContain(messages["cart.ERROR_COOKIES_REQUIRED"]);
  });

  it("tells a browser that drops every cookie that the cart needs them", async () => {
    const posted = await httpClient(site.url("/")).postForm("/domains/cart/add", { domain: "bluebird-bakes.net", back: "bluebird-bakes" }, SAME_ORIGIN_POST);
    expect(posted.status).toBe(303);
    const check = await httpClient(site.url("/")).get(location(posted), { "sec-fetch-site": "same-origin" });
    expect(check.status).toBe(400);
    expect(check.text).toContain(messages["cart.ERROR_COOKIES_REQUIRED"]);
  });
});
