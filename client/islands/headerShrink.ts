/** docs/product.md §2: the header shrinks once the page has scrolled at all. */
export function mount(header: HTMLElement): void {
  let queued = false;
  const update = () => {
    queued = false;
    header.classList.toggle("is-shrunk", window.scrollY > 0);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
