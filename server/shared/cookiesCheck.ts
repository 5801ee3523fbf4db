import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { allowedLocation, type RedirectPolicy } from "../../content/redirectRule.ts";
import { CARRIED_SHAPES, pathOf, routeHref } from "../../content/routes.ts";
import { mountPrefix } from "../platform/render/requestPageContext.ts";
import type { Csrf } from "../platform/security/csrf.ts";

/** What a post that needed cookies was about: it says which page explains how to allow them. */
type CookieTopic = "login" | "cart";

/** The page telling a visitor whose browser dropped the cookies how to allow them (status 400). */
export type CookiesRefusedPage = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const checkQuery = z.object({
  next: z.string().max(2048).optional().catch(undefined),
  for: z.enum(["login", "cart"]).catch("login"),
});

/**
 * Whether a browser keeps cookies, asked after the post that needs them rather than on the
 * pages before it (docs/operations.md, "At the edge"): those pages then set no cookie and shared caches keep them. A form
 * post that came with no cookie at all is processed; its answer sets the mark, and when it
 * succeeded with cookies the browser must keep (a member's session, a cart), it leads through
 * /cookies-check, which goes on to the target when the mark came back and explains how to allow
 * cookies when it did not.
 */
export function createCookiesCheck({ csrf, redirects }: { csrf: Csrf; redirects: RedirectPolicy }) {
  /** The request came with no cookie: whether its browser keeps any is still to be seen. */
  const cookieless = (req: FastifyRequest) => !req.headers.cookie?.trim();

  /** Called as a post is taken: the answer to one without cookies carries the mark. True for such a post. */
  function posted(req: FastifyRequest, reply: FastifyReply): boolean {
    if (!cookieless(req)) return false;
    csrf.markCookies(reply);
    return true;
  }

  /** Where a successful post sends the browser: `target` itself, or, for a post that came without cookies, the check on the way to it. */
  function through(req: FastifyRequest, target: string, topic: CookieTopic): string {
    if (!cookieless(req)) return target;
    return routeHref("cookies-check", { prefix: mountPrefix(req), query: { next: target, for: topic } });
  }

  /** The check itself, in the site's plugin: on to `next` (through the redirect rule), or the page explaining. */
  function register(site: FastifyInstance, refused: Record<CookieTopic, CookiesRefusedPage>): void {
    // The page explaining how to allow cookies carries the carried parameters on, as any page.
    site.get(pathOf("cookies-check"), { config: { carries: CARRIED_SHAPES.page } }, async (req, reply) => {
      const query = checkQuery.parse(req.query ?? {});
      if (!csrf.cookiesCameBack(req)) return refused[query.for](req, reply);
      const fallback =
        query.for === "cart" ? routeHref("domains-cart", { prefix: mountPrefix(req), hash: "cart" }) : routeHref("home", { prefix: mountPrefix(req) });
      const next = (query.next && allowedLocation(query.next, redirects)) || fallback;
      return reply.header("cache-control", "private, no-store").redirect(next, 303);
    });
  }

  return { posted, through, register };
}

export type CookiesCheck = ReturnType<typeof createCookiesCheck>;
