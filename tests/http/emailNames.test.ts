import fc from "fast-check";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainPersonName } from "../../content/personName.ts";
import { httpClient } from "../fixtures/httpClient.ts";
import { legacyServer, type LegacyServer } from "../fixtures/legacyServer.ts";
import { liveServer, type LiveServer } from "../fixtures/liveServer.ts";
import { outboxFiles, outboxRows } from "../fixtures/outbox.ts";
import { ROOMY_LIMITS } from "../fixtures/testApp.ts";
import { NAVIGATE, SAME_ORIGIN_POST } from "../fixtures/browserHeaders.ts";

/**
 * Email content injection: the full name is the only text of a reset email a stranger chooses,
 * and it is sent to an address nobody verified. A name of several lines (a paragraph, a link)
 * must arrive on the greeting line and nowhere else: the site sends it to the member API on
 * one line, and the member API (legacy/) writes it on one line whatever its store holds.
 */

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
    const row = outboxRows(site.dataDir).find((r) => r.to_address === email);
    expect(row).toMatchObject({ to_address: email, body: expect.stringContaining("Hello") });
    return row!;
  }

  it("a name with line breaks, a link and a bidi override stays on the greeting line of the reset email", async () => {
    const plain = await signUpAndAskForReset("Bob Plain", "bobplain", "plain@example.com");
    const injected = await signUpAndAskForReset(INJECTED, "bobinjected", "victim@example.com");
    const lines = injected.body.split("\n");
    expect(lines[0]).toBe("Hello Bob Your account is suspended. Verify it at http://evil.example/verify Thanks Team,");
    // The same email as anyone's, line for line, after the greeting: no paragraph of the stranger's.
    expect(lines.length).toBe(plain.body.split("\n").length);
    expect(lines.slice(1, 3)).toEqual(
      plain.body
        .split("\n")
        .slice(1, 3)
        .map((line) => line.replace("bobplain", "bobinjected")),
    );
    expect(lines.slice(1).join("\n")).not.toContain("evil.example");
    expect(injected.body).not.toMatch(/[\r\t\u0085\u202e]/);
    // The .eml file, as a mail client reads it: the name's words in the body's first line only.
    const eml = outboxFiles(site.dataDir).find((file) => file.includes("To: victim@example.com"))!;
    const body = eml.split("\r\n\r\n").slice(1).join("\r\n\r\n");
    expect(body.split("\r\n")[0]).toBe(lines[0]);
    expect(body.split("\r\n").filter((line) => line.includes("evil.example"))).toHaveLength(1);
  });
});

describe("legacy/ composing the email", () => {
  let api: LegacyServer;
  beforeAll(async () => {
    api = await legacyServer();
  });
  afterAll(() => api.close());

  it("writes any stored name on one line, even one stored before names were cleaned (the old PHP site's rows)", async () => {
    const signup = await api.post("/signup/signup.php", {
      full_name: "Placeholder",
      email: "old@example.com",
      username: "oldrow",
      password: "fish-fingers",
      password_validation: "fish-fingers",
      tosagree: "1",
    });
    expect(signup.body.status).toBe("SUCCESS");
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
        const email = api.outbox()[before]!;
        const lines = email.body.split("\n");
        expect(lines[0]).toBe(`Hello ${plainPersonName(stored)},`);
        expect(lines[0]).not.toMatch(CONTROL);
        expect(lines[2]).toContain('"oldrow"');
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
