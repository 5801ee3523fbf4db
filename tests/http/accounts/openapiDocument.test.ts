import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_SESSION_COOKIE, REASON_STATUS, REASONS } from "../../../content/accountContract.ts";
import { messages } from "../../../content/messages.ts";
import { ACCOUNT_ENDPOINTS, ENDPOINT_REASONS, ENDPOINTS, type Endpoint } from "../../../server/features/accounts/accountEndpoints.ts";
import { defaultOf } from "../../../server/platform/config/config.ts";
import { projectRoot } from "../../../server/platform/config/paths.ts";
import { answerJudge, bin, REDOCLY_ENV, run, valuesOf, type OpenApiDocument, type OpenApiHeader, type OpenApiResponse } from "../../fixtures/openApi.ts";
import { ROOMY_LIMITS, testApp, type TestApp } from "../../fixtures/testApp.ts";

/**
 * The document an integrator downloads from /api/v1/openapi.json, as they would judge it: with
 * Redocly's recommended rules (redocly.yaml) and Spectral's OpenAPI rules (.spectral.yaml), and
 * with what its generators need (names, examples, every header and media type). tests/http/accounts/integrator.test.ts proves it against real answers.
 */
let local: TestApp;
let secure: TestApp;
const served = async (t: TestApp) => (await t.app.inject({ url: "/api/v1/openapi.json" })).json<OpenApiDocument>();

beforeAll(async () => {
  [local, secure] = await Promise.all([testApp(), testApp({ PUBLIC_URL: "https://www.braveweb.example" })]);
});
afterAll(async () => {
  await Promise.all([local.app.close(), secure.app.close()]);
});

/** Every declared endpoint's path and method: the walks below meet a new endpoint without being told of it. */
const ENDPOINT_PATHS = Object.fromEntries(
  ENDPOINTS.map((endpoint) => [endpoint, [ACCOUNT_ENDPOINTS[endpoint].path, ACCOUNT_ENDPOINTS[endpoint].method]]),
) as Record<Endpoint, [string, string]>;

/** `redocly lint` of the document saved in a folder of its own, run from `cwd` (that folder when null). */
async function lint(doc: OpenApiDocument, cwd: string | null) {
  const folder = mkdtempSync(join(tmpdir(), "braveweb-openapi-"));
  const file = join(folder, "openapi.json");
  writeFileSync(file, JSON.stringify(doc));
  const { stdout } = await run(bin("redocly"), ["lint", "--format=json", file], { cwd: cwd ?? folder, env: REDOCLY_ENV }).catch(
    (error: { stdout: string }) => error,
  );
  return JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
}

describe("the served OpenAPI document", () => {
  it.each([
    ["without PUBLIC_URL", () => local],
    ["on an https PUBLIC_URL", () => secure],
  ])("lints clean %s: `redocly lint` with the recommended rules finds no error and no warning", async (_, site) => {
    // The way an integrator runs it: from the project, which picks up redocly.yaml.
    const report = await lint(await served(site()), projectRoot);
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it.each([
    ["without PUBLIC_URL", () => local],
    ["on an https PUBLIC_URL", () => secure],
  ])("lints clean %s: `spectral lint` with Spectral's OpenAPI rules (.spectral.yaml) finds nothing at any severity", async (_, site) => {
    const folder = mkdtempSync(join(tmpdir(), "braveweb-openapi-"));
    const file = join(folder, "openapi.json");
    const report = join(folder, "spectral.json");
    writeFileSync(file, JSON.stringify(await served(site())));
    await run(
      bin("spectral"),
      ["lint", file, "--ruleset", join(projectRoot, ".spectral.yaml"), "--format", "json", "--output", report, "--fail-severity", "hint", "--quiet"],
      {
        cwd: projectRoot,
      },
    ).catch((error: { stdout: string; stderr: string }) => {
      // It exits non-zero for any finding; the report says which. Without a report it did not run.
      if (!existsSync(report)) throw new Error(`spectral did not run: ${error.stderr || error.stdout}`);
    });
    const findings = JSON.parse(readFileSync(report, "utf8")) as Array<{ code: string; message: string; path: string[]; severity: number }>;
    expect(findings.map((f) => `${f.code} (${f.severity}): ${f.message} at ${f.path.join(".")}`)).toEqual([]);
  });

  it("outside the project, without redocly.yaml, gets the one warning docs/api.md names: the session cookie's unused scheme", async () => {
    const report = await lint(await served(local), null);
    expect(report.problems.map((p) => p.ruleId)).toEqual(["no-unused-components"]);
    expect(report.problems[0]!.message).toContain("memberSession");
    expect(report.totals).toMatchObject({ errors: 0, warnings: 1 });
  });

  it("uses every component it defines but the session cookie's scheme (redocly.yaml turns that rule off for it)", async () => {
    const doc = await served(local);
    const referenced = new Set(valuesOf(doc, "$ref").map(({ value }) => value));
    const defined = Object.entries(doc.components).flatMap(([kind, entries]) =>
      kind === "securitySchemes" ? [] : Object.keys(entries).map((name) => `#/components/${kind}/${name}`),
    );
    expect(defined.filter((ref) => !referenced.has(ref))).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes!)).toEqual(["memberSession"]);
  });

  it("names its server from PUBLIC_URL, and the relative `/` without it", async () => {
    expect((await served(local)).servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect((await served(secure)).servers).toEqual([expect.objectContaining({ url: "https://www.braveweb.example" })]);
  });

  it("describes the session cookie with its name and lifetimes, and the cookies a login sets", async () => {
    for (const [site, secureCookie] of [
      [local, false],
      [secure, true],
    ] as const) {
      const doc = await served(site);
      const scheme = doc.components.securitySchemes!.memberSession!;
      // On an https site the browser holds it under its `__Host-` name (server/shared/forwardedCookies.ts).
      const name = `${secureCookie ? "__Host-" : ""}${MEMBER_SESSION_COOKIE.name}`;
      expect(scheme).toMatchObject({ type: "apiKey", in: "cookie", name });
      expect(scheme.description).toContain(`${MEMBER_SESSION_COOKIE.rememberedSeconds / 86_400} days`);
      const setCookie = String((doc.paths["/api/v1/login"]!.post!.responses["200"]!.headers!["Set-Cookie"] as OpenApiHeader).description);
      expect(setCookie).toContain(`Max-Age=${MEMBER_SESSION_COOKIE.rememberedSeconds}`);
      expect(setCookie).toContain(secureCookie ? "__Host-bw_device=" : "bw_device=");
      expect(setCookie).toContain(`\`${name}=`);
      expect(setCookie).toContain(secureCookie ? "`__Host-bw_signed_in=1`" : "`bw_signed_in=1`");
      expect(setCookie.includes("Secure")).toBe(secureCookie);
    }
  });

  it("gives every operation an id, its security, both request media types, an example per request and answer", async () => {
    const doc = await served(local);
    for (const [endpoint, [path, method]] of Object.entries(ENDPOINT_PATHS)) {
      const operation = doc.paths[path]![method]!;
      expect(operation.operationId, endpoint).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.security, endpoint).toEqual([]);
      if (method === "post") {
        expect(Object.keys(operation.requestBody!.content).sort(), endpoint).toEqual(["application/json", "application/x-www-form-urlencoded"]);
        for (const media of Object.values(operation.requestBody!.content)) expect(Object.keys(media.examples ?? {}).length, endpoint).toBeGreaterThan(0);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(Object.keys(response.content!["application/json"]!.examples ?? {}).length, `${endpoint} ${status}`).toBeGreaterThan(0);
      }
    }
  });

  it("asks for X-Requested-With where the server needs it: always on the username check, with a form body on the posts", async () => {
    const doc = await served(local);
    const parameter = (ref: unknown) =>
      doc.components.parameters![
        String((ref as { $ref: string }).$ref)
          .split("/")
          .at(-1)!
      ]!;
    const check = doc.paths["/api/v1/username-availability"]!.get!.parameters!.map(parameter).find((p) => p.name === "X-Requested-With");
    expect(check).toMatchObject({ in: "header", required: true });
    for (const path of ["/api/v1/login", "/api/v1/register", "/api/v1/lostpassword"]) {
      const post = doc.paths[path]!.post!.parameters!.map(parameter).find((p) => p.name === "X-Requested-With");
      expect(post, path).toMatchObject({ in: "header", required: false });
      expect(post!.description).toMatch(/form body/);
    }
  });

  it("keeps the published operations where integrators call them, and lists every declared endpoint", async () => {
    const doc = await served(local);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [(op as { operationId: string }).operationId, `${method} ${path}`]),
    );
    expect(Object.fromEntries(operations)).toMatchObject({
      logIn: "post /api/v1/login",
      signUp: "post /api/v1/register",
      requestPasswordReset: "post /api/v1/lostpassword",
      checkUsername: "get /api/v1/username-availability",
    });
    expect(operations.map(([, at]) => at).sort()).toEqual(ENDPOINTS.map((e) => `${ENDPOINT_PATHS[e][1]} ${ENDPOINT_PATHS[e][0]}`).sort());
  });

  it("has a named schema per answer and status: SUCCESS only with 200, each error status with exactly its reasons", async () => {
    const doc = await served(local);
    const schemaOf = (response: OpenApiResponse) => {
      const ref = String(response.content!["application/json"]!.schema.$ref);
      expect(ref).toMatch(/^#\/components\/schemas\/[A-Z][A-Za-z]+$/);
      return doc.components.schemas![ref.split("/").at(-1)!] as { properties: { status: { const: string }; reason?: { enum: string[] } } };
    };
    for (const [endpoint, [path, method]] of Object.entries(ENDPOINT_PATHS) as Array<[Endpoint, [string, string]]>) {
      const { responses } = doc.paths[path]![method]!;
      const listed = Object.keys(responses).filter((s) => s !== "default");
      const statuses = [...new Set(ENDPOINT_REASONS[endpoint].map((r) => String(REASON_STATUS[r])))];
      expect(listed.sort(), endpoint).toEqual(["200", ...statuses].sort());
      expect(schemaOf(responses["200"]!).properties.status.const).toBe("SUCCESS");
      expect(schemaOf(responses["200"]!).properties.reason).toBeUndefined();
      for (const status of statuses) {
        const schema = schemaOf(responses[status]!);
        expect(schema.properties.status.const, `${endpoint} ${status}`).toBe("ERROR");
        expect(schema.properties.reason!.enum.sort(), `${endpoint} ${status}`).toEqual(
          ENDPOINT_REASONS[endpoint].filter((r) => String(REASON_STATUS[r]) === status).sort(),
        );
      }
      expect(schemaOf(responses.default!).properties.reason!.enum).toEqual(REASONS);
    }
  });

  it("lists no 401 or 423 for the lost password, which takes only an email: nothing to authenticate, no lock to meet", async () => {
    const { responses } = (await served(local)).paths["/api/v1/lostpassword"]!.post!;
    expect(Object.keys(responses)).not.toContain("401");
    expect(Object.keys(responses)).not.toContain("423");
  });

  it("lists for each endpoint its flow's reasons, the per-address limit's and the API's own, in the contract's order", async () => {
    const doc = await served(local);
    for (const [endpoint, [path, method]] of Object.entries(ENDPOINT_PATHS) as Array<[Endpoint, [string, string]]>) {
      const listed = documentedReasons(doc, path, method);
      for (const reason of ACCOUNT_ENDPOINTS[endpoint].reasons) expect(listed, `${endpoint} ${reason}`).toContain(reason);
      expect(listed.sort(), endpoint).toEqual([...ENDPOINT_REASONS[endpoint]].sort());
      expect(ENDPOINT_REASONS[endpoint], endpoint).toEqual(REASONS.filter((r) => ENDPOINT_REASONS[endpoint].includes(r)));
    }
  });

  it("gives the settings table's defaults as the examples of a limit (the account posts' count and window) and of a shed request's wait", async () => {
    const doc = await served(local);
    const { max, windowMs } = defaultOf("RATE_LIMIT_ACCOUNT");
    expect(doc.components.headers!.RateLimitLimit).toMatchObject({ example: max });
    expect(doc.components.headers!.RateLimitReset).toMatchObject({ example: windowMs / 1000 });
    expect(doc.components.headers!.ShedRetryAfter).toMatchObject({ example: defaultOf("LOAD_SHED_RETRY_AFTER_S") });
  });

  it("documents Retry-After and RateLimit-* where they are sent, and an id and no-store on every answer", async () => {
    const doc = await served(local);
    const named = (response: OpenApiResponse) => Object.keys(response.headers!).sort();
    for (const [path, method] of Object.values(ENDPOINT_PATHS)) {
      const { responses } = doc.paths[path]![method]!;
      expect(named(responses["429"]!), path).toEqual([
        "Cache-Control",
        "RateLimit",
        "RateLimit-Limit",
        "RateLimit-Policy",
        "RateLimit-Remaining",
        "RateLimit-Reset",
        "Retry-After",
        "X-Request-Id",
      ]);
      // Shed before it is read: nothing spent, nothing relayed.
      expect(named(responses["503"]!), path).toEqual(["Cache-Control", "Retry-After", "X-Request-Id"]);
      // Answered after the limit was spent, from the member API's answer, whose cookies it relays.
      if (responses["423"])
        expect(named(responses["423"]), path).toEqual(["Cache-Control", "RateLimit", "RateLimit-Policy", "Retry-After", "Set-Cookie", "X-Request-Id"]);
      for (const response of Object.values(responses)) expect(named(response), path).toEqual(expect.arrayContaining(["Cache-Control", "X-Request-Id"]));
    }
    // A 403 is the CSRF guard's (before the limit) or a security upgrade's (after it): RateLimit only sometimes.
    const forbidden = doc.paths["/api/v1/login"]!.post!.responses["403"]!.headers!;
    expect([forbidden["RateLimit-Policy"], forbidden.RateLimit]).toEqual([
      { $ref: "#/components/headers/OptionalRateLimitPolicy" },
      { $ref: "#/components/headers/OptionalRateLimit" },
    ]);
    for (const status of ["401", "409", "422"]) {
      const response = (doc.paths["/api/v1/login"]!.post!.responses[status] ?? doc.paths["/api/v1/register"]!.post!.responses[status])!;
      expect(response.headers!["RateLimit-Policy"], status).toEqual({ $ref: "#/components/headers/RateLimitPolicy" });
    }
  });

  it("holds examples of every answer and header that are valid by its own schemas", async () => {
    const doc = await served(local);
    const judge = answerJudge(doc);
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const [name, example] of Object.entries(response.content!["application/json"]!.examples!)) {
            const code = status === "default" ? 404 : Number(status);
            // With every header the answer lists, as its own example gives it.
            const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
            for (const [header, declared] of Object.entries(response.headers ?? {})) {
              const { example: value } = ("$ref" in declared ? doc.components.headers![String(declared.$ref).split("/").at(-1)!] : declared) as {
                example?: unknown;
              };
              expect(["string", "number"], `${path} ${status} ${header}`).toContain(typeof value);
              headers.set(header, String(value));
            }
            problems.push(
              ...judge({ name, method, path, status: code, headers, body: JSON.stringify(example.value) }).filter(
                (p) => !p.includes("only the default answer"),
              ),
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The reasons the served document lists for an operation: the `reason` enums of its error answers' schemas. */
function documentedReasons(doc: OpenApiDocument, path: string, method: string): string[] {
  const { responses } = doc.paths[path]![method]!;
  return Object.entries(responses)
    .filter(([status]) => status !== "default" && status !== "200")
    .flatMap(([, response]) => {
      const name = String(response.content!["application/json"]!.schema.$ref).split("/").at(-1)!;
      return (doc.components.schemas![name] as { properties: { reason: { enum: string[] } } }).properties.reason.enum;
    });
}

describe("what each endpoint really answers, whatever the member API says", () => {
  /** A member API that answers every call with the legacy shape `{status, response}` it is told to. */
  let answer: unknown = { status: "SUCCESS", response: {} };
  const memberApi = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end(req.url === "/healthz" ? "{}" : JSON.stringify(answer)));
  });
  let site: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    await new Promise<void>((resolve) => memberApi.listen(0, "127.0.0.1", resolve));
    const { port } = memberApi.address() as AddressInfo;
    site = await testApp({ ...ROOMY_LIMITS, RATE_LIMIT_GLOBAL_LOGIN_FAILURES: "100000/1m", UPSTREAM_URL: `http://127.0.0.1:${port}` });
    doc = (await site.app.inject({ url: "/api/v1/openapi.json" })).json<OpenApiDocument>();
  });
  afterAll(async () => {
    await site.app.close();
    await new Promise<void>((resolve) => memberApi.close(() => resolve()));
  });

  /** What the member API may say: its known reasons, the sign-up's texts, any code or text, or nothing. */
  const legacyAnswer = fc.record({
    status: fc.constantFrom("SUCCESS", "ERROR", "MAYBE"),
    response: fc.record(
      {
        reason: fc.oneof(
          fc.constantFrom(...REASONS, messages["register.ERROR_USERNAME_TAKEN"], messages["register.ERROR_CAPTCHA_REQUIRED"]),
          fc.string({ maxLength: 20 }),
        ),
        message: fc.string({ maxLength: 20 }),
        redirect: fc.constantFrom("/members", "https://elsewhere.example/"),
        pub: fc.constant("10001"),
        emailAddress: fc.constant("ada@example.com"),
      },
      { requiredKeys: [] },
    ),
  });

  let n = 0;
  type WalkRequest = { method: "GET" | "POST"; url: string; payload?: object };
  /** Requests the member API's answers are walked with, each with a name of its own (no per-username budget runs out); an endpoint not here is asked with its documented example. */
  const requests: Partial<Record<Endpoint, () => WalkRequest>> = {
    login: () => ({ method: "POST", url: "/api/v1/login", payload: { userid: `walker${++n}`, password: "open-sesame" } }),
    register: () => ({
      method: "POST",
      url: "/api/v1/register",
      payload: { full_name: "Ada Park", email: "ada@example.com", username: `walker${++n}`, password: "open-sesame", password_validation: "open-sesame" },
    }),
    lostpassword: () => ({ method: "POST", url: "/api/v1/lostpassword", payload: { email: `walker${++n}@example.com` } }),
    usernameAvailability: () => ({ method: "GET", url: `/api/v1/username-availability?username=walker${++n}` }),
  };

  it.each(ENDPOINTS)("%s: every answer is a status and reason its operation lists (fast-check)", async (endpoint) => {
    const [path, method] = ENDPOINT_PATHS[endpoint];
    const { responses } = doc.paths[path]![method]!;
    const listed = documentedReasons(doc, path, method);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(legacyAnswer, async (legacy) => {
        answer = legacy;
        const request = requests[endpoint]?.() ?? {
          method: method.toUpperCase() as "GET" | "POST",
          url: path,
          payload: ACCOUNT_ENDPOINTS[endpoint].openapi.example ?? undefined,
        };
        const res = await site.app.inject({ ...request, headers: { "x-requested-with": "walk" } });
        const body = res.json<{ status: string; reason?: string }>();
        expect(Object.keys(responses), JSON.stringify(legacy)).toContain(String(res.statusCode));
        if (body.status === "ERROR") {
          expect(listed, JSON.stringify(legacy)).toContain(body.reason);
          seen.add(body.reason!);
        }
      }),
      { numRuns: 60 },
    );
    // The walk met the member API's failures, not only the happy path.
    expect(seen.has("UNEXPECTED")).toBe(true);
  });
});
