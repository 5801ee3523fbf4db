/**
 * docs/product.md §4: the banner appears after a delay unless a choice is stored. Accept stores the
 * opt-in ("true"), Reject stores the refusal ("false"), and either keeps the banner away on
 * later visits; the close icon only hides it for this page view.
 *
 * While it is up it must hide nothing the visitor is using (docs/decisions.md, 26, WCAG 2.2
 * SC 2.4.11). Its height follows its text, the width and the font size, so it is measured and
 * published as `--cookie-banner-height` on the root; the stylesheet (layout.css) adds the gap
 * below it and turns the sum into the page's scroll-padding-bottom and room at the page's end.
 */
const CHOICES: Readonly<Record<string, string>> = { accept: "true", reject: "false" };
const HEIGHT = "--cookie-banner-height";

export function mount(root: HTMLElement, props: { delayMs: number; storageKey: string }): void {
  const banner = root.querySelector<HTMLElement>(".cookie-banner");
  if (!banner || hasChoice(props.storageKey)) return;

  const page = document.documentElement;
  const measure = () => page.style.setProperty(HEIGHT, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : undefined;

  const timer = window.setTimeout(() => {
    banner.hidden = false;
    measure();
    resized?.observe(banner);
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
      resized?.disconnect();
      page.style.removeProperty(HEIGHT);
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
