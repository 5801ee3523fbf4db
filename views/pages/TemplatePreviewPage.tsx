import { message } from "../../content/messages.ts";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { ThemePreview } from "../blocks/ThemePreview.tsx";
import { SiteLink } from "../links.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/**
 * The theme preview without JavaScript: the dialog's preview (views/blocks/ThemePreview.tsx)
 * with every control a link; the viewport comes from ?viewport=.
 */
export function TemplatePreviewPage() {
  const { route } = usePage();
  const { theme, viewport } = usePageData("templatePreview");
  const heading = route?.heading ?? "Template preview";
  if (!theme) {
    // The asset host could not be read: say so, with the way back.
    return (
      <PageIntro heading={heading} lead={message("themes.ERROR_UNAVAILABLE")}>
        <p>
          <SiteLink to="templates">Back to templates</SiteLink>
        </p>
      </PageIntro>
    );
  }
  return (
    <section className="theme-preview" aria-labelledby="theme-preview-heading">
      <ThemePreview theme={theme} viewport={viewport} headingLevel={1} headingId="theme-preview-heading" headingPrefix={heading} />
    </section>
  );
}
