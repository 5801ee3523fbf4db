import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import { isApiUrl } from "../../../content/accountContract.ts";
import { message } from "../../../content/messages.ts";
import type { Config } from "../config/config.ts";
import { registerApiRefusals, sendApiRefusal } from "../http/apiRefusals.ts";
import { registerTrailingSlashRedirect } from "../http/trailingSlash.ts";
import { registerCarriedRequest } from "./carriedRequest.ts";
import { registerCsrfGuard } from "./csrfGuard.ts";
import { registerRateLimitGuard } from "./rateLimitGuard.ts";
import { registerUnreadBodyDrain } from "./unreadBodies.ts";
import type { PlatformServices } from "../platformServices.ts";
import { rootLevel } from "../http/rootLevel.ts";

type SecurityServices = Pick<PlatformServices, "csrf" | "pages" | "limits" | "redirects" | "metrics">;

/**
 * How every request is read and refused, on the root, before any route: the body parsers, the
 * signed cookies, the carried query, the CSRF guard (docs/decisions.md, 17 and 18), the /api
 * refusals, and the trailing slash of docs/product.md §2.
 */
export const security = rootLevel<{ config: Config; services: SecurityServices }>(async (app, { config, services }) => {
  const { csrf, pages, limits, redirects, metrics } = services;
  await app.register(formbody);
  await app.register(cookie, { secret: config.cookieSecret });
  registerUnreadBodyDrain(app);
  // Before every route, as the guards: it reads each route's declared carried parameters
  // (docs/decisions.md, 17 and 19), and every page, a refusal's included, reads req.carried.
  registerCarriedRequest(app, redirects);
  // After the cookie parser (a refusal page may read cookies), before every route: the guard
  // collects each route's declared rule as it is added.
  registerCsrfGuard(app, csrf, {
    refused: (req, reply, { reason }) =>
      isApiUrl(req.url)
        ? sendApiRefusal(reply, "FORBIDDEN", message("api.ERROR_CROSS_SITE"))
        : pages.sendClientError(req, reply, reason === "no-cookies" ? 400 : 403),
  });
  // Every refusal past a route's limit is counted here, whichever route words it.
  registerRateLimitGuard(app, limits, (state) => metrics.rateLimitRefusal(state.name));
  // After the CSRF guard (a cross-site browser's post is refused as such first, docs/decisions.md,
  // 18), before any route: it reads their methods as they are added.
  registerApiRefusals(app);
  // After the API refusals (an /api path gets the API's answer, never a redirect); on the root,
  // so it reaches the paths no route matches.
  registerTrailingSlashRedirect(app);
});
