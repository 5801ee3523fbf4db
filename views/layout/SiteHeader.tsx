import { primaryNav, secondaryNav, siteblocksNav, toolsNav, type NavItem } from "../../content/navigation.ts";
import { routeByName } from "../../content/routes.ts";
import { Island } from "../islands/Island.tsx";
import { logoutAddress } from "../../content/memberArea.ts";
import { AddressLink, SiteLink } from "../links.tsx";
import { NavLink } from "./NavLink.tsx";
import { usePage } from "../pageContext.ts";
import { CartIcon, ChevronDownIcon, CloseIcon, MenuIcon } from "./icons.tsx";
import { Logo } from "./Logo.tsx";

/**
 * The full top bar. On phones and tablets the menu is a popover opened by a real button
 * (popovertarget): it opens and closes without JavaScript and without touching the scroll
 * position (a link to #site-menu scrolled the page). The mobile-menu island adds aria-expanded,
 * closes the menu once an item is chosen or the dimmed page beside it is tapped, and handles
 * the tools dropdown, a <details>. Why the header is fixed rather than sticky: layout.css.
 */
export function SiteHeader() {
  const { route, carried, siteblocks, prefix, accounts } = usePage();
  const section = route?.section;

  return (
    <Island name="header-shrink" load="load" props={{}} as="header" className="site-header" id="top">
      <div className="site-header__inner">
        <Logo siteblocks={siteblocks} current={!siteblocks && section === "home"} />
        {/* Hidden in the shared markup; the island shows it with the count from the cart cookie. */}
        <Island name="cart-badge" load="load" props={{}} className="header-cart" hidden>
          <SiteLink to="domains-cart" query={carried} className="header-cart__link">
            <CartIcon />
            <span className="header-cart__count" data-cart-count="" aria-hidden="true" />
            <span className="visually-hidden" data-cart-label="">
              Domain cart
            </span>
          </SiteLink>
        </Island>
        <Island name="mobile-menu" load="interaction" props={{}} className="site-nav-wrap">
          <button type="button" className="nav-toggle" popoverTarget="site-menu" aria-controls="site-menu">
            <span className="nav-toggle__open">
              <MenuIcon />
            </span>
            <span className="nav-toggle__close">
              <CloseIcon />
            </span>
            <span className="visually-hidden">Menu</span>
          </button>
          <nav id="site-menu" className="site-nav" aria-label="Main" popover="auto">
            {/* On phones the nav is the dimmed layer under the header and this the sheet on it,
                as tall as the screen allows and scrolled by itself; on desktop it is no box at all. */}
            <div className="site-nav__panel">
              <ul className="site-nav__list">
                {siteblocks ? (
                  siteblocksNav.map((item) => <NavEntry key={itemKey(item)} item={item} />)
                ) : (
                  <>
                    {primaryNav.map((name) => {
                      const target = routeByName(name);
                      const current = target.section === section;
                      return (
                        <li key={name}>
                          <SiteLink to={name} className="site-nav__link" aria-current={current ? (route?.name === name ? "page" : "true") : undefined}>
                            {target.label}
                          </SiteLink>
                        </li>
                      );
                    })}
                    <li>
                      <details className="nav-dropdown">
                        <summary className="site-nav__link nav-dropdown__summary">
                          More tools <ChevronDownIcon />
                        </summary>
                        <ul className="nav-dropdown__menu">
                          {toolsNav.map((name) => (
                            <li key={name}>
                              <NavLink item={{ kind: "route", route: name }} className="nav-dropdown__link" />
                            </li>
                          ))}
                          {/* Tablet widths have no room for these in the bar; CSS shows them here only there. */}
                          {secondaryNav.map((item) => (
                            <li key={itemKey(item)} className="nav-dropdown__extra">
                              <NavLink item={item} className="nav-dropdown__link" />
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                    {secondaryNav.map((item) => (
                      <NavEntry key={itemKey(item)} item={item} />
                    ))}
                  </>
                )}
              </ul>
              {/* With JavaScript these open the account dialogs; without it they are links to the pages. */}
              <Island
                name="account-dialogs"
                load="interaction"
                replay="a[data-dialog]"
                props={{ scope: { prefix, carried }, settings: accounts, dashboardOnLogin: route?.page === "home" || route?.page === "service" }}
              >
                <ul className="site-nav__account">
                  <li>
                    <SiteLink to="login" query={carried} className="site-nav__link" data-dialog="login">
                      Account Login
                    </SiteLink>
                  </li>
                  <li>
                    <SiteLink to="register" query={carried} className="button button--small" data-dialog="register">
                      Register
                    </SiteLink>
                  </li>
                </ul>
              </Island>
              {/* Hidden in the markup everyone shares; shown (and the two above hidden, by CSS) when
                the signed-in flag is set. Without JavaScript the header keeps Login and Register. */}
              <Island name="member-links" load="load" props={{}} className="site-nav__member" hidden>
                <ul className="site-nav__account">
                  <li>
                    <AddressLink href={accounts.membersUrl} className="site-nav__link">
                      My account
                    </AddressLink>
                  </li>
                  <li>
                    <form method="post" action={logoutAddress(accounts.membersUrl)} className="site-nav__logout">
                      <button type="submit" className="button button--small button--ghost">
                        Log out
                      </button>
                    </form>
                  </li>
                </ul>
              </Island>
            </div>
          </nav>
        </Island>
      </div>
    </Island>
  );
}

function NavEntry({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink item={item} className="site-nav__link" />
    </li>
  );
}

function itemKey(item: NavItem): string {
  return item.kind === "route" ? item.route : item.link.href;
}

/** The account pages' header: the logo and nothing to wander off to. */
export function BareHeader() {
  const { siteblocks } = usePage();
  return (
    <header className="bare-header">
      <Logo siteblocks={siteblocks} />
    </header>
  );
}
