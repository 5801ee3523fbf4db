import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parser } from "@prometheus-io/lezer-promql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { variables } from "../../../server/platform/config/config.ts";
import { composeEnv, read, root, service } from "../../fixtures/deployFiles.ts";
import { httpClient } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { programPath } from "../../fixtures/programs.ts";

/**
 * The observability profile of docker-compose.yml (`docker compose --profile observability up`):
 * Prometheus scraping every replica's admin listener with the alert rules of deploy/prometheus/,
 * Grafana with the dashboard of deploy/grafana/. No Docker engine here: the files are parsed
 * and their wiring checked, Debian's promtool checks and unit-tests the Prometheus side, and
 * every query of the dashboard and the rules is parsed with Prometheus's own PromQL grammar
 * (@prometheus-io/lezer-promql) and held to what the real server exports on its admin
 * /metrics: each metric, each label it filters on or groups by.
 */

const PROMTOOL = programPath("promtool");
/** What Prometheus adds to every series it scrapes, and the one series it makes itself per target. */
const TARGET_LABELS = ["job", "instance"];
const PROMETHEUS_SERIES = ["up"];

interface PrometheusConfig {
  rule_files?: string[];
  scrape_configs: Array<{ job_name: string; metrics_path?: string; dns_sd_configs?: Array<{ names: string[]; type: string; port: number }> }>;
}
interface AlertRules {
  groups: Array<{
    name: string;
    rules: Array<{ alert?: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> }>;
  }>;
}
interface Panel {
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: Array<{ expr: string; datasource?: { uid: string } }>;
}
interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
}

const prometheusConfig = parse(read("deploy/prometheus/prometheus.yml")) as PrometheusConfig;
const alertRules = parse(read("deploy/prometheus/alerts.yml")) as AlertRules;
const DASHBOARDS = "deploy/grafana/dashboards";
const dashboards = readdirSync(join(root, DASHBOARDS))
  .filter((f) => f.endsWith(".json"))
  .map((file) => ({ file, dashboard: JSON.parse(read(`${DASHBOARDS}/${file}`)) as Dashboard }));
const datasources = (
  parse(read("deploy/grafana/provisioning/datasources/prometheus.yml")) as { datasources: Array<{ uid: string; type: string; url: string }> }
).datasources;
const dashboardProviders = (
  parse(read("deploy/grafana/provisioning/dashboards/braveweb.yml")) as { providers: Array<{ type: string; options: { path: string } }> }
).providers;

/** Every PromQL query of the dashboards and the rules, with where it comes from. */
const queries = [
  ...dashboards.flatMap(({ file, dashboard }) =>
    dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ where: `${file}: ${panel.title}`, expr: target.expr }))),
  ),
  ...alertRules.groups.flatMap((group) => group.rules.map((rule) => ({ where: `alerts.yml: ${rule.alert}`, expr: rule.expr }))),
];

/** A compose volume "./host:/container[:ro]" of a service whose host side is `hostPath`. */
function mountOf(serviceName: string, hostPath: string): { target: string; readOnly: boolean } {
  const volume = (service(serviceName).volumes ?? []).find((v) => v.split(":")[0] === `./${hostPath}`);
  expect(volume, `${serviceName} mounts ./${hostPath}`).toMatch(/^\.\/[^:]+:\/[^:]+(:ro)?$/);
  const [, target, mode] = volume!.split(":");
  return { target: target!, readOnly: mode === "ro" };
}

describe("the observability profile's wiring", () => {
  const adminPort = Number(composeEnv("site", "ADMIN_PORT") ?? variables.ADMIN_PORT.default);

  it("scrapes the admin listener of every site replica, by the compose service's name", () => {
    const [job, ...others] = prometheusConfig.scrape_configs;
    expect(others).toEqual([]);
    expect(job!.metrics_path ?? "/metrics").toBe("/metrics");
    expect(job!.dns_sd_configs).toEqual([{ names: ["site"], type: "A", port: adminPort, refresh_interval: "15s" }]);
    expect(service("site").deploy?.replicas).toBeGreaterThan(1);
    // The alert on a replica that stops answering names this job.
    expect(alertRules.groups.flatMap((g) => g.rules).some((r) => r.expr.includes(`up{job="${job!.job_name}"}`))).toBe(true);
  });

  it("gives Prometheus its config and rules read-only, at the path its command names", () => {
    const { target, readOnly } = mountOf("prometheus", "deploy/prometheus");
    expect(readOnly).toBe(true);
    const config = (service("prometheus").command ?? []).find((arg) => arg.startsWith("--config.file="))?.split("=")[1];
    expect(config).toBe(`${target}/prometheus.yml`);
    for (const file of prometheusConfig.rule_files ?? []) expect(existsSync(join(root, "deploy/prometheus", file)), file).toBe(true);
    expect(prometheusConfig.rule_files).toContain("alerts.yml");
  });

  it("points Grafana at that Prometheus, and at the dashboards where they are mounted", () => {
    expect(mountOf("grafana", "deploy/grafana/provisioning")).toEqual({ target: "/etc/grafana/provisioning", readOnly: true });
    const dashboardsMount = mountOf("grafana", DASHBOARDS);
    expect(dashboardsMount.readOnly).toBe(true);
    expect(dashboardProviders.map((p) => [p.type, p.options.path])).toEqual([["file", dashboardsMount.target]]);
    const home = composeEnv("grafana", "GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH")!;
    expect(home.startsWith(`${dashboardsMount.target}/`)).toBe(true);
    expect(existsSync(join(root, DASHBOARDS, home.slice(dashboardsMount.target.length + 1)))).toBe(true);

    const [datasource] = datasources;
    expect(datasources).toHaveLength(1);
    const url = new URL(datasource!.url);
    expect(url.hostname).toBe("prometheus");
    // Prometheus's own port inside the network, whatever the host publishes it on.
    expect(service("prometheus").ports?.map((p) => p.split(":").at(-1))).toContain(url.port);
    expect(service("grafana").depends_on).toHaveProperty("prometheus");
  });

  it("draws every panel from the provisioned datasource", () => {
    for (const { file, dashboard } of dashboards) {
      expect(dashboard.uid, file).toMatch(/^[\w-]{1,40}$/);
      for (const panel of dashboard.panels.filter((p) => p.type !== "row")) {
        expect(panel.datasource, `${file}: ${panel.title}`).toEqual({ type: "prometheus", uid: datasources[0]!.uid });
        expect(panel.targets?.length, `${file}: ${panel.title}`).toBeGreaterThan(0);
        for (const target of panel.targets ?? []) expect(target.datasource?.uid, panel.title).toBe(datasources[0]!.uid);
      }
    }
  });
});

describe("the Prometheus side, by promtool", () => {
  const promtool = (...args: string[]) => {
    const run = spawnSync(PROMTOOL, args, { cwd: join(root, "deploy/prometheus"), encoding: "utf8" });
    expect(run.error, `${PROMTOOL} must be installed (Debian's prometheus package)`).toBeUndefined();
    return { status: run.status, said: `${run.stdout}${run.stderr}` };
  };

  it("accepts the scrape config and the alert rules", () => {
    const config = promtool("check", "config", "prometheus.yml");
    expect(config.status, config.said).toBe(0);
    const rules = promtool("check", "rules", "alerts.yml");
    expect(rules.status, rules.said).toBe(0);
    expect(rules.said).toContain(`SUCCESS: ${alertRules.groups.flatMap((g) => g.rules).length} rules found`);
  });

  it("fires each alert on the series that should raise it, and none on a healthy set (alerts.test.yml)", () => {
    const tests = promtool("test", "rules", "alerts.test.yml");
    expect(tests.status, tests.said).toBe(0);
    // Every alert has at least one case in which it is expected to fire.
    const cases = read("deploy/prometheus/alerts.test.yml");
    for (const rule of alertRules.groups.flatMap((g) => g.rules)) {
      expect(cases, rule.alert).toMatch(new RegExp(`alertname: ${rule.alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Queries against what the server exports

/** Grafana's own variables, as Prometheus would see them once Grafana has put them in. */
const GRAFANA_VARIABLES: Record<string, string> = { $__rate_interval: "1m", $__interval: "15s", $__range: "1h" };

type SyntaxNode = ReturnType<typeof parser.parse>["topNode"];

interface QueryUse {
  /** Metric name → label names it is filtered on. */
  selectors: Map<string, Set<string>>;
  /** Label names grouped by, each with the metrics of its aggregation. */
  groupings: Array<{ labels: string[]; metrics: string[] }>;
  errors: string[];
}

function queryUse(expr: string): QueryUse {
  const text = expr.replace(/\$__\w+/g, (name) => GRAFANA_VARIABLES[name] ?? name);
  const tree = parser.parse(text);
  const use: QueryUse = { selectors: new Map(), groupings: [], errors: text.includes("$") ? [`unknown variable in ${text}`] : [] };
  const slice = (node: SyntaxNode) => text.slice(node.from, node.to);
  const namesIn = (node: SyntaxNode, type: string) => node.getChildren(type).map(slice);
  const metricsUnder = (node: SyntaxNode): string[] => {
    const found: string[] = [];
    tree.iterate({
      from: node.from,
      to: node.to,
      enter: (n) => {
        const id = n.name === "VectorSelector" && n.from >= node.from && n.to <= node.to ? n.node.getChild("Identifier") : null;
        if (id) found.push(slice(id));
      },
    });
    return found;
  };
  tree.iterate({
    enter: (ref) => {
      const node = ref.node;
      if (ref.type.isError) use.errors.push(`syntax error at ${ref.from} in ${text}`);
      if (ref.name === "VectorSelector") {
        const id = node.getChild("Identifier");
        if (!id) return void use.errors.push(`a selector without a metric name: ${slice(node)}`);
        const labels = new Set<string>();
        for (const matcher of node.getChild("LabelMatchers")?.getChildren("UnquotedLabelMatcher") ?? []) labels.add(namesIn(matcher, "LabelName")[0]!);
        const name = slice(id);
        use.selectors.set(name, new Set([...(use.selectors.get(name) ?? []), ...labels]));
      }
      if (ref.name === "AggregateExpr") {
        const grouping = node.getChild("AggregateModifier")?.getChild("GroupingLabels");
        const body = node.getChild("FunctionCallBody");
        if (grouping && body) use.groupings.push({ labels: namesIn(grouping, "LabelName"), metrics: metricsUnder(body) });
      }
    },
  });
  return use;
}

/** The families a Prometheus text exposition declares, and the label names each sample carries. */
function exported(text: string): { samples: Map<string, Set<string>>; families: Set<string> } {
  const samples = new Map<string, Set<string>>();
  const families = new Set<string>();
  for (const line of text.split("\n")) {
    const type = /^# TYPE (\S+) /.exec(line);
    if (type) families.add(type[1]!);
    const sample = /^([a-z_:][\w:]*)(?:\{([^}]*)\})? \S+$/i.exec(line);
    if (!sample) continue;
    // name="value" pairs separated by commas: a name starts the list or follows `",`.
    const labels = [...(sample[2] ?? "").matchAll(/(?:^|",)([a-z_]\w*)=/gi)].map((m) => m[1]!);
    samples.set(sample[1]!, new Set([...(samples.get(sample[1]!) ?? []), ...labels]));
  }
  return { samples, families };
}

describe("the dashboard's and the rules' queries", () => {
  let site: LiveServer;
  let scrape: ReturnType<typeof exported>;
  beforeAll(async () => {
    site = await liveServer({ RATE_LIMIT_USERNAME_CHECKS: "1/1m", READINESS_PROBE_MS: "200" });
    const c = httpClient(site.url("/"));
    await c.get("/about");
    await c.get("/about"); // a page-cache hit
    await c.get("/no/such/page"); // a 4xx
    await c.get("/sitebuilder/templates"); // the asset host
    await c.get("/api/domains/availability?query=bakery"); // the domain API
    await c.post("/api/v1/login", { userid: "demo", password: "wrong-password" }); // a login failure
    await c.get("/api/v1/username-availability?username=someone", { "x-requested-with": "t" });
    await c.get("/api/v1/username-availability?username=someone2", { "x-requested-with": "t" }); // a rate-limit refusal
    // A page's field Core Web Vitals beacon, as Chromium sends it from the page.
    const vitals = await fetch(site.url("/api/vitals"), {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({
        path: "/webhosting",
        device: "phone",
        metrics: ["LCP", "INP", "CLS", "TTFB", "FCP"].map((name) => ({ name, value: 0.05 })),
      }),
    });
    expect(vitals.status).toBe(204);
    for (let i = 0; i < 100 && (await fetch(site.url("/readyz"))).status !== 200; i++) await new Promise((r) => setTimeout(r, 50));
    const res = await fetch(site.adminUrl("/metrics"));
    expect(res.status).toBe(200);
    scrape = exported(await res.text());
  });
  afterAll(() => site.app.close());

  it("parse as PromQL, each naming its metric", () => {
    expect(queries.length).toBeGreaterThan(10);
    for (const { where, expr } of queries) expect(queryUse(expr).errors, where).toEqual([]);
  });

  it("read only metrics the server exports on its admin /metrics, each with the labels they filter and group by", () => {
    const used = new Set<string>();
    for (const { where, expr } of queries) {
      const use = queryUse(expr);
      for (const [metric, labels] of use.selectors) {
        used.add(metric);
        if (PROMETHEUS_SERIES.includes(metric)) continue;
        const carried = scrape.samples.get(metric);
        expect(carried, `${where}: ${metric} is exported, with a sample`).toBeInstanceOf(Set);
        for (const label of labels) expect([...carried!, ...TARGET_LABELS], `${where}: ${metric}{${label}}`).toContain(label);
      }
      for (const { labels, metrics } of use.groupings) {
        const carried = new Set([...TARGET_LABELS, ...metrics.flatMap((m) => [...(scrape.samples.get(m) ?? [])])]);
        for (const label of labels) expect([...carried], `${where}: by (${label}) over ${metrics.join(", ")}`).toContain(label);
      }
    }
    // What the operators asked to see: traffic and latency by route, errors, the page cache,
    // refusals, the upstreams, the event loop, memory, readiness, the domain funnel, the field Core Web Vitals.
    const dashboardUse = new Set(
      dashboards.flatMap(({ dashboard }) => dashboard.panels.flatMap((p) => (p.targets ?? []).flatMap((t) => [...queryUse(t.expr).selectors.keys()]))),
    );
    for (const metric of [
      "http_requests_total",
      "http_request_duration_seconds_bucket",
      "page_cache_lookups_total",
      "rate_limit_refusals_total",
      "account_attempts_total",
      "member_api_call_duration_seconds_bucket",
      "member_api_calls_total",
      "catalog_call_duration_seconds_bucket",
      "catalog_calls_total",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "readiness_check_ok",
      "site_dependency_up",
      "funnel_steps_total",
      "site_web_vitals_lcp_seconds_bucket",
      "site_web_vitals_inp_seconds_bucket",
      "site_web_vitals_cls_bucket",
      "site_web_vitals_ttfb_seconds_bucket",
      "site_web_vitals_fcp_seconds_bucket",
      "site_web_vitals_beacons_total",
    ]) {
      expect(dashboardUse, `the dashboard shows ${metric}`).toContain(metric);
      expect(scrape.families.has(metric.replace(/_bucket$/, "")), metric).toBe(true);
    }
    expect(used.size).toBeGreaterThan(12);
  });

  it("alert on the 5xx ratio, on readiness and on the member API and Redis being down", () => {
    const rules = alertRules.groups.flatMap((g) => g.rules);
    const alerting = (test: (use: QueryUse, expr: string) => boolean) => rules.filter((r) => test(queryUse(r.expr), r.expr)).map((r) => r.alert);
    expect(alerting((u) => u.selectors.get("http_requests_total")?.has("status") ?? false)).not.toEqual([]);
    expect(alerting((u) => u.selectors.has("readiness_ok"))).not.toEqual([]);
    for (const dependency of ["memberApi", "redis"]) {
      expect(alerting((u, expr) => u.selectors.has("site_dependency_up") && expr.includes(`dependency="${dependency}"`))).not.toEqual([]);
    }
    // The 75th percentile of real visits beyond "poor", for LCP, INP and CLS.
    for (const metric of ["site_web_vitals_lcp_seconds", "site_web_vitals_inp_seconds", "site_web_vitals_cls"]) {
      expect(
        alerting((u, expr) => u.selectors.has(`${metric}_bucket`) && u.selectors.has(`${metric}_count`) && expr.includes("histogram_quantile(0.75,")),
      ).not.toEqual([]);
    }
    // docs/decisions.md, 15: no rule reads a dependency as a readiness check any more.
    expect(alerting((u, expr) => u.selectors.has("readiness_check_ok") && /memberApi|redis/.test(expr))).toEqual([]);
    for (const rule of rules) {
      expect(rule.labels?.severity, rule.alert).toMatch(/^(page|ticket)$/);
      // A sentence an on-call person can read, not a placeholder.
      expect(rule.annotations?.summary, rule.alert).toMatch(/^\S.{15,}$/);
      expect(rule.for, rule.alert).toMatch(/^\d+m$/);
    }
  });
});
