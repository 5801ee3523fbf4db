import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AccountFlows, Flow } from "../accounts/accountFlows.ts";
import { httpStatusOf, type FlowResult } from "../accounts/flowResult.ts";
import { carriedQuery } from "../render/carriedQuery.ts";
import { flowContext, relaySetCookies, sendFlowHeaders } from "./accountPages.ts";
import { openApiDocument } from "./openapi.ts";

/** The normalized answer of DESIGN decision 6; nothing else of a flow's result leaves the server. */
export function apiAnswer(result: FlowResult) {
  const { status, reason, message, redirect, pub, emailAddress, fieldErrors, captchaRequired } = result;
  return { status, reason, message, redirect, pub, emailAddress, fieldErrors, captchaRequired };
}

function apiError(reply: FastifyReply, status: number, reason: string, message: string) {
  return reply.code(status).send({ status: "ERROR", reason, message });
}

/**
 * A cross-site form cannot send X-Requested-With or a JSON body without a CORS preflight,
 * which this API never grants: requiring one of them is its CSRF protection.
 */
function isScriptedRequest(req: FastifyRequest): boolean {
  return Boolean(req.headers["x-requested-with"]) || (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
}

/** The same flows as the pages, as JSON for integrators and the browser's dialogs. */
export async function registerAccountApi(app: FastifyInstance, flows: AccountFlows, { secureCookies }: { secureCookies: boolean }): Promise<void> {
  await app.register(
    async (api) => {
      api.get("/openapi.json", async (_req, reply) => reply.header("cache-control", "public, max-age=300").send(openApiDocument()));

      api.addHook("onRequest", async (req, reply) => {
        reply.header("cache-control", "no-store");
        if (req.url.endsWith("/openapi.json")) return;
        if (!isScriptedRequest(req)) {
          return apiError(reply, 403, "FORBIDDEN", "Send the request with an X-Requested-With header or a JSON body.");
        }
      });

      const post = (path: string, flow: Flow) =>
        api.post(path, async (req, reply) => {
          const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
          // Carried parameters may come in the query string or the body, as the pages pass them.
          const carried = carriedQuery({ ...(req.query as object), ...body });
          const result = await flow(body, flowContext(req, carried, body["cf-turnstile-response"] ?? body.captchaToken));
          relaySetCookies(reply, result.setCookies, secureCookies);
          sendFlowHeaders(reply, result);
          return reply.code(httpStatusOf(result)).send(apiAnswer(result));
        });

      post("/login", flows.login);
      post("/register", flows.register);
      post("/lostpassword", flows.lostPassword);

      api.get("/username-availability", async (req, reply) => {
        const result = await flows.usernameAvailability(req.query, flowContext(req, {}));
        sendFlowHeaders(reply, result);
        return reply.code(httpStatusOf(result)).send(apiAnswer(result));
      });

      api.setNotFoundHandler((_req, reply) => apiError(reply, 404, "NOT_FOUND", "No such endpoint."));
      api.setErrorHandler((error, req, reply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status < 500) return apiError(reply, status, "BAD_REQUEST", error instanceof Error ? error.message : "Bad request");
        req.log.error({ err: error }, "API request failed");
        return apiError(reply, 500, "UNEXPECTED", "Something went wrong on our side.");
      });
    },
    { prefix: "/api/v1" },
  );
}
