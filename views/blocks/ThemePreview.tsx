import { PREVIEW_VIEWPORTS, type PreviewViewport } from "../../content/themes.ts";
import { SiteLink, useHref } from "../links.tsx";

/** What the preview needs of a theme (a ThemeCard, or the gallery link's data attributes). */
export interface PreviewedTheme {
  id: number;
  name: string;
  previewUrl: string;
}

/**
 * docs/product.md §2 theme preview: the bar (back, the theme's name, the three viewports, CREATE SITE)
 * above the preview in an iframe whose width follows the viewport (a width attribute, not a
 * style: the CSP forbids those). One markup for the page, where every control is a link
 * that works without JavaScript, and the dialog, where a control given a handler is a button.
 * Renders no wrapper: the page puts it in its section, the dialog in its panel.
 * Links take the preview prefix from LinkScopeContext (the dialog provides it).
 */
export function ThemePreview({
  theme,
  viewport,
  headingLevel,
  headingId,
  headingPrefix,
  onBack,
  onViewportChange,
  onCreateSite,
}: {
  theme: PreviewedTheme;
  /**
   * The viewport shown (the page reads it from ?viewport=, the dialog keeps it in state). Null
   * on the page when none was asked for: the frame fits the screen, phone view on a phone and
   * desktop view wider, in CSS alone, since the page is the same for every screen.
   */
  viewport: PreviewViewport | null;
  /** 1 on the page (its one h1), 2 in a dialog. */
  headingLevel: 1 | 2;
  /** The heading's id, for the surrounding element's aria-labelledby (no useId: dialogs are islands). */
  headingId: string;
  /** Said before the theme's name, as "prefix: name" (the page's heading from the route table). */
  headingPrefix?: string;
  /** Given: Back is a button calling it (the dialog closes). Else a link to the gallery. */
  onBack?: () => void;
  /** Given: the viewports are toggle buttons calling it. Else links to this page with ?viewport=. */
  onViewportChange?: (viewport: PreviewViewport) => void;
  /** Given: CREATE SITE is a button calling it with the sign-up address. Else a link to it. */
  onCreateSite?: (signupHref: string) => void;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const current = PREVIEW_VIEWPORTS.find((v) => v.id === viewport) ?? PREVIEW_VIEWPORTS[2];
  const fit = viewport === null;
  return (
    <>
      <div className="theme-preview__bar">
        <BackControl onBack={onBack} />
        <Heading id={headingId} className="theme-preview__title">
          {headingPrefix && <span className="theme-preview__prefix">{headingPrefix}: </span>}
          {theme.name}
        </Heading>
        <ViewportControls themeId={theme.id} current={current.id} fit={fit} onViewportChange={onViewportChange} />
        <CreateSiteControl themeId={theme.id} onCreateSite={onCreateSite} />
      </div>
      {/* A size wider than the screen is shown scaled down to fit (client/styles/catalog.css). */}
      <div className="theme-preview__stage">
        <iframe
          className={`theme-preview__frame theme-preview__frame--${fit ? "fit" : current.id}`}
          src={theme.previewUrl}
          title={`Preview of the ${theme.name} theme`}
          width={current.width}
          height={800}
        />
      </div>
      <p className="theme-preview__size">
        {current.label} view, {current.width} px wide
      </p>
    </>
  );
}

/** Back: a button calling onBack when given (the dialog closes), else a link to the gallery. */
function BackControl({ onBack }: { onBack?: () => void }) {
  if (onBack) {
    return (
      <button type="button" className="button button--small button--ghost theme-preview__back" onClick={onBack}>
        <BackLabel />
      </button>
    );
  }
  return (
    <SiteLink className="button button--small button--ghost theme-preview__back" to="templates">
      <BackLabel />
    </SiteLink>
  );
}

/** Short enough to sit beside the theme's name on a phone; named in full for screen readers. */
function BackLabel() {
  return (
    <>
      <span aria-hidden="true">←</span>
      <span>Back</span>
      <span className="visually-hidden"> to templates</span>
    </>
  );
}

/**
 * The three viewports: toggle buttons calling onViewportChange when given, else links to this
 * page with ?viewport= (the current one marked unless the frame fits the screen).
 */
function ViewportControls({
  themeId,
  current,
  fit,
  onViewportChange,
}: {
  themeId: number;
  current: PreviewViewport;
  fit: boolean;
  onViewportChange?: (viewport: PreviewViewport) => void;
}) {
  // Links that change the page belong in a nav; toggle buttons form a group.
  if (onViewportChange) {
    return (
      <div role="group" aria-label="Preview size" className="theme-preview__viewports">
        {PREVIEW_VIEWPORTS.map((v) => (
          <button
            key={v.id}
            type="button"
            className="theme-preview__viewport"
            aria-pressed={v.id === current}
            data-viewport={v.id}
            onClick={() => onViewportChange(v.id)}
          >
            <ViewportLabel viewport={v} />
          </button>
        ))}
      </div>
    );
  }
  return (
    <nav aria-label="Preview size" className={fit ? "theme-preview__viewports theme-preview__viewports--fit" : "theme-preview__viewports"}>
      {PREVIEW_VIEWPORTS.map((v) => (
        <SiteLink
          key={v.id}
          className="theme-preview__viewport"
          to="template-preview"
          params={{ id: themeId }}
          query={{ viewport: v.id }}
          aria-current={!fit && v.id === current ? "page" : undefined}
          data-viewport={v.id}
        >
          <ViewportLabel viewport={v} />
        </SiteLink>
      ))}
    </nav>
  );
}

/** The icon and the word, on every screen: on a phone the sizes take a row of their own (client/styles/catalog.css). */
function ViewportLabel({ viewport }: { viewport: (typeof PREVIEW_VIEWPORTS)[number] }) {
  return (
    <>
      <ViewportIcon viewport={viewport.id} />
      <span>{viewport.label}</span>
    </>
  );
}

/** CREATE SITE, sign-up with the theme: a button calling onCreateSite with its address when given, else a link to it. */
function CreateSiteControl({ themeId, onCreateSite }: { themeId: number; onCreateSite?: (signupHref: string) => void }) {
  const href = useHref();
  const signup = { template_id: String(themeId) };
  if (onCreateSite) {
    return (
      <button type="button" className="button button--small theme-preview__create" onClick={() => onCreateSite(href("register", { query: signup }))}>
        CREATE SITE
      </button>
    );
  }
  return (
    <SiteLink className="button button--small theme-preview__create" to="register" query={signup}>
      CREATE SITE
    </SiteLink>
  );
}

/** The outline of a phone, a tablet or a desktop screen. */
function ViewportIcon({ viewport }: { viewport: PreviewViewport }) {
  const shape = {
    phone_portrait: <rect x="8" y="3" width="8" height="18" rx="1.5" />,
    tablet_portrait: <rect x="5" y="3" width="14" height="18" rx="1.5" />,
    desktop: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="1.5" />
        <path d="M9 20h6M12 16v4" />
      </>
    ),
  }[viewport];
  return (
    <svg
      className="theme-preview__icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      {shape}
    </svg>
  );
}
