import type { FastifyInstance, FastifyRequest } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { namedFields } from "../../platform/http/namedFields.ts";
import { ACCOUNT_API, ACCOUNT_API_PREFIX, accountAnswerSchema, type AccountAnswer } from "../../../content/accountContract.ts";
import { message } from "../../../content/messages.ts";
import { CARRIED_SHAPES } from "../../../content/routes.ts";
import type { AccountFlow, AccountFlows } from "./accountFlows.ts";
import { sendFlowHeaders, sendOutcomeHeaders, type AccountAction } from "./accountAction.ts";
import { httpStatusOf, type FlowResult } from "./flowResult.ts";
import { openApiDocument, type DocumentSettings } from "./openapiDocument.ts";
import { ACCOUNT_ENDPOINTS, ENDPOINTS, type EndpointDeclaration } from "./accountEndpoints.ts";
import type { CsrfRefusal } from "../../platform/security/csrfGuard.ts";
import type { RateLimitRefusal } from "../../platform/security/rateLimitGuard.ts";
import { sendApiRefusal } from "../../platform/http/apiRefusals.ts";

/**
 * The normalized answer of docs/decisions.md, 6; nothing else of a flow's result leaves the server.
 * Invalid input is worded from `details`, rule by rule: the forms' own alert ("the fields marked
 * below") means nothing to a program, and their docs/product.md §5 texts stay in `fieldErrors`.
 */
function apiAnswer(result: FlowResult): AccountAnswer {
  const answer = accountAnswerSchema.parse(result);
  if (answer.reason === "INVALID_INPUT" && answer.details?.length) answer.message = answer.details.map((detail) => detail.message).join(" ");
  return answer;
}

/**
 * Every endpoint here but the document is "json-api" (server/platform/security/csrfPolicy.ts): a request
 * without X-Requested-With or a JSON body, which a cross-site form cannot send, gets this.
 */
const refusedAsCrossSite: CsrfRefusal = (_req, reply) => sendApiRefusal(reply, "FORBIDDEN", message("api.ERROR_CROSS_SITE"));
const JSON_API = { csrf: "json-api", csrfRefusal: refusedAsCrossSite } as const;

/**
 * docs/decisions.md, 20: a browser names where a request comes from (Origin on every POST,
 * Sec-Fetch-Site in all current ones). Sec-Fetch-Mode alone says nothing: Node's fetch sends
 * `Sec-Fetch-Mode: cors` on every request, and an integrator's server using it is no browser.
 */
function isBrowser(req: FastifyRequest): boolean {
  return req.headers.origin !== undefined || req.headers["sec-fetch-site"] !== undefined;
}

/**
 * COOKIES_REQUIRED is for browsers that refuse cookies (docs/product.md §8, with its instructions for them);
 * an integrator's server without a cookie jar gets the real answer to its login instead.
 */
function integratorWithoutCookies(req: FastifyRequest): boolean {
  return !req.headers.cookie?.trim() && !isBrowser(req);
}

/** A path of ACCOUNT_API inside the plugin mounted at its prefix. */
const inPlugin = (path: string) => path.slice(ACCOUNT_API_PREFIX.length);

/** The same flows as the pages, as JSON for integrators and the browser's dialogs. */
export async function registerAccountApi(
  app: FastifyInstance,
  flows: AccountFlows,
  {
    action,
    document,
  }: {
    /** Runs a flow and hands the cart over (server/features/accounts/accountAction.ts), as for the form posts; this file renders JSON. */
    action: AccountAction;
    /** What the OpenAPI document says of this deployment (its address, its cookies). */
    document: DocumentSettings;
  },
): Promise<void> {
  await app.register(
    async (plugin) => {
      // Bodies and queries are read through zod schemas (a body that is not an object is a 400).
      plugin.setValidatorCompiler(validatorCompiler);
      // Fastify reads text/plain by default; here it is a 415 like any type but ACCEPTED_MEDIA_TYPES.
      plugin.removeContentTypeParser("text/plain");
      const api = plugin.withTypeProvider<ZodTypeProvider>();
      // The document is public and changes nothing: any client may read it, a link included.
      // The limits each route declares (docs/decisions.md, 17): the one every request spends before its flow runs, and the flow's budgets.
      const spent = Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint, [ACCOUNT_ENDPOINTS[endpoint].limit, ...ACCOUNT_ENDPOINTS[endpoint].budgets]]));
      const openapi = JSON.stringify(openApiDocument(document, spent));
      api.get(inPlugin(ACCOUNT_API.openapi), { config: { csrf: "none" } }, async (_req, reply) =>
        reply.header("cache-control", "public, max-age=300").type("application/json; charset=utf-8").send(openapi),
      );

      api.addHook("onRequest", async (_req, reply) => {
        reply.header("cache-control", "no-store");
      });

      /** A request over its route's limit: the flow's RATE_LIMITED answer, as if the flow had refused it. */
      const overLimit =
        (flow: Pick<AccountFlow, "overLimit">): RateLimitRefusal =>
        (_req, reply, state) => {
          const result = flow.overLimit(state);
          sendFlowHeaders(reply, result);
          return reply.code(httpStatusOf(result)).send(apiAnswer(result));
        };

      const post = (path: string, flow: AccountFlow, limits: Pick<EndpointDeclaration, "limit" | "budgets">) =>
        api.post(
          inPlugin(path),
          {
            schema: { body: namedFields.optional(), querystring: namedFields },
            // Carried parameters may come in the query string or the body, as the pages pass them.
            config: { ...JSON_API, ...limits, limitRefusal: overLimit(flow), carries: CARRIED_SHAPES.account, carriedInBody: true },
          },
          async (req, reply) => {
            const body = req.body ?? {};
            const captchaToken = body["cf-turnstile-response"] ?? body.captchaToken;
            const outcome = await action.run(flow, req, { body, carried: req.carried, captchaToken, cookiesKept: integratorWithoutCookies(req) });
            sendOutcomeHeaders(reply, outcome);
            return reply.code(httpStatusOf(outcome.result)).send(apiAnswer(outcome.result));
          },
        );

      // A GET reads its query and changes nothing: no cart, no cookies (the username check).
      const get = (path: string, flow: AccountFlow, limits: Pick<EndpointDeclaration, "limit" | "budgets">) =>
        api.get(
          inPlugin(path),
          { schema: { querystring: namedFields }, config: { ...JSON_API, ...limits, limitRefusal: overLimit(flow) } },
          async (req, reply) => {
            const result = await flow.run(req.query, action.context(req, {}));
            sendFlowHeaders(reply, result);
            return reply.code(httpStatusOf(result)).send(apiAnswer(result));
          },
        );

      for (const endpoint of ENDPOINTS) {
        const { method, path, limit, budgets } = ACCOUNT_ENDPOINTS[endpoint];
        (method === "post" ? post : get)(path, flows[endpoint], { limit, budgets });
      }
      // Unknown paths, missing methods and unreadable bodies: server/platform/http/apiRefusals.ts, for all of /api.
    },
    { prefix: ACCOUNT_API_PREFIX },
  );
}
