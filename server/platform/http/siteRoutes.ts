import type { FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { PREVIEW_MOUNT, previewPrefix } from "../../../content/routes.ts";
import type { PageRenderer } from "../render/pageRenderer.ts";

/** A feature's routes of the site (its pages, form posts, lookups), registered in the scope given. */
export type SitePart = (site: FastifyInstance) => void | Promise<void>;

/**
 * A feature's site routes, mounted twice (docs/decisions.md, 1): at / and at
 * /preview/:build_identifier, where every link carries the prefix. A route is written once and
 * exists in both places. Each feature mounts its own part (server/features/).
 */
export async function mountSite(app: FastifyInstance, pages: PageRenderer, part: SitePart): Promise<void> {
  const site = async (scope: FastifyInstance) => {
    // Route schemas are zod's (fastify-type-provider-zod): queries and bodies arrive typed.
    scope.setValidatorCompiler(validatorCompiler);
    // Only the preview mount has the parameter; an identifier we do not accept is no page.
    scope.addHook("preHandler", async (req, reply) => {
      if (previewPrefix((req.params as { build_identifier?: string }).build_identifier) === null) return pages.sendNotFound(req, reply);
    });
    await part(scope);
  };
  await app.register(site);
  await app.register(site, { prefix: PREVIEW_MOUNT });
}
