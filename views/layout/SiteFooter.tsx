import { collapsedFooter, footerColumns, type NavItem } from "../../content/navigation.ts";
import { brand } from "../../content/site.ts";
import { NavLink } from "./NavLink.tsx";
import { usePage } from "../pageContext.ts";

function key(item: NavItem): string {
  return item.kind === "route" ? `${item.route}:${item.label ?? ""}` : item.link.href;
}

function Copyright() {
  const { year } = usePage();
  return <p className="site-footer__copyright">{`© ${year} ${brand.name}. All rights reserved.`}</p>;
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{brand.name}</p>
          <p className="site-footer__description">{brand.description}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={key(item)}>
                  <NavLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <Copyright />
      </div>
    </footer>
  );
}

/** The account pages' footer: legal links and the copyright on one line. */
export function CollapsedFooter() {
  return (
    <footer className="site-footer site-footer--collapsed">
      <nav aria-label="Legal">
        <ul className="site-footer__inline">
          {collapsedFooter.map((item) => (
            <li key={key(item)}>
              <NavLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <Copyright />
    </footer>
  );
}
