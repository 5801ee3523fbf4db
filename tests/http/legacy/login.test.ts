import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legacyLoginForm, legacyServer, MEMBERS_URL, resetTokenIn, sessionCookieValue, type LegacyServer } from "../../fixtures/legacyServer.ts";

const MINUTE = 60 * 1000;
const login = legacyLoginForm;

let s: LegacyServer;
beforeEach(async () => {
  s = await legacyServer();
});
afterEach(() => s.close());

describe("login", () => {
  it("signs the demo member in: session cookie, members redirect and pub", async () => {
    const res = await s.post("/global/login.php", login("demo", "demo-pass-2026"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "SUCCESS", response: { redirect: MEMBERS_URL, pub: "100001" } });
    const cookie = res.setCookies.find((c) => c.startsWith("bw_member="))!;
    expect(cookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax"]);

    const token = sessionCookieValue(res.setCookies)!;
    const rows = s.db.prepare("SELECT token_sha256 FROM sessions").all() as Array<{ token_sha256: string }>;
    expect(rows).toHaveLength(1);
    // Only the digest is stored, never the token the browser holds.
    expect(rows[0]!.token_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_sha256).not.toBe(token);
    expect((await s.get("/members", { cookie: `bw_member=${token}` })).text).toContain("Signed in as demo");
  });

  it("keeps the cookie 30 days with remember me", async () => {
    const res = await s.post("/global/login.php", login("demo", "demo-pass-2026", { rememberme: "1" }));
    expect(res.body.status).toBe("SUCCESS");
    expect(res.setCookies.find((c) => c.startsWith("bw_member="))).toContain("Max-Age=2592000");
  });

  it("accepts the username in any case", async () => {
    const res = await s.post("/global/login.php", login("DeMo", "demo-pass-2026"));
    expect(res.body.status).toBe("SUCCESS");
  });

  it("gives the same answer for a wrong password and an unknown user", async () => {
    const wrong = await s.post("/global/login.php", login("demo", "not-the-password"));
    const unknown = await s.post("/global/login.php", login("nobody-here", "demo-pass-2026"));
    const empty = await s.post("/global/login.php", login("", ""));
    expect(wrong.body).toEqual({ status: "ERROR", response: { reason: "AUTHENTICATION_FAILED" } });
    expect(unknown.text).toBe(wrong.text);
    expect(empty.text).toBe(wrong.text);
    expect([wrong.setCookies, unknown.setCookies]).toEqual([[], []]);
    expect(s.db.prepare("SELECT count(*) AS n FROM sessions").get()).toMatchObject({ n: 0 });
  });

  it("answers COOKIES_REQUIRED when the request carries no cookie, before looking at the password", async () => {
    for (const cookie of [null, "", "  "]) {
      const res = await s.post("/global/login.php", login("demo", "demo-pass-2026"), { cookie });
      expect(res.body).toEqual({ status: "ERROR", response: { reason: "COOKIES_REQUIRED" } });
      expect(res.setCookies).toEqual([]);
    }
    // Not counted as failures: the right password still works with a cookie.
    expect(s.db.prepare("SELECT count(*) AS n FROM login_failures").get()).toMatchObject({ n: 0 });
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.status).toBe("SUCCESS");
  });

  it("logs one line per attempt with its outcome, and never the password or the cookie", async () => {
    const ok = await s.post("/global/login.php", login("demo", "demo-pass-2026"));
    await s.post("/global/login.php", login("demo", "wrong-horse-battery"));
    const lines = s.logs().filter((l) => l.event === "login");
    expect(lines.map((l) => [l.userid, l.outcome])).toEqual([
      ["demo", "SUCCESS"],
      ["demo", "AUTHENTICATION_FAILED"],
    ]);
    const text = s.logText();
    for (const secret of ["demo-pass-2026", "wrong-horse-battery", sessionCookieValue(ok.setCookies)!, "gdpr_seen"]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("lockout", () => {
  const fail = (userid = "demo") => s.post("/global/login.php", login(userid, "wrong-password"));
  const failures = (key: string) => (s.db.prepare("SELECT count(*) AS n FROM login_failures WHERE userid_key = ?").get(key) as { n: number }).n;

  it("locks after 5 failures within 15 minutes, refuses even the right password, and counts nothing while locked", async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await fail()).body.response.reason).toBe("AUTHENTICATION_FAILED");
      s.clock.advance(MINUTE);
    }
    expect(failures("demo")).toBe(4);
    // The fifth failure is still answered as a failure; it is the one that sets the lock.
    expect((await fail()).body.response.reason).toBe("AUTHENTICATION_FAILED");

    const right = await s.post("/global/login.php", login("demo", "demo-pass-2026"));
    expect(right.body).toEqual({ status: "ERROR", response: { reason: "ACCOUNT_LOCKED" } });
    expect(right.setCookies).toEqual([]);
    expect((await s.post("/global/login.php", login("DEMO", "demo-pass-2026"))).body.response.reason).toBe("ACCOUNT_LOCKED");
    for (let i = 0; i < 3; i++) expect((await fail()).body.response.reason).toBe("ACCOUNT_LOCKED");
    expect(failures("demo")).toBe(0);

    s.clock.advance(15 * MINUTE - 1);
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.response.reason).toBe("ACCOUNT_LOCKED");

    s.clock.advance(1);
    // The lock is over and the count starts again from nothing.
    expect((await fail()).body.response.reason).toBe("AUTHENTICATION_FAILED");
    expect(failures("demo")).toBe(1);
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.status).toBe("SUCCESS");
  });

  it("sets the lock once under parallel failures, and the right password is refused after", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => fail()));
    const reasons = answers.map((a) => a.body.response.reason);
    expect(reasons.filter((r) => r === "AUTHENTICATION_FAILED").length).toBeGreaterThanOrEqual(5);
    expect(reasons.every((r) => r === "AUTHENTICATION_FAILED" || r === "ACCOUNT_LOCKED")).toBe(true);
    expect(s.db.prepare("SELECT count(*) AS n FROM login_locks WHERE userid_key = 'demo'").get()).toMatchObject({ n: 1 });
    expect(failures("demo")).toBeLessThan(5);
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.response.reason).toBe("ACCOUNT_LOCKED");
  });

  it("counts only failures of the last 15 minutes", async () => {
    for (let i = 0; i < 4; i++) await fail();
    s.clock.advance(15 * MINUTE);
    expect((await fail()).body.response.reason).toBe("AUTHENTICATION_FAILED");
    expect((await fail()).body.response.reason).toBe("AUTHENTICATION_FAILED");
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.status).toBe("SUCCESS");
  });

  it("forgives earlier failures after a success", async () => {
    for (let i = 0; i < 4; i++) await fail();
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.status).toBe("SUCCESS");
    expect(failures("demo")).toBe(0);
    for (let i = 0; i < 4; i++) expect((await fail()).body.response.reason).toBe("AUTHENTICATION_FAILED");
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.status).toBe("SUCCESS");
  });

  it("locks names no member has in the same way, so a lock tells nothing", async () => {
    for (let i = 0; i < 5; i++) expect((await fail("ghost-user")).body.response.reason).toBe("AUTHENTICATION_FAILED");
    expect((await fail("ghost-user")).body.response.reason).toBe("ACCOUNT_LOCKED");
    // Another name is not affected.
    expect((await s.post("/global/login.php", login("demo", "demo-pass-2026"))).body.status).toBe("SUCCESS");
  });
});

describe("a member with a legacy MD5 hash", () => {
  it("gets SECURITY_UPGRADE with the email address, no session, and a reset email", async () => {
    const row = s.db.prepare("SELECT password_hash, hash_kind FROM members WHERE username = 'oldtimer'").get() as Record<string, string>;
    expect(row.hash_kind).toBe("legacy-md5");
    expect(row.password_hash).toMatch(/^[0-9a-f]{32}$/);

    const res = await s.post("/global/login.php", login("oldtimer", "oldtimer-pass"));
    expect(res.body).toEqual({ status: "ERROR", response: { reason: "SECURITY_UPGRADE", emailAddress: "oldtimer@braveweb.example" } });
    expect(res.setCookies).toEqual([]);
    expect(s.db.prepare("SELECT count(*) AS n FROM sessions").get()).toMatchObject({ n: 0 });

    // The email is written after the answer (legacy/mail/mailQueue.ts).
    const outbox = await s.mail((sent) => sent.length > 0);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to_address: "oldtimer@braveweb.example", created_at: s.clock.now });
    expect(outbox[0]!.body).toContain(`${MEMBERS_URL}/reset?token=`);
    const files = s.emlFiles();
    expect(files).toHaveLength(1);
    expect(files[0]!.text).toContain("To: oldtimer@braveweb.example\r\n");
    expect(files[0]!.text).toContain(resetTokenIn(outbox[0]!.body));
  });

  it("gets the plain failure for a wrong password, with no email", async () => {
    const res = await s.post("/global/login.php", login("oldtimer", "oldtimer-wrong"));
    expect(res.body).toEqual({ status: "ERROR", response: { reason: "AUTHENTICATION_FAILED" } });
    // Asked after it, an email that must come: the queue sends in order, so once that one is
    // there the failed login has sent nothing.
    await s.post("/global/login.php", login("oldtimer", "oldtimer-pass"));
    expect(await s.mail((sent) => sent.length > 0)).toHaveLength(1);
  });
});
