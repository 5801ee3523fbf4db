import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCsrf } from "../../../server/platform/security/csrf.ts";
import { registerCsrfGuard } from "../../../server/platform/security/csrfGuard.ts";

/**
 * The guard on an app of its own, for what the site never does on purpose: a state-changing
 * route that forgot its rule, or said "none", is refused however same-origin the post is.
 */
let app: FastifyInstance;
let base: string;
const handled: string[] = [];
beforeAll(async () => {
  app = Fastify();
  await app.register(formbody);
  await app.register(cookie);
  registerCsrfGuard(app, createCsrf({ secret: "s".repeat(32), secure: false, publicOrigin: null }), {
    refused: (_req, reply, { reason }) => reply.code(reason === "no-cookies" ? 400 : 403).send(`refused: ${reason}`),
  });
  const answer = (name: string) => async () => {
    handled.push(name);
    return name;
  };
  app.post("/forgotten", answer("forgotten"));
  app.post("/none", { config: { csrf: "none" } }, answer("none"));
  app.route({ method: ["GET", "DELETE"], url: "/mixed", config: { csrf: "none" }, handler: answer("mixed") });
  app.get("/page", answer("page"));
  app.post("/form", { config: { csrf: "form" } }, answer("form"));
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** As a browser posts from a page of this very origin: the most trusted post there is. */
const sameOrigin = () => ({ origin: base, "sec-fetch-site": "same-origin", cookie: "a=1", "content-type": "application/x-www-form-urlencoded" });

describe("the guard, failing closed", () => {
  it.each([
    ["POST", "/forgotten"],
    ["POST", "/none"],
    ["DELETE", "/mixed"],
  ])("refuses %s %s (no rule, or 'none') even from the same origin, and the handler never runs", async (method, path) => {
    const res = await fetch(base + path, { method, headers: sameOrigin(), body: "x=1" });
    expect(res.status).toBe(403);
    expect(handled).not.toContain(path.slice(1));
  });

  it("lets safe methods through routes without a rule, and same-origin posts through a declared one", async () => {
    expect((await fetch(`${base}/page`)).status).toBe(200);
    expect((await fetch(`${base}/mixed`)).status).toBe(200);
    const res = await fetch(`${base}/form`, { method: "POST", headers: sameOrigin(), body: "x=1" });
    expect([res.status, await res.text()]).toEqual([200, "form"]);
  });

  it("lists every route with its rule, as the route walk of tests/http/platform/csrfRules.test.ts reads them", () => {
    const listed = app.csrfRoutes().map((r) => [r.url, r.methods.filter((m) => m !== "HEAD").join(","), r.csrf ?? null]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ["/forgotten", "POST", null],
        ["/none", "POST", "none"],
        ["/mixed", "GET,DELETE", "none"],
        ["/form", "POST", "form"],
      ]),
    );
  });
});
