import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { legacyServer, MEMBERS_URL, resetTokenIn, sessionCookieValue, type LegacyServer } from "../../fixtures/legacyServer.ts";

const HOUR = 60 * 60 * 1000;
const lost = (email: string) => ({
  email,
  login_form: "1",
  brandref: "",
  robot: "1",
  optin_newsletter: "0",
  optin_offers: "0",
  tosagree: "1",
  service_name: "",
});
const loginAs = (userid: string, password: string) => ({ userid, password, rememberme: "0", flags: "login", robot: "1" });

async function resetPost(s: LegacyServer, fields: Record<string, string>) {
  const res = await fetch(`${s.url}/members/reset`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, text: await res.text() };
}

let s: LegacyServer;
beforeEach(async () => {
  s = await legacyServer();
});
afterEach(() => s.close());

describe("lost password", () => {
  it("answers the same for a known and an unknown address, and emails only the known one", async () => {
    // The unknown one first: the queue sends in order, so once the known one's email is there,
    // the unknown one's request has been dealt with too.
    const unknown = await s.post("/global/lostpassword.php", lost("nobody@braveweb.example"));
    const known = await s.post("/global/lostpassword.php", lost("demo@braveweb.example"));
    expect(known.status).toBe(200);
    expect(known.body.status).toBe("SUCCESS");
    expect(known.body.response.message).toMatch(/reset/);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);

    const outbox = await s.mail((sent) => sent.length > 0);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to_address: "demo@braveweb.example", created_at: s.clock.now });
    const token = resetTokenIn(outbox[0]!.body);
    expect(outbox[0]!.body).toContain(`${MEMBERS_URL}/reset?token=${token}`);

    const files = s.emlFiles();
    expect(files).toHaveLength(1);
    const text = files[0]!.text;
    const head = text.slice(0, text.indexOf("\r\n\r\n"));
    const body = text.slice(head.length + 4);
    const headers = Object.fromEntries(head.split("\r\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
    expect(headers).toMatchObject({
      From: expect.stringContaining("@braveweb.example>"),
      To: "demo@braveweb.example",
      Subject: outbox[0]!.subject,
      Date: "Sun, 01 Mar 2026 10:00:00 +0000",
      "Message-ID": expect.stringMatching(/^<[^<>@\s]+@[^<>@\s]+>$/),
      "Content-Type": "text/plain; charset=utf-8",
    });
    expect(body).toContain(`${MEMBERS_URL}/reset?token=${token}`);

    // Only the digest of the token is stored.
    const reset = s.db.prepare("SELECT token_sha256, expires_at, used_at FROM password_resets").get() as Record<string, unknown>;
    expect(reset).toMatchObject({ expires_at: s.clock.now + HOUR, used_at: null });
    expect(reset.token_sha256).not.toBe(token);
  });

  it("finds the address whatever its case", async () => {
    await s.post("/global/lostpassword.php", lost("Demo@BraveWeb.example"));
    expect((await s.mail((sent) => sent.length > 0)).map((e) => e.to_address)).toEqual(["demo@braveweb.example"]);
  });

  it.each([
    ["", messages["validation.lostpassword.email.required"]],
    ["ab", messages["validation.lostpassword.email.invalid"]],
    ["not an address", messages["validation.lostpassword.email.invalid"]],
  ])("refuses the address %j with the validation text", async (email, reason) => {
    const res = await s.post("/global/lostpassword.php", lost(email));
    expect(res.body).toEqual({ status: "ERROR", response: { reason } });
    // Asked after it, an email that must come: when it is there, the refused one sent nothing.
    await s.post("/global/lostpassword.php", lost("demo@braveweb.example"));
    expect((await s.mail((sent) => sent.length > 0)).map((e) => e.to_address)).toEqual(["demo@braveweb.example"]);
  });

  it("logs the request without the address", async () => {
    await s.post("/global/lostpassword.php", lost("demo@braveweb.example"));
    await s.post("/global/lostpassword.php", lost("nobody@braveweb.example"));
    await s.post("/global/lostpassword.php", lost("demo@braveweb.example"));
    await s.mail((sent) => sent.length === 2);
    // The line is written by the queue once it has sent, with the count it sent.
    expect(s.logs().filter((l) => l.event === "lostpassword")).toMatchObject([
      { outcome: "SUCCESS", emailsSent: 1 },
      { outcome: "SUCCESS", emailsSent: 0 },
      { outcome: "SUCCESS", emailsSent: 1 },
    ]);
    expect(s.logText()).not.toContain("demo@braveweb.example");
    expect(s.logText()).not.toContain("nobody@braveweb.example");
  });
});

describe("the reset link", () => {
  async function requestLink(email = "demo@braveweb.example"): Promise<string> {
    const before = s.outbox().length;
    await s.post("/global/lostpassword.php", lost(email));
    return resetTokenIn((await s.mail((sent) => sent.length > before)).at(-1)!.body);
  }

  it("shows a form, sets the new password once, and is dead afterwards", async () => {
    const token = await requestLink();
    const form = await s.get(`/members/reset?token=${token}`);
    expect(form.status).toBe(200);
    expect(form.headers.get("referrer-policy")).toBe("no-referrer");
    expect(form.headers.get("cache-control")).toContain("no-store");
    expect(form.text).toContain('name="password"');
    expect(form.text).toContain('name="password_validation"');
    expect(form.text).toContain(`value="${token}"`);

    const done = await resetPost(s, { token, password: "brand-new-pass", password_validation: "brand-new-pass" });
    expect(done.status).toBe(200);
    expect(done.text).toContain('href="/login"');

    expect((await s.post("/global/login.php", loginAs("demo", "demo-pass-2026"))).body.response.reason).toBe("AUTHENTICATION_FAILED");
    expect((await s.post("/global/login.php", loginAs("demo", "brand-new-pass"))).body.status).toBe("SUCCESS");

    const again = await s.get(`/members/reset?token=${token}`);
    expect(again.status).toBe(410);
    expect(again.text).toContain("This link has expired or was already used");
    const replay = await resetPost(s, { token, password: "third-pass", password_validation: "third-pass" });
    expect(replay.status).toBe(410);
    expect((await s.post("/global/login.php", loginAs("demo", "third-pass"))).body.response.reason).toBe("AUTHENTICATION_FAILED");
  });

  it("no longer works after one hour", async () => {
    const token = await requestLink();
    s.clock.advance(HOUR - 1);
    expect((await s.get(`/members/reset?token=${token}`)).status).toBe(200);
    s.clock.advance(1);
    expect((await s.get(`/members/reset?token=${token}`)).status).toBe(410);
    const late = await resetPost(s, { token, password: "too-late-pass", password_validation: "too-late-pass" });
    expect(late.status).toBe(410);
    expect((await s.post("/global/login.php", loginAs("demo", "demo-pass-2026"))).body.status).toBe("SUCCESS");
  });

  it("refuses made-up tokens", async () => {
    for (const token of ["", "abc", "A".repeat(43), "<script>"]) {
      const res = await s.get(`/members/reset?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(410);
      expect(res.text).not.toContain("<script>");
    }
  });

  it.each([
    [{ password: "", password_validation: "" }, messages["validation.register.password.required"]],
    [{ password: "ab", password_validation: "ab" }, messages["validation.register.password.invalid"]],
    [{ password: "good-pass", password_validation: "good-pasz" }, messages["validation.register.password_validation.mismatch"]],
  ])("shows the form again with 422 for %j, keeping the link usable", async (fields, problem) => {
    const token = await requestLink();
    const res = await resetPost(s, { token, ...fields });
    expect(res.status).toBe(422);
    expect(res.text).toContain(problem);
    expect(res.text).toContain(`value="${token}"`);
    expect((await s.get(`/members/reset?token=${token}`)).status).toBe(200);
  });

  it("signs out the member's sessions and clears a lockout", async () => {
    const session = sessionCookieValue((await s.post("/global/login.php", loginAs("demo", "demo-pass-2026"))).setCookies)!;
    for (let i = 0; i < 5; i++) await s.post("/global/login.php", loginAs("demo", "wrong-pass"));
    expect((await s.post("/global/login.php", loginAs("demo", "demo-pass-2026"))).body.response.reason).toBe("ACCOUNT_LOCKED");

    const token = await requestLink();
    expect((await resetPost(s, { token, password: "after-lock", password_validation: "after-lock" })).status).toBe(200);
    expect((await s.get("/members", { cookie: `bw_member=${session}` })).text).toContain("You are not signed in");
    expect((await s.post("/global/login.php", loginAs("demo", "after-lock"))).body.status).toBe("SUCCESS");
  });

  it("upgrades the oldtimer: after the reset the login is a normal one", async () => {
    const upgrade = await s.post("/global/login.php", loginAs("oldtimer", "oldtimer-pass"));
    expect(upgrade.body.response.reason).toBe("SECURITY_UPGRADE");
    const token = resetTokenIn((await s.mail((sent) => sent.length > 0)).at(-1)!.body);

    expect((await resetPost(s, { token, password: "modern-pass", password_validation: "modern-pass" })).status).toBe(200);
    const row = s.db.prepare("SELECT hash_kind, password_hash FROM members WHERE username = 'oldtimer'").get() as Record<string, string>;
    expect(row.hash_kind).toBe("scrypt");
    expect(row.password_hash).toMatch(/^scrypt\$/);

    const res = await s.post("/global/login.php", loginAs("oldtimer", "modern-pass"));
    expect(res.body).toEqual({ status: "SUCCESS", response: { redirect: MEMBERS_URL, pub: "100002" } });
    expect(sessionCookieValue(res.setCookies)).toMatch(/^[\w-]{43}$/);
    expect((await s.post("/global/login.php", loginAs("oldtimer", "oldtimer-pass"))).body.response.reason).toBe("AUTHENTICATION_FAILED");
  });

  it("logs each reset attempt with its outcome and never the token or the password", async () => {
    const token = await requestLink();
    await resetPost(s, { token, password: "x", password_validation: "x" });
    await s.get(`/members/reset?token=${token}`);
    await resetPost(s, { token, password: "logged-pass", password_validation: "logged-pass" });
    await resetPost(s, { token, password: "logged-pass", password_validation: "logged-pass" });
    expect(
      s
        .logs()
        .filter((l) => l.event === "password-reset")
        .map((l) => l.outcome),
    ).toEqual(["INVALID", "SUCCESS", "EXPIRED"]);
    expect(s.logText()).not.toContain(token);
    expect(s.logText()).not.toContain("logged-pass");
  });
});
