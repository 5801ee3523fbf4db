import type { ThemesResult } from "../../content/pageShapes.ts";
import { SiteLink } from "../links.tsx";
import { PreviewLink } from "./PreviewLink.tsx";

/** Six: two rows of three on a wide screen; a phone shows the first four, two by two. */
const SHOWN = 6;

/**
 * The product itself where a visitor decides on the builder: pictures of real sample sites of
 * the template gallery (the asset host draws each from the sample's own page), each opening
 * its preview, and the way to the whole gallery. Nothing is shown while the gallery cannot be
 * read: the page then reads as it did without it.
 */
export function ThemeShowcase({ heading, intro, themes }: { heading: string; intro: string; themes: ThemesResult | undefined }) {
  if (!themes?.ok || themes.themes.length === 0) return null;
  return (
    <section className="theme-showcase" aria-labelledby="theme-showcase-heading">
      <div className="container">
        <h2 id="theme-showcase-heading" className="section-heading">
          {heading}
        </h2>
        <p className="section-intro">{intro}</p>
        <ul className="theme-showcase__list">
          {themes.themes.slice(0, SHOWN).map((theme) => (
            <li key={theme.id} className="theme-showcase__item">
              <PreviewLink theme={theme} className="theme-showcase__link">
                {/* The picture names the link ("Harbor Café sample site"); the caption repeats its first words for the eye. */}
                <img
                  className="theme-showcase__shot"
                  src={theme.screenshotUrl}
                  width={640}
                  height={480}
                  alt={`${theme.name} sample site`}
                  loading="lazy"
                  decoding="async"
                />
                <span className="theme-showcase__name" aria-hidden="true">
                  {theme.name}
                </span>
              </PreviewLink>
            </li>
          ))}
        </ul>
        <p className="theme-showcase__more">
          <SiteLink to="templates" className="button button--ghost">
            Browse all {themes.themes.length} templates
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
