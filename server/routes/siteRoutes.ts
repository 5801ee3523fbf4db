import type { FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { PREVIEW_MOUNT, previewPrefix } from "../../content/routes.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";
import { registerDomainLookup } from "./domainLookup.ts";
import type { PageLoaders } from "./pageLoaders.ts";
import { registerPageRoutes } from "./pages.ts";
import { registerLegacyRedirects } from "./redirects.ts";

export interface SiteRoutes {
  pages: PageRenderer;
  loaders: PageLoaders;
  searchPage: Parameters<typeof registerDomainLookup>[2];
  registerForms: (site: FastifyInstance) => Promise<void>;
}

/**
 * The site's own routes (pages, form posts, the domain lookup, legacy addresses) as one plugin,
 * mounted twice (DESIGN decision 1): at / and at /preview/:build_identifier, where every link
 * carries the prefix. A route is written once and exists in both places.
 */
export async function mountSite(app: FastifyInstance, routes: SiteRoutes): Promise<void> {
  const site = async (scope: FastifyInstance) => {
    // Route schemas are zod's (fastify-type-provider-zod): queries and bodies arrive typed.
    scope.setValidatorCompiler(validatorCompiler);
    // Only the preview mount has the parameter; an identifier we do not accept is no page.
    scope.addHook("preHandler", async (req, reply) => {
      if (previewPrefix((req.params as { build_identifier?: string }).build_identifier) === null) return routes.pages.sendNotFound(req, reply);
    });
    registerPageRoutes(scope, routes.pages, routes.loaders);
    await routes.registerForms(scope);
    registerDomainLookup(scope, routes.pages, routes.searchPage);
    registerLegacyRedirects(scope);
  };
  await app.register(site);
  await app.register(site, { prefix: PREVIEW_MOUNT });
}
