import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_API } from "../../../content/accountContract.ts";
import { PREVIEW_MOUNT, pathOf } from "../../../content/routes.ts";
import { DOMAIN_SEARCH_PATH } from "../../../content/pageShapes.ts";

/**
 * The steps of the domain funnel, in the order a visitor takes them: a search, its results, a
 * domain added (or removed), the checkout page opened with the cart, a sign-up or login that
 * carries the cart, and the cart handed to the member as their order.
 */
export const FUNNEL_STEPS = [
  "search",
  "results_shown",
  "cart_add",
  "cart_remove",
  "checkout_started",
  "signup_with_cart",
  "login_with_cart",
  "order_made",
] as const;
type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * How the step was taken: "page" is the plain HTML path (form posts and page loads, the only
 * one a visitor without JavaScript has), "script" the JSON calls the islands make (and
 * integrators, through the same API).
 */
export const FUNNEL_PATHS = ["page", "script"] as const;
export type FunnelPath = (typeof FUNNEL_PATHS)[number];

/** What a rule may read of an answered request: never a value, only whether a carried parameter came. */
interface Answered {
  status: number;
  carries: (name: "cart_hash") => boolean;
}

type FunnelRule = (answered: Answered) => readonly FunnelStep[];

declare module "fastify" {
  interface FastifyContextConfig {
    /** The funnel steps an answer of this route counts (set from FUNNEL_RULES when the route is added). */
    funnel?: FunnelRule;
  }
}

const when = (ok: boolean, ...steps: FunnelStep[]): readonly FunnelStep[] => (ok ? steps : []);
const succeeded = (status: number) => status >= 200 && status < 400;

/**
 * One table for the funnel, keyed by method and path as the routes are registered (the preview
 * mount answers the same paths and counts the same). Each rule reads the status and whether
 * the request carried a cart, so the handlers it observes need not know about it.
 */
const FUNNEL_RULES: Record<string, FunnelRule> = {
  // The search box without JavaScript: a usable name is sent on to its results (303).
  [`GET ${pathOf("domains-lookup")}`]: ({ status }) => when(status === 303, "search"),
  // The search island asks the site's search (the same as a results page's) and shows it in place.
  [`GET ${DOMAIN_SEARCH_PATH}`]: ({ status }) => when(status === 200, "search", "results_shown"),
  [`GET ${pathOf("domains-search-results")}`]: ({ status }) => when(status === 200, "results_shown"),
  [`POST ${pathOf("domains-cart-add")}`]: ({ status }) => when(succeeded(status), "cart_add"),
  [`POST ${pathOf("domains-cart-remove")}`]: ({ status }) => when(succeeded(status), "cart_remove"),
  // The checkout address is the login page carrying the cart (docs/product.md §2).
  [`GET ${pathOf("login")}`]: ({ status, carries }) => when(status === 200 && carries("cart_hash"), "checkout_started"),
  [`POST ${pathOf("login")}`]: ({ carries }) => when(carries("cart_hash"), "login_with_cart"),
  [`POST ${ACCOUNT_API.login}`]: ({ carries }) => when(carries("cart_hash"), "login_with_cart"),
  [`POST ${pathOf("register")}`]: ({ carries }) => when(carries("cart_hash"), "signup_with_cart"),
  [`POST ${ACCOUNT_API.register}`]: ({ carries }) => when(carries("cart_hash"), "signup_with_cart"),
};

/** The "METHOD path" of each route the funnel observes (a test holds each to a registered route). */
export const FUNNEL_ROUTES = Object.keys(FUNNEL_RULES);

const PREVIEW_PREFIX = PREVIEW_MOUNT;
const ruleKey = (method: string, url: string) => `${method} ${url.startsWith(`${PREVIEW_PREFIX}/`) ? url.slice(PREVIEW_PREFIX.length) : url}`;

const present = (value: unknown) => typeof value === "string" && value !== "";

/** Script when the answer was asked for as JSON: the islands' calls and the API's. */
function pathOfRequest(url: string, accept: string | undefined): FunnelPath {
  return url.startsWith("/api/") || /\bapplication\/json\b/.test(accept ?? "") ? "script" : "page";
}

interface FunnelCounter {
  inc(labels: { step: FunnelStep; path: FunnelPath }): void;
}

/**
 * Counts the funnel (`funnel_steps_total{step, path}`) from the rules above, in an onResponse
 * hook. The front cache answers some funnel pages (a results page of a visitor without a cart)
 * before Fastify sees the request: it keeps `replay(req)` of the request that filled it, the
 * same count for the same address, and calls it for each answer it gives
 * (server/platform/render/frontCache.ts).
 */
export function createFunnel(counter: FunnelCounter) {
  /** The steps an answer with `status` to a request like `req` counts, and how they were taken. */
  function stepsOf(req: FastifyRequest, status: number): { steps: readonly FunnelStep[]; path: FunnelPath } {
    const rule = req.is404 ? undefined : req.routeOptions.config.funnel;
    if (!rule) return { steps: [], path: "page" };
    const query = req.query as Record<string, unknown> | undefined;
    const body = typeof req.body === "object" && req.body !== null ? (req.body as Record<string, unknown>) : undefined;
    return { steps: rule({ status, carries: (name) => present(query?.[name]) || present(body?.[name]) }), path: pathOfRequest(req.url, req.headers.accept) };
  }

  /** The hooks, on the root before any route: the rules are read off each route as it is added. */
  function register(app: FastifyInstance): void {
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        const rule = FUNNEL_RULES[ruleKey(method, route.url)];
        if (!rule) continue;
        route.config = { ...route.config, funnel: rule };
      }
    });

    app.addHook("onResponse", (req: FastifyRequest, reply: FastifyReply, done) => {
      const { steps, path } = stepsOf(req, reply.statusCode);
      for (const step of steps) counter.inc({ step, path });
      done();
    });
  }

  return {
    register,
    /**
     * What an answer of the same page to another request counts, by its status, 200 or 304 (a
     * GET page: what the route's rule reads, the status and the address's query, is the same for
     * every request for that address); null when an answer for this address counts nothing.
     */
    replay(req: FastifyRequest): ((status: 200 | 304) => void) | null {
      if (!req.routeOptions.config.funnel) return null;
      // Worked out once, for the two answers the front cache gives, so that an answer counts
      // without reading the request again (and the request is not kept).
      const countsOf = (status: 200 | 304) => {
        const { steps, path } = stepsOf(req, status);
        return steps.map((step) => ({ step, path }));
      };
      const ok = countsOf(200);
      const notModified = countsOf(304);
      if (ok.length === 0 && notModified.length === 0) return null;
      return (status) => {
        for (const labels of status === 304 ? notModified : ok) counter.inc(labels);
      };
    },
    /** The member API took the visitor's own cart over after a login or sign-up (server/features/accounts/accountAction.ts): the order is made. */
    orderMade(req: FastifyRequest): void {
      counter.inc({ step: "order_made", path: pathOfRequest(req.url, req.headers.accept) });
    },
  };
}
