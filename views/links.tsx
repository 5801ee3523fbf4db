import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useLinkScope } from "./linkScope.ts";

export type QueryInput = Readonly<Record<string, string | undefined>>;

/**
 * The one place a site URL is built: prefix + path + query + hash.
 * Undefined and empty query values are left out.
 */
export function siteHref(prefix: string, path: string, query: QueryInput = {}, hash?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") search.set(key, value);
  }
  const qs = search.toString();
  const full = path === "/" && prefix ? prefix : `${prefix}${path}`;
  return `${full}${qs ? `?${qs}` : ""}${hash ? `#${hash}` : ""}`;
}

/** Builds site URLs with the current preview prefix. */
export function useSiteHref(): (path: string, query?: QueryInput, hash?: string) => string {
  const { prefix } = useLinkScope();
  return (path, query, hash) => siteHref(prefix, path, query, hash);
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export function SiteLink({
  to,
  query,
  hash,
  children,
  ...rest
}: AnchorProps & { to: string; query?: QueryInput; hash?: string; children: ReactNode }) {
  const href = useSiteHref();
  return (
    <a href={href(to, query, hash)} {...rest}>
      {children}
    </a>
  );
}
