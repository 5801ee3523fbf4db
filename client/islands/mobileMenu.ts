/**
 * The mobile menu and the tools dropdown. The menu is a popover its toggle opens by itself, and
 * the dropdown a native <details>, so both work before (and without) this chunk; this adds
 * aria-expanded on the toggle, closing the menu once an item is chosen or the backdrop tapped,
 * and Escape and outside clicks for the dropdown.
 */
export function mount(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>(".nav-toggle");
  const menu = root.querySelector<HTMLElement>("#site-menu");
  if (!toggle || !menu) return;
  const dropdowns = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[open]"));
  const isOpen = () => menu.matches(":popover-open");

  // The first tap may have opened the menu before this chunk arrived.
  toggle.setAttribute("aria-expanded", String(isOpen()));
  // beforetoggle comes synchronously with the change ("toggle" is queued for later).
  menu.addEventListener("beforetoggle", (event) => {
    if (event.target !== menu) return;
    const open = event.newState === "open";
    toggle.setAttribute("aria-expanded", String(open));
    if (!open) for (const d of dropdowns()) d.open = false;
  });

  // An item chosen: the menu goes, whether the link navigates or opens a dialog. So it does on a
  // tap on the dimmed page beside the panel, which is the popover's own box (layout.css).
  menu.addEventListener("click", (event) => {
    const target = event.target as Element;
    if ((target === menu || target.closest("a")) && isOpen()) menu.hidePopover();
  });

  document.addEventListener("click", (event) => {
    for (const d of dropdowns()) if (!d.contains(event.target as Node)) d.open = false;
  });

  // Escape closes an open dropdown first; cancelling the key keeps the menu around it open.
  // With no dropdown open, the popover closes itself and gives focus back to the toggle.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = dropdowns();
    if (!open.length) return;
    event.preventDefault();
    for (const d of open) d.open = false;
    open[0]?.querySelector("summary")?.focus();
  });

  // From phone to desktop width the bar is inline: an open popover would float above it.
  const wide = window.matchMedia("(min-width: 1024px)");
  wide.addEventListener("change", () => {
    if (wide.matches && isOpen()) menu.hidePopover();
  });
}
