import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEY_STATUSES } from "../../fixtures/integratorJourney.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";

const run = promisify(execFile);

/**
 * The same requests get the same answers whoever sends them (docs/decisions.md, 20). Node's fetch, undici's
 * request, curl and Python's urllib, each with a cookie jar as an integrator's server keeps one,
 * each against a server of its own (the limits count per address, and all four are 127.0.0.1),
 * send the integrator program's calls (tests/integrator/) as plain HTTP.
 */
const TURNSTILE = { TURNSTILE_SITEKEY: "1x00000000000000000000AA", TURNSTILE_SECRET: "1x0000000000000000000000000000000AA" };
const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const XRW = { "x-requested-with": "integrator" };
const JSON_BODY = { "content-type": "application/json" };

interface Call {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const post = (name: string, path: string, body: object): Call => ({ name, method: "POST", path, headers: JSON_BODY, body: JSON.stringify(body) });
const check = (name: string, username: string): Call => ({ name, method: "GET", path: `/api/v1/username-availability?username=${username}`, headers: XRW });

function calls(): Call[] {
  const member = { full_name: "Ada Park", email: "adapark@example.com", username: "adapark", password: "open-sesame", password_validation: "open-sesame" };
  const guess = (n: number, token?: string) => ({ userid: "somebody-else", password: `guess-${n}`, ...(token ? { "cf-turnstile-response": token } : {}) });
  return [
    check("username free", "adapark"),
    post("sign up", "/api/v1/register", { ...member, "cf-turnstile-response": TOKEN }),
    ...[1, 2, 3, 4, 5].map((i) => post(`own failure ${i}`, "/api/v1/login", { userid: "adapark", password: `wrong-${i}` })),
    post("locked", "/api/v1/login", { userid: "adapark", password: "open-sesame" }),
    check("username taken", "adapark"),
    post("sign up again", "/api/v1/register", { ...member, "cf-turnstile-response": TOKEN }),
    post("sign up with an invalid username", "/api/v1/register", { ...member, username: "ada@park" }),
    post("log in", "/api/v1/login", { userid: "demo", password: "demo-pass-2026", rememberme: true }),
    post("wrong password", "/api/v1/login", { userid: "demo", password: "not-it" }),
    {
      name: "log in from a form",
      method: "POST",
      path: "/api/v1/login",
      headers: { ...XRW, "content-type": "application/x-www-form-urlencoded" },
      body: "userid=demo&password=demo-pass-2026",
    },
    {
      name: "form without X-Requested-With",
      method: "POST",
      path: "/api/v1/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "userid=demo",
    },
    post("security upgrade", "/api/v1/login", { userid: "oldtimer", password: "oldtimer-pass" }),
    post("lost password", "/api/v1/lostpassword", { email: "adapark@example.com" }),
    ...[1, 2, 3].map((i) => post(`stranger failure ${i}`, "/api/v1/login", guess(i))),
    post("gated: bot check needed", "/api/v1/login", guess(4)),
    post("gated: failure with the bot check", "/api/v1/login", guess(4, TOKEN)),
    post("gated: paused", "/api/v1/login", guess(5, TOKEN)),
    ...[1, 2, 3, 4].map((i) => check(`username check ${i}`, `adapark${i}`)),
    { name: "bad JSON", method: "POST", path: "/api/v1/login", headers: JSON_BODY, body: '{"userid": ' },
    { name: "wrong content type", method: "POST", path: "/api/v1/login", headers: { ...XRW, "content-type": "text/plain" }, body: "userid=demo" },
    { name: "wrong method", method: "GET", path: "/api/v1/login", headers: XRW },
    { name: "unknown path", method: "GET", path: "/api/v2/login", headers: XRW },
    post("too large", "/api/v1/login", { userid: "demo", password: "x".repeat(10 * 1024 * 1024) }),
  ];
}

/** A Cookie header from the cookies set so far (name=value of each Set-Cookie). */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: (): Record<string, string> => (cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
    keep(lines: string[]) {
      for (const line of lines) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

type Client = (baseUrl: string, calls: Call[]) => Promise<number[]>;

const CLIENTS: Record<string, Client> = {
  "Node's fetch": async (baseUrl, list) => {
    const cookies = jar();
    const statuses: number[] = [];
    for (const call of list) {
      const res = await fetch(new URL(call.path, baseUrl), { method: call.method, headers: { ...call.headers, ...cookies.header() }, body: call.body });
      cookies.keep(res.headers.getSetCookie());
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    return statuses;
  },
  "undici request": async (baseUrl, list) => {
    const cookies = jar();
    const statuses: number[] = [];
    for (const call of list) {
      const res = await request(new URL(call.path, baseUrl), { method: call.method, headers: { ...call.headers, ...cookies.header() }, body: call.body });
      const set = res.headers["set-cookie"];
      cookies.keep(set === undefined ? [] : [set].flat());
      await res.body.arrayBuffer();
      statuses.push(res.statusCode);
    }
    return statuses;
  },
  curl: async (baseUrl, list) => {
    const dir = mkdtempSync(join(tmpdir(), "braveweb-curl-"));
    const cookieFile = join(dir, "jar");
    const statuses: number[] = [];
    for (const [i, call] of list.entries()) {
      const args = ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", call.method, "-b", cookieFile, "-c", cookieFile];
      for (const [name, value] of Object.entries(call.headers)) args.push("-H", `${name}: ${value}`);
      if (call.body !== undefined) {
        const bodyFile = join(dir, `body-${i}`);
        writeFileSync(bodyFile, call.body);
        args.push("--data-binary", `@${bodyFile}`);
      }
      const { stdout } = await run("curl", [...args, new URL(call.path, baseUrl).href]);
      statuses.push(Number(stdout));
    }
    return statuses;
  },
  "Python urllib": async (baseUrl, list) => {
    const script = [
      "import http.cookiejar, json, sys, urllib.error, urllib.request",
      "job = json.load(sys.stdin)",
      "opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))",
      "statuses = []",
      "for call in job['calls']:",
      "    data = call['body'].encode() if call.get('body') is not None else None",
      "    req = urllib.request.Request(job['base'] + call['path'], data=data, method=call['method'], headers=call['headers'])",
      "    try:",
      "        with opener.open(req) as res:",
      "            res.read()",
      "            statuses.append(res.status)",
      "    except urllib.error.HTTPError as e:",
      "        e.read()",
      "        statuses.append(e.code)",
      "print(json.dumps(statuses))",
    ].join("\n");
    const child = execFile("python3", ["-c", script], { maxBuffer: 1 << 20 });
    const output = new Promise<string>((resolve, reject) => {
      let text = "";
      child.stdout!.on("data", (chunk: string) => (text += chunk));
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`python3 exited with ${code}`))));
    });
    child.stdin!.end(JSON.stringify({ base: baseUrl.replace(/\/$/, ""), calls: list }));
    return JSON.parse(await output) as number[];
  },
};

const servers = new Map<string, LiveServer>();
beforeAll(async () => {
  const started = await Promise.all(
    Object.keys(CLIENTS).map((name) =>
      liveServer({ ...TURNSTILE, RATE_LIMIT_ACCOUNT: "1000/1m", RATE_LIMIT_USERNAME_CHECKS: "5/1m" }).then((s) => [name, s] as const),
    ),
  );
  for (const [name, server] of started) servers.set(name, server);
});
afterAll(async () => {
  await Promise.all([...servers.values()].map((s) => s.app.close()));
});

describe("the same requests from four HTTP clients", () => {
  it("get the same statuses from Node's fetch, undici, curl and Python's urllib", { timeout: 120_000 }, async () => {
    const list = calls();
    const results = await Promise.all(Object.entries(CLIENTS).map(async ([name, client]) => [name, await client(servers.get(name)!.url("/"), list)] as const));
    // SHOW_CLIENT_TABLE=1 prints the table, request by request and client by client.
    if (process.env.SHOW_CLIENT_TABLE)
      console.table(list.map((call, i) => ({ request: call.name, ...Object.fromEntries(results.map(([name, s]) => [name, s[i]])) })));
    const fetchStatuses = results[0]![1];
    for (const [name, statuses] of results) expect(statuses, name).toEqual(fetchStatuses);
    expect(Object.fromEntries(list.map((call, i) => [call.name, fetchStatuses[i]]))).toEqual(JOURNEY_STATUSES);
  });
});
