import { primaryNav, secondaryNav, siteblocksNav, toolGroups, type NavItem } from "../../content/navigation.ts";
import { serviceBlurbs } from "../../content/serviceBlurbs.ts";
import { FeatureIcon } from "../blocks/FeatureIcon.tsx";
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
  const { route, siteblocks } = usePage();
  return (
    <Island name="header-shrink" load="load" props={{}} as="header" className="site-header" id="top">
      <div className="site-header__inner">
        <Logo siteblocks={siteblocks} current={!siteblocks && route?.section === "home"} />
        <CartBadge />
        <Island name="mobile-menu" load="interaction" props={{}} className="site-nav-wrap">
          <MenuToggle />
          <nav id="site-menu" className="site-nav" aria-label="Main" popover="auto">
            {/* On phones the nav is the dimmed layer under the header and this the sheet on it,
                as tall as the screen allows and scrolled by itself; on desktop it is no box at all. */}
            <div className="site-nav__panel">
              <ul className="site-nav__list">{siteblocks ? siteblocksNav.map((item) => <NavEntry key={itemKey(item)} item={item} />) : <PrimaryNavItems />}</ul>
              <AccountLinks />
              <MemberLinks />
            </div>
          </nav>
        </Island>
      </div>
    </Island>
  );
}

/** The cart: hidden in the shared markup; the island shows it with the count from the cart cookie. */
function CartBadge() {
  const { carried } = usePage();
  return (
    <Island name="cart-badge" load="load" props={{}} className="header-cart" hidden>
      <SiteLink to="domains-cart" query={carried} className="header-cart__link">
        <CartIcon />
        <span className="header-cart__count" data-cart-count="" aria-hidden="true" />
        <span className="visually-hidden" data-cart-label="">
          Domain cart
        </span>
      </SiteLink>
    </Island>
  );
}

/** The button that opens and closes the menu popover on phones and tablets. */
function MenuToggle() {
  return (
    <button type="button" className="nav-toggle" popoverTarget="site-menu" aria-controls="site-menu">
      <span className="nav-toggle__open">
        <MenuIcon />
      </span>
      <span className="nav-toggle__close">
        <CloseIcon />
      </span>
      <span className="visually-hidden">Menu</span>
    </button>
  );
}

/** The main site's bar: its sections (the current one marked), the tools dropdown, then the secondary links. */
function PrimaryNavItems() {
  const { route } = usePage();
  return (
    <>
      {primaryNav.map((name) => {
        const target = routeByName(name);
        const current = target.section === route?.section;
        return (
          <li key={name}>
            <SiteLink to={name} className="site-nav__link" aria-current={current ? (route?.name === name ? "page" : "true") : undefined}>
              {target.label}
            </SiteLink>
          </li>
        );
      })}
      <li>
        <ToolsMenu current={route?.name} />
      </li>
      {secondaryNav.map((item) => (
        <NavEntry key={itemKey(item)} item={item} />
      ))}
    </>
  );
}

/** Login and Register: with JavaScript these open the account dialogs; without it they are links to the pages. */
function AccountLinks() {
  const { route, carried, prefix, accounts } = usePage();
  return (
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
  );
}

/**
 * My account and Log out: hidden in the markup everyone shares; shown (and the two of AccountLinks
 * hidden, by CSS) when the signed-in flag is set. Without JavaScript the header keeps Login and Register.
 */
function MemberLinks() {
  const { accounts } = usePage();
  return (
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
  );
}

/**
 * "More tools": the paid services, then the free web tools, each with its icon and its line
 * (content/navigation.ts toolGroups). On a page under it the tool's own link is the current page
 * and the summary is marked as holding it, so the bar shows where the visitor is (docs/decisions.md, 27).
 */
function ToolsMenu({ current }: { current: string | undefined }) {
  const holdsCurrent = toolGroups.some((group) => group.routes.some((name) => name === current));
  return (
    <details className="nav-dropdown">
      <summary className={`site-nav__link nav-dropdown__summary${holdsCurrent ? " is-current" : ""}`}>
        More tools <ChevronDownIcon />
      </summary>
      <div className="nav-dropdown__menu">
        {toolGroups.map((group) => (
          <div key={group.id} className="nav-dropdown__group">
            <p className="nav-dropdown__heading" id={`nav-tools-${group.id}`}>
              {group.heading}
            </p>
            <ul className="nav-dropdown__list" aria-labelledby={`nav-tools-${group.id}`}>
              {group.routes.map((name) => (
                <li key={name}>
                  <SiteLink to={name} className="nav-dropdown__link" aria-current={name === current ? "page" : undefined}>
                    <FeatureIcon name={serviceBlurbs[name].icon} size={20} className="nav-dropdown__icon" />
                    <span className="nav-dropdown__name">{routeByName(name).label}</span>
                    <span className="nav-dropdown__line">{serviceBlurbs[name].text}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {/* Tablet widths have no room for these in the bar; CSS shows them here only there. */}
        <ul className="nav-dropdown__list nav-dropdown__extras">
          {secondaryNav.map((item) => (
            <li key={itemKey(item)}>
              <NavLink item={item} className="nav-dropdown__link" />
            </li>
          ))}
        </ul>
      </div>
    </details>
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
