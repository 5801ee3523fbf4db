import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PRODUCTION_SHUTDOWN_GRACE_MS, variables } from "../../server/platform/config/config.ts";

describe("configuration", () => {
  it("runs on the embedded defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      // Operators' endpoints on loopback unless told otherwise: a laptop's network never sees them.
      admin: { host: "127.0.0.1", port: 9464 },
      logLevel: "info",
      logFormat: "json",
      production: false,
      trustProxy: false,
      cookieBannerDelayMs: 10_000,
      turnstileSiteKey: undefined,
    });
  });

  it("reads values from the environment", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", TRUST_PROXY: "true", PAGE_CACHE_ENTRIES: "0" });
    expect(config.port).toBe(8080);
    expect(config.host).toBe("127.0.0.1");
    // true trusts the one hop in front (the load balancer), never every hop.
    expect(config.trustProxy).toBe(1);
    expect(config.pageCacheEntries).toBe(0);
    expect(loadConfig({}).edge).toEqual({ maxAgeSeconds: 300, buildId: undefined });
    expect(loadConfig({ EDGE_MAX_AGE: "60", BUILD_ID: "2026-11-25.1" }).edge).toEqual({ maxAgeSeconds: 60, buildId: "2026-11-25.1" });
  });

  it.each([
    ["PORT", "abc", "Invalid configuration: PORT — expected an integer from 0 to 65535."],
    ["PORT", "70000", "Invalid configuration: PORT — expected an integer from 0 to 65535."],
    ["LOG_LEVEL", "loud", "Invalid configuration: LOG_LEVEL — expected one of fatal, error, warn, info, debug, trace, silent."],
    ["LOG_FORMAT", "xml", "Invalid configuration: LOG_FORMAT — expected json or pretty."],
    ["LOG_FORMAT", "PRETTY", "Invalid configuration: LOG_FORMAT — expected json or pretty."],
    ["TRUST_PROXY", "yes", "Invalid configuration: TRUST_PROXY — expected true, false, a hop count from 0 to 10, or addresses/CIDRs separated by commas."],
    ["RATE_LIMIT_ACCOUNT", "lots", "Invalid configuration: RATE_LIMIT_ACCOUNT — expected a count and a window such as 10/15m (s, m or h)."],
    ["RATE_LIMIT_ACCOUNT", "0/1m", "Invalid configuration: RATE_LIMIT_ACCOUNT — expected a count and a window such as 10/15m (s, m or h)."],
    ["REDIS_URL", "http://redis:6379", "Invalid configuration: REDIS_URL — expected a redis:// or rediss:// URL."],
    [
      "ALLOWED_REDIRECT_HOSTS",
      "https://evil/",
      "Invalid configuration: ALLOWED_REDIRECT_HOSTS — expected host names, optionally with :port, separated by commas.",
    ],
    ["RENDER_TIMEOUT_MS", "5", "Invalid configuration: RENDER_TIMEOUT_MS — expected an integer from 100 to 60000."],
    ["ADMIN_PORT", "metrics", "Invalid configuration: ADMIN_PORT — expected an integer from 0 to 65535, other than PORT."],
    ["ADMIN_PORT", "3000", "Invalid configuration: ADMIN_PORT — expected an integer from 0 to 65535, other than PORT."],
    ["ADMIN_HOST", "http://0.0.0.0/", "Invalid configuration: ADMIN_HOST — expected a host name or IP address."],
    ["EDGE_MAX_AGE", "5m", "Invalid configuration: EDGE_MAX_AGE — expected an integer from 0 to 86400."],
    ["BUILD_ID", 'v1"x', "Invalid configuration: BUILD_ID — expected 1 to 64 letters, digits, dots, dashes or underscores."],
  ])("refuses %s=%s with one line naming the variable and its rule, never the value", (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    expect(() => loadConfig({ [name]: value })).not.toThrow(value);
  });

  it("reads the admin listener's address; port 0 for both listeners is two free ports", () => {
    expect(loadConfig({ ADMIN_HOST: "0.0.0.0", ADMIN_PORT: "9100" }).admin).toEqual({ host: "0.0.0.0", port: 9100 });
    expect(loadConfig({ PORT: "0", ADMIN_PORT: "0" }).admin.port).toBe(0);
    expect(() => loadConfig({ PORT: "9464" })).toThrow("Invalid configuration: ADMIN_PORT — expected an integer from 0 to 65535, other than PORT.");
  });

  it("waits out a drain's grace period by default in production only; a value set holds anywhere", () => {
    expect(loadConfig({ NODE_ENV: "production" }).shutdownGraceMs).toBe(PRODUCTION_SHUTDOWN_GRACE_MS);
    expect(loadConfig({}).shutdownGraceMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "development" }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: "1500" }).shutdownGraceMs).toBe(1500);
    expect(loadConfig({ NODE_ENV: "production", SHUTDOWN_GRACE_MS: "0" }).shutdownGraceMs).toBe(0);
  });

  it("reads proxy trust as hops or addresses, limits as count/window, and redirect hosts", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(loadConfig({ RATE_LIMIT_LOGIN_FAILURES: "7/2h" }).limits.loginFailures).toEqual({ max: 7, windowMs: 7_200_000 });
    expect(loadConfig({}).limits.usernameFailures).toEqual({ max: 3, windowMs: 900_000 });
    // By default: the members host and the provider's publisher host.
    expect(loadConfig({ MEMBERS_URL: "https://members.braveweb.example/x" }).allowedRedirectHosts).toEqual([
      "members.braveweb.example",
      "10001.hosting.braveweb.example",
    ]);
    expect(loadConfig({ ALLOWED_REDIRECT_HOSTS: "A.example, b.example:8443" }).allowedRedirectHosts).toEqual(["a.example", "b.example:8443"]);
  });

  it("places each variable's value at its row's key, and no two rows at one key", () => {
    const config = loadConfig({}) as unknown as Record<string, unknown>;
    const at = (path: string) => path.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], config);
    const keys: string[] = [];
    for (const [name, spec] of Object.entries(variables)) {
      if (!("key" in spec)) continue;
      keys.push(spec.key);
      expect(at(spec.key), name).toEqual(spec.schema.parse(spec.default));
    }
    expect(new Set(keys).size).toBe(keys.length);
    // A value set lands at the same place: the login limit's row says limits.accountPosts.
    expect(loadConfig({ RATE_LIMIT_ACCOUNT: "7/1m" }).limits.accountPosts).toEqual({ max: 7, windowMs: 60_000 });
    expect(loadConfig({ UPSTREAM_URL: "http://php.example//" }).upstreamUrl).toBe("http://php.example");
  });

  it("documents every variable with a meaning and the shape it expects", () => {
    for (const [name, spec] of Object.entries(variables)) {
      expect(spec.meaning.length, name).toBeGreaterThan(10);
      expect(spec.expects.length, name).toBeGreaterThan(3);
    }
  });
});
