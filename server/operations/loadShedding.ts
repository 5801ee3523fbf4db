import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { getHeapStatistics } from "node:v8";
import { isApiUrl, type AccountAnswer } from "../../content/accountContract.ts";
import { messageWith, waitInWords } from "../../content/messages.ts";
import type { Config } from "../config.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * False for a route that must answer however loaded the server is: /healthz, whose
     * answer is the truth about the event loop, and /metrics, which shows the load.
     */
    sheddable?: boolean;
  }
}

/**
 * DESIGN decision 13: before a backlog turns into a stall, new requests are refused at once
 * with 503 and Retry-After, so the work in hand finishes and the clients come back later.
 * @fastify/under-pressure samples the mean event-loop delay each second and the heap in use;
 * past either limit its onRequest hook, registered before every other, hands each request
 * here. The front cache answers its pages before Fastify and keeps doing so.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: Config["loadShedding"], pages: PageRenderer): Promise<void> {
  const { eventLoopDelayMs, heapPercent, retryAfterSeconds } = limits;
  // One warning a second at most, with how many were shed since the last: a flood must not
  // turn into a flood of log lines (each request still has its access line, status 503).
  let shedSinceLine = 0;
  let lineAt = 0;
  const shed = (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): Buffer | AccountAnswer | undefined => {
    // Undefined lets the request through (the plugin then calls next()).
    if (req.routeOptions.config.sheddable === false) return undefined;
    shedSinceLine++;
    if (Date.now() - lineAt >= 1_000) {
      req.log.warn({ loadShedding: { type, value: value === undefined ? undefined : Math.round(value), shed: shedSinceLine } }, "shedding requests under load");
      shedSinceLine = 0;
      lineAt = Date.now();
    }
    // Every path under /api answers JSON, one that matches no route too.
    if (isApiUrl(req.url)) {
      reply.code(503).header("retry-after", String(retryAfterSeconds)).header("cache-control", "no-store");
      return { status: "ERROR", reason: "UNAVAILABLE", message: messageWith("server.ERROR_BUSY", { wait: waitInWords(retryAfterSeconds) }) };
    }
    return pages.unavailable(req, reply, retryAfterSeconds);
  };
  await app.register(underPressure, {
    maxEventLoopDelay: eventLoopDelayMs,
    maxHeapUsedBytes: Math.round((getHeapStatistics().heap_size_limit * heapPercent) / 100),
    retryAfter: retryAfterSeconds,
    // The plugin sends a handler's non-null return value as the reply and stops the request
    // there; its types only name the void case.
    pressureHandler: shed as unknown as FastifyUnderPressureOptions["pressureHandler"],
  });
}
