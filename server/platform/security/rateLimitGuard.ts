import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { LIMITS, isLimitName, type LimitName } from "./limitsTable.ts";
import { addressKey, sendLimitHeaders, sendPolicyHeaders, type Counter, type LimitState, type RateLimits } from "./rateLimits.ts";

/**
 * What a route says about rate limits (docs/decisions.md, 17), beside its CSRF rule:
 * - a limit's name: every request to it spends one of the client address's counter of that row
 *   of server/platform/security/limitsTable.ts, before the handler runs;
 * - `{ exempt }`: it changes something but spends no limit of ours, and says why (the route
 *   walk accepts no state-changing route that says nothing).
 */
type RateLimitRule = LimitName | { exempt: string };

/** How a route words a refusal over its limit (its page with what was typed, its JSON); the guard decides when. */
export type RateLimitRefusal = (req: FastifyRequest, reply: FastifyReply, state: LimitState) => unknown;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The limit each request to this route spends (server/platform/security/rateLimitGuard.ts). Not
     * `rateLimit`: @fastify/rate-limit's types (the site uses its address normalization) claim that key.
     */
    limit?: RateLimitRule;
    /**
     * Limits this route's flow may spend by its outcome (a failed login, an email sent, a call
     * to the domain API): spent where the outcome is known, named here so the route walk and
     * the OpenAPI document can list every limit a route may spend.
     */
    budgets?: readonly LimitName[];
    /** The route's own answer past its `limit`, with the status and words it has always had. */
    limitRefusal?: RateLimitRefusal;
  }
  interface FastifyInstance {
    /** Every route registered after the guard, with its methods and limits (for the route walk and operators). */
    rateLimitRoutes: () => ReadonlyArray<LimitedRoute>;
  }
}

interface LimitedRoute {
  url: string;
  methods: readonly string[];
  limit: RateLimitRule | undefined;
  budgets: readonly LimitName[];
}

/** Each limit a route names is a row of the table, and what it spends per request a counter: a mistake said at start-up, not at the first request. */
function checkNames(url: string, rule: RateLimitRule | undefined, budgets: readonly unknown[]): void {
  const named: unknown[] = [...(rule === undefined || typeof rule === "object" ? [] : [rule]), ...budgets];
  const unknown = named.filter((name) => !isLimitName(name));
  if (unknown.length > 0) throw new Error(`${url} names limits that are no row of server/platform/security/limitsTable.ts: ${unknown.join(", ")}`);
  if (typeof rule === "string" && LIMITS[rule].counting !== "window") throw new Error(`${url} spends ${rule} per request, a rolling budget its flow spends`);
}

/**
 * The one rate-limit guard (docs/decisions.md, 17), registered once on the app before the routes.
 * It reads the limit each route declares in `config.limit`, never the URL, and spends it as
 * the route's last preHandler: after the CSRF guard and body validation (a refused or unreadable
 * request spends nothing, as before), after the site's own checks (an unknown preview build is a
 * 404 that spends nothing). Every answer of the route names the limit's policy and this
 * client's state of it (RateLimit-Policy, RateLimit); past it the route's own renderer answers,
 * with Retry-After.
 */
export function registerRateLimitGuard(app: FastifyInstance, limits: RateLimits, counted: (state: LimitState) => void): void {
  const routes: LimitedRoute[] = [];
  app.decorate("rateLimitRoutes", () => routes.slice());

  const spend =
    (counter: Counter, refusal: RateLimitRefusal): preHandlerAsyncHookHandler =>
    async (req, reply) => {
      const { passed, state } = await counter.hit(addressKey(req.clientAddress));
      if (!passed) {
        sendPolicyHeaders(reply, state);
        return;
      }
      req.log.info({ limit: { name: state.name, outcome: "RATE_LIMITED" } }, "request over its rate limit");
      counted(state);
      sendLimitHeaders(reply, state);
      await refusal(req, reply, state);
      return reply;
    };

  app.addHook("onRoute", (route) => {
    const { limit, budgets = [], limitRefusal } = route.config ?? {};
    checkNames(route.url, limit, budgets);
    routes.push({ url: route.url, methods: [route.method].flat(), limit, budgets });
    if (typeof limit !== "string") return;
    if (!limitRefusal) throw new Error(`${route.url} spends ${limit} but words no refusal (config.limitRefusal)`);
    // The route's own preHandlers run last: the limit is spent only by a request its handler will take.
    route.preHandler = [...[route.preHandler ?? []].flat(), spend(limits[limit] as Counter, limitRefusal)];
  });
}
