import type { FastifyInstance, FastifyRequest } from "fastify";
import { CARRIED_QUERY_PARAMS, CARRIED_SHAPES, type CarriedParam } from "../../../content/routes.ts";
import type { CarriedQuery } from "../../../content/pageShapes.ts";
import type { RedirectPolicy } from "../../../content/redirectRule.ts";
import { carriedQuery } from "../render/carriedQuery.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The carried query parameters this route keeps (a shape of content/routes.ts
     * CARRIED_SHAPES); read by server/platform/security/carriedRequest.ts and nothing else.
     */
    carries?: readonly CarriedParam[];
    /** Its body may name them too, over the address's (the JSON API: integrators post them). */
    carriedInBody?: true;
  }
  interface FastifyRequest {
    /** The carried parameters of this request its route declares, each only when it fits its shape. */
    readonly carried: CarriedQuery;
  }
  interface FastifyInstance {
    /** Every route registered after the decorator, with its methods and declared carried parameters (for the route walk). */
    carriedRoutes: () => ReadonlyArray<CarryingRoute>;
  }
}

interface CarryingRoute {
  url: string;
  methods: readonly string[];
  carries: readonly CarriedParam[] | undefined;
}

const KNOWN: ReadonlySet<string> = new Set(CARRIED_QUERY_PARAMS);

function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

/**
 * What a request carries, read from its route's `config.carries` (docs/decisions.md, 17), never
 * from the URL: `req.carried`, for route handlers and the renderer alike. A request no route
 * matched is answered by the 404 page, a page of the site, so it carries what a page does.
 * A getter rather than a hook that stores a value: it holds at every point of a request, whoever
 * reads it — a CSRF refusal's page in onRequest, an unreadable URL's page (no hook runs), the
 * 404 page a route hands over to (static files), a handler after the body is read — and costs
 * what the two readings of a rendered page (its cache key, its context) cost before.
 */
export function registerCarriedRequest(app: FastifyInstance, redirects: RedirectPolicy): void {
  const routes: CarryingRoute[] = [];
  app.decorate("carriedRoutes", () => routes.slice());
  app.addHook("onRoute", (route) => {
    const carries = route.config?.carries;
    // A name outside the table would be read by no shape check: a mistake said at start-up.
    const unknown = (carries ?? []).filter((name) => !KNOWN.has(name));
    if (unknown.length > 0) throw new Error(`${route.url} carries parameters that content/routes.ts does not: ${unknown.join(", ")}`);
    routes.push({ url: route.url, methods: [route.method].flat(), carries });
  });

  app.decorateRequest("carried", {
    getter(this: FastifyRequest): CarriedQuery {
      if (this.is404) return carriedQuery(this.query, redirects, CARRIED_SHAPES.page);
      const { carries = [], carriedInBody } = this.routeOptions.config;
      // Fields of the body over those of the address, as the JSON API has always read them.
      const source = carriedInBody ? { ...(this.query as Record<string, unknown>), ...bodyOf(this) } : this.query;
      return carriedQuery(source, redirects, carries);
    },
  });
}
