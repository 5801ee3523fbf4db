/**
 * SPEC §4: the banner appears after a delay unless consent is stored; Accept stores the
 * opt-in, the close icon only hides it for this page view.
 */
export function mount(root: HTMLElement, props: { delayMs: number; storageKey: string }): void {
  const banner = root.querySelector<HTMLElement>(".cookie-banner");
  if (!banner || hasConsent(props.storageKey)) return;

  const timer = window.setTimeout(() => {
    banner.hidden = false;
  }, props.delayMs);

  banner.addEventListener("click", (event) => {
    const action = (event.target as Element).closest<HTMLElement>("[data-action]")?.dataset.action;
    if (action === "accept") {
      try {
        localStorage.setItem(props.storageKey, "true");
      } catch {
        // Storage refused (private mode, quota): honour the choice for this page view.
      }
    }
    if (action === "accept" || action === "close") {
      window.clearTimeout(timer);
      banner.hidden = true;
    }
  });
}

function hasConsent(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
