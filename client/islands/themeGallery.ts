import type { IslandPropsByName } from "../../views/islands/islandTypes.ts";

/**
 * Preview theme opens the preview dialog (React loads with the first click, which the loader
 * replays). When the server could not load the gallery, the island tries again, showing the
 * spinner, and reloads the page once the themes are back.
 */
export function mount(root: HTMLElement, props: IslandPropsByName["theme-gallery"]): void {
  root.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-preview-id]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const theme = { id: Number(link.dataset.previewId), name: link.dataset.previewName ?? "", previewUrl: link.dataset.previewUrl ?? "" };
    void import("../dialogs/dialogs.tsx").then((dialogs) => dialogs.openThemePreview(theme, props.scope));
  });

  if (props.failed) void retry(root);
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
