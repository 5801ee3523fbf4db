import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { TERMS_NOT_ACCEPTED } from "../../../legacy/forms/signupForm.ts";
import { legacyServer, MEMBERS_URL, sessionCookieValue, type LegacyServer } from "../../fixtures/legacyServer.ts";

const valid = {
  full_name: "Amy Pond",
  email: "amy@example.com",
  username: "amypond",
  password: "fish-fingers",
  password_validation: "fish-fingers",
  form_name: "signup_form",
  signup_form_submitted: "1",
  tosagree: "1",
  robot: "1",
  brandref: "",
  cart_hash: "",
  template_id: "",
  service_name: "",
  redirect_to: "",
};

describe("sign-up without captcha", () => {
  let s: LegacyServer;
  beforeAll(async () => {
    s = await legacyServer();
  });
  afterAll(() => s.close());

  it("creates the member, signs them in and answers the members URL and the new pub", async () => {
    const res = await s.post("/signup/signup.php", valid);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("SUCCESS");
    expect(res.body.response.redirect).toBe(MEMBERS_URL);
    expect(res.body.response.pub).toMatch(/^1\d{5}$/);

    const cookie = res.setCookies.find((c) => c.startsWith("bw_member="))!;
    expect(cookie).toMatch(/^bw_member=[\w-]{43};/);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Max-Age");

    const row = s.db.prepare("SELECT username, full_name, email, pub, hash_kind, password_hash FROM members WHERE username = ?").get("amypond") as Record<
      string,
      string
    >;
    expect(row).toMatchObject({ full_name: "Amy Pond", email: "amy@example.com", pub: res.body.response.pub, hash_kind: "scrypt" });
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row.password_hash).not.toContain("fish-fingers");

    const page = await s.get("/members", { cookie: `bw_member=${sessionCookieValue(res.setCookies)}` });
    expect(page.text).toContain("Signed in as amypond");
  });

  it("gives each member its own salt", async () => {
    await s.post("/signup/signup.php", { ...valid, username: "twin1" });
    await s.post("/signup/signup.php", { ...valid, username: "twin2" });
    const hashes = s.db.prepare("SELECT password_hash FROM members WHERE username IN ('twin1', 'twin2')").all() as Array<{ password_hash: string }>;
    expect(hashes).toHaveLength(2);
    expect(hashes[0]!.password_hash).not.toBe(hashes[1]!.password_hash);
  });

  it("refuses a taken username whatever its case, and creates nothing", async () => {
    const before = s.db.prepare("SELECT count(*) AS n FROM members").get() as { n: number };
    for (const username of ["demo", "DEMO", "Demo"]) {
      const res = await s.post("/signup/signup.php", { ...valid, username });
      expect(res.body).toEqual({ status: "ERROR", response: { reason: messages["register.ERROR_USERNAME_TAKEN"] } });
      expect(res.setCookies).toEqual([]);
    }
    expect((s.db.prepare("SELECT count(*) AS n FROM members").get() as { n: number }).n).toBe(before.n);
  });

  const invalid: Array<[string, Record<string, string>, string]> = [
    ["no full name", { full_name: "" }, messages["validation.register.full_name.required"]],
    ["a one-letter name", { full_name: "A" }, messages["validation.register.full_name.invalid"]],
    ["a name of spaces", { full_name: "   " }, messages["validation.register.full_name.required"]],
    ["no email", { email: "" }, messages["validation.register.email.required"]],
    ["a two-character email", { email: "a@" }, messages["validation.register.email.invalid"]],
    ["an implausible email", { email: "amy at example" }, messages["validation.register.email.invalid"]],
    ["no username", { username: "" }, messages["validation.register.username.required"]],
    ["a two-character username", { username: "ab" }, messages["validation.register.username.invalid"]],
    ["a username with @", { username: "amy@home" }, messages["validation.register.username.invalid"]],
    ["no password", { password: "" }, messages["validation.register.password.required"]],
    ["a two-character password", { password: "ab", password_validation: "ab" }, messages["validation.register.password.invalid"]],
    ["no repeated password", { password_validation: "" }, messages["validation.register.password.required"]],
    ["passwords that differ", { password_validation: "fish-fingerz" }, messages["validation.register.password_validation.mismatch"]],
    ["terms not accepted", { tosagree: "0" }, TERMS_NOT_ACCEPTED],
  ];
  it.each(invalid)("answers the first problem for %s", async (_name, change, reason) => {
    const res = await s.post("/signup/signup.php", { ...valid, username: "fresh-name", ...change });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ERROR", response: { reason } });
    expect(s.db.prepare("SELECT 1 FROM members WHERE username = 'fresh-name'").get()).toBeUndefined();
  });

  it("reports problems in the order of the form", async () => {
    const res = await s.post("/signup/signup.php", { email: "x", username: "a@b", password: "1" });
    expect(res.body.response.reason).toBe(messages["validation.register.full_name.required"]);
  });

  it("treats missing and repeated fields as bad input, not as a crash", async () => {
    const empty = await s.post("/signup/signup.php", {});
    expect(empty.body).toEqual({ status: "ERROR", response: { reason: messages["validation.register.full_name.required"] } });
    const res = await fetch(`${s.url}/signup/signup.php`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "a=1" },
      body: "full_name=Amy&full_name=Rory&email=a%40b.c",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ERROR", response: { reason: messages["validation.register.full_name.invalid"] } });
  });

  it("refuses bodies that are not forms, or too large, with a 4xx in the legacy shape", async () => {
    const json = await fetch(`${s.url}/signup/signup.php`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(valid) });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ status: "ERROR", response: { reason: "BAD_REQUEST" } });
    const huge = await fetch(`${s.url}/signup/signup.php`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `full_name=${"a".repeat(100_000)}`,
    });
    expect(huge.status).toBe(413);
    const broken = await fetch(`${s.url}/signup/signup.php`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "full_name=%E0%A4%A&email=%",
    });
    expect(broken.status).toBeLessThan(500);
  });

  it("logs one line per attempt with its outcome and never the password", async () => {
    await s.post("/signup/signup.php", { ...valid, username: "logged-one", password: "secret-pw-1", password_validation: "secret-pw-1" });
    const lines = s.logs().filter((l) => l.event === "signup" && l.username === "logged-one");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ outcome: "SUCCESS", msg: "sign-up attempt" });
    expect(s.logText()).not.toContain("secret-pw-1");
  });
});

describe("sign-up with the captcha required", () => {
  const withToken = { ...valid, "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" };

  it("passes with the always-pass test secret, offline", async () => {
    const s = await legacyServer({ turnstileSecret: "1x0000000000000000000000000000000AA" });
    try {
      const res = await s.post("/signup/signup.php", withToken);
      expect(res.body.status).toBe("SUCCESS");
      expect(sessionCookieValue(res.setCookies)).toMatch(/^[\w-]{43}$/);
    } finally {
      await s.close();
    }
  });

  it("refuses a missing token, whatever the secret", async () => {
    const s = await legacyServer({ turnstileSecret: "1x0000000000000000000000000000000AA" });
    try {
      const res = await s.post("/signup/signup.php", valid);
      expect(res.body).toEqual({ status: "ERROR", response: { reason: "You must verify the captcha." } });
      expect(messages["register.ERROR_CAPTCHA_REQUIRED"]).toBe("You must verify the captcha.");
      expect(s.db.prepare("SELECT 1 FROM members WHERE username = ?").get(valid.username)).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it.each([
    ["always fails", "2x0000000000000000000000000000000AA", "invalid-input-response"],
    ["token already spent", "3x0000000000000000000000000000000AA", "timeout-or-duplicate"],
  ])("refuses with the %s test secret", async (_name, secret, code) => {
    const s = await legacyServer({ turnstileSecret: secret });
    try {
      const res = await s.post("/signup/signup.php", withToken);
      expect(res.body).toEqual({ status: "ERROR", response: { reason: "You must verify the captcha." } });
      expect(res.setCookies).toEqual([]);
      expect(s.db.prepare("SELECT 1 FROM members WHERE username = ?").get(valid.username)).toBeUndefined();
      expect(s.logs().find((l) => l.event === "signup")).toMatchObject({ outcome: "CAPTCHA_FAILED", errorCodes: [code] });
      expect(s.logText()).not.toContain("XXXX.DUMMY.TOKEN.XXXX");
    } finally {
      await s.close();
    }
  });

  describe("with a real secret, against a siteverify stand-in", () => {
    let verifier: Server;
    let verifierUrl: string;
    const received: URLSearchParams[] = [];
    beforeAll(async () => {
      verifier = createServer((req, res) => {
        let body = "";
        req.on("data", (c: Buffer) => (body += c.toString()));
        req.on("end", () => {
          const form = new URLSearchParams(body);
          received.push(form);
          res.setHeader("content-type", "application/json");
          if (req.url === "/broken") {
            res.statusCode = 502;
            res.end("<html>bad gateway</html>");
            return;
          }
          const success = form.get("response") === "good-token";
          res.end(JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }));
        });
      });
      await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
      verifierUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

    it("sends the secret and the token, and follows the verdict", async () => {
      const s = await legacyServer({ turnstileSecret: "0x4AAAAAAA-real-secret", turnstileVerifyUrl: `${verifierUrl}/siteverify` });
      try {
        const refused = await s.post("/signup/signup.php", { ...valid, "cf-turnstile-response": "bad-token" });
        expect(refused.body).toEqual({ status: "ERROR", response: { reason: "You must verify the captcha." } });
        const accepted = await s.post("/signup/signup.php", { ...valid, "cf-turnstile-response": "good-token" });
        expect(accepted.body.status).toBe("SUCCESS");
        expect(received.at(-1)?.get("secret")).toBe("0x4AAAAAAA-real-secret");
        expect(received.at(-1)?.get("response")).toBe("good-token");
      } finally {
        await s.close();
      }
    });

    it("answers the default error when siteverify fails or cannot be reached", async () => {
      const closedPort = await new Promise<number>((resolve) => {
        const probe = createServer();
        probe.listen(0, "127.0.0.1", () => {
          const { port } = probe.address() as AddressInfo;
          probe.close(() => resolve(port));
        });
      });
      for (const verifyUrl of [`${verifierUrl}/broken`, `http://127.0.0.1:${closedPort}/siteverify`]) {
        const s = await legacyServer({ turnstileSecret: "0x4AAAAAAA-real-secret", turnstileVerifyUrl: verifyUrl });
        try {
          const res = await s.post("/signup/signup.php", { ...valid, "cf-turnstile-response": "good-token" });
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ status: "ERROR", response: { reason: messages["register.ERROR_DEFAULT"] } });
        } finally {
          await s.close();
        }
      }
    });
  });
});
