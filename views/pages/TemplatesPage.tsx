import { message } from "../../content/messages.ts";
import {
  galleryCategories,
  galleryCountText,
  galleryMatches,
  GALLERY_QUERY_MAX,
  categorySlug,
  type GalleryFilter,
  type ThemeCard,
} from "../../content/themes.ts";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { PreviewLink } from "../blocks/PreviewLink.tsx";
import { Island } from "../islands/Island.tsx";
import { SiteLink, useHref } from "../links.tsx";
import { usePage, usePageData } from "../pageContext.ts";

/**
 * The cards whose pictures load at once: a phone's first row (two cards, client/styles/catalog.css).
 * The rest are lazy, fetched as they near the screen (the wider grids' first row is on the screen,
 * so at once there too), and on a phone they wait for the screen (client/loader.ts).
 */
const FIRST_ROW = 2;

/** Below this width the gallery shows the phone-shaped pictures (the site's phone breakpoint). */
const PHONE_MEDIA = "(max-width: 767.98px)";

/**
 * docs/product.md §2 'Browse Templates': cards rendered on the server from the themes JSON. Use theme
 * goes to sign-up with the theme; Preview theme is a page of its own without JavaScript and
 * opens the preview dialog with it (the theme-gallery island). A GET form searches by name,
 * kind, category and trade words (content/themeSearch.ts) and the catalog's categories filter: the server renders every card and hides
 * those that do not match, so the island refines the same cards in place.
 */
export function TemplatesPage() {
  const { route, prefix, carried, accounts } = usePage();
  const { themes } = usePageData("templates");
  return (
    <>
      <PageIntro
        heading={route?.heading ?? "Browse Templates"}
        lead="Pick a starting point for your site. Preview any theme on a phone, tablet or desktop, then make it yours: every block, color and font can change."
      />
      <div className="container">
        <Island
          name="theme-gallery"
          load="interaction"
          replay="a[data-preview-id], a[data-category], a[data-use-theme]"
          props={{ scope: { prefix, carried }, failed: !themes.ok, settings: accounts }}
          className="theme-gallery"
        >
          <p className="theme-gallery__loading" role="status" hidden>
            <span className="spinner" aria-hidden="true" /> Loading templates…
          </p>
          {themes.ok ? (
            <Gallery themes={themes.themes} />
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

/**
 * The gallery of a catalog that could be read: the search and the category filters, how many
 * match, every card (those that do not match hidden), and a way out when none did.
 */
function Gallery({ themes }: { themes: readonly ThemeCard[] }) {
  const { route, carried } = usePage();
  const { filter } = usePageData("templates");
  const href = useHref();
  const here = route?.name === "siteblocks-templates" ? "siteblocks-templates" : "templates";
  const categories = galleryCategories(themes);
  const shownCategory = categories.find((c) => c.slug === filter.category) ?? null;
  // Matched by content/themeSearch.ts, the island's rule too; no match shows the nearest themes.
  const { shown: matches, matched: shown } = galleryMatches(themes, filter);
  const filterHref = (category: string | null, q = filter.q) => href(here, { query: { ...carried, q, category: category ?? undefined } });
  return (
    <>
      <div className="gallery-tools">
        <GallerySearch action={href(here)} filter={filter} />
        {categories.length > 0 && (
          <CategoryFilters categories={[{ slug: null, label: "All", count: themes.length }, ...categories]} current={filter.category} filterHref={filterHref} />
        )}
      </div>
      <p className="gallery-count" role="status">
        {galleryCountText(shown, filter.q, shownCategory?.label ?? null)}
      </p>
      <ThemeGrid themes={themes} matches={matches} />
      <GalleryJump />
      <div className="gallery-empty" hidden={shown > 0}>
        <p>Not what you had in mind? Try another word, or look through them all.</p>
        <p>
          <a className="button button--ghost" href={filterHref(null, "")} data-category="" data-clear="">
            Show all {themes.length} templates
          </a>
        </p>
      </div>
    </>
  );
}

/** The search by name, kind, category and trade words: a GET form that keeps the carried query and the chosen category. */
function GallerySearch({ action, filter }: { action: string; filter: GalleryFilter }) {
  const { carried } = usePage();
  return (
    <form className="gallery-search" role="search" method="get" action={action}>
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {filter.category && <input type="hidden" name="category" value={filter.category} />}
      <label htmlFor="gallery-q" className="visually-hidden">
        Search templates by name or kind of site
      </label>
      <input
        id="gallery-q"
        className="gallery-search__input"
        type="search"
        name="q"
        defaultValue={filter.q}
        maxLength={GALLERY_QUERY_MAX}
        placeholder="Bakery, shop, wedding…"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button--small">
        Search
      </button>
    </form>
  );
}

/** The catalog's categories (All first) as links with their counts, the chosen one marked. */
function CategoryFilters({
  categories,
  current,
  filterHref,
}: {
  categories: ReadonlyArray<{ slug: string | null; label: string; count: number }>;
  current: string | null;
  filterHref: (category: string | null) => string;
}) {
  return (
    <nav aria-label="Template categories">
      <ul className="gallery-filters">
        {categories.map((c) => (
          <li key={c.slug ?? ""}>
            <a className="gallery-filter" href={filterHref(c.slug)} data-category={c.slug ?? ""} aria-current={c.slug === current ? "page" : undefined}>
              {`${c.label} `}
              <span className="gallery-filter__count">{c.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every card, those the filter does not match hidden; only the shown ones count towards the first row. */
function ThemeGrid({ themes, matches }: { themes: readonly ThemeCard[]; matches: readonly boolean[] }) {
  let visibleIndex = 0;
  return (
    <ul className="theme-grid">
      {themes.map((theme, index) => (
        <ThemeCardItem key={theme.id} theme={theme} hidden={!matches[index]} position={matches[index] ? visibleIndex++ : FIRST_ROW} />
      ))}
    </ul>
  );
}

/**
 * Past the gallery's end (its footer is taller than a phone's screen) the search bar has gone
 * with it: one tap brings it back (client/styles/catalog.css shows this only then).
 */
function GalleryJump() {
  return (
    <a className="gallery-jump" href="#gallery-q">
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6" />
        <path d="M20 20l-4.5-4.5" />
      </svg>
      Search templates
    </a>
  );
}

/** The same word, as a visitor reads it: case and accents aside ("Blog" and "blog"). */
function sameWord(a: string, b: string): boolean {
  return a.localeCompare(b, "en", { sensitivity: "base" }) === 0;
}

/**
 * The card's category, the chip it is under, then its trade: "Events · Wedding", or the category
 * alone when the trade is the same word ("Blog"), so every card names the chip that shows it.
 */
function CardLabel({ theme }: { theme: ThemeCard }) {
  const { category, kind } = theme;
  const trade = kind && !(category && sameWord(kind, category)) ? kind : null;
  if (!category && !trade) return null;
  return (
    <p className="theme-card__kind">
      {category && <span className="theme-card__category">{category}</span>}
      {/* Each part kept whole, the dot with the trade: a narrow card breaks between them, never inside "Real estate" (client/styles/catalog.css). */}
      {category && trade ? " " : null}
      {trade && <span className="theme-card__trade">{category ? `· ${trade}` : trade}</span>}
    </p>
  );
}

/** One card; `position` is its place among the shown cards, for what loads first. */
function ThemeCardItem({ theme, hidden, position }: { theme: ThemeCard; hidden: boolean; position: number }) {
  return (
    <li
      className="theme-card"
      hidden={hidden}
      data-category={theme.category ? categorySlug(theme.category) : undefined}
      data-category-label={theme.category ?? undefined}
      data-kind={theme.kind ?? undefined}
      data-preview-url={theme.previewUrl}
      data-later={position < FIRST_ROW ? undefined : ""}
    >
      {/* One link, the picture and the name: the heading's link names the theme, its picture (alt="") adds nothing to that name. The first row is in view on arrival (its first picture is the page's largest paint): fetched at once, the first first; the rest as they scroll in. A phone gets the phone-shaped picture, its own size given so nothing moves. */}
      <h2 className="theme-card__name">
        <PreviewLink theme={theme} described={false} className="theme-card__link">
          <picture className="theme-card__frame">
            {theme.phoneScreenshotUrl && <source media={PHONE_MEDIA} srcSet={theme.phoneScreenshotUrl} width={390} height={520} />}
            <img
              className="theme-card__shot"
              src={theme.screenshotUrl}
              width={640}
              height={480}
              alt=""
              loading={position < FIRST_ROW ? "eager" : "lazy"}
              fetchPriority={position === 0 ? "high" : undefined}
              decoding="async"
            />
          </picture>
          {theme.name}
        </PreviewLink>
      </h2>
      <CardLabel theme={theme} />
      {/* On a phone the two buttons share a narrow card and read "Use" and "Preview"; the words
          after them are hidden there only to the eye, so each keeps docs/product.md §2's name, with the theme's. */}
      <p className="theme-card__actions">
        <SiteLink className="button button--small" to="register" query={{ from: "bravesites", template_id: String(theme.id) }} data-use-theme={theme.id}>
          Use<span className="theme-card__more"> theme</span>
          <span className="visually-hidden">{` ${theme.name}`}</span>
        </SiteLink>
        <PreviewLink theme={theme} described={false} className="button button--small button--ghost">
          Preview<span className="theme-card__more"> theme</span>
          <span className="visually-hidden">{` ${theme.name}`}</span>
        </PreviewLink>
      </p>
    </li>
  );
}
