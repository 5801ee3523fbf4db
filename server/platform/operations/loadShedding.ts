import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { getHeapStatistics } from "node:v8";
import { isApiUrl, type AccountAnswer } from "../../../content/accountContract.ts";
import { messageWith, waitInWords } from "../../../content/messages.ts";
import type { Config } from "../config/config.ts";
import { rootLevel } from "../http/rootLevel.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * False for a route that must answer however loaded the server is: /healthz, whose
     * answer is the truth about the event loop. (/metrics, which shows the load, is on the
     * admin listener, where nothing is shed.) "renders" for the pages: what the page cache
     * holds is sent (it costs less than the refusal would), and only a page that would have
     * to be rendered is refused.
     */
    sheddable?: boolean | "renders";
  }
}

/**
 * docs/decisions.md, 13: before a backlog turns into a stall, new work is refused at once with 503
 * and Retry-After, so the work in hand finishes and the clients come back later.
 * @fastify/under-pressure samples the mean event-loop delay each second and the heap in use;
 * past either limit its onRequest hook, registered before every other, hands each request
 * here. Pages are let through and refused only if they would be rendered (refuseRender, which
 * the page renderer asks before a render): under load on a busy machine, refusing every page
 * had turned the cheapest answers, pages already rendered, into 503s, and let the front
 * cache run dry (it keeps what Fastify sent in the last second) so that even the most asked-for
 * pages were refused. The front cache answers its pages before Fastify and keeps doing so.
 */
export function createLoadShedding({ eventLoopDelayMs, heapPercent, retryAfterSeconds }: Config["loadShedding"]) {
  // One warning a second at most, with how many were shed since the last: a flood must not
  // turn into a flood of log lines (each request still has its access line, status 503).
  let shedSinceLine = 0;
  let lineAt = 0;
  let pressure: { type: string; value: number | undefined } = { type: "", value: undefined };
  const counted = (req: FastifyRequest) => {
    shedSinceLine++;
    if (Date.now() - lineAt >= 1_000) {
      // No sample in the last second (the loop too busy to take one) reads as an infinite delay.
      const value = pressure.value === undefined ? undefined : Number.isFinite(pressure.value) ? Math.round(pressure.value) : "no sample";
      req.log.warn({ loadShedding: { type: pressure.type, value, shed: shedSinceLine } }, "shedding requests under load");
      shedSinceLine = 0;
      lineAt = Date.now();
    }
  };

  /**
   * The plugin, registered on the root after the hooks that set the request id and the security
   * headers (a shed answer carries both) and before every other: under-pressure's onRequest hook.
   */
  const plugin: FastifyPluginAsync<{ pages: PageRenderer }> = async (app, { pages }) => {
    const refuse = (req: FastifyRequest, reply: FastifyReply): Buffer | AccountAnswer => {
      counted(req);
      // Every path under /api answers JSON, one that matches no route too.
      if (isApiUrl(req.url)) {
        reply.code(503).header("retry-after", String(retryAfterSeconds)).header("cache-control", "no-store");
        return { status: "ERROR", reason: "UNAVAILABLE", message: messageWith("server.ERROR_BUSY", { wait: waitInWords(retryAfterSeconds) }) };
      }
      return pages.unavailable(req, reply, retryAfterSeconds);
    };
    const shed = (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): Buffer | AccountAnswer | undefined => {
      pressure = { type, value };
      // Undefined lets the request through (the plugin then calls next()).
      const sheddable = req.routeOptions.config.sheddable;
      if (sheddable === false || sheddable === "renders") return undefined;
      return refuse(req, reply);
    };
    await app.register(underPressure, {
      maxEventLoopDelay: eventLoopDelayMs,
      maxHeapUsedBytes: Math.round((getHeapStatistics().heap_size_limit * heapPercent) / 100),
      retryAfter: retryAfterSeconds,
      // The plugin sends a handler's non-null return value as the reply and stops the request
      // there; its types only name the void case.
      pressureHandler: shed as unknown as FastifyUnderPressureOptions["pressureHandler"],
    });
  };

  return {
    plugin: rootLevel(plugin),
    /**
     * The page renderer's refuseRender, asked per render, not per request: only a page that
     * has to be made is refused. under-pressure decorates the root, so every request's
     * server knows whether it is under pressure.
     */
    refuseRender: (req: FastifyRequest): number | undefined => {
      if (!req.server.isUnderPressure()) return undefined;
      counted(req);
      return retryAfterSeconds;
    },
  };
}
