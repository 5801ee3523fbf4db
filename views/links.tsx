import type { AnchorHTMLAttributes, ReactNode } from "react";
import { ArrowUpRight } from "lucide-react";
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

/** An address on another host: the site's own links are root-relative (docs/decisions.md, 1). */
function leavesSite(address: string): boolean {
  return /^(?:https?:)?\/\//i.test(address);
}

/** Says that a link leaves the site: an arrow to the eye, words to a screen reader. */
export function OffsiteMark({ className = "offsite-mark" }: { className?: string }) {
  return (
    <>
      <ArrowUpRight className={className} width={14} height={14} aria-hidden="true" focusable="false" />
      <span className="visually-hidden"> (opens another site)</span>
    </>
  );
}

/**
 * A link given a whole address (the provider's other hosts, the help desk, social sites, a
 * configured members area): one that leaves the site carries the off-site mark, so no link
 * can forget it.
 */
export function AddressLink({ href, children, ...rest }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <a href={href} {...rest}>
      {children}
      {leavesSite(href) ? <OffsiteMark /> : null}
    </a>
  );
}
