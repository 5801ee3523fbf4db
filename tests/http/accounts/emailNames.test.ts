import fc from "fast-check";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainPersonName } from "../../../content/personName.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { outboxFiles, outboxRowsWhen } from "../../fixtures/outbox.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../../fixtures/browserHeaders.ts";

/**
 * Email content injection: the full name is text a stranger chooses, and a reset email goes to
 * an address nobody verified. Even on one line, a name can speak for us ("Support: call …, or
 * open …"), so the reset email greets the member by username, which the sign-up validates, and
 * carries no name at all. Names are still stored, and sent to the member API, on one line.
 */

/** What a stranger may type as a full name to make a reset email speak for us. */
const LURE = "Support: call +1-555-0100 or open https://evil.example/verify";

const INJECTED = "Bob\r\n\r\nYour account is suspended. Verify it at http://evil.example/verify\r\n\r\n\u202eThanks\tTeam\u0085";

/** One character of any kind, emoji and other scripts included. */
const oneCharacter = fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 });

/** Any control, line break or bidi control, by code point. */
const CONTROL = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

describe("through the site and the embedded member API", () => {
  let site: LiveServer;
  beforeAll(async () => {
    site = await liveServer(ROOMY_LIMITS);
  });
  afterAll(() => site.app.close());

  async function signUpAndAskForReset(fullName: string, username: string, email: string) {
    const visitor = httpClient(site.url("/"));
    await visitor.get("/register", NAVIGATE);
    const signup = await visitor.postForm(
      "/register",
      { full_name: fullName, email, username, password: "open-sesame-22", password_validation: "open-sesame-22" },
      SAME_ORIGIN_POST,
    );
    expect(signup.status).toBe(303);
    await visitor.get("/lostpassword", NAVIGATE);
    const lost = await visitor.postForm("/lostpassword", { email }, SAME_ORIGIN_POST);
    expect(lost.status).toBe(200);
    // The member API writes the email after its answer.
    const row = (await outboxRowsWhen(site.dataDir, (rows) => rows.some((r) => r.to_address === email))).find((r) => r.to_address === email);
    expect(row).toMatchObject({ to_address: email, body: expect.stringContaining("Hello") });
    return row!;
  }

  it("greets the member by username: a name with a phone number and a link, which nobody verified, is not in the reset email", async () => {
    const row = await signUpAndAskForReset(LURE, "supportlure", "lured@example.com");
    expect(row.body.split("\n")[0]).toBe("Hello supportlure,");
    expect(row.body).not.toContain("evil.example");
    expect(row.body).not.toContain("+1-555-0100");
    expect(row.body).not.toContain("Support:");
    const eml = outboxFiles(site.dataDir).find((file) => file.includes("To: lured@example.com"))!;
    expect(eml).not.toContain("evil.example");
    expect(eml).not.toContain("+1-555-0100");
  });

  it("a name with line breaks, a link and a bidi override adds nothing to the reset email: it is the same as anyone's", async () => {
    const plain = await signUpAndAskForReset("Bob Plain", "bobplain", "plain@example.com");
    const injected = await signUpAndAskForReset(INJECTED, "bobinjected", "victim@example.com");
    expect(injected.body.split("\n")[0]).toBe("Hello bobinjected,");
    // Line for line the email anyone gets, but for the username and the link's token.
    const withoutToken = (body: string) => body.replace(/token=[\w-]+/, "token=…");
    expect(withoutToken(injected.body)).toBe(withoutToken(plain.body).replaceAll("bobplain", "bobinjected"));
    expect(injected.body).not.toContain("evil.example");
    expect(injected.body).not.toMatch(/[\r\t\u0085\u202e]/);
    // The .eml file, as a mail client reads it.
    const eml = outboxFiles(site.dataDir).find((file) => file.includes("To: victim@example.com"))!;
    expect(eml).not.toContain("evil.example");
  });
});

describe("legacy/ composing the email", () => {
  let api: LegacyServer;
  beforeAll(async () => {
    api = await legacyServer();
  });
  afterAll(() => api.close());

  it("greets by username whatever name is stored, even one stored before names were cleaned (the old PHP site's rows)", async () => {
    const signup = await api.post("/signup/signup.php", {
      full_name: "Placeholder",
      email: "old@example.com",
      username: "oldrow",
      password: "fish-fingers",
      password_validation: "fish-fingers",
      tosagree: "1",
    });
    expect(signup.body.status).toBe("SUCCESS");
    const withoutToken = (body: string) => body.replace(/token=[\w-]+/, "token=…");
    const first = api.outbox().length;
    expect((await api.post("/global/lostpassword.php", { email: "old@example.com" })).body.status).toBe("SUCCESS");
    // The member API writes the email after its answer.
    const usual = withoutToken((await api.mail((sent) => sent.length > first))[first]!.body);
    expect(usual.split("\n")[0]).toBe("Hello oldrow,");
    // No NUL: SQLite's text binding ends a value there, so no stored name can hold one.
    const name = fc.string({
      unit: fc.oneof(
        fc.constantFrom("\n", "\r", "\t", "\u001b", "\u0085", "\u2028", "\u202e", "\u2066"),
        oneCharacter.filter((c) => c !== "\u0000"),
      ),
      minLength: 1,
      maxLength: 80,
    });
    await fc.assert(
      fc.asyncProperty(name, async (stored) => {
        api.db.prepare("UPDATE members SET full_name = ? WHERE username = ?").run(stored, "oldrow");
        const before = api.outbox().length;
        expect((await api.post("/global/lostpassword.php", { email: "old@example.com" })).body.status).toBe("SUCCESS");
        // The same email, whatever the stored name: nothing of it is written.
        expect(withoutToken((await api.mail((sent) => sent.length > before))[before]!.body)).toBe(usual);
      }),
      { numRuns: 40 },
    );
  });

  it("stores a signed-up name on one line", async () => {
    const res = await api.post("/signup/signup.php", {
      full_name: INJECTED,
      email: "stored@example.com",
      username: "storedname",
      password: "fish-fingers",
      password_validation: "fish-fingers",
      tosagree: "1",
    });
    expect(res.body.status).toBe("SUCCESS");
    const row = api.db.prepare("SELECT full_name FROM members WHERE username = ?").get("storedname") as { full_name: string };
    expect(row.full_name).toBe("Bob Your account is suspended. Verify it at http://evil.example/verify Thanks Team");
  });
});

describe("the site's sign-up payload to the member API", () => {
  let site: LiveServer;
  let memberApi: ReturnType<typeof createServer>;
  const names: string[] = [];
  beforeAll(async () => {
    // A member API that records the full_name of each sign-up and accepts it.
    memberApi = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        if (req.method === "POST" && req.url === "/signup/signup.php") names.push(new URLSearchParams(body).get("full_name") ?? "(none)");
        res.writeHead(200, { "content-type": "application/json" }).end('{"status":"SUCCESS","response":{"redirect":"/members","pub":"7"}}');
      });
    });
    await new Promise<void>((resolve) => memberApi.listen(0, "127.0.0.1", resolve));
    site = await liveServer({ ...ROOMY_LIMITS, UPSTREAM_URL: `http://127.0.0.1:${(memberApi.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await site.app.close();
    memberApi.closeAllConnections();
    await new Promise<void>((resolve) => memberApi.close(() => resolve()));
  });

  it("never holds a control, line break or bidi control, whatever the visitor typed", async () => {
    const typed = fc.string({
      unit: fc.oneof(fc.constantFrom("\n", "\r\n", "\t", "\u0000", "\u001b", "\u0085", "\u2028", "\u202e", "\u2067"), oneCharacter),
      minLength: 4,
      maxLength: 60,
    });
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(typed, async (fullName) => {
        const before = names.length;
        const visitor = httpClient(site.url("/"));
        await visitor.get("/register", NAVIGATE);
        const res = await visitor.postForm(
          "/register",
          { full_name: fullName, email: "any@example.com", username: "anyname", password: "open-sesame-22", password_validation: "open-sesame-22" },
          SAME_ORIGIN_POST,
        );
        // Refused by the site's own rules (too short once trimmed) or sent on one line.
        expect([303, 422], res.text.slice(0, 200)).toContain(res.status);
        if (res.status === 422) {
          expect(names.length).toBe(before);
          return;
        }
        sent++;
        expect(names).toHaveLength(before + 1);
        expect(names[before]).not.toMatch(CONTROL);
        expect(names[before]).toBe(plainPersonName(names[before]!));
      }),
      { numRuns: 40 },
    );
    expect(sent).toBeGreaterThan(20);
  });
});
