import type { FastifyInstance, FastifyReply } from "fastify";
import type { LegacyContext } from "../legacyContext.ts";
import { firstProblem, formObject, textField } from "../forms/formFields.ts";
import { newPasswordForm } from "../forms/newPasswordForm.ts";
import { dashboardAddress } from "../../content/memberArea.ts";
import { dashboardPage } from "../pages/dashboardPage.ts";
import { otherAccountPage, pickItemPage, resetDonePage, resetExpiredPage, resetFormPage, signedOutPage } from "../pages/memberPages.ts";
import { MEMBERS_ASSETS, membersFont, membersStylesheet } from "../pages/membersStylesheet.ts";
import { hashPassword } from "../security/passwordHash.ts";
import { looksLikeSecretToken } from "../security/secretToken.ts";
import { clearFailures } from "../store/loginLock.ts";
import { findMemberById, setMemberPassword, usernameKey } from "../store/members.ts";
import { spendPasswordReset, usableResetMember } from "../store/passwordResets.ts";
import { ordersOf } from "../store/orders.ts";
import { endAllSessionsOf, endSession, sessionMember } from "../store/sessions.ts";
import { clearSessionCookie, sessionTokenOf } from "./sessionCookie.ts";

/**
 * Members pages are personal and may carry a reset token in their address: never cached,
 * never leaked through a Referer, never framed, and with no script or inline style at all:
 * their look comes from the members area's own stylesheet and font ('self').
 */
export function sendPage(reply: FastifyReply, status: number, page: string, { imageSource }: { imageSource?: string } = {}): FastifyReply {
  // Images only on a page that shows one (the dashboard's template picture), from the asset host alone.
  const images = imageSource ? `; img-src ${imageSource}` : "";
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "private, no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-content-type-options", "nosniff")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'self'; font-src 'self'${images}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(page);
}

function queryText(query: unknown, name: string): string {
  return textField(query, name) ?? "";
}

/**
 * The CSP source of the asset host's pictures: its origin, or 'self' for a root-relative base
 * (the default, this app's own /asset-host; and the site proxies both under its own origin).
 */
function imageSourceOf(assetsUrl: string): string {
  return assetsUrl.startsWith("/") ? "'self'" : new URL(assetsUrl).origin;
}

/** The members area, at the path of membersUrl, so the main server can proxy it unchanged. */
export function registerMembersArea(app: FastifyInstance, ctx: LegacyContext): void {
  const base = ctx.membersPath;
  // The dashboard shows the chosen template's picture from the asset host.
  const images = imageSourceOf(ctx.assetsUrl);

  app.get(base || "/", async (req, reply) => {
    const token = sessionTokenOf(req);
    const member = token ? sessionMember(ctx.db, token, ctx.now()) : undefined;
    if (!member) return sendPage(reply, 200, signedOutPage(base));
    const page = dashboardPage({ member, orders: ordersOf(ctx.db, member.id), membersPath: base, assetsUrl: ctx.assetsUrl });
    return sendPage(reply, 200, page, { imageSource: images });
  });

  app.post(`${base}/logout`, async (req, reply) => {
    const token = sessionTokenOf(req);
    if (token) endSession(ctx.db, token);
    clearSessionCookie(reply, ctx.secureCookies);
    return reply.redirect(base || "/", 303);
  });

  app.get(`${base}/reset`, async (req, reply) => {
    const token = queryText(req.query, "token");
    const usable = looksLikeSecretToken(token) && usableResetMember(ctx.db, token, ctx.now()) !== undefined;
    return usable ? sendPage(reply, 200, resetFormPage({ token, membersPath: base })) : sendPage(reply, 410, resetExpiredPage(base));
  });

  app.post(`${base}/reset`, async (req, reply) => {
    const token = textField(req.body, "token") ?? "";
    const outcome = (result: string, extra: Record<string, unknown> = {}) =>
      req.log.info({ event: "password-reset", outcome: result, ...extra }, "password reset attempt");

    const memberId = looksLikeSecretToken(token) ? usableResetMember(ctx.db, token, ctx.now()) : undefined;
    const member = memberId === undefined ? undefined : findMemberById(ctx.db, memberId);
    if (!member) {
      outcome("EXPIRED");
      return sendPage(reply, 410, resetExpiredPage(base));
    }
    const parsed = newPasswordForm.safeParse(formObject(req.body));
    if (!parsed.success) {
      outcome("INVALID", { pub: member.pub });
      return sendPage(reply, 422, resetFormPage({ token, membersPath: base, problem: firstProblem(parsed.error) }));
    }

    const password = await hashPassword(parsed.data.password);
    const now = ctx.now();
    const changed = ctx.db.transaction(() => {
      // Spent inside the same transaction as the change: of two submissions of one link, one wins.
      if (!spendPasswordReset(ctx.db, token, member.id, now)) return false;
      setMemberPassword(ctx.db, member.id, password, now);
      endAllSessionsOf(ctx.db, member.id);
      clearFailures(ctx.db, usernameKey(member.username));
      return true;
    })();
    if (!changed) {
      outcome("EXPIRED", { pub: member.pub });
      return sendPage(reply, 410, resetExpiredPage(base));
    }
    outcome("SUCCESS", { pub: member.pub });
    return sendPage(reply, 200, resetDonePage(base));
  });

  // Where the main site sends a member after login (content/memberArea.ts builds these addresses).
  // A login at checkout lands here: the signed-in member of this publisher sees their order.
  app.get<{ Params: { pub: string } }>(`${base}/:pub/pick-item`, async (req, reply) => {
    const token = sessionTokenOf(req);
    const member = token ? sessionMember(ctx.db, token, ctx.now()) : undefined;
    const orders = member && member.pub === req.params.pub ? ordersOf(ctx.db, member.id) : [];
    return sendPage(reply, 200, pickItemPage({ item: queryText(req.query, "pickItem"), membersPath: base, orders }));
  });

  // Where a login from a dialog lands (docs/product.md §4, dashboardAddress). The page is the signed-in
  // member's own, as the pick-item page's orders are: nobody signed in sees the signed-out page,
  // and a pub that is not the session's (someone else's link) shows nothing of either account.
  app.get(`${base}/dashboard`, async (req, reply) => {
    const token = sessionTokenOf(req);
    const member = token ? sessionMember(ctx.db, token, ctx.now()) : undefined;
    if (!member) return sendPage(reply, 200, signedOutPage(base));
    const pub = queryText(req.query, "pub");
    if (pub !== "" && pub !== member.pub) return sendPage(reply, 403, otherAccountPage(dashboardAddress(base, member.pub), base));
    const page = dashboardPage({ member, orders: ordersOf(ctx.db, member.id), membersPath: base, assetsUrl: ctx.assetsUrl });
    return sendPage(reply, 200, page, { imageSource: images });
  });

  // The same for everyone and changed only by a release: cached for a day.
  const stylesheet = membersStylesheet(base);
  app.get(`${base}${MEMBERS_ASSETS.stylesheet}`, async (_req, reply) =>
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .header("x-content-type-options", "nosniff")
      .send(stylesheet),
  );
  app.get(`${base}${MEMBERS_ASSETS.font}`, async (_req, reply) =>
    reply
      .header("content-type", "font/woff2")
      .header("cache-control", "public, max-age=86400")
      .send(await membersFont()),
  );
}
