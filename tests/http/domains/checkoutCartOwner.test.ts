import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * A checkout link names a cart (`/login?cart_hash=…&migrate_user=1&type=domain`), and anyone
 * can send one. Only the cart of the visitor's own cookie may become their order: a stranger's
 * link must not leave an order of the stranger's domains awaiting the victim's payment. Over real
 * HTTP, to the legacy member API as its own listener, whose orders table is read.
 */
let legacy: LegacyServer;
let site: LiveServer;
beforeAll(async () => {
  legacy = await legacyServer();
  site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: legacy.url });
});
afterAll(async () => {
  await site?.app.close();
  await legacy?.close();
});

type Client = ReturnType<typeof httpClient>;

/** A browser that has been on the site, with these domains in its own cart (none: no cart). */
async function browserWith(...domains: string[]): Promise<Client> {
  const browser = httpClient(site.url("/"));
  browser.cookies.set("gdpr_seen", "1");
  await browser.get("/domains/search/results/greenleaf", NAVIGATE);
  for (const domain of domains) expect((await browser.postForm("/domains/cart/add", { domain }, SAME_ORIGIN_POST)).status).toBe(303);
  return browser;
}

let members = 0;
/** A member of the legacy API, made there directly: the victim. */
async function member(): Promise<{ userid: string; password: string }> {
  const username = `victim${++members}`;
  const password = "open-sesame-22";
  const signup = await legacy.post("/signup/signup.php", {
    full_name: "Vic Tim",
    email: `${username}@example.com`,
    username,
    password,
    password_validation: password,
    tosagree: "1",
  });
  expect(signup.body.status).toBe("SUCCESS");
  return { userid: username, password };
}

/** The domains of every order the member has in the legacy store. */
function orderedDomains(username: string): string[] {
  return (
    legacy.db
      .prepare(
        `SELECT l.domain FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN members m ON m.id = o.member_id
         WHERE m.username = ? ORDER BY l.domain`,
      )
      .all(username) as Array<{ domain: string }>
  ).map((row) => row.domain);
}

const cartDomains = (hash: string) =>
  (legacy.db.prepare("SELECT domain FROM cart_items WHERE cart_hash = ? ORDER BY domain").all(hash) as Array<{ domain: string }>).map((r) => r.domain);

type Way = "form" | "json";

/** The victim logs in (or signs up) through the stranger's link, by a form post or the JSON API. */
async function throughLink(victim: Client, link: string, way: Way, action: "login" | "register", fields: Record<string, string>) {
  if (way === "form") {
    const page = await victim.get(`/${action}${link}`, NAVIGATE);
    expect(page.status).toBe(200);
    const posted = await victim.postForm(`/${action}${link}`, fields, SAME_ORIGIN_POST);
    expect(posted.status, posted.text.slice(0, 300)).toBe(303);
    return;
  }
  const posted = await victim.post(`/api/v1/${action}${link}`, fields, { "x-requested-with": "XMLHttpRequest", "sec-fetch-site": "same-origin" });
  expect(posted.status, posted.text).toBe(200);
}

describe.each<Way>(["form", "json"])("a checkout link naming a stranger's cart (%s)", (way) => {
  let attacker: Client;
  let attackerCart: string;
  let link: string;
  beforeAll(async () => {
    attacker = await browserWith("greenleaf.com", "greenleaf.net");
    attackerCart = attacker.cookies.get("bw_cart")!;
    expect(attackerCart).toMatch(/^[a-f0-9]{32}$/);
    link = `?cart_hash=${attackerCart}&migrate_user=1&type=domain`;
  });

  it("makes no order of the stranger's domains for a victim without a cart who logs in through it", async () => {
    const victim = await browserWith();
    const account = await member();
    await throughLink(victim, link, way, "login", account);
    expect(orderedDomains(account.userid)).toEqual([]);
    expect(cartDomains(attackerCart)).toEqual(["greenleaf.com", "greenleaf.net"]);
  });

  it("makes the victim's own cart their order, never the stranger's, when they have one", async () => {
    const victim = await browserWith("bluebird-bakes.com");
    const own = victim.cookies.get("bw_cart")!;
    const account = await member();
    await throughLink(victim, link, way, "login", account);
    expect(orderedDomains(account.userid)).toEqual(["bluebird-bakes.com"]);
    expect(cartDomains(own)).toEqual([]);
    expect(victim.cookies.get("bw_cart")).toBe("");
    expect(cartDomains(attackerCart)).toEqual(["greenleaf.com", "greenleaf.net"]);
  });

  it("makes no order of the stranger's domains for a victim who signs up through it", async () => {
    const victim = await browserWith();
    const username = `newvictim${way}`;
    const fields = { full_name: "New Victim", email: `${username}@example.com`, username, password: "open-sesame-22", password_validation: "open-sesame-22" };
    await throughLink(victim, link, way, "register", fields);
    expect(orderedDomains(username)).toEqual([]);
    expect(cartDomains(attackerCart)).toEqual(["greenleaf.com", "greenleaf.net"]);
  });

  it("still shows the named cart on the login page, and the stranger's own checkout still orders it", async () => {
    const page = await (await browserWith()).get(`/login${link}`, NAVIGATE);
    expect(page.text).toContain("greenleaf.com");
    const account = await member();
    await throughLink(attacker, link, way, "login", account);
    expect(orderedDomains(account.userid)).toEqual(["greenleaf.com", "greenleaf.net"]);
    // The next describe's stranger starts again with a cart of their own.
  });
});
