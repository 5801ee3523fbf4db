import type { PanelDefinition } from "../../content/marketing.ts";
import { AddressLink, SiteLink } from "../links.tsx";
import { useSignupQuery } from "./signupQuery.ts";

/** The sign-up button: /register with the page's legacy code as from. */
export function SignupButton({ label, className = "button" }: { label: string; className?: string }) {
  return (
    <SiteLink to="register" query={useSignupQuery()} className={className}>
      {label}
    </SiteLink>
  );
}

/**
 * A panel's call to action (docs/product.md §3): a smooth scroll to another panel (a plain in-page
 * anchor, so it works without JavaScript; CSS makes the scroll smooth), a given href, or sign-up.
 */
export function PanelCallToAction({ panel }: { panel: PanelDefinition }) {
  const label = panel.ctaLabel ?? "Get started free";
  if (panel.clickHandler?.type === "smoothScroll") {
    return (
      <a className="button button--ghost" href={`#${panel.clickHandler.target}`}>
        {label}
      </a>
    );
  }
  if (panel.href && (panel.external || /^https?:/.test(panel.href))) {
    return (
      <AddressLink className="button" href={panel.href}>
        {label}
      </AddressLink>
    );
  }
  if (panel.route) {
    return (
      <SiteLink className="button" to={panel.route}>
        {label}
      </SiteLink>
    );
  }
  return <SignupButton label={label} />;
}
