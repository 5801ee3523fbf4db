import { message } from "../../content/messages.ts";
import { PREVIEW_VIEWPORTS } from "../../content/themes.ts";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { SiteLink } from "../links.tsx";
import { usePage } from "../pageContext.ts";

/**
 * The theme preview without JavaScript: the same controls as the dialog, as links. The
 * iframe's width follows the viewport (a width attribute, not a style: the CSP forbids those).
 */
export function TemplatePreviewPage() {
  const { data, route } = usePage();
  const theme = data.theme;
  if (!theme) {
    // The asset host could not be read: say so, with the way back.
    return (
      <PageIntro heading={route?.heading ?? "Template preview"} lead={message("themes.ERROR_UNAVAILABLE")}>
        <p>
          <SiteLink to="/sitebuilder/templates">Back to templates</SiteLink>
        </p>
      </PageIntro>
    );
  }
  const viewport = PREVIEW_VIEWPORTS.find((v) => v.id === data.viewport) ?? PREVIEW_VIEWPORTS[2];
  return (
    <section className="theme-preview" aria-labelledby="theme-preview-heading">
      <div className="theme-preview__bar">
        <SiteLink className="button button--small button--ghost" to="/sitebuilder/templates">
          ← Back to templates
        </SiteLink>
        <h1 id="theme-preview-heading" className="theme-preview__title">
          {route?.heading ?? "Template preview"}: {theme.name}
        </h1>
        <nav aria-label="Preview size" className="theme-preview__viewports">
          {PREVIEW_VIEWPORTS.map((v) => (
            <SiteLink
              key={v.id}
              className="theme-preview__viewport"
              to={`/sitebuilder/templates/preview/${theme.id}`}
              query={{ viewport: v.id }}
              aria-current={v.id === viewport.id ? "page" : undefined}
            >
              {v.label}
            </SiteLink>
          ))}
        </nav>
        <SiteLink className="button button--small" to="/register" query={{ template_id: String(theme.id) }}>
          CREATE SITE
        </SiteLink>
      </div>
      <div className="theme-preview__stage">
        <iframe className="theme-preview__frame" src={theme.previewUrl} title={`Preview of the ${theme.name} theme`} width={viewport.width} height={800} />
      </div>
    </section>
  );
}
