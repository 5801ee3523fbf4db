import { createRoot } from "react-dom/client";
import type { ChosenThemeShape } from "../../views/blocks/ChosenTheme.tsx";
import type { PreviewedTheme } from "../../views/blocks/ThemePreview.tsx";
import type { AccountFormKind, AccountSettings } from "../../content/pageShapes.ts";
import type { LinkScope } from "../../content/pageShapes.ts";
import { DialogStack } from "./DialogStack.tsx";
import { dialogStore, type ConfirmOptions, type PromptOptions, type ThemePreviewOptions } from "./dialogStore.ts";

let mounted = false;

/** The stack renders into its own root at the end of <body>, made on first use. */
function ensureMounted(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.className = "dialog-host";
  document.body.append(host);
  createRoot(host, { identifierPrefix: "dialogs-" }).render(<DialogStack />);
}

export function openAccountDialog(
  form: AccountFormKind,
  options: { scope: LinkScope; settings: AccountSettings; dashboardOnLogin: boolean; theme?: ChosenThemeShape },
): void {
  ensureMounted();
  dialogStore.push({ kind: "account", form, ...options });
}

export function openSecurityNotice(emailAddress: string | undefined): void {
  ensureMounted();
  dialogStore.push({ kind: "security", emailAddress });
}

/** Opens the theme preview; returns its id, for closeDialog and isDialogOpen. */
export function openThemePreview(theme: PreviewedTheme, scope: LinkScope, options: ThemePreviewOptions = {}): number {
  ensureMounted();
  return dialogStore.push({ kind: "theme", theme, scope, ...options });
}

export function closeDialog(id: number): void {
  dialogStore.close(id);
}

export function isDialogOpen(id: number): boolean {
  return dialogStore.snapshot().some((entry) => entry.id === id);
}

/** docs/product.md §4 confirm dialog: resolves true on confirm, false on cancel (or Escape, or outside click). */
function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  ensureMounted();
  return new Promise((resolve) => dialogStore.push({ kind: "confirm", options, resolve }));
}

/** docs/product.md §4 prompt dialog: resolves the typed value on confirm, null on cancel. */
function promptDialog(options: PromptOptions): Promise<string | null> {
  ensureMounted();
  return new Promise((resolve) => dialogStore.push({ kind: "prompt", options, resolve }));
}

declare global {
  interface Window {
    /** The page's dialogs, for scripts that run on our pages (support tools, integrations). */
    braveDialogs?: { confirm: typeof confirmDialog; prompt: typeof promptDialog };
  }
}
window.braveDialogs = { confirm: confirmDialog, prompt: promptDialog };
