import type { Reason } from "../../../content/accountContract.ts";
import { message, type PlainKey } from "../../../content/messages.ts";
import { addressKey, counterKeyOf, limitMessage, STRANGER_CEILING, type LimitState, type Reservation } from "../../platform/security/rateLimits.ts";
import { rateLimited, type FlowContext, type FlowResult, type FlowServices } from "./flowResult.ts";

/** A login let through to the member API, holding the failure slots it took. */
interface Admission {
  /** Whether the browser showed a device cookie for this username (and was within its budget). */
  device: "known" | "unknown";
  /** This site verified the bot-check token, which spends it: it must not be passed on. */
  tokenSpent: boolean;
  /**
   * Settles the slots once the call has ended: given back only when `uncounted` (the member API
   * answered that it counted no failure, see loginFlow.ts), kept for everything else. Answers
   * whether the next attempt from an unknown browser will need the bot check, so the form can
   * show it straight away.
   */
  settle(uncounted: boolean): Promise<{ checkNext: boolean }>;
}

/** What the gate refuses a login with: a limit reached, or a bot check to solve. */
export const GATE_REASONS = ["RATE_LIMITED", "CAPTCHA_REQUIRED"] as const satisfies readonly Reason[];
type GateRefusal = FlowResult<(typeof GATE_REASONS)[number]>;

export type GateOutcome = { admitted: true; admission: Admission } | { admitted: false; refusal: GateRefusal };

function paused(state: LimitState, key: "limits.ERROR_USERNAME_PAUSED" | "limits.ERROR_LOGINS_PAUSED"): GateRefusal {
  return { ...rateLimited(state), message: limitMessage(key, state) };
}

function checkNeeded(key: PlainKey): GateRefusal {
  return { status: "ERROR", reason: "CAPTCHA_REQUIRED", message: message(key), captchaRequired: true, setCookies: [] };
}

/**
 * Who may try a password now (docs/decisions.md, 13). Every budget is reserved before the member
 * API is called, in one atomic step per counter, and given back only when the member API said it
 * counted no failure: parallel attempts each hold their own slot, so no number of them passes a
 * limit, and an attempt whose answer never came counts as the failure it may have been (docs/decisions.md,
 * 23). The budgets roll (server/platform/security/rateLimits.ts), like the member API's count.
 *
 * - A browser with this username's device cookie spends its own budget and nothing else: no
 *   stranger's failures, from any address, can stop it.
 * - Any other browser shares three budgets: its address's, the username's (past which it needs
 *   the bot check, or waits without one; never past the member API's lock threshold, even with
 *   checks solved), and the whole site's (past which it needs the bot check, or waits).
 */
export async function admitLogin(username: string, ctx: FlowContext, services: FlowServices): Promise<GateOutcome> {
  const { limits, botCheck, devices } = services;
  const device = devices.deviceFor(ctx.deviceCookie, username);
  if (device) {
    const own = await limits.deviceFailures.reserve(device);
    if (own.within) return { admitted: true, admission: admission("known", false, [own], async () => false) };
    // Past its own budget this browser is treated as a stranger would be.
    await own.release();
  }

  // Independent counters: reserved together, one round trip to Redis rather than three in turn.
  const [address, user, site] = await Promise.all([
    limits.loginFailures.reserve(addressKey(ctx.clientAddress)),
    limits.usernameFailures.reserve(counterKeyOf("username", username)),
    limits.globalLoginFailures.reserve("site"),
  ]);
  const slots = [address, user, site];
  const refuse = async (refusal: GateRefusal): Promise<GateOutcome> => {
    await Promise.all(slots.map((slot) => slot.release()));
    return { admitted: false, refusal };
  };

  if (!address.within) return refuse(rateLimited(address.state));
  if (user.count > STRANGER_CEILING) return refuse(paused(user.state, "limits.ERROR_USERNAME_PAUSED"));
  const why = !user.within ? "username" : !site.within ? "site" : null;
  let tokenSpent = false;
  if (why) {
    if (!botCheck) return refuse(why === "username" ? paused(user.state, "limits.ERROR_USERNAME_PAUSED") : paused(site.state, "limits.ERROR_LOGINS_PAUSED"));
    const verdict = await botCheck.verify(ctx.captchaToken, ctx.clientAddress, ctx.log);
    if (verdict !== "passed") {
      const key: PlainKey = !ctx.captchaToken
        ? why === "username"
          ? "login.ERROR_CAPTCHA_NEEDED"
          : "login.ERROR_CAPTCHA_NEEDED_SITE_BUSY"
        : verdict === "failed"
          ? "login.ERROR_CAPTCHA_FAILED"
          : "login.ERROR_CAPTCHA_UNCONFIRMED";
      return refuse(checkNeeded(key));
    }
    // Spent: Turnstile answers a second verification of the same token with "duplicate".
    tokenSpent = true;
  }
  const checkNext = async () => Boolean(botCheck) && (user.count >= user.state.limit || site.count >= site.state.limit);
  return { admitted: true, admission: admission("unknown", tokenSpent, slots, checkNext) };
}

function admission(device: Admission["device"], tokenSpent: boolean, slots: Reservation[], checkNext: () => Promise<boolean>): Admission {
  return {
    device,
    tokenSpent,
    async settle(uncounted) {
      if (uncounted) {
        await Promise.all(slots.map((slot) => slot.release()));
        return { checkNext: false };
      }
      return { checkNext: await checkNext() };
    },
  };
}
