import type { FastifyInstance, FastifyRequest } from "fastify";
import type { LegacyContext } from "../legacyContext.ts";
import { refuse, refuseWith, succeed, type LegacyAnswer } from "../legacyAnswer.ts";
import { textField } from "../forms/formFields.ts";
import { chosenTemplateId } from "../forms/templateChoice.ts";
import { sendPasswordResetMail } from "../mail/passwordResetMail.ts";
import { spendLikeAVerification, verifyPassword } from "../security/passwordHash.ts";
import { clearFailures, isLocked, recordFailure } from "../store/loginLock.ts";
import { findMemberByUsername, setMemberTemplate, usernameKey } from "../store/members.ts";
import { startSession } from "../store/sessions.ts";
import { setSessionCookie } from "./sessionCookie.ts";
import { moveVisitorCart } from "./visitorCart.ts";

/**
 * A browser that refuses cookies sends no Cookie header at all, even to a site it has visited;
 * one that accepts them carries at least the site's own cookie (the main server forwards the
 * visitor's cookies). Without one, the session cookie of a successful login could not stick.
 */
function refusesCookies(req: FastifyRequest): boolean {
  const header = req.headers.cookie;
  return header === undefined || header.trim() === "";
}

/** POST /global/login.php — docs/product.md §7; the checks in the order the old script made them. */
export function registerLogin(app: FastifyInstance, ctx: LegacyContext): void {
  app.post("/global/login.php", async (req, reply): Promise<LegacyAnswer> => {
    const userid = textField(req.body, "userid") ?? "";
    const password = textField(req.body, "password") ?? "";
    const remember = textField(req.body, "rememberme") === "1";
    /**
     * The line names the username only when such a member exists: what someone typed into the
     * username field of a failed login may be their password, and must not reach the log.
     */
    const outcome = (result: string, extra: Record<string, unknown> = {}) => {
      // One indexed lookup more per attempt; the checks below may not have made theirs yet.
      const known = findMemberByUsername(ctx.db, userid) !== undefined;
      const named = known ? { userid: userid.slice(0, 64).replace(/[\uD800-\uDBFF]$/, "") } : {};
      req.log.info({ event: "login", ...named, outcome: result, ...extra }, "login attempt");
    };

    if (refusesCookies(req)) {
      outcome("COOKIES_REQUIRED");
      return refuseWith("COOKIES_REQUIRED");
    }
    const key = usernameKey(userid);
    if (key === "") {
      outcome("AUTHENTICATION_FAILED");
      return refuseWith("AUTHENTICATION_FAILED");
    }
    if (isLocked(ctx.db, key, ctx.now())) {
      outcome("ACCOUNT_LOCKED");
      return refuseWith("ACCOUNT_LOCKED");
    }

    const member = findMemberByUsername(ctx.db, userid);
    let passwordMatches = false;
    if (member) passwordMatches = await verifyPassword(password, member);
    else await spendLikeAVerification(password);

    // Another attempt may have set the lock while this one was hashing.
    const now = ctx.now();
    if (isLocked(ctx.db, key, now)) {
      outcome("ACCOUNT_LOCKED");
      return refuseWith("ACCOUNT_LOCKED");
    }
    if (!member || !passwordMatches) {
      const locked = recordFailure(ctx.db, key, now);
      outcome("AUTHENTICATION_FAILED", { lockedNow: locked });
      return refuseWith("AUTHENTICATION_FAILED");
    }
    clearFailures(ctx.db, key);

    if (member.hash_kind === "legacy-md5") {
      // The right password, kept the old way: no session until the member chooses a new one.
      // Its email goes through the mail queue like every other: written after this answer.
      ctx.mailQueue.afterAnswer(reply, req.log, () =>
        sendPasswordResetMail(ctx.db, ctx.mailer, { member, reason: "security-upgrade", membersUrl: ctx.membersUrl, now }),
      );
      outcome("SECURITY_UPGRADE", { pub: member.pub });
      return refuse({ reason: "SECURITY_UPGRADE", emailAddress: member.email });
    }

    const token = startSession(ctx.db, member.id, remember, now);
    setSessionCookie(reply, token, { remember, secure: ctx.secureCookies });
    const cart = moveVisitorCart(ctx, req.body, member.id, now);
    // A member who picked "Use theme" and then logged in rather than signed up chose it too
    // (docs/product.md §7: login.php receives template_id); without one, the earlier choice stays.
    const templateId = chosenTemplateId(req.body);
    if (templateId !== null) setMemberTemplate(ctx.db, member.id, templateId, now);
    outcome("SUCCESS", { pub: member.pub, remember, ...cart });
    return succeed({ redirect: ctx.membersUrl, pub: member.pub });
  });
}
