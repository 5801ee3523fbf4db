/**
 * The mobile menu toggle and the tools dropdown. Without JavaScript the toggle is a link to
 * #site-menu that CSS opens with :target, and the dropdown is a native <details>; this adds
 * aria-expanded, Escape, outside clicks, and closing both once an item is chosen.
 */
export function mount(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLElement>(".nav-toggle");
  const menu = root.querySelector<HTMLElement>("#site-menu");
  if (!toggle || !menu) return;
  const dropdowns = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[open]"));

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    root.classList.toggle("is-open", open);
    if (!open) for (const d of dropdowns()) d.open = false;
  };

  // A tap that came before this chunk followed the link to #site-menu: take over from :target.
  if (location.hash === "#site-menu") {
    setOpen(true);
    history.replaceState(history.state, "", location.pathname + location.search);
  }

  toggle.addEventListener("click", (event) => {
    event.preventDefault();
    setOpen(toggle.getAttribute("aria-expanded") !== "true");
  });
  // It is a link playing a button: Space must press it, as it would a button.
  toggle.addEventListener("keydown", (event) => {
    if (event.key === " ") {
      event.preventDefault();
      toggle.click();
    }
  });

  root.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a");
    if (!link || link === toggle) return;
    if (link.classList.contains("nav-close")) {
      event.preventDefault();
      setOpen(false);
      toggle.focus();
      return;
    }
    setOpen(false);
  });

  document.addEventListener("click", (event) => {
    for (const d of dropdowns()) if (!d.contains(event.target as Node)) d.open = false;
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = dropdowns();
    if (open.length) {
      for (const d of open) d.open = false;
      open[0]?.querySelector("summary")?.focus();
    } else if (toggle.getAttribute("aria-expanded") === "true") {
      setOpen(false);
      toggle.focus();
    }
  });
}
