/**
 * SPEC §4: the banner appears after a delay unless a choice is stored. Accept stores the
 * opt-in ("true"), Reject stores the refusal ("false"), and either keeps the banner away on
 * later visits; the close icon only hides it for this page view.
 */
const CHOICES: Readonly<Record<string, string>> = { accept: "true", reject: "false" };

export function mount(root: HTMLElement, props: { delayMs: number; storageKey: string }): void {
  const banner = root.querySelector<HTMLElement>(".cookie-banner");
  if (!banner || hasChoice(props.storageKey)) return;

  const timer = window.setTimeout(() => {
    banner.hidden = false;
  }, props.delayMs);

  banner.addEventListener("click", (event) => {
    const action = (event.target as Element).closest<HTMLElement>("[data-action]")?.dataset.action;
    if (action === undefined) return;
    const choice = CHOICES[action];
    if (choice !== undefined) {
      try {
        localStorage.setItem(props.storageKey, choice);
      } catch {
        // Storage refused (private mode, quota): honour the choice for this page view.
      }
    }
    if (choice !== undefined || action === "close") {
      window.clearTimeout(timer);
      banner.hidden = true;
    }
  });
}

/** Any stored answer, opt-in or refusal, is a choice the banner must not ask again. */
function hasChoice(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
