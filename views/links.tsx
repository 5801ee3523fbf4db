import type { AnchorHTMLAttributes, ReactNode } from "react";
import { routeHref, type HrefOptions, type RouteName } from "../content/routes.ts";
import { useLinkScope } from "./linkScope.ts";

type LinkOptions = Omit<HrefOptions, "prefix">;

/** Builds site addresses by route name, with the current preview prefix. */
export function useHref(): (name: RouteName, options?: LinkOptions) => string {
  const { prefix } = useLinkScope();
  return (name, options) => routeHref(name, { prefix, ...options });
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/** A link to a page of the site, named by its route (so a typo is a compile error). */
export function SiteLink({ to, params, query, hash, children, ...rest }: AnchorProps & LinkOptions & { to: RouteName; children: ReactNode }) {
  const href = useHref();
  return (
    <a href={href(to, { params, query, hash })} {...rest}>
      {children}
    </a>
  );
}
