import { message } from "../../content/messages.ts";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { PreviewLink } from "../blocks/PreviewLink.tsx";
import { Island } from "../islands/Island.tsx";
import { SiteLink } from "../links.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/** Cards in the first row of the widest grid (16rem columns in a 1200 px container: client/styles/catalog.css). */
const FIRST_ROW = 4;

/**
 * SPEC §2 'Browse Templates': cards rendered on the server from the themes JSON. Use theme
 * goes to sign-up with the theme; Preview theme is a page of its own without JavaScript and
 * opens the preview dialog with it (the theme-gallery island).
 */
export function TemplatesPage() {
  const { route, prefix, carried } = usePage();
  const { themes } = usePageData("templates");
  const failed = !themes.ok;
  return (
    <>
      <PageIntro
        heading={route?.heading ?? "Browse Templates"}
        lead="Pick a starting point for your site. Preview any theme on a phone, tablet or desktop, then make it yours: every block, color and font can change."
      />
      <div className="container">
        <Island name="theme-gallery" load="interaction" replay="a[data-preview-id]" props={{ scope: { prefix, carried }, failed }} className="theme-gallery">
          <p className="theme-gallery__loading" role="status" hidden>
            <span className="spinner" aria-hidden="true" /> Loading templates…
          </p>
          {themes?.ok ? (
            <ul className="theme-grid">
              {themes.themes.map((theme, index) => (
                <li key={theme.id} className="theme-card">
                  {/* The picture repeats the name's link for the pointer; keyboards and screen readers meet the name. */}
                  <PreviewLink theme={theme} className="theme-card__shot-link" tabIndex={-1} aria-hidden="true">
                    {/* The first row is in view on arrival (its first picture is the page's largest paint): fetched at once, the first first; the rest as they scroll in. */}
                    <img
                      className="theme-card__shot"
                      src={theme.screenshotUrl}
                      width={640}
                      height={480}
                      alt=""
                      loading={index < FIRST_ROW ? "eager" : "lazy"}
                      fetchPriority={index === 0 ? "high" : undefined}
                      decoding="async"
                    />
                  </PreviewLink>
                  <h2 className="theme-card__name">
                    <PreviewLink theme={theme}>{theme.name}</PreviewLink>
                  </h2>
                  <p className="theme-card__actions">
                    <SiteLink className="button button--small" to="register" query={{ from: "bravesites", template_id: String(theme.id) }}>
                      Use theme<span className="visually-hidden"> {theme.name}</span>
                    </SiteLink>
                    <PreviewLink theme={theme} className="button button--small button--ghost">
                      Preview theme<span className="visually-hidden"> {theme.name}</span>
                    </PreviewLink>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="theme-gallery__error" role="alert">
              {message("themes.ERROR_UNAVAILABLE")}
            </p>
          )}
        </Island>
      </div>
    </>
  );
}
