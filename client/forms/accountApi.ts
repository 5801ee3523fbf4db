import { ACCOUNT_API, type AccountAnswer } from "../../content/accountContract.ts";
import type { AccountFormKind } from "../../content/pageShapes.ts";
import { readAccountAnswer } from "./accountAnswer.ts";

export type { AccountAnswer };

/** docs/product.md §7 request helper: a failure to reach the API or read its answer is UNEXPECTED. */
async function call(url: string, init: RequestInit): Promise<AccountAnswer> {
  try {
    const res = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: { accept: "application/json", "x-requested-with": "XMLHttpRequest", ...(init.headers ?? {}) },
    });
    // Read as the contract's schema reads it: an answer of another shape is not one of ours.
    return readAccountAnswer(await res.json()) ?? { status: "ERROR", reason: "UNEXPECTED" };
  } catch {
    return { status: "ERROR", reason: "UNEXPECTED" };
  }
}

/**
 * The member API needs a cookie to know the browser keeps them (COOKIES_REQUIRED). A visitor
 * who only read cached marketing pages has none yet, so the form sets a session cookie first,
 * as the old site's cookie test did; a browser that refuses cookies keeps failing, rightly.
 */
function setCookieTest(): void {
  document.cookie = "bw_cookie_check=1; path=/; SameSite=Lax";
}

export function submitAccountForm(kind: AccountFormKind, body: Record<string, unknown>): Promise<AccountAnswer> {
  setCookieTest();
  return call(ACCOUNT_API[kind], { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

export function checkUsername(username: string, signal: AbortSignal): Promise<AccountAnswer> {
  return call(`${ACCOUNT_API.usernameAvailability}?username=${encodeURIComponent(username)}`, { method: "GET", signal });
}
