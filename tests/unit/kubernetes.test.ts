import { createRequire } from "node:module";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { containerOf, containerPort, type K8sObject, k8s, object, root, secretExample, selects, template, workloads } from "../fixtures/deployFiles.ts";

/**
 * The Kubernetes manifests (deploy/kubernetes/) against the Kubernetes API, without a cluster:
 * every object is validated by the API's own OpenAPI schema for its kind, as compiled by
 * kubernetes-models (ajv validators generated from the Kubernetes OpenAPI document, shipped in
 * the package: nothing is fetched), and type-checked against the same package's TypeScript
 * types, whose excess-property check refuses a field the API does not know (`kubectl apply`
 * refuses those too; the schema alone lets them through). Then the wiring between objects,
 * and the network policies evaluated as a network plugin would.
 */

const require = createRequire(import.meta.url);

interface KubernetesModel {
  validate(): void;
}
/** kubernetes-models' class for an object's apiVersion and kind, e.g. kubernetes-models/apps/v1/Deployment. */
function modelOf(o: { apiVersion: string; kind: string }): new (data: unknown) => KubernetesModel {
  const module = require(`kubernetes-models/${o.apiVersion}/${o.kind}`) as Record<string, new (data: unknown) => KubernetesModel>;
  const model = module[o.kind];
  expect(typeof model, `a model class for ${o.apiVersion} ${o.kind}`).toBe("function");
  return model!;
}
const schemaErrors = (o: object & { apiVersion: string; kind: string }): string | null => {
  try {
    new (modelOf(o))(o).validate();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** TypeScript's diagnostics for `const o: I<Kind> = <object>` for each object, in one program over kubernetes-models' types. */
function typeErrors(objects: Array<object & { apiVersion: string; kind: string }>): string[] {
  // A file that is never written: the compiler host hands it over from memory.
  const file = join(root, "tests", "unit", "kubernetes.types-check.ts");
  const source = objects
    .map((o, i) => `import type { I${o.kind} as T${i} } from "kubernetes-models/${o.apiVersion}/${o.kind}";\nexport const o${i}: T${i} = ${JSON.stringify(o)};`)
    .join("\n");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const where = objects[Math.floor(line / 2)];
    return `${where ? `${where.kind}/${(where as K8sObject).metadata?.name}` : "?"}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}

describe("the Kubernetes manifests against the Kubernetes API", () => {
  // With the Secret the operator creates from its example (never applied with the folder).
  it("validate against the API's schema for their kind", () => {
    for (const o of [...k8s, secretExample]) expect(schemaErrors(o), `${o.kind}/${o.metadata.name}`).toBeNull();
  });

  it("use only fields the API's types know", () => {
    expect(typeErrors([...k8s, secretExample])).toEqual([]);
  });

  it("would catch a wrong type, a wrong value and an unknown field", () => {
    const deployment = structuredClone(object("Deployment", "site"));
    deployment.spec.template.spec.containers[0].ports[0].containerPort = "3000";
    expect(schemaErrors(deployment)).toContain("containerPort must be integer");
    const policy = structuredClone(object("NetworkPolicy", "default-deny"));
    policy.spec.policyTypes = ["Inbound"];
    expect(schemaErrors(policy)).toContain("must be equal to one of the allowed values");
    const typo = structuredClone(object("Deployment", "site"));
    typo.spec.replica = 3;
    expect(schemaErrors(typo)).toBeNull();
    expect(typeErrors([typo])).toEqual([expect.stringContaining("'\"replica\"' does not exist in type")]);
  });
});

// ---------------------------------------------------------------------------------------------
// Wiring

const NAMESPACE = k8s[0]!.metadata.name;
const services = k8s.filter((o) => o.kind === "Service");
const podsOf = (selector: Record<string, string>) => workloads.filter((w) => selects(selector, template(w).metadata.labels));

describe("the Kubernetes manifests' wiring", () => {
  it("select each workload's own pods", () => {
    for (const w of workloads) expect(selects(w.spec.selector.matchLabels, template(w).metadata.labels), w.metadata.name).toBe(true);
  });

  it("give every Service pods to send to, on a container port named in those pods", () => {
    for (const s of services) {
      const pods = podsOf(s.spec.selector);
      expect(pods.length, `Service/${s.metadata.name} selects pods`).toBeGreaterThan(0);
      for (const port of s.spec.ports as Array<{ name: string; targetPort: string | number }>) {
        expect(typeof port.targetPort, `Service/${s.metadata.name} port ${port.name} targets a named port`).toBe("string");
        for (const w of pods) expect(containerPort(containerOf(w), port.targetPort), `Service/${s.metadata.name} → ${w.metadata.name}`).toBeGreaterThan(0);
      }
    }
  });

  it("govern the StatefulSet with a headless Service that selects its pods", () => {
    for (const set of k8s.filter((o) => o.kind === "StatefulSet")) {
      const governing = object("Service", set.spec.serviceName);
      expect(governing.spec.clusterIP, `Service/${governing.metadata.name}`).toBe("None");
      expect(selects(governing.spec.selector, template(set).metadata.labels)).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Network policies, evaluated

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: unknown[];
}
interface PolicyPort {
  protocol?: string;
  port?: number | string;
}
interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: PolicyPort[];
}
interface NetworkPolicy {
  metadata: { name: string; namespace: string };
  spec: { podSelector: LabelSelector; policyTypes: Array<"Ingress" | "Egress">; ingress?: PolicyRule[]; egress?: PolicyRule[] };
}

/** A place traffic comes from or goes to: a pod (with its namespace, labels and named ports) or an address outside the cluster. */
interface Endpoint {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
  ports?: Record<string, number>;
  ip: string;
}

const policies = k8s.filter((o) => o.kind === "NetworkPolicy") as unknown as NetworkPolicy[];

/** A label selector's verdict; {} selects everything. Only matchLabels is written in these manifests, and only it is modelled. */
function matches(selector: LabelSelector, labels: Record<string, string> = {}): boolean {
  expect(selector.matchExpressions, "matchExpressions are not modelled here").toBeUndefined();
  return Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
}

function ipv4(address: string): number {
  return address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}
function inCidr(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split("/") as [string, string];
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(address) / size) === Math.floor(ipv4(base) / size);
}

/** Whether a rule's peer list admits the endpoint, seen from a policy in `namespace`. */
function peerMatches(peer: PolicyPeer, other: Endpoint, namespace: string): boolean {
  if (peer.ipBlock) {
    // Pods have cluster addresses, which every ipBlock here excepts; outside addresses are judged by the block.
    return inCidr(other.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((cidr) => inCidr(other.ip, cidr));
  }
  if (other.namespace === undefined) return false;
  const namespaceOk = peer.namespaceSelector
    ? matches(peer.namespaceSelector, { "kubernetes.io/metadata.name": other.namespace })
    : other.namespace === namespace;
  return namespaceOk && matches(peer.podSelector ?? {}, other.labels);
}

/** Whether a rule's ports admit the destination port; a name is the destination pod's named port. */
function portMatches(ports: PolicyPort[] | undefined, to: Endpoint, port: number, protocol: string): boolean {
  if (!ports) return true;
  return ports.some((p) => (p.protocol ?? "TCP") === protocol && (p.port === undefined || (typeof p.port === "number" ? p.port : to.ports?.[p.port]) === port));
}

/** The network plugin's decision for one connection, by the policies of this namespace (other namespaces have none here). */
function allowed(from: Endpoint, to: Endpoint, port: number, protocol = "TCP"): boolean {
  const governing = (pod: Endpoint, type: "Ingress" | "Egress") =>
    pod.namespace === NAMESPACE ? policies.filter((p) => p.spec.policyTypes.includes(type) && matches(p.spec.podSelector, pod.labels)) : [];
  const egress = governing(from, "Egress");
  const egressOk =
    egress.length === 0 ||
    egress.some((p) =>
      (p.spec.egress ?? []).some((rule) => (rule.to ?? []).some((peer) => peerMatches(peer, to, NAMESPACE)) && portMatches(rule.ports, to, port, protocol)),
    );
  const ingress = governing(to, "Ingress");
  const ingressOk =
    ingress.length === 0 ||
    ingress.some((p) =>
      (p.spec.ingress ?? []).some(
        (rule) => (rule.from ?? []).some((peer) => peerMatches(peer, from, NAMESPACE)) && portMatches(rule.ports, to, port, protocol),
      ),
    );
  return egressOk && ingressOk;
}

/** Each workload of the manifests as a pod, with its named container ports. */
function pod(kind: string, name: string, ip: string): Endpoint {
  const w = object(kind, name);
  const ports = Object.fromEntries((containerOf(w).ports ?? []).map((p) => [p.name!, p.containerPort]));
  return { name, namespace: NAMESPACE, labels: template(w).metadata.labels, ports, ip };
}

describe("the NetworkPolicies", () => {
  const site = pod("Deployment", "site", "10.244.1.10");
  const redis = pod("Deployment", "redis", "10.244.1.11");
  const legacy = pod("StatefulSet", "legacy", "10.244.1.12");
  // The cluster's own pods that the policies name (the comment in 60-network-policies.yaml says whose labels).
  const ingressController: Endpoint = {
    name: "ingress-nginx",
    namespace: "ingress-nginx",
    labels: { "app.kubernetes.io/name": "ingress-nginx" },
    ip: "10.244.2.2",
  };
  const prometheus: Endpoint = { name: "prometheus", namespace: "monitoring", labels: { "app.kubernetes.io/name": "prometheus" }, ip: "10.244.2.3" };
  const dns: Endpoint = { name: "kube-dns", namespace: "kube-system", labels: { "k8s-app": "kube-dns" }, ip: "10.244.0.5" };
  // Anyone else: a pod of this namespace that is none of ours, a pod of another namespace, the internet, a private address.
  const stranger: Endpoint = { name: "stranger", namespace: NAMESPACE, labels: { app: "debug-shell" }, ip: "10.244.1.99" };
  const neighbour: Endpoint = { name: "neighbour", namespace: "other-team", labels: { "app.kubernetes.io/name": "site" }, ip: "10.244.3.4" };
  const internet: Endpoint = { name: "internet", ip: "203.0.113.7" };
  const privateHost: Endpoint = { name: "private host", ip: "192.168.10.20" };

  const http = site.ports!.http!;
  const metrics = site.ports!.metrics!;
  const redisPort = redis.ports!.redis!;
  const legacyPort = legacy.ports!.http!;

  it("each select pods of the manifests, and name only ports those pods have", () => {
    for (const p of policies) {
      const selected = workloads.filter((w) => matches(p.spec.podSelector, template(w).metadata.labels));
      expect(selected.length, `NetworkPolicy/${p.metadata.name} selects pods`).toBeGreaterThan(0);
      for (const rule of p.spec.ingress ?? []) {
        for (const { port } of rule.ports ?? []) {
          if (typeof port === "string")
            for (const w of selected) expect(containerPort(containerOf(w), port), `${p.metadata.name}: ${port} on ${w.metadata.name}`).toBeGreaterThan(0);
        }
      }
      for (const rule of p.spec.egress ?? []) {
        const targets = (rule.to ?? []).filter((peer) => peer.podSelector && !peer.namespaceSelector);
        for (const peer of targets) {
          const pods = workloads.filter((w) => matches(peer.podSelector!, template(w).metadata.labels));
          expect(pods.length, `${p.metadata.name}: egress to pods of the manifests`).toBeGreaterThan(0);
          for (const { port } of rule.ports ?? [])
            for (const w of pods) expect(containerPort(containerOf(w), port), `${p.metadata.name} → ${w.metadata.name}:${port}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("let through exactly the connections the site needs", () => {
    const open: Array<[Endpoint, Endpoint, number, string?]> = [
      [ingressController, site, http],
      [prometheus, site, metrics],
      [site, redis, redisPort],
      [site, legacy, legacyPort],
      // Turnstile's siteverify and any upstream outside the cluster, over HTTPS.
      [site, internet, 443],
      [legacy, internet, 443],
      ...[site, redis, legacy].flatMap((p): Array<[Endpoint, Endpoint, number, string]> => [
        [p, dns, 53, "UDP"],
        [p, dns, 53, "TCP"],
      ]),
    ];
    for (const [from, to, port, protocol] of open) expect(allowed(from, to, port, protocol), `${from.name} → ${to.name}:${port}`).toBe(true);

    const shut: Array<[Endpoint, Endpoint, number]> = [
      // The admin port for Prometheus only; the public port for the ingress controller only.
      [ingressController, site, metrics],
      [stranger, site, metrics],
      [neighbour, site, metrics],
      [prometheus, site, http],
      [stranger, site, http],
      // Redis and the member API, which have no authentication, for the site only.
      ...[ingressController, prometheus, stranger, neighbour, legacy].map((from): [Endpoint, Endpoint, number] => [from, redis, redisPort]),
      ...[ingressController, prometheus, stranger, neighbour, redis].map((from): [Endpoint, Endpoint, number] => [from, legacy, legacyPort]),
      // Nothing else out: Redis calls nobody, nobody calls inside the cluster's private ranges by address.
      [redis, internet, 443],
      [site, internet, 80],
      [site, privateHost, 443],
      [legacy, site, http],
      [site, stranger, 8080],
    ];
    for (const [from, to, port] of shut) expect(allowed(from, to, port), `${from.name} → ${to.name}:${port}`).toBe(false);
  });
});
