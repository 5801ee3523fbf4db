import type { FastifyInstance } from "fastify";
import { SPECULATION_RULES_PATH, servedRuleSet, type SpeculationSettings } from "../../platform/render/speculationRules.ts";

/** The rule set's media type: browsers ignore a rule set served as anything else. */
const SPECULATION_RULES_TYPE = "application/speculationrules+json";

/**
 * A browser keeps the rule set five minutes, then revalidates it (a 304 while it is the same).
 * Every page names the one address, whatever build rendered it: a page kept by a shared cache
 * past a deploy never names a file that is gone, as a hashed name would on the replicas of the
 * next build. What the rules change between builds (a new page) may reach a browser up to five
 * minutes late, and a missed prefetch is only a navigation as it was before.
 */
const CACHE_CONTROL = "public, max-age=300";

/**
 * The speculation rules every page's `Speculation-Rules` header names
 * (server/platform/render/pageHeaders.ts): made once at start, from the route table and the settings.
 * Only at the root: the rules name the preview mount's paths themselves.
 */
export function registerSpeculationRules(app: FastifyInstance, settings: SpeculationSettings): void {
  const { body, etag } = servedRuleSet(settings);
  app.get(SPECULATION_RULES_PATH, async (req, reply) => {
    reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
    if (req.headers["if-none-match"] === etag) return reply.code(304).send();
    // Bytes, sent with the type as it is: Fastify adds a charset to a string's type (harmless,
    // browsers match the essence), and JSON is UTF-8 whatever it says.
    return reply.header("content-type", SPECULATION_RULES_TYPE).send(body);
  });
}
