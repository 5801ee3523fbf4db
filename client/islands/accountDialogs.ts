import type { IslandPropsByName } from "../../views/islands/islandTypes.ts";
import type { AccountFormKind } from "../../content/pageShapes.ts";

/**
 * Account Login and Register in the header open the dialogs instead of leaving the page.
 * React and the forms load on the first click (the loader replays that click after mount).
 */
export function mount(root: HTMLElement, props: IslandPropsByName["account-dialogs"]): void {
  root.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-dialog]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const form = link.dataset.dialog as AccountFormKind;
    void import("../dialogs/dialogs.tsx").then((dialogs) => dialogs.openAccountDialog(form, props));
  });
}
