import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_SHUTDOWN_GRACE_MS, variables } from "../../server/platform/config/config.ts";
import {
  compose,
  composeEnv,
  containerOf,
  containerPort,
  envValue,
  K8S_DIR,
  k8s,
  k8sDocuments,
  k8sFiles,
  object,
  K8S_SECRET_EXAMPLE,
  read,
  root,
  secretExample,
  selects,
  service,
  template,
  workloads,
} from "../fixtures/deployFiles.ts";
import { freePort } from "../fixtures/freePort.ts";
import { programPath } from "../fixtures/programs.ts";
import { LOG_FLUSH_DEADLINE_MS } from "../../server/platform/logging/logOutput.ts";

/**
 * The deployment files (docker-compose.yml, deploy/) cannot be started here: there is no Docker
 * engine and no cluster. So they are parsed and their wiring is checked: names, ports, probes,
 * secrets and grace periods that must agree across files and with the app's own settings.
 * Schemas and network policies of the Kubernetes manifests: tests/unit/kubernetes.test.ts;
 * the observability profile: tests/http/platform/observability.test.ts.
 */

/** What `npm run legacy` (legacy/main.ts) reads; the site's variables are server/platform/config/config.ts's. */
const LEGACY_VARIABLES = ["PORT", "HOST", "DATA_DIR", "MEMBERS_URL", "ASSETS_URL", "TURNSTILE_SECRET", "LOG_LEVEL"];
const SITE_VARIABLES = Object.keys(variables);
const varDefault = (name: keyof typeof variables) => Number(variables[name].default);

/** "25s", "1m30s", "500ms" → milliseconds (compose durations). */
function durationMs(value: string): number {
  const parts = [...value.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(ms|[hms])/g)];
  expect(parts.map((p) => p[0]).join(""), `duration ${value}`).toBe(value);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}

/** The URL a node/wget one-liner health check asks for. */
function healthcheckUrl(test: string[] | string | undefined): URL {
  const text = Array.isArray(test) ? test.join(" ") : String(test);
  const match = /https?:\/\/[^\s'"`)]+/.exec(text);
  expect(match, `a URL in ${text}`).not.toBeNull();
  return new URL(match![0]);
}

// ---------------------------------------------------------------------------------------------
// docker compose

/** A deployment's drain, in ms: grace period (production's default when unset) and timeout. */
const graceMs = (env: (name: string) => string | undefined) =>
  Number(env("SHUTDOWN_GRACE_MS") ?? PRODUCTION_SHUTDOWN_GRACE_MS) + Number(env("SHUTDOWN_TIMEOUT_MS") ?? varDefault("SHUTDOWN_TIMEOUT_MS"));

describe("docker-compose.yml", () => {
  it("runs a load balancer, the site, the legacy stand-in and Redis; Prometheus and Grafana only in the observability profile", () => {
    const byProfile = (profile: string | undefined) =>
      Object.entries(compose.services)
        .filter(([, svc]) => svc.profiles?.[0] === profile)
        .map(([name]) => name)
        .sort();
    expect(byProfile(undefined)).toEqual(["lb", "legacy", "redis", "site"]);
    expect(byProfile("observability")).toEqual(["grafana", "prometheus"]);
    for (const svc of Object.values(compose.services)) expect(svc.profiles?.length ?? 1).toBe(1);
  });

  it("pins the images it pulls and builds the one image both site and legacy run", () => {
    expect(service("lb").image).toMatch(/^haproxy:\d+\.\d+\.\d+-alpine$/);
    // The line the tests run the shipped config in (tests/fixtures/programs.ts finds that haproxy).
    const tested = /HAProxy version (\d+\.\d+)\./.exec(spawnSync(programPath("haproxy"), ["-v"], { encoding: "utf8" }).stdout)?.[1];
    expect(/^haproxy:(\d+\.\d+)\./.exec(service("lb").image ?? "")?.[1]).toBe(tested);
    expect(service("redis").image).toMatch(/^redis:7\.\d+\.\d+-alpine$/);
    expect(service("site").build).toBe(".");
    expect(service("site").image).toBe("braveweb-site:local");
    // legacy is the same image, built by the site service, never pulled from a registry.
    expect(service("legacy").image).toBe(service("site").image);
    expect(service("legacy").build).toBeUndefined();
    expect(service("legacy").pull_policy).toBe("never");
  });

  it("publishes the load balancer's port 8080 and no port of the services behind it; tools on this machine only", () => {
    expect(service("lb").ports).toContain("8080:8080");
    for (const name of ["site", "legacy", "redis"]) expect(service(name).ports, name).toBeUndefined();
    expect(service("site").container_name).toBeUndefined();
    // HAProxy's stats, Prometheus and Grafana: bound to the host's loopback, never its network.
    for (const name of ["lb", "prometheus", "grafana"]) {
      for (const port of service(name).ports ?? []) if (port !== "8080:8080") expect(port, name).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
    }
  });

  it("opens the site's admin listener to the compose network only: on every interface of the container, its port published nowhere", () => {
    expect(composeEnv("site", "ADMIN_HOST")).toBe("0.0.0.0");
    const adminPort = composeEnv("site", "ADMIN_PORT") ?? variables.ADMIN_PORT.default;
    expect(adminPort).not.toBe(composeEnv("site", "PORT") ?? variables.PORT.default);
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const port of svc.ports ?? []) expect(port.split(":").at(-1), `${name} publishes ${port}`).not.toBe(adminPort);
    }
    // Nothing outside the network can reach it, so no token: the profile's Prometheus sends none.
    expect(service("site").environment).not.toHaveProperty("METRICS_TOKEN");
  });

  it("runs three site replicas and exactly one legacy stand-in", () => {
    expect(service("site").deploy?.replicas).toBe(3);
    expect(service("legacy").deploy?.replicas).toBe(1);
    expect(service("legacy").command).toEqual(["node", "dist/legacy/main.js"]);
  });

  it("points the site at the legacy service on the legacy's own PORT", () => {
    const upstream = new URL(composeEnv("site", "UPSTREAM_URL")!);
    expect(upstream.hostname).toBe("legacy");
    expect(upstream.port).toBe(composeEnv("legacy", "PORT"));
    expect(healthcheckUrl(service("legacy").healthcheck?.test).port).toBe(composeEnv("legacy", "PORT"));
  });

  it("shares one Redis: REDIS_URL names the redis service on Redis's port", () => {
    const redis = new URL(composeEnv("site", "REDIS_URL")!);
    expect(redis.protocol).toBe("redis:");
    expect(redis.hostname).toBe("redis");
    const command = service("redis").command ?? [];
    const portFlag = command.indexOf("--port");
    expect(redis.port).toBe(portFlag === -1 ? "6379" : command[portFlag + 1]);
  });

  it("takes COOKIE_SECRET from the environment, required, and commits no secret", () => {
    // One value interpolated into the service: every replica signs with the same secret.
    expect(String(service("site").environment?.COOKIE_SECRET)).toMatch(/^\$\{COOKIE_SECRET:\?[^}$]+\}$/);
    // Optional secrets are passed through from the host when set, never given a value here.
    for (const [serviceName, name] of [
      ["site", "TURNSTILE_SECRET"],
      ["legacy", "TURNSTILE_SECRET"],
    ] as const) {
      expect(service(serviceName).environment?.[name], `${serviceName}.${name}`).toBeNull();
    }
  });

  it("agrees on the public address: the balancer's port, the site's PUBLIC_URL and the legacy's URLs", () => {
    const publicUrl = composeEnv("site", "PUBLIC_URL")!;
    expect(new URL(publicUrl).port).toBe("8080");
    expect(composeEnv("legacy", "MEMBERS_URL")).toBe(`${publicUrl}/members`);
    expect(composeEnv("legacy", "ASSETS_URL")).toBe(`${publicUrl}/asset-host`);
    // One load balancer in front: trust its one hop of X-Forwarded-For, no more.
    expect(composeEnv("site", "TRUST_PROXY")).toBe("true");
  });

  it("gives every service a health check, the site's on /readyz", () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      // Each one asks something real: an HTTP health or readiness path, or Redis for PONG.
      expect([svc.healthcheck?.test ?? []].flat().join(" "), name).toMatch(/\/healthz|\/readyz|redis-cli ping|\/-\/ready|\/api\/health/);
      expect(svc.healthcheck?.disable, name).not.toBe(true);
    }
    const site = healthcheckUrl(service("site").healthcheck?.test);
    expect([site.port, site.pathname]).toEqual(["3000", "/readyz"]);
    const legacy = healthcheckUrl(service("legacy").healthcheck?.test);
    expect(legacy.pathname).toBe("/healthz");
    expect(String(service("redis").healthcheck?.test)).toContain("redis-cli ping");
  });

  it("starts the site once Redis and the legacy stand-in are healthy", () => {
    expect(service("site").depends_on).toMatchObject({
      redis: { condition: "service_healthy" },
      legacy: { condition: "service_healthy" },
    });
  });

  it("gives a replica longer to stop than its grace period, shutdown timeout and exit's log flush", () => {
    const needed = graceMs((name) => composeEnv("site", name)) + LOG_FLUSH_DEADLINE_MS;
    expect(needed).toBe(17_000);
    expect(durationMs(service("site").stop_grace_period!)).toBeGreaterThan(needed);
  });

  it("runs the site with a read-only root filesystem and /tmp in memory", () => {
    expect(service("site").read_only).toBe(true);
    expect(service("site").tmpfs).toContain("/tmp");
  });

  it("keeps the legacy's SQLite file and outbox on a named volume at DATA_DIR", () => {
    expect(composeEnv("legacy", "DATA_DIR")).toBe("/app/data");
    const mount = service("legacy").volumes?.find((v) => v.split(":")[1] === "/app/data");
    expect(mount).toBeDefined();
    const volumeName = mount!.split(":")[0]!;
    expect(volumeName).not.toMatch(/^[./~]/); // a named volume, not a host folder
    expect(compose.volumes).toHaveProperty(volumeName);
  });

  it("sets only variables the programs read", () => {
    expect(Object.keys(service("site").environment ?? {}).filter((name) => !SITE_VARIABLES.includes(name))).toEqual([]);
    expect(Object.keys(service("legacy").environment ?? {}).filter((name) => !LEGACY_VARIABLES.includes(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// HAProxy

interface HaproxySection {
  kind: string;
  name: string;
  lines: string[];
}
const HAPROXY_CFG = "deploy/haproxy/haproxy.cfg";
/** Debian's haproxy package (2.6); `.ci/run` installs it. */
const HAPROXY = programPath("haproxy");

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`haproxy did not open port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends a request line as written (fetch would rewrite an absolute-form target) and waits for the answer's end. */
function rawRequest(port: number, request: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    socket.on("data", () => {});
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
}
const haproxy: HaproxySection[] = [];
for (const raw of read(HAPROXY_CFG).split("\n")) {
  const line = raw.trim();
  if (line === "" || line.startsWith("#")) continue;
  // .if/.else/.endif (HAProxy's conditional blocks) start at the margin too, inside a section.
  if (/^\S/.test(raw) && !line.startsWith(".")) {
    const [kind, name = ""] = line.split(/\s+/);
    haproxy.push({ kind: kind!, name, lines: [] });
  } else {
    haproxy.at(-1)!.lines.push(line.replace(/\s+/g, " "));
  }
}
const haproxySection = (kind: string, name: string) => {
  const found = haproxy.find((s) => s.kind === kind && s.name === name);
  expect(found, `${kind} ${name} in ${HAPROXY_CFG}`).toBeDefined();
  return found!;
};
const directive = (section: HaproxySection, prefix: string) => section.lines.filter((l) => l === prefix || l.startsWith(`${prefix} `));
/** The environment compose gives the balancer: the config's "${NAME}" references read it. */
const lbEnv = () => Object.fromEntries(Object.keys(service("lb").environment ?? {}).map((name) => [name, composeEnv("lb", name) ?? ""]));
/** "${NAME}" or "${NAME-default}", as the config reads the environment. */
const HAPROXY_VARIABLE = /"?\$\{([A-Z_][A-Z0-9_]*)(?:-([^}]*))?\}"?/g;
/** A config line as HAProxy reads it in compose: quotes gone, each variable replaced by the lb's value (or its default). */
const inCompose = (line: string) =>
  line.replace(HAPROXY_VARIABLE, (_ref, name: string, fallback: string | undefined) => lbEnv()[name] ?? fallback ?? "").replaceAll('"', "");
/** The server lines compose runs: those of the .else of the conditional block of static test addresses. */
const composeServers = (section: HaproxySection) => {
  const start = section.lines.indexOf(".if defined(SITE_SERVER_1)");
  const otherwise = section.lines.indexOf(".else");
  expect(start, `${section.name}: static test addresses only under .if defined(SITE_SERVER_1)`).toBeGreaterThan(-1);
  return section.lines.slice(otherwise + 1, section.lines.lastIndexOf(".endif")).map(inCompose);
};

describe(HAPROXY_CFG, () => {
  const lbPort = service("lb")
    .ports!.find((p) => p.startsWith("8080:"))!
    .split(":")[1]!;
  const publicFrontend = haproxy.find((s) => (s.kind === "frontend" || s.kind === "listen") && s.lines.includes(`bind :${lbPort}`));

  it("is mounted read-only where the haproxy image reads its config", () => {
    expect(service("lb").volumes).toContain(`./${HAPROXY_CFG}:/usr/local/etc/haproxy/haproxy.cfg:ro`);
    expect(existsSync(join(root, HAPROXY_CFG))).toBe(true);
  });

  it("listens on the port compose publishes and sends everything to the site by default", () => {
    expect(publicFrontend, `a frontend binding :${lbPort}`).toBeDefined();
    expect(directive(publicFrontend!, "default_backend")).toEqual(["default_backend site"]);
  });

  it("checks GET /readyz on port 3000 of every site replica, found through Docker's DNS", () => {
    const backend = haproxySection("backend", "site");
    expect(backend.lines).toContain("option httpchk GET /readyz");
    const [serverTemplate] = composeServers(backend).filter((l) => l.startsWith("server-template "));
    const [, , slots, address, ...options] = serverTemplate!.split(" ");
    // Enough slots for every replica, on the compose service name and the site's port.
    expect(Number(slots)).toBeGreaterThanOrEqual(service("site").deploy!.replicas!);
    expect(address).toBe(`site:${healthcheckUrl(service("site").healthcheck?.test).port}`);
    expect(options).toContain("check");
    const serverOptions = [...options, ...directive(backend, "default-server").join(" ").split(" ")];
    const resolvers = serverOptions[serverOptions.indexOf("resolvers") + 1];
    expect(haproxySection("resolvers", resolvers!).lines).toContain("nameserver dns 127.0.0.11:53");
  });

  it("takes a draining replica out well within its grace period", () => {
    const [defaults] = directive(haproxySection("backend", "site"), "default-server");
    const option = (name: string) => Number(/(\d+)/.exec(defaults!.split(` ${name} `)[1] ?? "")?.[1]);
    const secondsToLeave = option("inter") * option("fall");
    expect(secondsToLeave * 1000).toBeLessThan(Number(composeEnv("site", "SHUTDOWN_GRACE_MS")));
  });

  it("sends visitors to the replicas' public port only, never to their admin listener", () => {
    const publicPort = healthcheckUrl(service("site").healthcheck?.test).port;
    const adminPort = composeEnv("site", "ADMIN_PORT");
    expect(adminPort).toMatch(/^\d+$/);
    expect(Number(adminPort)).not.toBe(Number(publicPort));
    const addresses = haproxy
      .filter((section) => section.lines.includes(".else"))
      .flatMap((section) => composeServers(section).map((line) => line.split(" ")[3]));
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toBe(`site:${publicPort}`);
    expect(read(HAPROXY_CFG)).not.toMatch(new RegExp(`:${adminPort}\\b`));
  });

  it.each([
    ["compose's environment", () => lbEnv()],
    ["an empty environment", () => ({})],
  ])("is a configuration the real haproxy accepts, without a warning, in %s", (_where, env) => {
    const check = spawnSync(HAPROXY, ["-c", "-f", join(root, HAPROXY_CFG)], { encoding: "utf8", env: { PATH: process.env.PATH, ...env() } });
    expect(check.error, `${HAPROXY} must be installed (Debian's haproxy package)`).toBeUndefined();
    const said = `${check.stdout}${check.stderr}`;
    expect(check.status, said).toBe(0);
    expect(said).not.toMatch(/\[(?:WARNING|ALERT)\]/);
  });

  it("logs the path of each request, never its query: reset tokens and cart hashes stay out of the log", async () => {
    // The shipped file run by the real haproxy, only its binds moved to free loopback ports.
    const ports = new Map<string, number>();
    let config = read(HAPROXY_CFG);
    for (const [, port] of config.matchAll(/^[ \t]*bind :(\d+)$/gm)) ports.set(port!, await freePort());
    expect(ports.get(lbPort)).toBeGreaterThan(0);
    config = config.replace(/^([ \t]*bind) :(\d+)$/gm, (_line, bind: string, port: string) => `${bind} 127.0.0.1:${ports.get(port)}`);
    const dir = mkdtempSync(join(tmpdir(), "haproxy-test-"));
    writeFileSync(join(dir, "haproxy.cfg"), config);
    const child = spawn(HAPROXY, ["-db", "-f", join(dir, "haproxy.cfg")], { stdio: ["ignore", "pipe", "pipe"], env: { PATH: process.env.PATH, ...lbEnv() } });
    const logged: string[] = [];
    child.stdout.on("data", (chunk: Buffer) => logged.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    try {
      const port = ports.get(lbPort)!;
      await waitForPort(port);
      // Origin form, absolute form (a proxy-style request line) and several parameters.
      const requests = [
        ["/members/reset?token=SECRET-RESET-TOKEN", "/members/reset"],
        ["http://site.example/domains/cart?cart_hash=SECRET0123456789abcdef01234567", "/domains/cart"],
        ["/domains/search/results/bakery?from=hosting&cart_hash=SECRETabcdef&redirect_to=%2Fx", "/domains/search/results/bakery"],
      ] as const;
      for (const [target] of requests) await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n`);
      for (let i = 0; i < 100 && logged.length < requests.length; i++) await new Promise((r) => setTimeout(r, 50));
      expect(logged).toHaveLength(requests.length);
      // haproxy writes a line when a request ends, and its log ring may flush them out of order.
      const loggedTargets = logged.map((line) => /"GET" "([^"]*)" "HTTP\/1\.1"/.exec(line)?.[1]).sort();
      expect(loggedTargets).toEqual(requests.map(([, path]) => path).sort());
      expect(logged.join("\n")).not.toMatch(/SECRET|\?|cart_hash|token=/);
    } finally {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps shared pages in memory caches, one per encoding, no longer than the site's s-maxage allows", () => {
    const encodings = ["br", "gzip", "identity"];
    for (const encoding of encodings) {
      const cache = haproxySection("cache", `pages_${encoding}`);
      expect(cache.lines).toContain("process-vary on");
      expect(cache.lines.map(inCompose)).toContain(`max-age ${composeEnv("lb", "EDGE_MAX_AGE")}`);
      // Without the variable (anywhere but compose), the site's own default.
      expect(cache.lines).toContain(`max-age "\${EDGE_MAX_AGE-${variables.EDGE_MAX_AGE.default}}"`);
    }
    expect(composeEnv("lb", "EDGE_MAX_AGE")).toBe("300");
    // Each request looks up, and each answer is stored in, the cache of its normalized encoding only.
    expect(directive(publicFrontend!, "http-request set-header accept-encoding")).toEqual(["http-request set-header accept-encoding %[var(txn.encoding)]"]);
    expect(directive(publicFrontend!, "http-request cache-use")).toEqual(
      encodings.map((e) => `http-request cache-use pages_${e} if fetch_metadata !has_cart { var(txn.encoding) -m str ${e} }`),
    );
    expect(directive(publicFrontend!, "http-response cache-store")).toEqual(
      encodings.map((e) => `http-response cache-store pages_${e} if { var(txn.encoding) -m str ${e} } !{ res.hdr(set-cookie) -m found }`),
    );
  });

  it("has a default for every variable it reads, or reads it only under .if defined(it)", () => {
    const open: string[] = [];
    const undefaulted: string[] = [];
    for (const raw of read(HAPROXY_CFG).split("\n")) {
      const line = raw.trim();
      if (line.startsWith("#")) continue;
      const guard = /^\.if defined\(([A-Z_0-9]+)\)$/.exec(line);
      if (guard) open.push(guard[1]!);
      else if (line.startsWith(".if")) open.push("");
      else if (line === ".endif") open.pop();
      for (const [, name, fallback] of line.matchAll(HAPROXY_VARIABLE)) {
        if (fallback === undefined && !open.includes(name!)) undefaulted.push(`${name} in: ${line}`);
      }
    }
    expect(undefaulted).toEqual([]);
  });

  it("sends a GET a dying replica dropped to another one, but never a post twice", () => {
    const defaults = haproxySection("defaults", "");
    expect(directive(defaults, "retry-on")).toEqual(["retry-on conn-failure empty-response response-timeout"]);
    expect(defaults.lines).toContain("option redispatch 1");
    expect(directive(publicFrontend!, "http-request disable-l7-retry")).toEqual(["http-request disable-l7-retry unless METH_GET || METH_HEAD"]);
  });

  it("falls back to live replicas only when no replica is ready", () => {
    expect(directive(publicFrontend!, "use_backend")).toEqual(["use_backend site_live if { nbsrv(site) eq 0 }"]);
    const live = haproxySection("backend", "site_live");
    expect(live.lines).toContain("option httpchk GET /healthz");
    expect(composeServers(live)).toEqual(composeServers(haproxySection("backend", "site")));
  });
});

// ---------------------------------------------------------------------------------------------
// Kubernetes

const site = () => object("Deployment", "site");
const siteConfig = () => object("ConfigMap", "site-config");
const legacy = () => object("StatefulSet", "legacy");
const hpa = () => object("HorizontalPodAutoscaler", "site");

describe(K8S_DIR, () => {
  it("holds well-formed objects, all in the one Namespace it creates first", () => {
    expect(k8sFiles.length).toBeGreaterThan(0);
    for (const { file, doc } of k8sDocuments) expect(doc.errors, file).toEqual([]);
    const [namespace, ...others] = k8s;
    expect(namespace?.kind).toBe("Namespace");
    for (const o of others) {
      expect(o.apiVersion && o.kind && o.metadata?.name, JSON.stringify(o).slice(0, 80)).toBeTruthy();
      expect(o.metadata.namespace, `${o.kind}/${o.metadata.name}`).toBe(namespace!.metadata.name);
    }
  });

  it("serves the site on container port 3000 (http), probed there, and the admin listener on port 9464 (metrics)", () => {
    const c = containerOf(site());
    expect(c.ports).toEqual([
      { name: "http", containerPort: 3000 },
      { name: "metrics", containerPort: Number(siteConfig().data!.ADMIN_PORT) },
    ]);
    expect(siteConfig().data!.ADMIN_PORT).toBe("9464");
    // On the pod's address, so the scraper reaches it; 60-network-policies.yaml says who may.
    expect(siteConfig().data!.ADMIN_HOST).toBe("0.0.0.0");
    expect(c.readinessProbe?.httpGet?.path).toBe("/readyz");
    expect(c.livenessProbe?.httpGet?.path).toBe("/healthz");
    for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe].filter(Boolean)) {
      expect(containerPort(c, probe!.httpGet?.port)).toBe(3000);
    }
  });

  it("runs every container as a non-root user with a read-only root and no capabilities", () => {
    const podSecurity = template(site()).spec.securityContext;
    expect(podSecurity).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    for (const o of workloads) {
      for (const c of template(o).spec.containers) {
        expect(c.securityContext, `${o.metadata.name}/${c.name}`).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ["ALL"] },
        });
        expect(template(o).spec.securityContext?.runAsNonRoot, o.metadata.name).toBe(true);
      }
    }
    // The site's only writable place: /tmp, an emptyDir.
    const tmp = containerOf(site()).volumeMounts?.find((m) => m.mountPath === "/tmp");
    expect(template(site()).spec.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toEqual({ sizeLimit: "64Mi" });
  });

  it("sets resource requests and limits on every container", () => {
    for (const o of workloads) {
      for (const c of template(o).spec.containers) {
        for (const kind of ["requests", "limits"] as const) {
          expect(Object.keys(c.resources?.[kind] ?? {}).sort(), `${o.metadata.name} ${kind}`).toEqual(["cpu", "memory"]);
        }
      }
    }
  });

  it("takes COOKIE_SECRET (required) and METRICS_TOKEN (optional) from the Secret the operator creates, the rest from the ConfigMap", () => {
    const c = containerOf(site());
    expect(c.envFrom?.map((e) => e.configMapRef?.name)).toEqual([siteConfig().metadata.name]);
    const cookie = c.env?.find((e) => e.name === "COOKIE_SECRET")?.valueFrom?.secretKeyRef;
    expect(cookie?.optional).not.toBe(true);
    // The Deployment names the Secret of the example, which holds the key it reads.
    expect(cookie?.name).toBe(secretExample.metadata.name);
    expect(secretExample).toMatchObject({ kind: "Secret", metadata: { namespace: object("Namespace", "braveweb").metadata.name } });
    expect({ ...secretExample.data, ...secretExample.stringData }).toHaveProperty(cookie!.key);
    // A second lock on the admin listener, which the NetworkPolicies already keep to Prometheus.
    const token = c.env?.find((e) => e.name === "METRICS_TOKEN")?.valueFrom?.secretKeyRef;
    expect(token).toMatchObject({ name: secretExample.metadata.name, key: "METRICS_TOKEN", optional: true });
    for (const name of ["COOKIE_SECRET", "METRICS_TOKEN"]) expect(siteConfig().data).not.toHaveProperty(name);
  });

  it("applies no Secret: `kubectl apply -f deploy/kubernetes/` never resets the one the operator made", () => {
    expect(k8s.filter((o) => o.kind === "Secret").map((o) => o.metadata.name)).toEqual([]);
    // Not a file kubectl reads from the folder (.yaml, .yml, .json), even with -R.
    expect(k8sFiles).not.toContain(K8S_SECRET_EXAMPLE.split("/").at(-1));
    expect(K8S_SECRET_EXAMPLE).not.toMatch(/\.(ya?ml|json)$/);
    // The Kubernetes steps of docs/operations.md say how to create it before the first apply.
    expect(read("docs/operations.md")).toContain(`kubectl -n ${secretExample.metadata.namespace} create secret generic ${secretExample.metadata.name}`);
  });

  it("ships Secret placeholders the site refuses to start with, so they never go live", () => {
    const secret = secretExample.stringData ?? {};
    expect(Object.keys(secret)).toContain("COOKIE_SECRET");
    for (const [name, value] of Object.entries(secret)) {
      expect(variables[name as keyof typeof variables].schema.safeParse(value).success, name).toBe(false);
    }
  });

  it("lets a pod drain: terminationGracePeriodSeconds > preStop + SHUTDOWN_GRACE_MS + SHUTDOWN_TIMEOUT_MS + the log flush", () => {
    const c = containerOf(site());
    const preStop = c.lifecycle?.preStop;
    const sleepCommand = preStop?.exec?.command.join(" ").match(/sleep (\d+)/)?.[1];
    const preStopSeconds = preStop?.sleep?.seconds ?? Number(sleepCommand ?? 0);
    const appSeconds = (graceMs((name) => envValue(c, name, siteConfig())) + LOG_FLUSH_DEADLINE_MS) / 1000;
    expect(appSeconds).toBe(17);
    expect(template(site()).spec.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds + appSeconds);
  });

  it("exposes the site through a ClusterIP Service on port 80 that selects its pods", () => {
    const svc = object("Service", "site");
    expect(svc.spec.type ?? "ClusterIP").toBe("ClusterIP");
    const [port] = svc.spec.ports;
    expect(port.port).toBe(80);
    expect(containerPort(containerOf(site()), port.targetPort)).toBe(3000);
    const labels = template(site()).metadata.labels;
    expect(selects(svc.spec.selector, labels)).toBe(true);
    expect(selects(site().spec.selector.matchLabels, labels)).toBe(true);
  });

  it("autoscales the site Deployment on CPU from 3 replicas up", () => {
    expect(hpa().apiVersion).toBe("autoscaling/v2");
    expect(hpa().spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: site().metadata.name });
    expect(hpa().spec.minReplicas).toBe(3);
    expect(hpa().spec.maxReplicas).toBeGreaterThan(hpa().spec.minReplicas);
    expect(hpa().spec.metrics).toEqual([{ type: "Resource", resource: { name: "cpu", target: { type: "Utilization", averageUtilization: 70 } } }]);
  });

  it("sets no replica count on a workload an HPA scales: each apply would reset what the HPA chose", () => {
    const scaled = k8s.filter((o) => o.kind === "HorizontalPodAutoscaler").map((h) => h.spec.scaleTargetRef as { kind: string; name: string });
    expect(scaled.length).toBeGreaterThan(0);
    for (const target of scaled) expect(object(target.kind, target.name).spec.replicas, `${target.kind}/${target.name}`).toBeUndefined();
  });

  it("keeps two site pods through voluntary disruptions", () => {
    const pdb = object("PodDisruptionBudget", "site");
    expect(pdb.spec.minAvailable).toBe(2);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa().spec.minReplicas);
    expect(selects(pdb.spec.selector.matchLabels, template(site()).metadata.labels)).toBe(true);
  });

  it("gives every PodDisruptionBudget a value that keeps a pod running and still lets a node drain", () => {
    const pdbs = k8s.filter((o) => o.kind === "PodDisruptionBudget");
    expect(pdbs.length).toBeGreaterThan(0);
    for (const pdb of pdbs) {
      const name = `PodDisruptionBudget/${pdb.metadata.name}`;
      const [workload, ...others] = workloads.filter((w) => selects(pdb.spec.selector.matchLabels, template(w).metadata.labels));
      expect(others, name).toEqual([]);
      // The fewest pods the workload runs: its HPA's floor, or its own count.
      const scaler = k8s.find((o) => o.kind === "HorizontalPodAutoscaler" && o.spec.scaleTargetRef.name === workload!.metadata.name);
      const fewest = Number(scaler?.spec.minReplicas ?? workload!.spec.replicas ?? 1);
      const mayGo = pdb.spec.maxUnavailable ?? fewest - pdb.spec.minAvailable;
      expect(fewest - mayGo, `${name}: pods left running`).toBeGreaterThanOrEqual(1);
      // At least one may go, or `kubectl drain` waits forever (why the single-pod Redis and legacy have none).
      expect(mayGo, `${name}: pods a drain may evict`).toBeGreaterThanOrEqual(1);
    }
  });

  it("keeps the site's pods in the Service whatever Redis and the member API do: readiness is the replica's own /readyz", () => {
    const c = containerOf(site());
    expect(c.readinessProbe?.httpGet).toMatchObject({ path: "/readyz" });
    expect(containerPort(c, c.readinessProbe?.httpGet?.port)).toBe(3000);
    // Never an exec probe that could ask Redis or the member API itself.
    expect(c.readinessProbe?.exec).toBeUndefined();
  });

  it("runs one legacy stand-in with its data on a volume claim at DATA_DIR", () => {
    const c = containerOf(legacy());
    expect(legacy().spec.replicas).toBe(1);
    expect(c.command).toEqual(["node", "dist/legacy/main.js"]);
    expect(envValue(c, "DATA_DIR")).toBe("/app/data");
    const claim = legacy().spec.volumeClaimTemplates?.[0]?.metadata?.name;
    expect(c.volumeMounts).toContainEqual({ name: claim, mountPath: "/app/data" });
    for (const probe of [c.readinessProbe, c.livenessProbe]) {
      expect(probe?.httpGet?.path).toBe("/healthz");
      expect(containerPort(c, probe?.httpGet?.port)).toBe(Number(envValue(c, "PORT")));
    }
  });

  it("points UPSTREAM_URL at the legacy Service, which reaches the legacy's PORT", () => {
    const upstream = new URL(siteConfig().data!.UPSTREAM_URL!);
    const svc = object("Service", upstream.hostname);
    const port = svc.spec.ports.find((p: { port: number }) => p.port === Number(upstream.port));
    expect(port, `${upstream.hostname} port ${upstream.port}`).toBeDefined();
    expect(containerPort(containerOf(legacy()), port.targetPort)).toBe(Number(envValue(containerOf(legacy()), "PORT")));
    expect(selects(svc.spec.selector, template(legacy()).metadata.labels)).toBe(true);
    // Public addresses of the legacy stand-in are on the site's origin.
    const publicUrl = siteConfig().data!.PUBLIC_URL!;
    expect(envValue(containerOf(legacy()), "MEMBERS_URL")).toBe(`${publicUrl}/members`);
    expect(envValue(containerOf(legacy()), "ASSETS_URL")).toBe(`${publicUrl}/asset-host`);
  });

  it("points REDIS_URL at the Redis Service, which reaches a pinned, probed Redis", () => {
    const redisUrl = new URL(siteConfig().data!.REDIS_URL!);
    const svc = object("Service", redisUrl.hostname);
    const port = svc.spec.ports.find((p: { port: number }) => p.port === Number(redisUrl.port));
    expect(port).toBeDefined();
    const redis = workloads.find((w) => selects(svc.spec.selector, template(w).metadata.labels));
    expect(redis).toBeDefined();
    const c = containerOf(redis!);
    expect(c.image).toMatch(/^redis:7\.\d+\.\d+-alpine$/);
    expect(containerPort(c, port.targetPort)).toBe(6379);
    expect(c.readinessProbe?.exec?.command.join(" ")).toContain("redis-cli ping");
    expect(c.livenessProbe?.exec?.command.join(" ")).toContain("redis-cli ping");
  });

  it("runs the site and the legacy stand-in from one image", () => {
    expect(containerOf(site()).image).toBe("registry.example.com/braveweb-site:1.0.0");
    expect(containerOf(legacy()).image).toBe(containerOf(site()).image);
  });

  it("lets Prometheus find /metrics on the admin listener's container port, not the public one", () => {
    const annotations = template(site()).metadata.annotations ?? {};
    expect(annotations["prometheus.io/scrape"]).toBe("true");
    expect(Number(annotations["prometheus.io/port"])).toBe(containerPort(containerOf(site()), "metrics"));
    expect(Number(annotations["prometheus.io/port"])).toBe(Number(siteConfig().data!.ADMIN_PORT));
    expect(annotations["prometheus.io/path"]).toBe("/metrics");
  });

  it("routes the public host to the site Service, whose only port is the public one", () => {
    const ingresses = k8s.filter((o) => o.kind === "Ingress");
    const paths = ingresses.flatMap((ing) =>
      ing.spec.rules.flatMap(
        (rule: { http: { paths: { path: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }) =>
          rule.http.paths.map((p) => ({ ing, ...p })),
      ),
    );
    const svc = object("Service", "site");
    for (const p of paths) {
      expect(p.backend.service.name).toBe("site");
      expect(
        svc.spec.ports.some(
          (port: { name?: string; port: number }) => port.name === p.backend.service.port.name || port.port === p.backend.service.port.number,
        ),
      ).toBe(true);
    }
    expect(paths.map((p) => p.path)).toEqual(["/"]);
    // No Service reaches the admin port: the Ingress cannot route to it whatever its paths.
    for (const s of k8s.filter((o) => o.kind === "Service")) {
      for (const port of s.spec.ports as { targetPort: number | string }[]) {
        for (const w of workloads.filter((w) => selects(s.spec.selector, template(w).metadata.labels))) {
          expect(containerPort(containerOf(w), port.targetPort), `Service/${s.metadata.name}`).not.toBe(containerPort(containerOf(site()), "metrics"));
        }
      }
    }
  });

  it("sets only variables the programs read", () => {
    const c = containerOf(site());
    const siteNames = [...Object.keys(siteConfig().data ?? {}), ...(c.env ?? []).map((e) => e.name)];
    expect(siteNames.filter((name) => !SITE_VARIABLES.includes(name))).toEqual([]);
    const legacyNames = (containerOf(legacy()).env ?? []).map((e) => e.name);
    expect(legacyNames.filter((name) => !LEGACY_VARIABLES.includes(name))).toEqual([]);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

  it("declares no volume: site replicas write nothing, and each would get an anonymous volume", () => {
    expect(dockerfile).not.toMatch(/^VOLUME\b/m);
  });

  it("keeps DATA_DIR a folder the node user owns, where compose and Kubernetes mount the legacy stand-in's data", () => {
    const dataDir = /^ENV [^\n]*(?:\\\n[^\n]*)*DATA_DIR=(\S+)/m.exec(runtime)?.[1];
    expect(dataDir).toBe("/app/data");
    expect(runtime).toContain(`RUN mkdir -p ${dataDir} && chown node:node ${dataDir}\nUSER node`);
    expect(composeEnv("legacy", "DATA_DIR")).toBe(dataDir);
    expect(containerOf(legacy()).volumeMounts?.map((m) => m.mountPath)).toContain(dataDir);
  });

  it("exposes the public port and not the admin listener's", () => {
    expect([...runtime.matchAll(/^EXPOSE (.+)$/gm)].map((m) => m[1])).toEqual([variables.PORT.default]);
    expect(runtime).not.toMatch(/ADMIN_HOST=/);
  });
});

describe("the server's Node flags", () => {
  it("are the same wherever the server starts: npm start, the image, and every bench and script that spawns it", async () => {
    const { SERVER_NODE_FLAGS } = await import("../../scripts/serverFlags.mjs");
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start;
    // exec: npm's shell gives its place to node, so the signals npm passes on reach the server (tests/load/processStop.test.ts).
    expect(start).toBe(`exec node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
    expect(JSON.parse(cmd ?? "[]")).toEqual(["node", ...SERVER_NODE_FLAGS, "dist/server/main.js"]);
    for (const file of ["bench/abuse.ts", "bench/throughput.ts", "bench/load.ts", "scripts/lighthouse.mjs"]) {
      expect(read(file), file).toMatch(/spawn\(process\.execPath, \[\.\.\.SERVER_NODE_FLAGS, /);
    }
  });

  it("reach the site's containers (their image's CMD), whose memory is sized from the heap they allow", async () => {
    const { SERVER_NODE_FLAGS } = await import("../../scripts/serverFlags.mjs");
    const flag = (name: string) => Number(SERVER_NODE_FLAGS.find((f) => f.startsWith(`--${name}=`))?.split("=")[1]);
    // V8 rounds a semi-space up to a power of two; the young generation is three of them.
    const semiSpace = 2 ** Math.ceil(Math.log2(flag("max-semi-space-size")));
    const heapCeilingMiB = flag("max-old-space-size") + 3 * semiSpace;
    expect(heapCeilingMiB).toBeGreaterThan(0);
    // V8 keeps room in the old space for the young generation's survivors: 32 MB semi-spaces
    // under a 96 MiB ceiling turned nearly every scavenge into a full collection (bench/README.md).
    expect(2 * semiSpace).toBeLessThanOrEqual(flag("max-old-space-size") / 2);
    // No command of their own, in compose or Kubernetes: the image's CMD, and its flags, run.
    expect(service("site").command).toBeUndefined();
    expect(containerOf(site()).command).toBeUndefined();
    expect(containerOf(site()).args).toBeUndefined();
    const mebibytes = (value: string | undefined) => {
      const m = /^(\d+)(?:Mi|M)$/.exec(value ?? "");
      return m ? Number(m[1]) : NaN;
    };
    const { requests, limits } = containerOf(site()).resources ?? {};
    // The request is the peak `npm run bench:load` holds the site to (bench/load.ts).
    expect(mebibytes(requests?.memory)).toBe(Number(/const SITE_PEAK_BUDGET_MIB = (\d+);/.exec(read("bench/load.ts"))?.[1]));
    // The limit: V8's ceiling plus what is not V8's heap (the node binary's mapped code,
    // libraries, malloc: about 110 MiB at the measured peak, bench/README.md "Memory").
    expect(mebibytes(limits?.memory)).toBeGreaterThanOrEqual(heapCeilingMiB + 110);
    expect(mebibytes(service("site").deploy?.resources?.limits?.memory)).toBe(mebibytes(limits?.memory));
  });
});
