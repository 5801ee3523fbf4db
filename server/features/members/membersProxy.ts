import { Readable } from "node:stream";
import proxy from "@fastify/http-proxy";
import type { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import { Pool } from "undici";
import { CARRIED_SHAPES } from "../../../content/routes.ts";
import { memberApiCookies } from "../../shared/forwardedCookies.ts";
import { failureReason } from "../../platform/upstream/failureReason.ts";
import { clearedSignedInFlag } from "../../shared/signedInCookie.ts";
import type { PageRenderer } from "../../platform/render/pageRenderer.ts";
import { answerHeadersDownstream, requestHeadersUpstream } from "./proxiedHeaders.ts";
import { logProxied, pathOf } from "../../platform/logging/proxyLog.ts";

export interface MembersProxyOptions {
  /** The member API's base URL. */
  upstream: string;
  membersPath: string;
  secureCookies: boolean;
  /** UPSTREAM_TIMEOUT_MS: the bound of every call to the member API, here to connect, to its headers and between body chunks. */
  timeoutMs: number;
  /** MEMBERS_BODY_LIMIT_BYTES: the largest body a request may bring; a larger one is answered 413 and never relayed. */
  bodyLimitBytes: number;
  /** PUBLIC_URL: the scheme and host the member API is told the visitor used. */
  publicUrl: string;
  /** The site's error page, for an answer the member API could not give. */
  pages: Pick<PageRenderer, "sendServerError">;
}

/** reply-from's own line for a failed call (with the error's stack): logProxied says it, once. */
const LIBRARY_FAILURE_LINE = "response errored";

/** Error codes of undici (and reply-from's wrappers of them) that mean "too slow". */
const TIMEOUT_CODES = new Set(["UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "FST_REPLY_FROM_GATEWAY_TIMEOUT"]);
/** Codes of a call cut short by our own shutdown (the pool destroyed in preClose). */
const STOPPING_CODES = new Set(["UND_ERR_DESTROYED", "UND_ERR_CLOSED"]);

interface Failure {
  /** 504 for a member API too slow, 503 while this replica stops, 502 for anything else: never 500. */
  status: 502 | 503 | 504;
  reason: string;
}

/** What the visitor is told of a failed call, and the log's words for it. */
function failureOf(error: unknown, timeoutMs: number): Failure {
  // reply-from wraps undici's error in one of its own; the cause says what happened.
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  const code = cause.code ?? (error as { code?: string }).code ?? "";
  const reason = failureReason(cause, timeoutMs);
  if (TIMEOUT_CODES.has(code) || (error as { code?: string }).code === "FST_REPLY_FROM_GATEWAY_TIMEOUT") return { status: 504, reason };
  if (STOPPING_CODES.has(code)) return { status: 503, reason: `stopping: ${reason}` };
  return { status: 502, reason };
}

/** Whether the visitor's connection is gone (reset, or closed before its body was all sent). */
function visitorGone(reply: FastifyReply): boolean {
  const socket = (reply.raw.socket ?? reply.request.raw.socket) as Socket | null | undefined;
  return reply.request.raw.aborted || socket?.destroyed === true;
}

/**
 * A request's body, read whole within the cap before anything is relayed, handed to the proxy
 * as a stream of its bytes: reply-from sends a stream as it is, where it would re-type a Buffer
 * (dropping a multipart boundary, re-encoding JSON).
 */
class HeldBody extends Readable {
  constructor(readonly bytes: Buffer) {
    super();
  }

  override _read(): void {
    if (this.bytes.length > 0) this.push(this.bytes);
    this.push(null);
  }
}

/** The held body's size, for the Content-Length the member API gets (a chunked body's too). */
const heldSize = (req: { body: unknown }): number | undefined => (req.body instanceof HeldBody ? req.body.bytes.length : undefined);

/** A request logger without reply-from's failure line, which carries a stack and no status. */
function withoutLibraryFailureLine(log: FastifyBaseLogger): FastifyBaseLogger {
  return Object.create(log, {
    warn: {
      value: (...args: unknown[]) => {
        if (args[1] === LIBRARY_FAILURE_LINE) return;
        Reflect.apply(log.warn, log, args);
      },
    },
  }) as FastifyBaseLogger;
}

/**
 * What the access line says of the member API's answer: its status from now on, and once the
 * answer has been read through, its whole time; a failure when its body failed after
 * the visitor had its first bytes (before that, the error handler of the members area answers and
 * says so); nothing more when the visitor left first.
 */
function logAnswer(reply: FastifyReply, status: number, body: Readable, timeoutMs: number): void {
  const req = reply.request;
  const path = pathOf(req.url);
  logProxied(req, { to: "members", path, status, durationMs: reply.elapsedTime });
  let told = false;
  const tell = (failure?: string) => {
    if (told) return;
    told = true;
    logProxied(req, { to: "members", path, status, failure, durationMs: reply.elapsedTime });
  };
  body.once("end", () => tell());
  body.once("error", (error) => {
    if (!reply.raw.headersSent) told = true;
    else tell(visitorGone(reply) ? undefined : `cut off: ${failureOf(error, timeoutMs).reason}`);
  });
  body.once("close", () => tell());
}

/**
 * A members area on this site's origin (the default, PUBLIC_URL/members) is the member API's
 * own pages, served through the site; in production it is a host of its own. It is on the same
 * footing as every other call to the member API (docs/decisions.md, 23 and the pitfall on
 * @fastify/reply-from): bounded by UPSTREAM_TIMEOUT_MS and by a body cap, given the site's own
 * forwarding headers and none of the visitor's hop-by-hop or forwarding ones
 * (server/features/members/proxiedHeaders.ts), the member's session under the names each side knows it
 * by (server/shared/forwardedCookies.ts), and a failure is the site's error page (504 slow,
 * 502 dead or reset, 503 while stopping) with its access line at warn, never a 500.
 */
export async function registerMembersProxy(app: FastifyInstance, options: MembersProxyOptions): Promise<void> {
  const { upstream, membersPath, secureCookies, timeoutMs, bodyLimitBytes, pages } = options;
  const cookies = memberApiCookies(secureCookies);
  const site = new URL(options.publicUrl);
  const logout = `${membersPath}/logout`;
  // Our own pool: its timeouts, certificate checks on (reply-from's own agent turns them off),
  // and ours to close. Destroyed before the listener closes, so a member API that hangs does not
  // hold the drain (server/main.ts): what is in flight gets a 503 at once.
  const pool = new Pool(new URL(upstream).origin, { connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connections: 64 });
  app.addHook("preClose", async () => {
    await pool.destroy();
  });

  const fail = (reply: FastifyReply, error: unknown) => {
    const path = pathOf(reply.request.url);
    if (visitorGone(reply)) {
      // The visitor went away (its body was cut short, or it reset the connection): nobody is
      // left to answer, and the member API is not at fault. 499, as proxies count it: not a 5xx.
      logProxied(reply.request, { to: "members", path, durationMs: reply.elapsedTime });
      return reply.code(499).send();
    }
    const { status, reason } = failureOf(error, timeoutMs);
    logProxied(reply.request, { to: "members", path, failure: reason, durationMs: reply.elapsedTime });
    if (status === 503) reply.header("retry-after", "5");
    return pages.sendServerError(reply.request, reply, status);
  };

  await app.register(async (members) => {
    // Bodies go to the members area as they came: the site's form parser must not consume them.
    // Each is read whole first, up to MEMBERS_BODY_LIMIT_BYTES, as a front server in front of
    // PHP does: one past it, by its Content-Length before any of it is read or by its bytes as
    // they stream in (a chunked body), is the site's 413 page, and nothing of it reaches the
    // member API; nor does a body the visitor never finishes, which so holds no worker of the
    // member API's while it trickles in (docs/security.md, "The members area's body").
    members.removeAllContentTypeParsers();
    members.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: bodyLimitBytes }, (_req, body, done) => done(null, new HeldBody(body as Buffer)));
    members.setChildLoggerFactory((logger, bindings, opts) => withoutLibraryFailureLine(logger.child(bindings, opts)));
    // The body of an answer failing before its first byte was sent lands here: the same answer.
    // A request of ours the proxy refuses (a `..` segment: 400), and a body over the cap (413)
    // or cut short (400), is the site's own error answer.
    members.setErrorHandler((error, _req, reply) => {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === "number" && status < 500) throw error;
      return fail(reply, error);
    });
    await members.register(proxy, {
      upstream,
      prefix: membersPath,
      rewritePrefix: membersPath,
      undici: pool,
      // The body parser above is the members area's own; the proxy adds none.
      proxyPayloads: false,
      // Its forms (log out, set a new password) carry no token of ours: the browser must say
      // the post comes from this origin, so another site cannot log a member out.
      // No limit of ours: the members area is the member API's own application, its posts are a
      // signed-in member's, and this proxy passes them on as they are (docs/decisions.md, 17 asks
      // each state-changing route to say so rather than say nothing).
      // Its failures are answered with the site's error page, whose links carry the carried
      // parameters on as every page's do.
      config: { csrf: "same-origin", limit: { exempt: "the member API's own members area, proxied as it is" }, carries: CARRIED_SHAPES.page },
      // reply-from's own two lines say neither the status nor the path: the access line says both (logProxied).
      disableRequestLogging: true,
      replyOptions: {
        // No retries (reply-from repeats a GET answered 503 up to ten times): the visitor's reload is the retry.
        retryDelay: () => null,
        // The members area is the member API's too: the site's own cookies stay here, and the
        // request id and the forwarding headers are the site's, never ones a visitor sent.
        // The body goes as it was read, with its length.
        rewriteRequestHeaders: (req, headers) => {
          const sent = requestHeadersUpstream(headers, {
            clientAddress: req.clientAddress,
            proto: site.protocol.slice(0, -1),
            host: site.host,
            requestId: req.id,
          });
          const cookie = cookies.toMemberApi(headers.cookie);
          if (cookie === undefined) delete sent.cookie;
          else sent.cookie = cookie;
          const size = heldSize(req);
          if (size !== undefined) sent["content-length"] = String(size);
          return sent;
        },
        rewriteHeaders: (headers) => {
          const answer = answerHeadersDownstream(headers);
          const setCookie = answer["set-cookie"];
          if (setCookie !== undefined) answer["set-cookie"] = cookies.toBrowser([setCookie].flat());
          return answer;
        },
        onResponse: (req, reply, res) => {
          // Signed out: the header's signed-in flag goes with the member's session.
          if (req.method === "POST" && pathOf(req.url) === logout && res.statusCode < 400) {
            for (const line of cookies.toBrowser([clearedSignedInFlag()])) reply.header("set-cookie", line);
          }
          const body = res.stream as Readable;
          logAnswer(reply as FastifyReply, res.statusCode, body, timeoutMs);
          void reply.send(body);
        },
        onError: (reply, { error }) => void fail(reply as FastifyReply, error),
      },
    });
  });
}
