import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REASONS } from "../../../content/accountContract.ts";
import { SECURITY_HEADER_NAMES } from "../../../server/features/accounts/openapiDocument.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { answerJudge, UNLISTED_HEADERS, type ObservedAnswer, type OpenApiDocument } from "../../fixtures/openApi.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";

/**
 * One contract (docs/decisions.md, 6 and 22): the server refuses what the OpenAPI document it
 * serves forbids, and sends no header the document does not declare. For every operation of the
 * served document, requests are generated from the document's own schemas and examples: values a
 * field's schema forbids (another type, a value its enum lacks, past its length, a character its
 * pattern refuses, white space where it refuses it, a required field left out) and values it
 * allows. The document alone (ajv, JSON Schema 2020-12) says which is which; whatever it forbids
 * must be refused with the API's documented refusal (422 INVALID_INPUT, or 403 for a missing
 * X-Requested-With), and whatever it allows must get a status the operation lists, with a body
 * and headers the document describes (tests/fixtures/openApi.ts answerJudge).
 */

type Json = Record<string, unknown>;
interface Schema {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  not?: { pattern?: string };
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  $ref?: string;
}

/** Characters that tell rules apart: white space of every kind, controls, format and private-use characters, beyond U+FFFF too. */
const UNIT = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("a", "Z", "0", ".", "-", "_", "@") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u2028", "\u3000", "\ufeff", "\u200b", "\u2060", "\u00ad", "\x00", "\x1f", "\x7f", "\x85"),
  },
  { weight: 1, arbitrary: fc.constantFrom("é", "日", "\ue000", "\u{1F600}", "\u{110BD}", "\u{E0041}", "\u{F0000}", "\u{10FFFD}") },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);
const WHITE = fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u3000", "\ufeff");
const text = (minLength: number, maxLength: number) => fc.string({ unit: UNIT, minLength, maxLength });

/** Text a form or an address can carry as it is: no unpaired surrogate, which UTF-8 cannot hold. */
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);

/** A valid value worked on: a character let in, white space around it, repeated past a bound, cut short. */
function mutated(valid: string, { minLength = 0, maxLength = 64 }: Schema): fc.Arbitrary<string> {
  const chars = [...valid];
  return fc.oneof(
    fc.constant(valid),
    fc.tuple(fc.nat(chars.length), UNIT).map(([at, c]) => [...chars.slice(0, at), c, ...chars.slice(at)].join("")),
    fc.tuple(fc.string({ unit: WHITE, maxLength: 3 }), fc.string({ unit: WHITE, maxLength: 3 })).map(([a, b]) => `${a}${valid}${b}`),
    fc.integer({ min: Math.max(0, maxLength - 3), max: maxLength + 3 }).map((n) => valid.repeat(Math.ceil((n + 1) / Math.max(1, valid.length))).slice(0, n)),
    fc.integer({ min: 0, max: Math.max(0, minLength) }).map((n) => valid.slice(0, n)),
    fc.tuple(fc.integer({ min: Math.max(0, maxLength - 2), max: maxLength + 2 }), WHITE).map(([n, w]) => `${w}${valid.padEnd(n - 2, valid.at(-1) ?? "a")}${w}`),
  );
}

/** Values of every kind for a field of this schema, most of them near what it allows. */
function valuesFor(schema: Schema, valid: unknown): fc.Arbitrary<unknown> {
  const others: Array<fc.Arbitrary<unknown>> = [
    fc.constantFrom(null, true, false, 0, 1, 2, -1, 0.5, "", "2", "yes", "TRUE", [], {}, ["a"], [valid], { value: valid }),
    fc.jsonValue({ maxDepth: 1 }),
    text(0, 12),
  ];
  const branches = schema.anyOf ?? [schema];
  for (const branch of branches) {
    if (branch.enum) others.push(fc.constantFrom(...branch.enum));
    if (branch.type === "string") {
      others.push(text(Math.max(0, (branch.maxLength ?? 40) - 2), (branch.maxLength ?? 40) + 3));
      if (typeof valid === "string" && valid !== "") others.push(mutated(valid, branch), mutated(valid, branch));
    }
  }
  return fc.oneof(...others);
}

/** The $ref'd part of the document. */
function resolved<T>(doc: OpenApiDocument, node: T | { $ref: string }): T {
  if (node && typeof node === "object" && "$ref" in node && typeof node.$ref === "string") {
    return node.$ref
      .split("/")
      .slice(1)
      .reduce<unknown>((at, part) => (at as Json)[part], doc) as T;
  }
  return node as T;
}

/** What the injected answer was, as answerJudge reads one. */
function observed(name: string, method: string, path: string, res: LightMyRequestResponse): ObservedAnswer {
  const headers = new Headers();
  for (const [header, value] of Object.entries(res.headers)) {
    for (const one of [value ?? []].flat()) headers.append(header, String(one));
  }
  return { name, method, path, status: res.statusCode, headers, body: res.body };
}

/** A member API that answers each call as it is told, and sets a cookie with every answer: the document must say where that cookie arrives. */
let memberAnswer: unknown = { status: "SUCCESS", response: {} };
const memberApi = createServer((req, res) => {
  req.resume();
  req.on("end", () =>
    res
      .writeHead(200, { "content-type": "application/json", "set-cookie": "bw_probe=1; Path=/; HttpOnly" })
      .end(req.url === "/healthz" ? "{}" : JSON.stringify(memberAnswer)),
  );
});

/** What a member API may say: its known reasons and any other, SUCCESS, or neither. */
const legacyAnswer = fc.record(
  {
    status: fc.constantFrom("SUCCESS", "ERROR", "MAYBE"),
    response: fc.record(
      {
        reason: fc.oneof(fc.constantFrom(...REASONS, "This username has been taken, please try another"), fc.string({ maxLength: 12 })),
        message: fc.string({ maxLength: 12 }),
        redirect: fc.constant("/members"),
        pub: fc.constant("10001"),
        emailAddress: fc.constant("ada@example.com"),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ["status"] },
);

let site: TestApp;
let doc: OpenApiDocument;
let ajv: Ajv2020;
let judge: (answer: ObservedAnswer) => string[];

beforeAll(async () => {
  await new Promise<void>((resolve) => memberApi.listen(0, "127.0.0.1", resolve));
  const { port } = memberApi.address() as AddressInfo;
  site = await testApp({
    ...ROOMY_LIMITS,
    RATE_LIMIT_GLOBAL_LOGIN_FAILURES: "100000/1m",
    RATE_LIMIT_DEVICE_FAILURES: "100000/15m",
    UPSTREAM_URL: `http://127.0.0.1:${port}`,
  });
  doc = (await site.app.inject({ url: "/api/v1/openapi.json" })).json<OpenApiDocument>();
  ajv = new Ajv2020({ strict: false });
  ajv.addSchema(doc, "openapi.json");
  judge = answerJudge(doc);
});
afterAll(async () => {
  await site.app.close();
  await new Promise<void>((resolve) => memberApi.close(() => resolve()));
});

/** Whether the document allows this value by the schema at this pointer. */
function allows(pointer: string, value: unknown): boolean {
  const check = ajv.getSchema(`openapi.json#${pointer}`) ?? ajv.compile({ $ref: `openapi.json#${pointer}` });
  return check(value) as boolean;
}

const POSTS = ["/api/v1/login", "/api/v1/register", "/api/v1/lostpassword"] as const;
/** An X-Requested-With header: none, empty, or one. */
const XRW = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(undefined, "") }, { weight: 3, arbitrary: fc.constant("contract") });

describe("a body the document forbids is refused, one it allows gets a documented answer (fast-check over each operation's schema)", () => {
  it.each(POSTS)("POST %s", async (path) => {
    const { content } = doc.paths[path]!.post!.requestBody!;
    const media = content["application/json"]!;
    const pointer = String(media.schema.$ref).slice(1);
    const schema = resolved<Schema>(doc, media.schema);
    const example = Object.values(media.examples!)[0]!.value as Json;
    const formExample = Object.values(content["application/x-www-form-urlencoded"]!.examples!)[0]!.value as Json;
    const fields = Object.keys(schema.properties!);
    const change = fc.oneof(
      ...fields.map((field) => fc.tuple(fc.constant(field), valuesFor(schema.properties![field]!, example[field] ?? "1"))),
      fc.tuple(fc.constantFrom(...(schema.required ?? [])), fc.constant(undefined)),
      // A field the document does not name: refused only where it says additionalProperties: false.
      fc.tuple(fc.constantFrom("extra", "note"), fc.jsonValue({ maxDepth: 1 })),
    );
    const counts = { forbidden: 0, allowed: 0, form: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 3 }), fc.boolean(), XRW, legacyAnswer, async (changes, asForm, header, legacy) => {
        memberAnswer = legacy;
        const body: Json = { ...(asForm ? formExample : example) };
        for (const [field, value] of changes) {
          if (value === undefined) delete body[field];
          else body[field] = value;
        }
        const sent = JSON.parse(JSON.stringify(body)) as Json;
        // A form carries text only, and only text that survives UTF-8.
        const form = asForm && Object.values(sent).every((v) => typeof v === "string" && wellFormed(v));
        // A form body needs the header (a 403 without it, which the operation lists); a JSON body takes any, or none.
        const xrw = form ? "contract" : header;
        const allowed = allows(pointer, sent) && (xrw === undefined || allows("/components/parameters/XRequestedWithForForms/schema", xrw));
        const res = await site.app.inject({
          method: "POST",
          url: path,
          headers: {
            ...(xrw === undefined ? {} : { "x-requested-with": xrw }),
            "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
          },
          payload: form ? new URLSearchParams(sent as Record<string, string>).toString() : JSON.stringify(sent),
        });
        const answer = observed(`${form ? "form" : "JSON"} ${JSON.stringify(sent)} with X-Requested-With ${JSON.stringify(xrw)}`, "POST", path, res);
        counts[allowed ? "allowed" : "forbidden"]++;
        if (form) counts.form++;
        if (!allowed) {
          expect(res.statusCode, `${answer.name} is forbidden by the document, answered ${res.body}`).toBe(422);
          expect(res.json<{ reason: string }>().reason).toBe("INVALID_INPUT");
        }
        expect(judge(answer)).toEqual([]);
      }),
      { numRuns: 250, seed: 22 },
    );
    expect(counts.forbidden).toBeGreaterThan(50);
    expect(counts.allowed).toBeGreaterThan(20);
    expect(counts.form).toBeGreaterThan(10);
  });

  it("GET /api/v1/username-availability: its query and its X-Requested-With", async () => {
    const path = "/api/v1/username-availability";
    const parameters = doc.paths[path]!.get!.parameters!.map((p) => resolved<Json>(doc, p));
    const username = parameters.find((p) => p.name === "username")!;
    const xrw = parameters.find((p) => p.name === "X-Requested-With")!;
    const schema = resolved<Schema>(doc, username.schema as Schema);
    const values = fc.oneof(
      mutated(String(username.example), schema).filter(wellFormed),
      valuesFor(schema, username.example).filter((v): v is string => typeof v === "string" && wellFormed(v)),
      fc.constant(undefined),
      fc.constant(["adapark", "adapark2"]),
    );
    const counts = { forbidden: 0, allowed: 0 };
    await fc.assert(
      fc.asyncProperty(values, XRW, legacyAnswer, async (value, header, legacy) => {
        memberAnswer = legacy;
        const query = new URLSearchParams();
        for (const one of [value ?? []].flat()) query.append("username", one);
        const headerAllowed = header !== undefined ? allows(`/components/parameters/XRequestedWith/schema`, header) : !xrw.required;
        const allowed = headerAllowed && typeof value === "string" && allows(`/components/schemas/Username`, value);
        const res = await site.app.inject({ url: `${path}?${query}`, headers: header === undefined ? {} : { "x-requested-with": header } });
        const answer = observed(`${JSON.stringify(value)} with X-Requested-With ${JSON.stringify(header)}`, "GET", path, res);
        counts[allowed ? "allowed" : "forbidden"]++;
        if (!allowed) expect([403, 422], `${answer.name} is forbidden by the document, answered ${res.body}`).toContain(res.statusCode);
        if (!headerAllowed) expect(res.statusCode).toBe(403);
        expect(judge(answer)).toEqual([]);
      }),
      { numRuns: 200, seed: 22 },
    );
    expect(counts.forbidden).toBeGreaterThan(40);
    expect(counts.allowed).toBeGreaterThan(20);
  });

  it("refuses what the issue found accepted: rememberme 2, and a carried parameter that is no text", async () => {
    for (const body of [
      { userid: "demo", password: "demo-pass-2026", rememberme: 2 },
      { userid: "demo", password: "demo-pass-2026", rememberme: "yes" },
      { userid: "demo", password: "demo-pass-2026", from: 5 },
    ]) {
      expect(allows("/components/schemas/LoginRequest", body), JSON.stringify(body)).toBe(false);
      const res = await site.app.inject({ method: "POST", url: "/api/v1/login", payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ details: Array<{ field: string; rule: string }> }>().details).toEqual([
        expect.objectContaining({ field: Object.keys(body)[2], rule: "rememberme" in body ? "one_of" : "type" }),
      ]);
    }
  });

  it("declares the member API's cookies and the limits' headers where each answer made from the member API's carries them", async () => {
    // A valid request of each endpoint, each with a name of its own (the login gate counts failures per username).
    let n = 0;
    const valid = {
      "/api/v1/login": () => ({ method: "POST", payload: { userid: `walker${++n}`, password: "open-sesame" } }),
      "/api/v1/register": () => ({
        method: "POST",
        payload: { full_name: "Ada Park", email: "ada@example.com", username: `walker${++n}`, password: "open-sesame", password_validation: "open-sesame" },
      }),
      "/api/v1/lostpassword": () => ({ method: "POST", payload: { email: `walker${++n}@example.com` } }),
      "/api/v1/username-availability": () => ({ method: "GET", query: { username: `walker${++n}` }, headers: { "x-requested-with": "contract" } }),
    } satisfies Record<string, () => { method: "GET" | "POST"; payload?: object; query?: Record<string, string>; headers?: Record<string, string> }>;
    const answers: ObservedAnswer[] = [];
    for (const [path, request] of Object.entries(valid)) {
      for (const reason of [...REASONS, "This username has been taken, please try another", "its own words"]) {
        for (const legacy of [
          { status: "ERROR", response: { reason, message: "its own words" } },
          { status: "SUCCESS", response: { message: "sent", redirect: "/members", pub: "10001" } },
        ]) {
          memberAnswer = legacy;
          const { method, ...rest } = request();
          answers.push(observed(`${reason} from the member API`, method, path, await site.app.inject({ method, url: path, ...rest })));
        }
      }
    }
    expect(answers.flatMap(judge)).toEqual([]);
    const carrying = (header: string) => new Set(answers.filter((a) => a.headers.has(header)).map((a) => `${a.method} ${a.path} ${a.status}`));
    expect([...carrying("set-cookie")]).toEqual(
      expect.arrayContaining([
        "POST /api/v1/login 401",
        "POST /api/v1/login 403",
        "POST /api/v1/login 423",
        "POST /api/v1/register 409",
        "POST /api/v1/lostpassword 200",
      ]),
    );
    expect([...carrying("set-cookie")].filter((a) => a.includes("username-availability"))).toEqual([]);
    expect([...carrying("ratelimit")]).toEqual(
      expect.arrayContaining([
        "POST /api/v1/login 401",
        "POST /api/v1/login 403",
        "POST /api/v1/register 409",
        "POST /api/v1/login 422",
        "GET /api/v1/username-availability 409",
      ]),
    );
  });
});

describe("the headers of every answer the stand-in member API leads to", () => {
  const TURNSTILE = { TURNSTILE_SITEKEY: "1x00000000000000000000AA", TURNSTILE_SECRET: "1x0000000000000000000000000000000AA" };
  const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
  let live: LiveServer;
  let liveDoc: OpenApiDocument;
  beforeAll(async () => {
    live = await liveServer({ ...TURNSTILE, RATE_LIMIT_USERNAME_CHECKS: "5/1m" });
    liveDoc = (await (await fetch(live.url("/api/v1/openapi.json"))).json()) as OpenApiDocument;
  });
  afterAll(() => live.app.close());

  /** Every status each operation answers with, over real HTTP: the integrator's journey (tests/fixtures/integratorJourney.ts) and the API's own refusals. */
  async function journey(): Promise<ObservedAnswer[]> {
    const answers: ObservedAnswer[] = [];
    let cookie = "";
    const call = async (name: string, method: "GET" | "POST", path: string, init: { headers?: Record<string, string>; body?: string } = {}) => {
      const res = await fetch(live.url(path), { method, headers: { ...init.headers, ...(cookie ? { cookie } : {}) }, body: init.body });
      for (const line of res.headers.getSetCookie()) cookie = [cookie, line.split(";")[0]].filter(Boolean).join("; ");
      answers.push({ name, method, path: path.split("?")[0]!, status: res.status, headers: res.headers, body: await res.text() });
    };
    const json = (body: object) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const member = { full_name: "Ada Park", email: "ada@example.com", username: "adapark", password: "open-sesame", password_validation: "open-sesame" };
    const xrw = { headers: { "x-requested-with": "contract" } };
    await call("username free", "GET", "/api/v1/username-availability?username=adapark", xrw);
    await call("sign up", "POST", "/api/v1/register", json({ ...member, "cf-turnstile-response": TOKEN }));
    for (let i = 1; i <= 5; i++) await call(`own failure ${i}`, "POST", "/api/v1/login", json({ userid: "adapark", password: `wrong-${i}` }));
    await call("locked", "POST", "/api/v1/login", json({ userid: "adapark", password: "open-sesame" }));
    await call("username taken", "GET", "/api/v1/username-availability?username=adapark", xrw);
    await call("sign up again", "POST", "/api/v1/register", json({ ...member, "cf-turnstile-response": TOKEN }));
    await call("invalid sign-up", "POST", "/api/v1/register", json({ ...member, username: "ada@park" }));
    await call("invalid username", "GET", "/api/v1/username-availability?username=a", xrw);
    await call("log in", "POST", "/api/v1/login", json({ userid: "demo", password: "demo-pass-2026", rememberme: true }));
    await call("security upgrade", "POST", "/api/v1/login", json({ userid: "oldtimer", password: "oldtimer-pass" }));
    await call("lost password", "POST", "/api/v1/lostpassword", json({ email: "ada@example.com" }));
    await call("invalid lost password", "POST", "/api/v1/lostpassword", json({ email: "ada" }));
    // A stranger guessing: three failures, then the bot check (422), a failure with it, then a pause (429).
    const guess = (i: number, token?: string) =>
      json({ userid: "somebody-else", password: `guess-${i}`, ...(token ? { "cf-turnstile-response": token } : {}) });
    for (let i = 1; i <= 4; i++) await call(`stranger ${i}`, "POST", "/api/v1/login", guess(i));
    for (let i = 4; i <= 5; i++) await call(`stranger ${i} with the bot check`, "POST", "/api/v1/login", guess(i, TOKEN));
    for (let i = 1; i <= 6; i++) await call(`check ${i}`, "GET", `/api/v1/username-availability?username=name${i}`, xrw);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    await call("form without X-Requested-With", "POST", "/api/v1/login", { headers: form, body: "userid=demo&password=demo-pass-2026" });
    await call("check without X-Requested-With", "GET", "/api/v1/username-availability?username=adapark");
    await call("bad JSON", "POST", "/api/v1/login", { headers: { "content-type": "application/json" }, body: '{"userid": ' });
    await call("a list", "POST", "/api/v1/login", { headers: { "content-type": "application/json" }, body: "[1]" });
    await call("another media type", "POST", "/api/v1/login", { headers: { "content-type": "text/plain", "x-requested-with": "contract" }, body: "x" });
    await call("too large", "POST", "/api/v1/login", json({ userid: "demo", password: "x".repeat(80_000) }));
    return answers;
  }

  it("names its security headers once, and every answer carries exactly those", async () => {
    const description = (liveDoc as unknown as { info: { description: string } }).info.description;
    for (const name of SECURITY_HEADER_NAMES) expect(description).toContain(`\`${name}\``);
    const res = await fetch(live.url("/api/v1/login"), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const sent = [...res.headers.keys()].filter(
      (name) => UNLISTED_HEADERS.has(name) && !["content-type", "content-length", "date", "connection", "keep-alive"].includes(name),
    );
    expect(sent.sort()).toEqual([...SECURITY_HEADER_NAMES].sort());
  });

  it("declares, for each operation and status, every header of the API's own the server sent (RateLimit on 401, 403, 409 and 422 too)", async () => {
    const answers = await journey();
    const statuses = (path: string) => [...new Set(answers.filter((a) => a.path === path).map((a) => a.status))].sort();
    expect(statuses("/api/v1/login")).toEqual([200, 400, 401, 403, 413, 415, 422, 423, 429]);
    expect(statuses("/api/v1/register")).toEqual([200, 409, 422]);
    expect(statuses("/api/v1/lostpassword")).toEqual([200, 422]);
    expect(statuses("/api/v1/username-availability")).toEqual([200, 403, 409, 422, 429]);
    const limited = answers.filter((a) => [401, 403, 409, 422].includes(a.status) && a.headers.has("ratelimit"));
    expect(new Set(limited.map((a) => a.status))).toEqual(new Set([401, 403, 409, 422]));
    expect(answers.flatMap(answerJudge(liveDoc))).toEqual([]);
  });
});
