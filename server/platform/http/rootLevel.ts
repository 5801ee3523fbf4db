import type { FastifyPluginAsync, FastifyPluginOptions } from "fastify";

/**
 * A plugin whose hooks, handlers and decorators are its parent's, not a scope of its own: what
 * fastify-plugin does, by the convention Fastify reads (`skip-override`), without the package.
 * The platform's plugins are such, so their hooks reach every feature; the features are not.
 */
export function rootLevel<Options extends FastifyPluginOptions>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for("skip-override")]: true });
}
