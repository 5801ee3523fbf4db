/**
 * The only script a page loads up front. It finds the islands the server marked
 * (data-island, data-load) and imports each one's chunk when its strategy says so.
 * Chunks are split by esbuild, so a page pays only for the islands it uses, when it uses them.
 */
import type { IslandName, LoadStrategy } from "../views/islands/islandTypes.ts";

export type MountIsland<P = unknown> = (root: HTMLElement, props: P) => void;
type IslandModule = { mount: MountIsland<never> };

const chunks: Record<IslandName, () => Promise<IslandModule>> = {
  "header-shrink": () => import("./islands/headerShrink.ts"),
  "mobile-menu": () => import("./islands/mobileMenu.ts"),
  "cookie-banner": () => import("./islands/cookieBanner.ts"),
  "account-form": () => import("./islands/accountForm.tsx"),
  "account-dialogs": () => import("./islands/accountDialogs.ts"),
  "domain-search": () => import("./islands/domainSearch.tsx"),
  "theme-gallery": () => import("./islands/themeGallery.ts"),
  "cart-badge": () => import("./islands/cartBadge.ts"),
  "member-links": () => import("./islands/memberLinks.ts"),
};

function readProps(root: HTMLElement): unknown {
  const script = root.querySelector(':scope > script[type="application/json"]');
  return script?.textContent ? JSON.parse(script.textContent) : {};
}

const starting = new WeakMap<HTMLElement, Promise<void>>();

/** Loads and mounts an island once; every caller gets the same promise. */
function start(root: HTMLElement): Promise<void> {
  let started = starting.get(root);
  if (!started) {
    started = mountIsland(root);
    starting.set(root, started);
  }
  return started;
}

async function mountIsland(root: HTMLElement): Promise<void> {
  root.dataset.islandState = "loading";
  const name = root.dataset.island as IslandName;
  const load = chunks[name];
  try {
    if (!load) throw new Error(`unknown island "${name}"`);
    const { mount } = await load();
    (mount as MountIsland)(root, readProps(root));
    root.dataset.islandState = "ready";
  } catch (error) {
    root.dataset.islandState = "failed";
    console.error(`[islands] ${name} failed to start`, error);
  }
}

const INTERACTION_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart", "mouseover"] as const;

/** Runs `task` when the main thread is idle (at most 2 s later), or after 200 ms without requestIdleCallback. */
function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

function schedule(root: HTMLElement): void {
  const strategy = (root.dataset.load ?? "load") as LoadStrategy;
  switch (strategy) {
    case "idle":
      whenIdle(() => void start(root));
      return;
    case "visible": {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void start(root);
        }
      });
      observer.observe(root);
      return;
    }
    case "interaction": {
      const begin = () => {
        for (const type of INTERACTION_EVENTS) root.removeEventListener(type, begin);
        void start(root);
      };
      for (const type of INTERACTION_EVENTS) root.addEventListener(type, begin, { passive: true });
      // Links the island takes over (data-replay names them) are held when clicked before it
      // is ready and clicked again once it is, so the first click does what the island makes it
      // do; if the island fails to load, the link simply navigates.
      const replay = root.dataset.replay;
      if (!replay) return;
      const hold = (event: MouseEvent) => {
        if (root.dataset.islandState === "ready") return root.removeEventListener("click", hold, true);
        const link = (event.target as Element).closest<HTMLAnchorElement>(replay);
        if (!link) return;
        event.preventDefault();
        void start(root).then(() => {
          if (root.dataset.islandState === "ready") link.click();
          else window.location.assign(link.href);
        });
      };
      root.addEventListener("click", hold, true);
      return;
    }
    default:
      void start(root);
  }
}

document.querySelectorAll<HTMLElement>("[data-island]").forEach(schedule);

// A phone's gallery shows two cards a row, so ten of its pictures would be near enough for the
// browser to fetch and draw during the load; a theme's picture is a sample page drawn in an SVG,
// which the browser draws on the main thread (about 0.1 s each on a mid-range phone). The
// stylesheet holds back the pictures of the cards marked data-later, while scripts run
// (client/styles/catalog.css), until the card comes into view
// (docs/architecture.md, "Pictures that wait for the screen").
const later = document.querySelectorAll<HTMLElement>("[data-later]");
if (later.length > 0) {
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.removeAttribute("data-later");
        near.unobserve(entry.target);
      }
    },
    { rootMargin: "0px" },
  );
  later.forEach((element) => near.observe(element));
}

// Field Core Web Vitals (docs/architecture.md): a chunk of its own, imported once the page has
// loaded and the main thread is idle, so it delays nothing a visitor waits for; web-vitals reads
// the entries the browser buffered before then. A measurement that fails to load is no error of
// the page's.
const measure = () =>
  whenIdle(
    () =>
      void import("./webVitals.ts").then(
        ({ start: measureVitals }) => measureVitals(),
        () => {},
      ),
  );
if (document.readyState === "complete") measure();
else addEventListener("load", measure, { once: true });
