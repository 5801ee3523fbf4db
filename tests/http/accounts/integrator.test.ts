import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/platform/config/paths.ts";
import { JOURNEY_STATUSES } from "../../fixtures/integratorJourney.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { answerJudge, bin, run, type ObservedAnswer, type OpenApiDocument } from "../../fixtures/openApi.ts";

/**
 * The document proven by a client nobody here wrote (docs/decisions.md, 6): openapi-typescript generates
 * types from the document the server serves, tsc checks an integrator's program written against
 * openapi-fetch with them, and the program runs on Node's fetch against the real server and the
 * embedded member API. Every answer it gets is judged by the document alone (status, headers,
 * body; JSON Schema 2020-12 with ajv).
 */

/** Cloudflare's documented test keys: the site's bot check and the member API's both pass any token. */
const TURNSTILE = { TURNSTILE_SITEKEY: "1x00000000000000000000AA", TURNSTILE_SECRET: "1x0000000000000000000000000000000AA" };
const TEST_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** The program's module, typed here by hand: importing it statically would bring its generated types into the project's typecheck. */
interface IntegratorModule {
  runIntegrator(options: { baseUrl: string; captchaToken: string; newUsername: string; strangerTarget: string; oversizedBytes: number }): Promise<{
    observations: ObservedAnswer[];
    facts: {
      signUpRedirect: URL | null;
      loginRedirect: URL | null;
      loginPub: string | null;
      wrongPasswordMessage: string | null;
      botCheckAsked: boolean;
      pauseSeconds: number | null;
    };
  }>;
}

const program = join(projectRoot, "tests", "integrator", "accountIntegrator.ts");
let server: LiveServer;
let work: string;

beforeAll(async () => {
  // Limits as deployed but for account posts, which one program sends many of from one address;
  // username checks low enough to meet theirs.
  server = await liveServer({ ...TURNSTILE, RATE_LIMIT_ACCOUNT: "1000/1m", RATE_LIMIT_USERNAME_CHECKS: "5/1m" });
  work = mkdtempSync(join(tmpdir(), "braveweb-integrator-"));
});
afterAll(() => server.app.close());

describe("an integrator's client generated from the served document", () => {
  it(
    "typechecks against the generated types (and so does docs/api.md's client), and every answer it gets is one the document describes",
    { timeout: 120_000 },
    async () => {
      const types = join(work, "accountApi.d.ts");
      await run(bin("openapi-typescript"), [server.url("/api/v1/openapi.json"), "--output", types], { env: { ...process.env, NO_COLOR: "1" } });

      // docs/api.md's typed client, beside the types as its command writes them.
      const apiDoc = readFileSync(join(projectRoot, "docs", "api.md"), "utf8");
      const docClient = /\*\*A typed client in ten lines\.\*\*[\s\S]*?```ts\n([\s\S]*?)```/.exec(apiDoc)?.[1];
      expect(docClient?.split("\n").filter(Boolean).length).toBeLessThanOrEqual(10);
      writeFileSync(join(work, "docClient.mts"), docClient!);

      const tsconfig = join(work, "tsconfig.json");
      writeFileSync(
        tsconfig,
        JSON.stringify({
          extends: join(projectRoot, "tests", "integrator", "tsconfig.json"),
          compilerOptions: {
            // The program finds its packages from tests/; docs/api.md's client, in the temporary folder, is shown where they are.
            paths: { "braveweb-account-api": [types], "openapi-fetch": [join(projectRoot, "node_modules", "openapi-fetch", "dist", "index.d.mts")] },
            typeRoots: [join(projectRoot, "node_modules", "@types")],
            noEmit: true,
          },
          files: [program, join(work, "docClient.mts")],
          include: [],
        }),
      );
      const typecheck = await run(bin("tsc"), ["--project", tsconfig, "--pretty", "false"], { cwd: projectRoot }).catch((error: { stdout: string }) => error);
      expect(typecheck.stdout).toBe("");

      const { runIntegrator } = (await import(pathToFileURL(program).href)) as IntegratorModule;
      const { observations, facts } = await runIntegrator({
        baseUrl: server.url("/"),
        captchaToken: TEST_TOKEN,
        newUsername: "adapark",
        strangerTarget: "somebody-else",
        oversizedBytes: 10 * 1024 * 1024,
      });

      const statuses = Object.fromEntries(observations.map((o) => [o.name, o.status]));
      expect(statuses).toEqual(JOURNEY_STATUSES);
      const reasons = Object.fromEntries(observations.map((o) => [o.name, (JSON.parse(o.body) as { reason?: string }).reason]));
      expect(reasons).toMatchObject({
        locked: "ACCOUNT_LOCKED",
        "security upgrade": "SECURITY_UPGRADE",
        "form without X-Requested-With": "FORBIDDEN",
        "gated: bot check needed": "CAPTCHA_REQUIRED",
        "gated: paused": "RATE_LIMITED",
        "username check 4": "RATE_LIMITED",
        "wrong method": "METHOD_NOT_ALLOWED",
        "unknown path": "NOT_FOUND",
      });
      // Outside the operations the document names these in words: Allow on a 405.
      expect(observations.find((o) => o.name === "wrong method")!.headers.get("allow")).toBe("POST");

      expect(facts.signUpRedirect?.pathname).toBe("/members");
      expect(facts.loginRedirect?.pathname).toBe("/members");
      expect(facts.loginPub).toMatch(/^\d+$/);
      expect(facts.wrongPasswordMessage).toMatch(/did not match/);
      expect(facts.botCheckAsked).toBe(true);
      expect(facts.pauseSeconds).toBeGreaterThan(0);

      const doc = (await (await fetch(server.url("/api/v1/openapi.json"))).json()) as OpenApiDocument;
      expect(observations.flatMap(answerJudge(doc))).toEqual([]);
    },
  );
});
