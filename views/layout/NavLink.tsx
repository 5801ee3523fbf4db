import type { AnchorHTMLAttributes } from "react";
import type { NavItem } from "../../content/navigation.ts";
import { routeByName } from "../../content/routes.ts";
import { AddressLink, SiteLink } from "../links.tsx";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/** Renders a NavItem: a site link through the helper, or an external link. */
export function NavLink({ item, ...rest }: AnchorProps & { item: NavItem }) {
  if (item.kind === "external") {
    return (
      <AddressLink href={item.link.href} {...rest}>
        {item.link.label}
      </AddressLink>
    );
  }
  const route = routeByName(item.route);
  return (
    <SiteLink to={item.route} query={item.query} {...rest}>
      {item.label ?? route.label}
    </SiteLink>
  );
}
