import type { ReactNode } from "react";
import { usePage } from "../pageContext.ts";
import { CookieBanner } from "./CookieBanner.tsx";
import { BareHeader, SiteHeader } from "./SiteHeader.tsx";
import { CollapsedFooter, SiteFooter } from "./SiteFooter.tsx";

/**
 * Chooses the frame around a page: the full header and footer, the bare frame of the
 * account pages, or nothing at all when the page is asked for with ?nowrap.
 */
export function PageShell({ children }: { children: ReactNode }) {
  const { route, nowrap } = usePage();
  const layout = nowrap ? "none" : (route?.layout ?? "full");

  return (
    <div className={`page page--${layout}`}>
      {layout !== "none" && (
        <a className="skip-link" href="#main">
          Skip to content
        </a>
      )}
      {layout === "full" && <SiteHeader />}
      {layout === "bare" && <BareHeader />}
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      {layout === "full" && !route?.hideFooter && <SiteFooter />}
      {layout === "bare" && <CollapsedFooter />}
      {layout !== "none" && <CookieBanner />}
    </div>
  );
}
