/**
 * Cloudflare Turnstile, loaded from its own origin only when a form shows the bot check
 * (docs/product.md §4–§5): interaction-only appearance, light theme, normal size. Everything that goes
 * wrong is reported as one of the specification codes and logged.
 */
const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=braveTurnstileLoaded";
const POLL_MS = 500;
const POLL_TRIES = 20;

type CaptchaCode = "api-not-loaded" | "sitekey-not-configured" | "render-error" | "element-not-found-retry" | (string & {});

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
    braveTurnstileLoaded?: () => void;
  }
}

export interface CaptchaEvents {
  onToken: (token: string | null) => void;
  onCode: (code: CaptchaCode) => void;
}

let api: Promise<TurnstileApi> | null = null;

/**
 * Adds the script and polls for the API: 20 polls at 500 ms, then api-not-loaded. A script
 * that never arrived is taken out again, so that trying again (the visitor has allowed the
 * origin, or changed network) loads it afresh instead of waiting on the dead one.
 */
function loadApi(): Promise<TurnstileApi> {
  api ??= new Promise<TurnstileApi>((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT}"]`);
    if (!script) {
      // The onload callback Turnstile calls; it lives here, in our own module, never inline.
      window.braveTurnstileLoaded = () => window.turnstile && resolve(window.turnstile);
      script = document.createElement("script");
      script.src = TURNSTILE_SCRIPT;
      document.head.append(script);
    }
    let tries = 0;
    const poll = window.setInterval(() => {
      if (window.turnstile) {
        window.clearInterval(poll);
        resolve(window.turnstile);
      } else if (++tries >= POLL_TRIES) {
        window.clearInterval(poll);
        script.remove();
        reject(new Error("api-not-loaded"));
      }
    }, POLL_MS);
  });
  api.catch(() => (api = null));
  return api;
}

function report(events: CaptchaEvents, code: CaptchaCode): void {
  console.warn(`[captcha] ${code}`);
  events.onToken(null);
  events.onCode(code);
}

/** Puts a widget into element; returns what removes it. */
export function attachTurnstile(element: HTMLElement | null, siteKey: string | null, events: CaptchaEvents): () => void {
  let widgetId: string | null = null;
  let gone = false;
  if (!siteKey) {
    report(events, "sitekey-not-configured");
    return () => {};
  }
  if (!element || !element.isConnected) {
    report(events, "element-not-found-retry");
    return () => {};
  }
  loadApi().then(
    (turnstile) => {
      if (gone) return;
      try {
        widgetId = turnstile.render(element, {
          sitekey: siteKey,
          appearance: "interaction-only",
          theme: "light",
          size: "normal",
          callback: (token: string) => events.onToken(token),
          "expired-callback": () => events.onToken(null),
          "error-callback": (code: string | number) => report(events, String(code)),
        });
      } catch {
        report(events, "render-error");
      }
    },
    () => !gone && report(events, "api-not-loaded"),
  );
  return () => {
    gone = true;
    if (widgetId && window.turnstile) window.turnstile.remove(widgetId);
  };
}
