import proxy from "@fastify/http-proxy";
import type { FastifyInstance } from "fastify";

const UNAVAILABLE = { error: "DOMAIN_API_UNAVAILABLE", message: "The domain search is not available just now." };

/**
 * /api/domains/* goes to the domain API (SPEC §2 plugin base): short timeouts, the visitor's
 * cookies kept to ourselves, and an unreachable or failing API answered as 502 JSON.
 */
export async function registerDomainApiProxy(app: FastifyInstance, upstream: string, timeoutMs: number): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(proxy, {
      upstream,
      prefix: "/api/domains",
      rewritePrefix: "/domains",
      httpMethods: ["GET", "HEAD"],
      undici: { connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
      replyOptions: {
        rewriteRequestHeaders: (_req, headers) => ({ ...headers, cookie: undefined, authorization: undefined }),
        onResponse: (request, reply, res) => {
          // The API's own failures become our gateway error; its 4xx (a bad query) pass through.
          if (res.statusCode >= 500) {
            request.log.warn({ status: res.statusCode }, "domain API failed");
            res.stream.resume();
            reply.removeHeader("content-length");
            return reply.code(502).type("application/json").send(UNAVAILABLE);
          }
          return reply.send(res.stream);
        },
        onError: (reply, { error }) => {
          reply.request.log.warn({ err: error }, "domain API unreachable");
          return reply.code(502).type("application/json").send(UNAVAILABLE);
        },
      },
    });
  });
}
