import { CART_CHANGED_EVENT, CART_COUNT_COOKIE } from "../../content/pageShapes.ts";

/** The count the server last set in the readable cart cookie; 0 without one. */
function cartCount(): number {
  const pair = document.cookie.split("; ").find((entry) => entry.startsWith(`${CART_COUNT_COOKIE}=`));
  const count = Number(pair?.slice(CART_COUNT_COOKIE.length + 1));
  return Number.isInteger(count) && count > 0 ? Math.min(count, 999) : 0;
}

/**
 * The header's cart link: hidden in the markup every visitor shares (so pages stay cacheable),
 * shown with its count once the cookie says the cart holds something, and kept in step when
 * the search island changes the cart, or another tab does.
 */
export function mount(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>("a");
  const badge = root.querySelector<HTMLElement>("[data-cart-count]");
  const label = root.querySelector<HTMLElement>("[data-cart-label]");
  if (!link || !badge || !label) return;
  const update = () => {
    const count = cartCount();
    root.hidden = count === 0;
    badge.textContent = String(count);
    label.textContent = `Domain cart, ${count} domain${count === 1 ? "" : "s"}`;
  };
  window.addEventListener(CART_CHANGED_EVENT, update);
  // Back from another tab or from the page cache: the cookie may have moved on meanwhile.
  window.addEventListener("pageshow", update);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") update();
  });
  update();
}
