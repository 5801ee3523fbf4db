import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { attr, byTag, descendants, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { outboxFiles, outboxRows, outboxRowsWhen } from "../../fixtures/outbox.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";
import { Visitor } from "../../fixtures/visitor.ts";

/** Journeys of a visitor with JavaScript turned off, through the real embedded member API. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp(ROOMY_LIMITS);
});
afterAll(() => t.app.close());

const newMember = (username: string) => ({
  full_name: "Ada Park",
  email: `${username}@example.com`,
  username,
  password: "open-sesame",
  password_validation: "open-sesame",
});

function fieldError(html: string, field: string): string | undefined {
  const el = byTag(parseHtml(html), "p").find((p) => attr(p, "id") === `field-${field}-error`);
  return el ? text(el) : undefined;
}

function alertText(html: string): string | undefined {
  const el = byTag(parseHtml(html), "div").find((d) => attr(d, "role") === "alert" || attr(d, "role") === "status");
  return el ? text(el) : undefined;
}

function inputValue(html: string, name: string): string | undefined {
  const el = byTag(parseHtml(html), "input").find((i) => attr(i, "name") === name);
  return el ? attr(el, "value") : undefined;
}

describe("the account pages without JavaScript", () => {
  it("render their forms with a CSRF token tied to a cookie, never cached", async () => {
    for (const path of ["/login", "/register", "/lostpassword"]) {
      const visitor = new Visitor(t.app);
      const res = await visitor.get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(visitor.cookies.get("bw_csrf")).toMatch(/^[\w-]{43}$/);
      expect(visitor.token).toMatch(/^[\w-]{43}$/);
      const form = byTag(parseHtml(res.body), "form")[0]!;
      expect(attr(form, "method")).toBe("post");
      expect(attr(form, "action")).toBe(path);
    }
  });

  it("carry the query parameters in the form and in the links between the three pages", async () => {
    const q = "from=hosting&cart_hash=0123456789abcdef0123456789abcdef&template_id=7&type=domain&redirect_to=%2Fback&brand=siteblocks";
    const visitor = new Visitor(t.app);
    const res = await visitor.submit(`/login?${q}`, { userid: "nobody-here", password: "wrong-one" });
    const elements = parseHtml(res.body);
    expect(attr(byTag(elements, "form")[0]!, "action")).toBe(`/login?${q}`);
    const hrefs = byTag(elements, "a").map((a) => attr(a, "href"));
    expect(hrefs).toContain(`/register?${q}`);
    expect(hrefs).toContain(`/lostpassword?${q}`);
  });
});

describe("sign-up", () => {
  it("creates the member and sends them, signed in, to the members area", async () => {
    const visitor = new Visitor(t.app);
    const res = await visitor.submit("/register?template_id=7&type=hosting", newMember("firstmember"));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/members?braveui=1&template_id=7&type=hosting");
    expect(visitor.cookies.get("bw_member")).toMatch(/^[\w-]{43}$/);
    const members = await visitor.get("/members");
    expect(members.statusCode).toBe(200);
    expect(members.body).toContain("Signed in as");
    expect(members.body).toContain("firstmember");
  });

  it("refuses a taken username beside the field and keeps what was typed", async () => {
    const visitor = new Visitor(t.app);
    await visitor.submit("/register", newMember("takenname"));
    const again = new Visitor(t.app);
    const res = await again.submit("/register", { ...newMember("TakenName"), full_name: "Bea Park" });
    expect(res.statusCode).toBe(409);
    expect(fieldError(res.body, "username")).toBe("This username has been taken, please try another");
    expect(inputValue(res.body, "full_name")).toBe("Bea Park");
    expect(inputValue(res.body, "username")).toBe("TakenName");
    expect(inputValue(res.body, "email")).toBe("TakenName@example.com");
    expect(inputValue(res.body, "password")).toBeUndefined();
    expect(res.body).not.toContain("open-sesame");
  });

  it("shows every field's docs/product.md §5 message on an empty form", async () => {
    const res = await new Visitor(t.app).submit("/register", {});
    expect(res.statusCode).toBe(422);
    expect(fieldError(res.body, "full_name")).toBe("Your full name is required");
    expect(fieldError(res.body, "email")).toBe("Email address is required");
    expect(fieldError(res.body, "username")).toBe("Username is required");
    expect(fieldError(res.body, "password")).toBe("Password is required");
    const input = byTag(parseHtml(res.body), "input").find((i) => attr(i, "name") === "email") as Element;
    expect(attr(input, "aria-invalid")).toBe("true");
    expect(attr(input, "aria-describedby")).toBe("field-email-error field-email-hint");
  });
});

describe("login", () => {
  it("signs the demo member in and redirects to the members area", async () => {
    const visitor = new Visitor(t.app);
    const res = await visitor.submit("/login", { userid: "demo", password: "demo-pass-2026" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/members?braveui=1");
    const members = await visitor.get("/members");
    expect(members.body).toContain("demo");
    expect(members.body).toContain("Signed in as");
  });

  it("goes to the pick-item address with a known type", async () => {
    const res = await new Visitor(t.app).submit("/login?type=domain&template_id=3", { userid: "demo", password: "demo-pass-2026" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/members\/\d+\/pick-item\?pickItem=domain$/);
  });

  it("refuses an email address as username", async () => {
    const res = await new Visitor(t.app).submit("/login", { userid: "demo@braveweb.example", password: "whatever" });
    expect(res.statusCode).toBe(422);
    expect(fieldError(res.body, "userid")).toBe("You must login with your username");
    expect(inputValue(res.body, "userid")).toBe("demo@braveweb.example");
  });

  it("answers a wrong password and an unknown user the same way", async () => {
    const wrong = await new Visitor(t.app).submit("/login", { userid: "demo", password: "not-it" });
    const unknown = await new Visitor(t.app).submit("/login", { userid: "no-such-member", password: "not-it" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(alertText(res.body)).toBe(messages["login.ERROR_AUTHENTICATION_FAILED"]);
    }
  });

  it("locks the account after 5 failures from the member's own browser, even for the right password", async () => {
    // Strangers are stopped before the lock (tests/http/accounts/loginGate.test.ts); the member's own
    // browser, which signed up and so carries the device cookie, still meets the member API's rule.
    const owner = new Visitor(t.app);
    await owner.submit("/register", newMember("lockme"));
    for (let i = 0; i < 5; i++) {
      const res = await owner.submit("/login", { userid: "lockme", password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await owner.submit("/login", { userid: "lockme", password: "open-sesame" });
    expect(locked.statusCode).toBe(423);
    expect(alertText(locked.body)).toBe(messages["login.ERROR_ACCOUNT_LOCKED"]);
  });

  it("sends a member with a legacy password hash to the security-update notice", async () => {
    const before = outboxRows(t.dataDir).length;
    const visitor = new Visitor(t.app);
    const res = await visitor.submit("/login", { userid: "oldtimer", password: "oldtimer-pass" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/security-update");
    const notice = await visitor.get("/security-update");
    expect(notice.statusCode).toBe(200);
    expect(text(byTag(parseHtml(notice.body), "strong")[0]!)).toBe("oldtimer@braveweb.example");
    const hrefs = byTag(parseHtml(notice.body), "a").map((a) => attr(a, "href"));
    expect(hrefs).toEqual(expect.arrayContaining(["https://webmail.braveweb.example/", "https://help.braveweb.example/"]));
    // The member API writes the email after its answer.
    const rows = await outboxRowsWhen(t.dataDir, (sent) => sent.length > before);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.to_address).toBe("oldtimer@braveweb.example");
  });

  it("tells a browser that refuses cookies how to allow them", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "userid=demo&password=demo-pass-2026",
    });
    expect(res.statusCode).toBe(400);
    expect(alertText(res.body)).toBe(messages["login.ERROR_COOKIES_REQUIRED"]);
  });
});

describe("lost password", () => {
  it("answers a known and an unknown address with the same page, and mails only the known one", async () => {
    const before = outboxRows(t.dataDir).length;
    const filesBefore = outboxFiles(t.dataDir).length;
    // The unknown one first: the member API sends after it answers, in order, so once the known
    // one's email is there the unknown one's request has been dealt with too.
    const unknown = await new Visitor(t.app).submit("/lostpassword", { email: "stranger@example.com" });
    const known = await new Visitor(t.app).submit("/lostpassword", { email: "demo@braveweb.example" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    // Each visitor has their own CSRF token (in the hidden field and the island's props).
    const strip = (html: string) => html.replace(/name="csrf_token" value="[^"]+"/, "").replace(/"csrfToken":"[^"]+"/, "");
    expect(strip(known.body)).toBe(strip(unknown.body));
    expect(alertText(known.body)?.length).toBeGreaterThan(20);
    const rows = (await outboxRowsWhen(t.dataDir, (sent) => sent.length > before)).slice(before);
    expect(rows.map((r) => r.to_address)).toEqual(["demo@braveweb.example"]);
    expect(rows[0]!.body).toMatch(/\/members\/reset\?token=[\w-]+/);
    const files = outboxFiles(t.dataDir).slice(filesBefore);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^To: .*demo@braveweb\.example/m);
  });

  it("asks for a valid address", async () => {
    const res = await new Visitor(t.app).submit("/lostpassword", { email: "nope" });
    expect(res.statusCode).toBe(422);
    expect(fieldError(res.body, "email")).toBe("Invalid email address");
    expect(inputValue(res.body, "email")).toBe("nope");
  });
});

describe("CSRF", () => {
  it("refuses a post without the form's token with a page asking to reload", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/login");
    visitor.token = "forged";
    const res = await visitor.post("/login", { userid: "demo", password: "demo-pass-2026" });
    expect(res.statusCode).toBe(403);
    expect(alertText(res.body)).toBe(messages["form.ERROR_CROSS_SITE"]);
  });

  it.each([[{ origin: "https://evil.example" }], [{ "sec-fetch-site": "cross-site" }], [{ origin: "null" }]])(
    "refuses a cross-site post (%j) even with a valid token",
    async (headers) => {
      const visitor = new Visitor(t.app);
      await visitor.get("/login");
      const res = await visitor.post("/login", { userid: "demo", password: "demo-pass-2026" }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
    },
  );

  it("accepts a same-origin post", async () => {
    const visitor = new Visitor(t.app);
    await visitor.get("/login");
    const res = await visitor.post(
      "/login",
      { userid: "demo", password: "demo-pass-2026" },
      {
        // As a browser on the site sends them: the Host it asked for, and the same origin.
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
      },
    );
    expect(res.statusCode).toBe(303);
  });
});

describe("the reset link from the outbox", () => {
  it("sets a new password once, through the members area served by the site", async () => {
    await new Visitor(t.app).submit("/register", newMember("resetme"));
    await new Visitor(t.app).submit("/lostpassword", { email: "resetme@example.com" });
    const mail = (await outboxRowsWhen(t.dataDir, (rows) => rows.some((r) => r.to_address === "resetme@example.com"))).find(
      (r) => r.to_address === "resetme@example.com",
    )!;
    const link = /https?:\/\/\S+\/members\/reset\?token=([\w-]+)/.exec(mail.body)!;
    const path = new URL(link[0]).pathname + new URL(link[0]).search;
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    const set = await t.app.inject({
      method: "POST",
      url: "/members/reset",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token: link[1]!, password: "brand-new-1", password_validation: "brand-new-1" }).toString(),
    });
    expect(set.statusCode).toBe(200);
    const login = await new Visitor(t.app).submit("/login", { userid: "resetme", password: "brand-new-1" });
    expect(login.statusCode).toBe(303);
    expect((await t.app.inject({ url: path })).statusCode).toBe(410);
  });
});

describe("the sign-up page beside its form", () => {
  it("says what the free account includes, with docs/product.md §9's Starter limits, after the form", async () => {
    const res = await new Visitor(t.app).get("/register");
    const elements = parseHtml(res.body);
    const aside = byTag(elements, "aside").find((a) => attr(a, "aria-labelledby") === "free-account-heading");
    expect(aside).toBeDefined();
    const points = byTag(descendants(aside!), "li").map((li) => text(li));
    expect(points).toEqual([
      "The drag-and-drop editor and every theme in the gallery",
      "1 website of up to 10 pages",
      "1 email account with 250 MB for mail",
      "A paid plan only when you are ready to publish live",
    ]);
    // Reading order: the form comes first, so keyboard and screen-reader users meet it before the list.
    expect(res.body.indexOf("<form")).toBeLessThan(res.body.indexOf('aria-labelledby="free-account-heading"'));
    expect(text(aside!)).toContain("Over 15 million members");
    // The builder's screen with the bakery in it, where no theme was chosen.
    expect(byTag(descendants(aside!), "svg").filter((svg) => attr(svg, "role") === "img")).toHaveLength(1);
  });

  it("leaves the builder's bakery out when the visitor came with a theme of their own", async () => {
    const res = await new Visitor(t.app).get("/register?from=bravesites&template_id=101");
    const aside = byTag(parseHtml(res.body), "aside").find((a) => attr(a, "aria-labelledby") === "free-account-heading");
    expect(byTag(descendants(aside!), "li")).toHaveLength(4);
    expect(byTag(descendants(aside!), "svg").filter((svg) => attr(svg, "role") === "img")).toHaveLength(0);
    expect(res.body).toContain("Harbor Café");
  });
});
