import { CONSENT_STORAGE_KEY, cookieBannerCopy } from "../../content/site.ts";
import { Island } from "../islands/Island.tsx";
import { SiteLink } from "../links.tsx";
import { usePage } from "../pageContext.ts";
import { CloseIcon } from "./icons.tsx";

/**
 * Rendered hidden; the cookie-banner island shows it after the delay unless a choice is
 * stored. Without JavaScript nothing that needs consent runs, so it stays hidden.
 */
export function CookieBanner() {
  const { cookieBannerDelayMs } = usePage();
  return (
    <Island name="cookie-banner" load="idle" props={{ delayMs: cookieBannerDelayMs, storageKey: CONSENT_STORAGE_KEY }}>
      <section className="cookie-banner" aria-labelledby="cookie-banner-title" hidden>
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {cookieBannerCopy.title}
        </h2>
        <p className="cookie-banner__text">
          {cookieBannerCopy.body} <SiteLink to="privacy-policy">{cookieBannerCopy.privacyLinkLabel}</SiteLink>.
        </p>
        <div className="cookie-banner__choices">
          <button type="button" className="button cookie-banner__choice" data-action="reject">
            {cookieBannerCopy.reject}
          </button>
          <button type="button" className="button cookie-banner__choice" data-action="accept">
            {cookieBannerCopy.accept}
          </button>
        </div>
        <button type="button" className="cookie-banner__close" data-action="close" aria-label={cookieBannerCopy.close}>
          <CloseIcon />
        </button>
      </section>
    </Island>
  );
}
