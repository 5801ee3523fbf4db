/**
 * The machine's limit for serving a page: bare node:http answering from memory with the very
 * bytes the site sent (its headers, the body compressed once), as fast as a Node process can.
 * Run as a child of bench/throughput.ts, which sends the pages (path → {headers, base64 body})
 * as JSON on stdin and reads the port from stdout.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

interface Body {
  headers: Record<string, string>;
  body: string;
}

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => (input += chunk));
process.stdin.on("end", () => {
  const pages = new Map(
    Object.entries(JSON.parse(input) as Record<string, Body>).map(([path, page]) => {
      const body = Buffer.from(page.body, "base64");
      const headers = { ...page.headers, "content-length": String(body.length) };
      return [path, { body, headers }] as const;
    }),
  );
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, page.headers).end(page.body);
  });
  server.keepAliveTimeout = 10_000;
  server.listen(0, "127.0.0.1", () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
});
