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
};

function readProps(root: HTMLElement): unknown {
  const script = root.querySelector(':scope > script[type="application/json"]');
  return script?.textContent ? JSON.parse(script.textContent) : {};
}

async function start(root: HTMLElement): Promise<void> {
  if (root.dataset.islandState) return;
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

function schedule(root: HTMLElement): void {
  const strategy = (root.dataset.load ?? "load") as LoadStrategy;
  switch (strategy) {
    case "idle":
      if ("requestIdleCallback" in window) requestIdleCallback(() => void start(root), { timeout: 2000 });
      else setTimeout(() => void start(root), 200);
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
      return;
    }
    default:
      void start(root);
  }
}

document.querySelectorAll<HTMLElement>("[data-island]").forEach(schedule);
