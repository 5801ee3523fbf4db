import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/platform/config/config.ts";
import { registerRateLimitGuard, type RateLimitRefusal } from "../../../server/platform/security/rateLimitGuard.ts";
import { createRateLimits } from "../../../server/platform/security/rateLimits.ts";

/**
 * The guard on an app of its own (docs/decisions.md, 17), over a real socket with Node's fetch:
 * what the site's routes rely on (spent once per request, only by a request the route takes,
 * the route's own refusal) and what it refuses to start with (a name that is no row of the
 * limits table, a rolling budget spent per request, a limit without a refusal).
 */
function bareApp(env: Record<string, string>): FastifyInstance {
  const app = Fastify();
  // The site's one way to read who sent a request (server/app.ts); here the socket's address.
  app.decorateRequest("clientAddress", {
    getter(this: FastifyRequest) {
      return this.ip;
    },
  });
  // A clock that stands still: a window's reset reads the same however slow the machine is.
  registerRateLimitGuard(app, createRateLimits(loadConfig(env), null, { now: () => 1_000_000 }), (state) => counted.push(state.name));
  return app;
}

let app: FastifyInstance;
let base: string;
const handled: string[] = [];
/** The refusals the guard counted (the site counts them in rate_limit_refusals_total, whichever route words them). */
const counted: string[] = [];
beforeAll(async () => {
  app = bareApp({ RATE_LIMIT_ACCOUNT: "2/1m", RATE_LIMIT_USERNAME_CHECKS: "3/1m" });
  const refusal: { limitRefusal: RateLimitRefusal } = { limitRefusal: (_req, reply) => reply.code(429).send("refused here") };
  app.post("/post", { config: { limit: "accountPosts", ...refusal } }, async () => {
    handled.push("post");
    return "taken";
  });
  app.get("/check", { config: { limit: "usernameChecks", ...refusal } }, async () => "checked");
  // A scope whose own check answers first, as the preview mount's unknown build does.
  await app.register(async (scope) => {
    scope.addHook("preHandler", async (_req, reply) => reply.code(404).send("no such build"));
    scope.post("/gone/post", { config: { limit: "usernameChecks", ...refusal } }, async () => "never");
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe("the rate-limit guard", () => {
  it("spends the declared limit once per request, names it on every answer, and past it answers with the route's own refusal", async () => {
    const first = await fetch(`${base}/post`, { method: "POST" });
    expect([first.status, first.headers.get("ratelimit-policy"), first.headers.get("ratelimit")]).toEqual([
      200,
      '"accountPosts";q=2;w=60',
      '"accountPosts";r=1;t=60',
    ]);
    const second = await fetch(`${base}/post`, { method: "POST" });
    expect(second.headers.get("ratelimit")).toBe('"accountPosts";r=0;t=60');
    const third = await fetch(`${base}/post`, { method: "POST" });
    expect([third.status, await third.text()]).toEqual([429, "refused here"]);
    expect(third.headers.get("ratelimit-policy")).toBe('"accountPosts";q=2;w=60');
    expect(third.headers.get("ratelimit")).toMatch(/^"accountPosts";r=0;t=\d+$/);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(handled).toEqual(["post", "post"]);
    expect(counted).toEqual(["accountPosts"]);
  });

  it("spends a GET route's limit once for a HEAD request too (Fastify builds the HEAD route from the same options)", async () => {
    const remaining: Array<string | null> = [];
    for (let i = 0; i < 3; i++) remaining.push((await fetch(`${base}/check`, { method: "HEAD" })).headers.get("ratelimit"));
    expect(remaining).toEqual(['"usernameChecks";r=2;t=60', '"usernameChecks";r=1;t=60', '"usernameChecks";r=0;t=60']);
    expect((await fetch(`${base}/check`)).status).toBe(429);
  });

  it("spends nothing on a request a scope's own check answered first", async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/gone/post`, { method: "POST" })).status).toBe(404);
    const answer = await fetch(`${base}/gone/post`, { method: "POST" });
    expect(answer.headers.get("ratelimit")).toBeNull();
  });
});

describe("a route the guard refuses to start with", () => {
  const noop = async () => "x";
  const refusal = () => undefined;
  it.each([
    ["a name that is no row of the limits table", { limit: "accountPost", limitRefusal: refusal }, "/typo names limits that are no row"],
    ["a budget that is no row", { budgets: ["loginFailure"] }, "/typo names limits that are no row"],
    ["a rolling budget spent per request", { limit: "loginFailures", limitRefusal: refusal }, "/typo spends loginFailures per request"],
    ["a limit without its refusal", { limit: "accountPosts" }, "/typo spends accountPosts but words no refusal"],
  ])("%s", async (_what, config, error) => {
    const bare = bareApp({});
    expect(() => bare.post("/typo", { config: config as never }, noop)).toThrow(error);
    await bare.close();
  });
});
