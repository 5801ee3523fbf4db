import { allowedRedirect, type RedirectPolicy } from "../../../content/redirectRule.ts";
import type { LimitState } from "../../platform/security/rateLimits.ts";
import { rateLimited, type Flow, type FlowResult, type FlowServices } from "./flowResult.ts";
import { signedInFlagCookie } from "../../shared/signedInCookie.ts";
import { ACCOUNT_ENDPOINTS, ENDPOINTS, type Endpoint } from "./accountEndpoints.ts";

/** An account action's flow, with what its success may do beside it (server/features/accounts/accountAction.ts acts on it). */
export interface AccountFlow {
  run: Flow;
  /**
   * Whether a SUCCESS may hand the visitor's cart over to the member (docs/product.md §7 migrate_user,
   * docs/decisions.md, 16): only a flow that signs a member in has a member to give it to.
   */
  handsOverCart: boolean;
  /**
   * The result of a request the rate-limit guard refused before the flow ran (its route's
   * `limit`, server/platform/security/rateLimitGuard.ts), told to the observer as the flow's own results are.
   */
  overLimit: (state: LimitState) => FlowResult;
}

/** Each endpoint's flow, bound (server/features/accounts/accountEndpoints.ts declares what each runs and spends). */
export type AccountFlows = Readonly<Record<Endpoint, AccountFlow>>;

/**
 * A flow behind the check every account request gets: a carried redirect_to the redirect rule
 * would not follow is not passed on to the member API as a return address. (The per-address
 * limit every account request spends is its route's, server/platform/security/rateLimitGuard.ts.)
 */
function guarded(redirects: RedirectPolicy, flow: Flow): Flow {
  return async (input, ctx) => {
    const returnTo = ctx.carried.redirect_to;
    if (returnTo !== undefined && allowedRedirect(returnTo, redirects) === null) {
      return flow(input, { ...ctx, carried: { ...ctx.carried, redirect_to: undefined } });
    }
    return flow(input, ctx);
  };
}

/**
 * A flow that signs the member in: on SUCCESS, beside the member API's session cookie, the
 * site's readable signed-in flag for the header. The page routes and the JSON API (and so the
 * dialogs) relay whatever setCookies holds, so every way in sets it, and no failure does.
 */
function signsIn(flow: Flow): Flow {
  return async (input, ctx) => {
    const result = await flow(input, ctx);
    if (result.status === "SUCCESS") result.setCookies = [...result.setCookies, signedInFlagCookie(result.setCookies)];
    return result;
  };
}

/** Told of every attempt's result, for the metrics. */
export type AttemptObserver = (action: string, result: FlowResult) => void;

function observed(action: string, observe: AttemptObserver | undefined, flow: Flow): Flow {
  if (!observe) return flow;
  return async (input, ctx) => {
    const result = await flow(input, ctx);
    observe(action, result);
    return result;
  };
}

/**
 * The refusal of a request over its route's limit, told to the observer as an attempt of
 * `action`'s; the refusal itself the guard has counted (server/platform/security/rateLimitGuard.ts),
 * so the observer is not told of the limit, which it counts only for a flow's own budgets.
 */
function overLimitOf(action: string, observe: AttemptObserver | undefined) {
  return (state: LimitState): FlowResult => {
    const result = rateLimited(state);
    observe?.(action, { ...result, limit: undefined });
    return result;
  };
}

/**
 * Every endpoint's flow bound to the member API, as the page routes and the JSON API call them
 * (through one adapter, server/features/accounts/accountAction.ts): observed under its action's
 * name, behind the redirect check, and, for a flow that signs a member in, setting the
 * signed-in flag and handing the cart over.
 */
export function createAccountFlows(services: FlowServices, observe?: AttemptObserver): AccountFlows {
  const bind = (endpoint: Endpoint): AccountFlow => {
    const { flow, action, signsIn: signing } = ACCOUNT_ENDPOINTS[endpoint];
    const bound = flow(services);
    return {
      handsOverCart: signing,
      run: observed(action, observe, guarded(services.redirects, signing ? signsIn(bound) : bound)),
      overLimit: overLimitOf(action, observe),
    };
  };
  return Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint, bind(endpoint)])) as Record<Endpoint, AccountFlow>;
}
