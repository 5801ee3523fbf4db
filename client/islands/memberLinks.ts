import { signedInCookieName } from "../../content/signedInFlag.ts";

/** On an https page the flag is only read under its `__Host-` name: a plain one may have come from a sibling subdomain. */
function signedIn(): boolean {
  return document.cookie.split("; ").includes(`${signedInCookieName(location.protocol === "https:")}=1`);
}

/**
 * The header's way to the members area: hidden in the markup every visitor shares (so pages
 * stay cacheable), shown once the signed-in flag says a login or sign-up went through here; CSS
 * then hides Account Login and Register. Kept in step when the page comes back from another
 * tab or from the back-forward cache, where a logout may have happened meanwhile.
 */
export function mount(root: HTMLElement): void {
  const update = () => {
    root.hidden = !signedIn();
  };
  window.addEventListener("pageshow", update);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") update();
  });
  update();
}
