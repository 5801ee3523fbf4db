import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Csrf } from "./csrf.ts";
import { NO_ROUTE, type CsrfPolicy } from "./csrfPolicy.ts";

/** Why a request was refused, and its parsed body when the refusal came after parsing. */
interface CsrfRefused {
  reason: "cross-site" | "no-cookies";
  /** Null when refused before the body was read (the header verdicts). */
  body: Record<string, unknown> | null;
}

/** How a route words a refusal (its page with a notice, a JSON error); the guard decides when. */
export type CsrfRefusal = (req: FastifyRequest, reply: FastifyReply, refused: CsrfRefused) => unknown;

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route's CSRF rule (server/platform/security/csrfPolicy.ts); a state-changing route without one is refused. */
    csrf?: CsrfPolicy;
    /** The route's own answer to a refusal; the site's 403/400 page otherwise. */
    csrfRefusal?: CsrfRefusal;
  }
  interface FastifyInstance {
    /** Every route registered after the guard, with its methods and CSRF rule (for the route walk and operators). */
    csrfRoutes: () => ReadonlyArray<DeclaredRoute>;
  }
}

interface DeclaredRoute {
  url: string;
  methods: readonly string[];
  csrf: CsrfPolicy | undefined;
}

function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

/**
 * The one CSRF guard (docs/decisions.md, 17 and 18), registered once on the app before any route.
 * It reads the rule each route declares in `config.csrf`, never the URL. What the headers
 * decide is decided in onRequest, before the body is read (a cross-site post with a large or
 * hostile body costs no parsing); only the token of a browser that sends neither Fetch Metadata
 * nor Origin, and the answer to one that keeps no cookies (it shows what was typed), wait for
 * the parsed body in preValidation.
 */
export function registerCsrfGuard(app: FastifyInstance, csrf: Csrf, { refused }: { refused: CsrfRefusal }): void {
  const routes: DeclaredRoute[] = [];
  app.decorate("csrfRoutes", () => routes.slice());
  app.addHook("onRoute", (route) => {
    routes.push({ url: route.url, methods: [route.method].flat(), csrf: route.config?.csrf });
  });

  const policyOf = (req: FastifyRequest) => (req.is404 ? NO_ROUTE : req.routeOptions.config.csrf);

  // A route's own answer logs in its own words (an account attempt, a cart change); the
  // site's page is the answer of every other route, so the line is written here.
  const refusedHere: CsrfRefusal = (req, reply, why) => {
    if (why.reason === "cross-site") req.log.warn({ csrf: { route: req.routeOptions.url ?? null, outcome: "CSRF_REJECTED" } }, "cross-site request refused");
    return refused(req, reply, why);
  };
  const refuse = async (req: FastifyRequest, reply: FastifyReply, reason: CsrfRefused["reason"], body: CsrfRefused["body"]) => {
    await (req.routeOptions.config.csrfRefusal ?? refusedHere)(req, reply, { reason, body });
    return reply;
  };

  app.addHook("onRequest", async (req, reply) => {
    const verdict = csrf.verdict(req, policyOf(req));
    if (verdict === "undeclared") {
      // A route that changes something and said nothing about CSRF: a mistake of ours, refused.
      req.log.error({ csrf: { route: req.routeOptions.url, method: req.method } }, "state-changing request to a route without a CSRF rule refused");
      await refused(req, reply, { reason: "cross-site", body: null });
      return reply;
    }
    if (verdict === "cross-site") return refuse(req, reply, "cross-site", null);
  });

  app.addHook("preValidation", async (req, reply) => {
    const verdict = csrf.verdict(req, policyOf(req));
    if (verdict === "no-cookies") return refuse(req, reply, "no-cookies", bodyOf(req));
    if (verdict === "token" && !csrf.tokenMatches(req, bodyOf(req))) return refuse(req, reply, "cross-site", bodyOf(req));
  });
}
