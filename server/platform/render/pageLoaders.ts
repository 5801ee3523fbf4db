import type { FastifyReply, FastifyRequest } from "fastify";
import type { PageDataByKey } from "../../../content/pageShapes.ts";
import type { PageKey, PageRoute } from "../../../content/routes.ts";

/** What loading a page's data gives: the data with how to cache it, or "no such thing". */
export type Loaded<D> =
  | {
      data: D;
      /** Part of the cache key when the data changes over time: a new version renders anew. */
      cacheVersion?: string;
      /** The data could not be read: render it, but do not keep it. */
      uncacheable?: boolean;
      /** The cookies that make the page a visitor's own when sent (server/platform/render/pageRenderer.ts PageLoad). */
      readsCookies?: readonly string[];
      /** The page shows the carried template_id's theme: rendered per id (server/platform/render/pageRenderer.ts PageLoad). */
      showsTemplate?: boolean;
      status?: number;
    }
  | { notFound: true };

/** route: the entry of the route table being served, for a loader that serves several pages. */
type Loader<K extends PageKey> = (req: FastifyRequest, reply: FastifyReply, route: PageRoute) => Loaded<PageDataByKey[K]> | Promise<Loaded<PageDataByKey[K]>>;

/**
 * Each page's loader, by page key (docs/decisions.md, 21: per-route data). A mapped type over every key: a
 * page without a loader, or a loader producing another shape, does not compile.
 */
export type PageLoaders = { [K in PageKey]: Loader<K> };

/** For pages that show nothing but their content: no data, always cacheable. */
export const noData = (): Loaded<Record<string, never>> => ({ data: {} });
