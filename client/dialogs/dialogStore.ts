import type { ChosenThemeShape } from "../../views/blocks/ChosenTheme.tsx";
import type { PreviewViewport } from "../../content/themes.ts";
import type { PreviewedTheme } from "../../views/blocks/ThemePreview.tsx";
import type { AccountFormKind, AccountSettings } from "../../content/pageShapes.ts";
import type { LinkScope } from "../../content/pageShapes.ts";

/** docs/product.md §4 modal stack: dialogs are pushed and popped; the top one has focus. */
export type DialogEntry =
  | { id: number; kind: "account"; form: AccountFormKind; scope: LinkScope; settings: AccountSettings; dashboardOnLogin: boolean; theme?: ChosenThemeShape }
  | { id: number; kind: "security"; emailAddress?: string }
  | ({ id: number; kind: "theme"; theme: PreviewedTheme; scope: LinkScope } & ThemePreviewOptions)
  | { id: number; kind: "confirm"; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { id: number; kind: "prompt"; options: PromptOptions; resolve: (value: string | null) => void };

/** How a theme preview dialog ties in with the page that opened it (client/islands/previewHistory.ts). */
export interface ThemePreviewOptions {
  /** The size shown first (the address's ?viewport=); else the one that fits the screen. */
  viewport?: PreviewViewport;
  /** Back, Escape or a click outside: asks to close (the gallery goes back in history, which closes it). */
  onDismiss?: () => void;
  /** A size was chosen (the gallery writes it into the address). */
  onViewportChange?: (viewport: PreviewViewport) => void;
  /** Where focus goes once it closes: the card's Preview link, also when a tap (which focuses nothing) opened it. */
  returnFocus?: HTMLElement | null;
}

export interface ConfirmOptions {
  title: string;
  /** Trusted HTML from our own code, never visitor input. */
  html: string;
  confirmText?: string;
  cancelText?: string;
}

export interface PromptOptions extends ConfirmOptions {
  input: { name: string; id: string; maxLength?: number; placeholder?: string };
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
export type NewDialog = DistributiveOmit<DialogEntry, "id">;

/** docs/product.md §4/§9: the page stays flagged as viewing a modal 200 ms after the last one closes. */
const MODAL_FLAG_CLEAR_MS = 200;

let entries: readonly DialogEntry[] = [];
let nextId = 1;
let clearFlag: number | undefined;
const listeners = new Set<() => void>();

function publish(next: readonly DialogEntry[]): void {
  entries = next;
  window.clearTimeout(clearFlag);
  if (entries.length) document.documentElement.dataset.viewingModal = "true";
  else clearFlag = window.setTimeout(() => delete document.documentElement.dataset.viewingModal, MODAL_FLAG_CLEAR_MS);
  for (const listener of listeners) listener();
}

export const dialogStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => entries,
  push(entry: NewDialog): number {
    const id = nextId++;
    publish([...entries, { ...entry, id }]);
    return id;
  },
  replace(id: number, change: Partial<DialogEntry>): void {
    publish(entries.map((e) => (e.id === id ? ({ ...e, ...change } as DialogEntry) : e)));
  },
  close(id: number): void {
    publish(entries.filter((e) => e.id !== id));
  },
};
