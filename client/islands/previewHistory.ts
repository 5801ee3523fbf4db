import { PREVIEW_VIEWPORTS, type PreviewViewport } from "../../content/themes.ts";
import type { LinkScope } from "../../content/pageShapes.ts";
import type { PreviewedTheme } from "../../views/blocks/ThemePreview.tsx";

type Dialogs = typeof import("../dialogs/dialogs.tsx");

/** What a preview's history entry carries: the theme, so Forward can open it again. */
interface PreviewEntryState {
  themePreview: PreviewedTheme;
}

function previewIn(state: unknown): PreviewedTheme | null {
  const theme = (state as Partial<PreviewEntryState> | null)?.themePreview;
  return theme && typeof theme.id === "number" ? theme : null;
}

function viewportIn(url: string): PreviewViewport | undefined {
  const asked = new URL(url).searchParams.get("viewport");
  return PREVIEW_VIEWPORTS.find((v) => v.id === asked)?.id;
}

/**
 * The gallery's preview dialog as a page of its own (docs/product.md §2 theme preview): opening it pushes
 * the address its link has, the one the page without JavaScript is at, so the browser's Back
 * closes it and leaves the visitor on the gallery as they were (same document: scroll, search and
 * category kept), Forward opens it again, and the address can be shared or reloaded into the
 * preview page. The dialog's own Back and Escape go back in history too, so opening and closing
 * leaves no entries behind. The chosen size replaces the address's ?viewport=.
 *
 * The dialog follows the history entry: `sync` opens or closes it to match, whatever order the
 * dialog code's loading and the visitor's clicks come in.
 */
export function previewHistory(root: HTMLElement, scope: LinkScope) {
  let wanted: { theme: PreviewedTheme; returnFocus: HTMLElement | null } | null = null;
  let shown: { id: number; themeId: number } | null = null;
  // Set between a Back asked for and its popstate, so a second Escape cannot go back twice.
  let goingBack = false;
  let loaded: Dialogs | null = null;

  /** The card's Preview link for a theme, where focus returns when the dialog was opened by Forward. */
  const linkFor = (id: number) =>
    root.querySelector<HTMLElement>(`.theme-card__actions a[data-preview-id="${id}"]`) ?? root.querySelector<HTMLElement>(`a[data-preview-id="${id}"]`);

  /** Closes at once (Back, Escape: the visitor sees it go), then takes the preview's entry off by going back to the gallery's. */
  function dismiss(): void {
    wanted = null;
    sync();
    if (goingBack || !previewIn(history.state)) return;
    goingBack = true;
    history.back();
  }

  function sync(): void {
    // Loaded already once a dialog is shown, so closing does not wait for a promise.
    if (loaded) apply(loaded);
    else
      void import("../dialogs/dialogs.tsx").then((dialogs) => {
        loaded = dialogs;
        apply(dialogs);
      });
  }

  function apply(dialogs: Dialogs): void {
    if (shown && (!dialogs.isDialogOpen(shown.id) || wanted?.theme.id !== shown.themeId)) {
      dialogs.closeDialog(shown.id);
      shown = null;
    }
    if (wanted && !shown) {
      const id = dialogs.openThemePreview(wanted.theme, scope, {
        viewport: viewportIn(location.href),
        returnFocus: wanted.returnFocus,
        onDismiss: dismiss,
        onViewportChange: (viewport) => {
          const url = new URL(location.href);
          url.searchParams.set("viewport", viewport);
          history.replaceState(history.state, "", url);
        },
      });
      shown = { id, themeId: wanted.theme.id };
    }
  }

  /** Takes the dialog to what the current history entry says. */
  function follow(): void {
    goingBack = false;
    const theme = previewIn(history.state);
    wanted = theme ? { theme, returnFocus: wanted?.returnFocus ?? linkFor(theme.id) } : null;
    sync();
  }

  window.addEventListener("popstate", follow);
  // Back from sign-up (CREATE SITE) may bring this very document back from the cache, at the preview's entry.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) follow();
  });

  return {
    /** Opens the preview of `theme` from `link`, at the link's own address. */
    open(theme: PreviewedTheme, link: HTMLAnchorElement): void {
      const state: PreviewEntryState = { themePreview: theme };
      history.pushState(state, "", link.href);
      goingBack = false;
      wanted = { theme, returnFocus: link };
      sync();
    },
  };
}
