import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAVIGATE } from "../../fixtures/browserHeaders.ts";
import { edgeStack, type EdgeStack } from "../../fixtures/edgeStack.ts";

/**
 * The members area and the request ids through the shipped deploy/haproxy/haproxy.cfg, in front
 * of two real replicas (tests/fixtures/edgeStack.ts): the balancer passes a visitor's headers
 * on, so the replicas must cope with them, and its cache keeps the headers of what it stores.
 */
const run = promisify(execFile);

let stack: EdgeStack;
beforeAll(async () => {
  stack = await edgeStack({ edgeMaxAge: 30, buildId: "build-members" });
}, 120_000);
afterAll(() => stack?.stop());

/** curl's status code for /members with these extra arguments. */
async function membersStatus(args: string[]): Promise<number> {
  const { stdout } = await run("curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "20", ...args, `${stack.url}/members`]);
  return Number(stdout);
}

describe("through the balancer", () => {
  it("/members answers a visitor's Expect or Keep-Alive header as it answers without one, and an Upgrade without a 5xx", async () => {
    const plain = await membersStatus([]);
    expect(plain).toBeLessThan(500);
    for (const args of [
      ["-H", "Expect: 100-continue"],
      ["-H", "Keep-Alive: timeout=5"],
    ]) {
      expect([args.join(" "), await membersStatus(args)]).toEqual([args.join(" "), plain]);
    }
    // HAProxy itself refuses a WebSocket upgrade without its key (400); what matters is no 5xx.
    expect(await membersStatus(["-H", "Connection: Upgrade", "-H", "Upgrade: websocket"])).toBeLessThan(500);
    expect(stack.reached().filter((r) => r.url.startsWith("/members") && r.status >= 500)).toEqual([]);
  });

  it("a cached page never carries the request id of the visitor whose request filled the cache", async () => {
    const planted = await fetch(`${stack.url}/about`, { headers: { ...NAVIGATE, "x-request-id": "planted-by-visitor" } });
    expect(planted.status).toBe(200);
    await planted.text();
    // A later visitor: the balancer's copy, or a replica's answer.
    for (let i = 0; i < 4; i++) {
      const later = await fetch(`${stack.url}/about`, { headers: NAVIGATE });
      expect(later.status).toBe(200);
      await later.text();
      expect(later.headers.get("x-request-id")).not.toBe("planted-by-visitor");
      if (later.headers.get("age") !== null) return;
    }
    throw new Error("the balancer never answered /about from its cache");
  });

  it("a visitor's X-Request-Id never becomes the site's: the balancer replaces it with its own", async () => {
    // A per-visitor answer (never cached) echoes the request's id: it is the balancer's UUID.
    const own = await fetch(`${stack.url}/members`, { headers: { ...NAVIGATE, "x-request-id": "planted-by-visitor" } });
    await own.text();
    expect(own.status).toBeLessThan(500);
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  });
});
