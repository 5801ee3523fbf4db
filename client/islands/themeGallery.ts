import { searchThemes } from "../../content/themeSearch.ts";
import { galleryCountText, galleryQuery } from "../../content/themes.ts";
import type { PreviewedTheme } from "../../views/blocks/ThemePreview.tsx";
import type { IslandPropsByName } from "../../views/islands/islandTypes.ts";
import { previewHistory } from "./previewHistory.ts";

/**
 * Preview theme opens the preview dialog at the preview page's address (client/islands/previewHistory.ts;
 * React loads with the first click, which the loader replays). The search box and the category links refine the cards already on the page, by the
 * server's rule (content/themeSearch.ts, nearest themes when nothing matches), without a reload; the address follows (replaceState), so
 * it can be shared and reloaded into the same gallery. When the server could not load the
 * gallery, the island tries again, showing the spinner, and reloads the page once the themes
 * are back.
 */
export function mount(root: HTMLElement, props: IslandPropsByName["theme-gallery"]): void {
  root.addEventListener("click", (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const target = event.target as Element;
    const chip = target.closest<HTMLAnchorElement>("a[data-category]");
    if (chip && filters) {
      event.preventDefault();
      filters.refine(chip.dataset.category || null, chip.hasAttribute("data-clear") ? "" : undefined);
      return;
    }
    const use = target.closest<HTMLAnchorElement>("a[data-use-theme]");
    if (use) {
      event.preventDefault();
      openSignUp(use, props);
      return;
    }
    // "Search templates" at the gallery's end: to the search box itself, without a #fragment entry in the history.
    const input = root.querySelector<HTMLInputElement>("#gallery-q");
    if (target.closest(".gallery-jump") && input) {
      event.preventDefault();
      input.focus();
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[data-preview-id]");
    if (!link) return;
    event.preventDefault();
    previews.open(previewedTheme(link), link);
  });
  const previews = previewHistory(root, props.scope);
  const filters = galleryFilters(root);

  if (props.failed) void retry(root);
}

/** A click that follows a link here: the main button, without a key asking for a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

/** The theme a preview link opens. */
function previewedTheme(link: HTMLAnchorElement): PreviewedTheme {
  // A gallery card gives its preview's address once, on the card, and its name in its heading; a lone link gives both itself.
  const described = link.closest<HTMLElement>("[data-preview-url]") ?? link;
  const name = described.dataset.previewName ?? described.querySelector(".theme-card__name")?.textContent ?? "";
  return { id: Number(link.dataset.previewId), name, previewUrl: described.dataset.previewUrl ?? "" };
}

/**
 * "Use theme" opens the sign-up dialog over the gallery, naming the card's theme and showing
 * its picture as the sign-up page does; the form carries from=bravesites and the theme's
 * template_id on to the member API (docs/product.md §2, Themes, §7), as the link does without JavaScript.
 */
function openSignUp(link: HTMLAnchorElement, props: IslandPropsByName["theme-gallery"]): void {
  const card = link.closest<HTMLElement>(".theme-card");
  const name = card?.querySelector(".theme-card__link")?.textContent?.trim() ?? "";
  const screenshotUrl = card?.querySelector<HTMLImageElement>("img.theme-card__shot")?.getAttribute("src") ?? "";
  const carried = { ...props.scope.carried, from: "bravesites", template_id: link.dataset.useTheme ?? "" };
  const scope = { prefix: props.scope.prefix, carried };
  const theme = name && screenshotUrl ? { name, screenshotUrl } : undefined;
  void import("../dialogs/dialogs.tsx").then((dialogs) =>
    dialogs.openAccountDialog("register", { scope, settings: props.settings, dashboardOnLogin: false, theme }),
  );
}

/** The gallery's search and category filter, applied to the rendered cards; null when the page has no gallery. */
function galleryFilters(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>("form.gallery-search");
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const count = root.querySelector<HTMLElement>(".gallery-count");
  if (!form || !input || !count) return null;
  const chips = [...root.querySelectorAll<HTMLAnchorElement>(".gallery-filter")];
  // A category link reads "Store 3": its label is its first words.
  const labels = new Map(chips.map((chip) => [chip.dataset.category ?? "", chip.firstChild?.textContent?.trim() ?? ""]));
  // Each card as the server searched it (content/themeSearch.ts): its name, kind and category label.
  const cards = [...root.querySelectorAll<HTMLElement>(".theme-card")].map((card) => ({
    card,
    category: card.dataset.category ?? "",
    name: card.querySelector(".theme-card__name")?.textContent ?? "",
    // From the card's data, not its label: the label also names the category (views/pages/TemplatesPage.tsx).
    kind: card.dataset.kind ?? null,
  }));
  const searchable = cards.map(({ card, name, kind }) => ({ name, kind, category: card.dataset.categoryLabel ?? null }));
  const empty = root.querySelector<HTMLElement>(".gallery-empty");
  let category = form.querySelector<HTMLInputElement>('input[name="category"]')?.value || null;

  /** Shows the cards of `next` (undefined: the category stays) and of the search `rawQ` (undefined: the box's). */
  function refine(next: string | null | undefined, rawQ?: string): void {
    if (next !== undefined) category = next;
    if (rawQ !== undefined) input!.value = rawQ;
    const q = galleryQuery(input!.value);
    const { shown: visible, matched: shown } = searchThemes(searchable, q, (index) => category === null || cards[index]!.category === category);
    cards.forEach(({ card }, index) => (card.hidden = !visible[index]));
    count!.textContent = galleryCountText(shown, q, category ? (labels.get(category) ?? null) : null);
    if (empty) empty.hidden = shown > 0;
    for (const chip of chips) {
      if ((chip.dataset.category || null) === category) chip.setAttribute("aria-current", "page");
      else chip.removeAttribute("aria-current");
    }
    // The form without JavaScript sends the category with the search: keep its hidden field in step.
    let hiddenCategory = form!.querySelector<HTMLInputElement>('input[name="category"]');
    if (category && !hiddenCategory) {
      hiddenCategory = Object.assign(document.createElement("input"), { type: "hidden", name: "category" });
      form!.prepend(hiddenCategory);
    }
    if (hiddenCategory) {
      if (category) hiddenCategory.value = category;
      else hiddenCategory.remove();
    }
    const url = new URL(location.href);
    if (q) url.searchParams.set("q", q);
    else url.searchParams.delete("q");
    if (category) url.searchParams.set("category", category);
    else url.searchParams.delete("category");
    history.replaceState(history.state, "", url);
  }

  input.addEventListener("input", () => refine(undefined));
  // Words typed while the island was loading (it loads on the first focus) are applied now.
  if (input.value !== input.defaultValue) refine(undefined);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    refine(undefined);
  });
  return { refine };
}

async function retry(root: HTMLElement): Promise<void> {
  const spinner = root.querySelector<HTMLElement>(".theme-gallery__loading");
  if (spinner) spinner.hidden = false;
  for (const delay of [2_000, 5_000, 10_000]) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const res = await fetch(location.href, { method: "HEAD", cache: "no-store" });
      if (res.ok) {
        location.reload();
        return;
      }
    } catch {
      // Still down: wait longer.
    }
  }
  if (spinner) spinner.hidden = true;
}
