import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * How much of a body the server reads, and throws away, before it sends an answer given
 * without the body: a 413, or a refusal made on the headers alone (404, 405, 415, CSRF).
 * A client that sends its whole body before it reads any answer (Python's urllib, which also
 * asks for Connection: close) gets a broken pipe, not the answer, from a server that closes
 * with the body unread. 16 MiB covers the mistakes we can imagine (a file or a log pasted into
 * a field, ten megabytes of it) at a cost of a few milliseconds of reading on a local network;
 * past it the connection is simply closed, and a sender too slow to reach it is cut by
 * REQUEST_TIMEOUT_MS like any other request.
 */
const DRAINED_BYTES = 16 * 1024 * 1024;

/**
 * Reads what is left of a request's body and drops it, up to `bound` bytes. Resolves true when
 * the body ended within the bound, false when the bound was passed (or declared passed by
 * Content-Length) or the connection went away. Nothing is kept: the bytes are counted only.
 */
function discardBody(raw: IncomingMessage, bound: number): Promise<boolean> {
  const declared = Number(raw.headers["content-length"]);
  if (declared > bound) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const done = (whole: boolean) => {
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("close", onGone);
      raw.off("error", onGone);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bound) done(false);
    };
    const onEnd = () => done(true);
    const onGone = () => done(false);
    raw.on("data", onData);
    raw.on("end", onEnd);
    raw.on("close", onGone);
    raw.on("error", onGone);
    raw.resume();
  });
}

/**
 * An answer sent before its request's body was read (a 413, whose body Fastify stopped reading
 * or never began; a refusal decided on the headers) waits until the rest of the body has been
 * read and discarded, up to DRAINED_BYTES. Nothing is parsed or kept, so the refusals that
 * need no parsing still come first (docs/decisions.md, 18); a body read by its route, and a
 * request without one, pass straight through. Past the bound the connection closes; a 413
 * closes it anyway, as Fastify has it.
 */
export function registerUnreadBodyDrain(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.raw.complete || req.raw.readableEnded) return payload;
    if (!(await discardBody(req.raw, DRAINED_BYTES))) reply.header("connection", "close");
    return payload;
  });
}
