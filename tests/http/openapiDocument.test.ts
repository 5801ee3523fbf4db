import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINT_REASONS, MEMBER_SESSION_COOKIE, REASON_STATUS, REASONS, type Endpoint } from "../../content/accountContract.ts";
import { projectRoot } from "../../server/paths.ts";
import { answerJudge, bin, REDOCLY_ENV, run, valuesOf, type OpenApiDocument, type OpenApiHeader, type OpenApiResponse } from "../fixtures/openApi.ts";
import { testApp, type TestApp } from "../fixtures/testApp.ts";

/**
 * The document an integrator downloads from /api/v1/openapi.json, as they would judge it: with
 * Redocly's recommended rules (redocly.yaml) and with what its generators need (names, examples,
 * every header and media type). tests/http/integrator.test.ts proves it against real answers.
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

const ENDPOINT_PATHS: Record<Endpoint, [string, string]> = {
  login: ["/api/v1/login", "post"],
  register: ["/api/v1/register", "post"],
  lostpassword: ["/api/v1/lostpassword", "post"],
  usernameAvailability: ["/api/v1/username-availability", "get"],
};

describe("the served OpenAPI document", () => {
  it.each([
    ["without PUBLIC_URL", () => local],
    ["on an https PUBLIC_URL", () => secure],
  ])("lints clean %s: `redocly lint` with the recommended rules finds no error and no warning", async (_, site) => {
    const file = join(mkdtempSync(join(tmpdir(), "braveweb-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(await served(site())));
    // The way an integrator runs it: from the project, which picks up redocly.yaml.
    const { stdout } = await run(bin("redocly"), ["lint", "--format=json", file], { cwd: projectRoot, env: REDOCLY_ENV }).catch(
      (error: { stdout: string }) => error,
    );
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
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
      expect(scheme).toMatchObject({ type: "apiKey", in: "cookie", name: MEMBER_SESSION_COOKIE.name });
      expect(scheme.description).toContain(`${MEMBER_SESSION_COOKIE.rememberedSeconds / 86_400} days`);
      const setCookie = String((doc.paths["/api/v1/login"]!.post!.responses["200"]!.headers!["Set-Cookie"] as OpenApiHeader).description);
      expect(setCookie).toContain(`Max-Age=${MEMBER_SESSION_COOKIE.rememberedSeconds}`);
      expect(setCookie).toContain(secureCookie ? "__Host-bw_device=" : "bw_device=");
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

  it("documents Retry-After and RateLimit-* where they are sent", async () => {
    const doc = await served(local);
    for (const [path, method] of Object.values(ENDPOINT_PATHS)) {
      const { responses } = doc.paths[path]![method]!;
      expect(Object.keys(responses["429"]!.headers!).sort(), path).toEqual([
        "RateLimit",
        "RateLimit-Limit",
        "RateLimit-Policy",
        "RateLimit-Remaining",
        "RateLimit-Reset",
        "Retry-After",
      ]);
      expect(Object.keys(responses["503"]!.headers!), path).toEqual(["Retry-After"]);
      if (responses["423"]) expect(Object.keys(responses["423"].headers!), path).toEqual(["Retry-After"]);
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
