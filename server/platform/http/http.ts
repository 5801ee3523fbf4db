import { LogController, type FastifyHttpOptions, type FastifyRequest } from "fastify";
import { createServer, type Server } from "node:http";
import { REQUEST_BODY_LIMIT_BYTES, isApiUrl } from "../../../content/accountContract.ts";
import type { Config } from "../config/config.ts";
import { clientErrorForLog } from "../logging/logger.ts";
import { keptBySharedCaches } from "../render/pageHeaders.ts";
import { canonicalApiUrl, sendApiError, sendApiNotFound } from "./apiRefusals.ts";
import { rememberPeerAddresses } from "../security/clientAddress.ts";
import type { PlatformServices } from "../platformServices.ts";
import type { ProxiedCall } from "../logging/accessLine.ts";
import { rootLevel } from "./rootLevel.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** What the service this request was passed on to did with it (server/platform/logging/proxyLog.ts), for its access line. */
    proxied: ProxiedCall | null;
  }
}

type HttpServices = Pick<PlatformServices, "front" | "pages" | "requestId" | "trustProxy">;

/** The server's own options: its Node server (behind the front cache), timeouts, ids, bounds. */
export function httpOptions(config: Config, { front, pages, requestId, trustProxy }: HttpServices): FastifyHttpOptions<Server> {
  return {
    // The front cache answers what it holds before Fastify sees the request; the rest goes on.
    serverFactory: (handler) => {
      // Node enforces the timeout it was built with and checks it every 30 s by default: a
      // body trickled in at a byte a second lived over a minute. Built in, and checked every
      // second, it holds to within a second.
      const server = createServer({ requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1_000 }, (req, res) => {
        if (!front.serve(req, res)) handler(req, res);
      });
      rememberPeerAddresses(server);
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = config.requestTimeoutMs;
      return server;
    },
    // One access line per request (written below, when the answer is sent) instead of
    // Fastify's two: on a cached page, logging was a quarter of the work.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy,
    requestTimeout: config.requestTimeoutMs,
    // Domain names in /domains/search/results/:query may be long; longer ones get a clear page, not a 404.
    routerOptions: { maxParamLength: 512 },
    // An /api path is answered without its trailing slashes (apiRefusals.ts says why).
    rewriteUrl: (req) => canonicalApiUrl(req.url ?? "/"),
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Undecodable URLs and over-long parameters: a page saying so (JSON under /api), not Fastify's JSON.
    frameworkErrors: (error, req, reply) => {
      if (isApiUrl(req.url)) return void sendApiError(req, reply, error);
      req.log.info({ clientError: clientErrorForLog(error) }, "unusable request");
      void pages.sendClientError(req, reply, error.statusCode ?? 400);
    },
  };
}

/**
 * HTTP for every answer, on the root: who sent the request and its id, the error and not-found
 * pages, the connection's end while closing, and the access line.
 */
export const http = rootLevel<{ services: Pick<PlatformServices, "addresses" | "pages" | "serving" | "accessLine"> }>(async (app, { services }) => {
  const { addresses, pages, serving, accessLine } = services;
  // The one way the site reads who sent a request: a string even once the client has gone.
  app.decorateRequest("clientAddress", {
    getter(this: FastifyRequest) {
      return addresses.of(this.raw);
    },
  });
  app.decorateRequest("proxied", null);
  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });

  // Before any route: Fastify gives a route the error handler in force when it is added. Under
  // /api every answer is the account contract's JSON (server/platform/http/apiRefusals.ts).
  app.setNotFoundHandler((req, reply) => (isApiUrl(req.url) ? sendApiNotFound(reply) : pages.sendNotFound(req, reply)));

  app.setErrorHandler((error, req, reply) => {
    if (isApiUrl(req.url)) return sendApiError(req, reply, error);
    const status = typeof (error as { statusCode?: unknown }).statusCode === "number" ? (error as { statusCode: number }).statusCode : 500;
    if (status < 500) {
      // Bad input from the client (malformed body, wrong content type, too large): say so plainly,
      // in one line without a stack (the mistake is not in our code).
      req.log.info({ clientError: clientErrorForLog(error) }, "client error");
      return pages.sendClientError(req, reply, status);
    }
    req.log.error({ err: error }, "request failed");
    return pages.sendServerError(req, reply);
  });

  // While shutting down, a response in flight must not leave its keep-alive connection open:
  // server.close() only closes connections idle at the moment it is called, so a busy one
  // would otherwise hold the process until the keep-alive timeout.
  app.addHook("preClose", async () => {
    serving.close();
  });
  app.addHook("onSend", async (_req, reply) => {
    // Draining, too: a keep-alive client should find another replica for its next request.
    if (serving.ending) reply.header("connection", "close");
    // A shared cache (the balancer's, a CDN's) keeps an answer's headers with it and hands them
    // to every visitor after: the request id of the one that filled it must not be among them.
    if (keptBySharedCaches(reply.getHeader("cache-control"))) reply.removeHeader("x-request-id");
  });

  // Route patterns only: a raw URL as a label would make a series per visitor's query.
  app.addHook("onResponse", (req, reply, done) => {
    accessLine(req.log, {
      method: req.method,
      url: req.url,
      host: req.host,
      ip: req.clientAddress,
      proxied: req.proxied ?? undefined,
      route: req.routeOptions.url ?? "(no route)",
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
});
