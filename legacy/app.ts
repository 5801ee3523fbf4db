import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Logger } from "pino";
import type { LegacyContext } from "./legacyContext.ts";
import { refuseWith } from "./legacyAnswer.ts";
import { createMailQueue } from "./mail/mailQueue.ts";
import { createOutboxMailer } from "./mail/outboxMailer.ts";
import { errorPage } from "./pages/memberPages.ts";
import { ASSET_HOST_PATH, registerAssetHost } from "./routes/assetHost.ts";
import { registerCheckUserid } from "./routes/checkUserid.ts";
import { DOMAIN_API_PATH, registerDomainApi, type DomainApiError } from "./routes/domainApi.ts";
import { registerCartApi } from "./routes/cartApi.ts";
import { registerLogin } from "./routes/login.ts";
import { registerLostPassword } from "./routes/lostPassword.ts";
import { registerMembersArea, sendPage } from "./routes/membersArea.ts";
import { registerSignup } from "./routes/signup.ts";
import { openLegacyDatabase, type LegacyDatabase } from "./store/database.ts";
import { seedDemoMembers } from "./store/demoMembers.ts";
import { withoutTrailingSlashes } from "../content/urlPath.ts";

export interface LegacyOptions {
  /** SQLite file at `${dataDir}/legacy.sqlite`, emails in `${dataDir}/outbox/*.eml`; created if missing. */
  dataDir: string;
  /** Absolute URL of the members area as the visitor's browser reaches it, e.g. "http://localhost:3000/members". */
  membersUrl: string;
  /**
   * Base URL under which the main site proxies this app's `/asset-host` routes to browsers,
   * e.g. "http://localhost:3000/asset-host" (an absolute http(s) URL, or a root-relative path);
   * themes.json builds its preview URLs on it. Default "/asset-host": this app's own public
   * origin is not known before listen.
   */
  assetsUrl?: string;
  /** When set, sign-up requires a Turnstile token and verifies it. */
  turnstileSecret?: string;
  /** Where tokens are verified; Cloudflare's siteverify unless a test points it elsewhere. */
  turnstileVerifyUrl?: string;
  /** When absent, the app logs nothing. */
  logger?: Logger;
  /** Clock in ms; tests move it past the 15-minute lock and the one-hour reset expiry. */
  now?: () => number;
  /** Where startLegacy listens: loopback and a free port when embedded; set when it runs as its own service. */
  host?: string;
  port?: number;
}

/** Each app's database, for tests and tools that read the store (see store/outbox.ts listOutbox). */
const databases = new WeakMap<FastifyInstance, LegacyDatabase>();

export function legacyDatabase(app: FastifyInstance): LegacyDatabase {
  const db = databases.get(app);
  if (!db) throw new Error("Not a legacy app, or already closed");
  return db;
}

function membersLocation(membersUrl: string): { url: string; path: string; secure: boolean } {
  let parsed: URL;
  try {
    parsed = new URL(membersUrl);
  } catch {
    throw new Error(`Legacy API: membersUrl must be an absolute URL, got ${JSON.stringify(membersUrl)}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`Legacy API: membersUrl must be http or https, got ${JSON.stringify(membersUrl)}`);
  }
  const path = withoutTrailingSlashes(parsed.pathname);
  return { url: `${parsed.origin}${path}`, path, secure: parsed.protocol === "https:" };
}

/** The assets base without a trailing slash: an absolute http(s) URL, or a root-relative path. */
function assetsBase(assetsUrl: string | undefined): string {
  if (assetsUrl === undefined) return ASSET_HOST_PATH;
  if (assetsUrl.startsWith("/") && !assetsUrl.startsWith("//")) return withoutTrailingSlashes(assetsUrl);
  let parsed: URL;
  try {
    parsed = new URL(assetsUrl);
  } catch {
    throw new Error(`Legacy API: assetsUrl must be an absolute URL or a path, got ${JSON.stringify(assetsUrl)}`);
  }
  if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || parsed.search !== "" || parsed.hash !== "") {
    throw new Error(`Legacy API: assetsUrl must be an http or https URL without query or fragment, got ${JSON.stringify(assetsUrl)}`);
  }
  return `${parsed.origin}${withoutTrailingSlashes(parsed.pathname)}`;
}

/** Whether a request URL is at `prefix` or below it. */
function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/**
 * Request lines without the query string (a reset link's token) and with a cart's hash
 * masked in its path: either one opens something for whoever reads it in a log.
 */
function requestForLog(req: FastifyRequest) {
  const queryAt = req.url.indexOf("?");
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  return { method: req.method, url: path.replace(/(\/carts\/)[^/]+/, "$1[redacted]") };
}

/**
 * What an X-Request-Id may hold to become this app's request id: the site's ids (UUIDs, or a
 * load balancer's kept by the site) fit. Anything else, which only a client calling this app
 * directly could send, gets an id of our own, so no caller writes what it likes into our lines.
 */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function requestIdOf(req: IncomingMessage): string {
  const header = req.headers["x-request-id"];
  return typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The local stand-in for the provider's legacy PHP member API, as its own Fastify app (no listen). */
async function buildLegacyApp(options: LegacyOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const members = membersLocation(options.membersUrl);
  const assetsUrl = assetsBase(options.assetsUrl);
  const db = openLegacyDatabase(options.dataDir, now());
  try {
    await seedDemoMembers(db, now());
  } catch (error) {
    db.close();
    throw error;
  }

  const ctx: LegacyContext = {
    db,
    mailer: createOutboxMailer(db, join(options.dataDir, "outbox"), now),
    mailQueue: createMailQueue(),
    now,
    membersUrl: members.url,
    assetsUrl,
    membersPath: members.path,
    secureCookies: members.secure,
    turnstile: options.turnstileSecret ? { secret: options.turnstileSecret, verifyUrl: options.turnstileVerifyUrl } : undefined,
  };

  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger.child({}, { serializers: { req: requestForLog } }) } : { logger: false }),
    // Joins this app's lines to the main server's request that caused them.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The PHP forms are small; nothing legitimate comes near this.
    bodyLimit: 16 * 1024,
    requestTimeout: 30_000,
    // Embedded, this app closes after the site has finished its own requests; a keep-alive or
    // abandoned proxy connection left open must not hold the shutdown.
    forceCloseConnections: true,
  }) as unknown as FastifyInstance;
  databases.set(app, db);
  app.addHook("onClose", async () => {
    databases.delete(app);
    // What was asked for before the close is still sent: a queued email needs the database.
    ctx.mailQueue.close();
    db.close();
  });

  // Like PHP's $_POST: form bodies only. JSON or text bodies get a 415, not a guess.
  app.removeAllContentTypeParsers();
  await app.register(formbody);
  await app.register(cookie);

  registerSignup(app, ctx);
  registerLogin(app, ctx);
  registerLostPassword(app, ctx);
  registerCheckUserid(app, ctx);
  registerMembersArea(app, ctx);
  registerAssetHost(app, ctx);
  registerDomainApi(app);
  registerCartApi(app, ctx);
  // For the orchestrator when this runs as its own service (npm run legacy); polled, so not logged.
  app.get("/healthz", { logLevel: "warn" }, async () => ({ status: "ok" }));

  const isMembersPage = (url: string) =>
    members.path === "" || url === members.path || url.startsWith(`${members.path}/`) || url.startsWith(`${members.path}?`);

  // The asset host and the domain API are not PHP scripts: they answer like the hosts they stand for.
  const domainApiError = (error: DomainApiError["error"], message: string): DomainApiError => ({ error, message });

  app.setNotFoundHandler((req, reply) => {
    if (isUnder(req.url, ASSET_HOST_PATH)) return reply.code(404).header("content-type", "text/plain; charset=utf-8").send("Not found.");
    if (isUnder(req.url, DOMAIN_API_PATH)) return reply.code(404).send(domainApiError("NOT_FOUND", "No such domain API call."));
    if (isMembersPage(req.url)) return sendPage(reply, 404, errorPage(404, members.path));
    return reply.code(404).send(refuseWith("NOT_FOUND"));
  });

  app.setErrorHandler((error, req, reply) => {
    const code = (error as { statusCode?: unknown }).statusCode;
    const status = typeof code === "number" && code >= 400 && code < 500 ? code : 500;
    // A client's mistake is one line without a stack, and without the message (a parser's may quote the body).
    if (status < 500) req.log.info({ clientError: { code: (error as { code?: unknown }).code, statusCode: status } }, "unusable request");
    else req.log.error({ err: error }, "request failed");
    if (isUnder(req.url, ASSET_HOST_PATH))
      return reply
        .code(status)
        .header("content-type", "text/plain; charset=utf-8")
        .send(status < 500 ? "Bad request." : "Unexpected error.");
    if (isUnder(req.url, DOMAIN_API_PATH)) {
      return reply.code(status).send(status < 500 ? domainApiError("BAD_REQUEST", "Bad request.") : domainApiError("UNEXPECTED", "Unexpected error."));
    }
    if (isMembersPage(req.url)) return sendPage(reply, status, errorPage(status, members.path));
    return reply.code(status).send(refuseWith(status < 500 ? "BAD_REQUEST" : "UNEXPECTED"));
  });

  return app;
}

/** Builds the legacy API and listens on a free loopback port. */
export async function startLegacy(options: LegacyOptions): Promise<{ url: string; app: FastifyInstance; close: () => Promise<void> }> {
  const app = await buildLegacyApp(options);
  try {
    // Not Fastify's "Server listening at": in the main server's log that line means the site itself.
    await app.listen({
      host: options.host ?? "127.0.0.1",
      port: options.port ?? 0,
      listenTextResolver: (address) => `Legacy member API listening at ${address}`,
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const host = !options.host || options.host === "0.0.0.0" || options.host === "::" ? "127.0.0.1" : options.host;
  return { url: `http://${host}:${port}`, app, close: () => app.close() };
}
