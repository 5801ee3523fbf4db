import { execFile } from "node:child_process";
import { connect } from "node:net";
import { promisify } from "node:util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";

/**
 * Bodies the API cannot use, sent by real clients over a real socket: each gets its answer in
 * our words (never a 5xx, never a parser's text), and a client that sends a 10 MB body before
 * reading anything (Python's urllib) or while reading (Node's fetch) sees that answer, not a
 * broken pipe.
 */

let s: LiveServer;
beforeAll(async () => {
  s = await liveServer({ ...ROOMY_LIMITS });
});
afterAll(() => s.app.close());

const TEN_MB = 10 * 1024 * 1024;

const TOO_LARGE = {
  status: "ERROR",
  reason: "BODY_TOO_LARGE",
  message: "The body is larger than the 65536 bytes an endpoint reads.",
  details: [{ field: "body", rule: "too_long", message: "The body is larger than the 65536 bytes an endpoint reads." }],
};
const NOT_FOUND = {
  status: "ERROR",
  reason: "NOT_FOUND",
  message: "There is no endpoint at this address. The account API's endpoints are listed in its OpenAPI document, /api/v1/openapi.json.",
};
const MEDIA_TYPES_TEXT =
  "Send the body as application/json or application/x-www-form-urlencoded (a form body with an X-Requested-With header). The Accept-Post header lists them.";
const BAD_JSON_TEXT = "The body is not valid JSON. Send one JSON object of named fields.";
const NOT_AN_OBJECT_TEXT = "The body must be one object of named fields (JSON or a form body), not a list, a string or a number.";

/** A JSON (or form) body of exactly `bytes` bytes: one long userid. */
function bodyOf(bytes: number, type = "application/json"): string {
  return type === "application/json" ? `{"userid":"${"x".repeat(bytes - 13)}"}` : `userid=${"x".repeat(bytes - 7)}`;
}

/** Python's urllib, as an integrator's script calls the API: the whole body first, then the answer. */
const PYTHON_CLIENT = `
import json, sys, urllib.request, urllib.error
method, url, size, ctype = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
filler = "x" * (size - 13 if ctype == "application/json" else size - 7)
body = ('{"userid":"%s"}' % filler if ctype == "application/json" else "userid=" + filler).encode()
req = urllib.request.Request(url, data=body, method=method, headers={"Content-Type": ctype, "X-Requested-With": "python"})
try:
    with urllib.request.urlopen(req, timeout=60) as res:
        status, headers, text = res.status, res.headers, res.read().decode()
except urllib.error.HTTPError as e:
    status, headers, text = e.code, e.headers, e.read().decode()
except Exception as e:
    print(json.dumps({"error": repr(e)}))
    sys.exit(0)
print(json.dumps({"status": status, "headers": {k.lower(): v for k, v in headers.items()}, "body": text}))
`;

async function python(method: string, path: string, size: number, type = "application/json") {
  const { stdout } = await promisify(execFile)("python3", ["-c", PYTHON_CLIENT, method, s.url(path), String(size), type], { timeout: 60_000 });
  return JSON.parse(stdout) as { status?: number; headers?: Record<string, string>; body?: string; error?: string };
}

describe("a 10 MB body", () => {
  it("gets the 413 with Node's fetch, the body given whole or streamed in chunks", async () => {
    const whole = await fetch(s.url("/api/v1/login"), { method: "POST", headers: { "content-type": "application/json" }, body: bodyOf(TEN_MB) });
    expect(whole.status).toBe(413);
    expect(whole.headers.get("connection")).toBe("close");
    expect(await whole.json()).toEqual(TOO_LARGE);

    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= TEN_MB) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, TEN_MB - sent)).fill(0x78);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(s.url("/api/v1/register"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(TOO_LARGE);
    expect(sent).toBe(TEN_MB);
  });

  it("gets the 413 with Python's urllib, which sends it all before reading", async () => {
    const res = await python("POST", "/api/v1/login", TEN_MB);
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body!)).toEqual(TOO_LARGE);
  });

  it("gets the other refusals made before the body is read too: 404, 405, 415, and the form page's 413", async () => {
    const missing = await python("POST", "/api/v2/login", TEN_MB);
    expect(missing.error).toBeUndefined();
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body!)).toEqual(NOT_FOUND);

    const wrongMethod = await python("PUT", "/api/v1/login", TEN_MB);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers!.allow).toBe("POST");

    const wrongType = await python("POST", "/api/v1/login", TEN_MB, "text/plain");
    expect(wrongType.status).toBe(415);
    expect(JSON.parse(wrongType.body!).message).toBe(MEDIA_TYPES_TEXT);

    const page = await python("POST", "/login", TEN_MB, "application/x-www-form-urlencoded");
    expect(page.error).toBeUndefined();
    expect(page.status).toBe(413);
    expect(page.headers!["content-type"]).toMatch(/^text\/html/);
  });

  it("past the bound it is not read: a body declared at 64 MiB gets the 413 and the connection closes at once", async () => {
    const { port } = new URL(s.url("/"));
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    // Writing after the server has closed fails; the answer is what counts.
    socket.on("error", () => undefined);
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(`POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`);
    socket.write(Buffer.alloc(1024 * 1024, 0x78));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual(TOO_LARGE);
  });
});

/** A POST of a raw body with a content type, as a script might get it wrong. */
async function post(path: string, type: string | null, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(s.url(path), {
    method: "POST",
    headers: { ...(type ? { "content-type": type } : {}), "x-requested-with": "test", ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe("a body of a type the API does not read", () => {
  it.each([["text/plain"], ["multipart/form-data; boundary=x"], ["application/xml"], ["application/octet-stream"]])(
    "as %s: 415, naming the accepted types in words, in Accept-Post and in details",
    async (type) => {
      const res = await post("/api/v1/login", type, type.startsWith("multipart") ? "--x--" : "userid=ada");
      expect(res.status).toBe(415);
      expect(res.headers.get("accept-post")).toBe("application/json, application/x-www-form-urlencoded");
      expect(res.body).toEqual({
        status: "ERROR",
        reason: "UNSUPPORTED_MEDIA_TYPE",
        message: MEDIA_TYPES_TEXT,
        details: [{ field: "content-type", rule: "media_type", message: MEDIA_TYPES_TEXT }],
      });
    },
  );

  it("while both accepted types are read", async () => {
    const form = await post("/api/v1/lostpassword", "application/x-www-form-urlencoded", "email=", { cookie: "a=1" });
    const json = await post("/api/v1/lostpassword", "application/json", '{"email":""}', { cookie: "a=1" });
    expect([form.status, json.status]).toEqual([422, 422]);
    expect(form.body).toEqual(json.body);
  });
});

describe("a body that is not an object of named fields", () => {
  it.each([
    ['{"userid":', "json", BAD_JSON_TEXT],
    ["", "json", BAD_JSON_TEXT],
    ['{"__proto__":{"admin":true}}', "json", BAD_JSON_TEXT],
    ["[1]", "object", NOT_AN_OBJECT_TEXT],
    ['"userid"', "object", NOT_AN_OBJECT_TEXT],
    ["42", "object", NOT_AN_OBJECT_TEXT],
    ["null", "object", NOT_AN_OBJECT_TEXT],
  ])("%j: 400, rule %s, in our words", async (body, rule, text) => {
    const res = await post("/api/v1/register", "application/json", body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: "ERROR", reason: "BAD_REQUEST", message: text, details: [{ field: "body", rule, message: text }] });
  });

  it("whatever the text (fast-check): a 4xx in the contract's shape, never a 5xx or a parser's words", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/v1/login", "/api/v1/register", "/api/v1/lostpassword"),
        fc.oneof(
          fc.string({ maxLength: 64 }),
          fc.json({ maxDepth: 3 }),
          fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
        ),
        async (path, body) => {
          const res = await post(path, "application/json", body, { cookie: "a=1" });
          expect([400, 422], body).toContain(res.status);
          expect(res.body).toMatchObject({ status: "ERROR", reason: res.status === 400 ? "BAD_REQUEST" : "INVALID_INPUT", message: expect.any(String) });
          expect(JSON.stringify(res.body)).not.toMatch(/FST_ERR|body\/|Invalid input|expected record|not valid JSON but/);
        },
      ),
      { numRuns: 150 },
    );
  });
});
