import type { FastifyInstance } from "fastify";
import { messages } from "../../content/messages.ts";
import type { LegacyContext } from "../legacyContext.ts";
import { refuseWith, succeed, type LegacyAnswer } from "../legacyAnswer.ts";
import { firstProblem, formObject, textField } from "../forms/formFields.ts";
import { signupForm } from "../forms/signupForm.ts";
import { chosenTemplateId } from "../forms/templateChoice.ts";
import { hashPassword } from "../security/passwordHash.ts";
import { verifyCaptcha } from "../security/turnstile.ts";
import { createMember, findMemberByUsername, UsernameTakenError } from "../store/members.ts";
import { startSession } from "../store/sessions.ts";
import { setSessionCookie } from "./sessionCookie.ts";
import { moveVisitorCart } from "./visitorCart.ts";

/** POST /signup/signup.php — docs/product.md §5 and §7: validate, bot check, unique name, create, sign in. */
export function registerSignup(app: FastifyInstance, ctx: LegacyContext): void {
  app.post("/signup/signup.php", async (req, reply): Promise<LegacyAnswer> => {
    const username = textField(req.body, "username");
    const outcome = (result: string, extra: Record<string, unknown> = {}) =>
      req.log.info({ event: "signup", username, outcome: result, ...extra }, "sign-up attempt");

    const parsed = signupForm.safeParse(formObject(req.body));
    if (!parsed.success) {
      const reason = firstProblem(parsed.error);
      outcome("INVALID", { reason });
      return refuseWith(reason);
    }
    const form = parsed.data;

    // The bot check comes before the name lookup, so a bot cannot probe usernames through sign-up.
    if (ctx.turnstile) {
      const token = textField(req.body, "cf-turnstile-response") ?? "";
      if (token === "") {
        outcome("CAPTCHA_REQUIRED");
        return refuseWith(messages["register.ERROR_CAPTCHA_REQUIRED"]);
      }
      const verdict = await verifyCaptcha({ secret: ctx.turnstile.secret, token, verifyUrl: ctx.turnstile.verifyUrl });
      if (verdict.outcome === "unavailable") {
        req.log.warn({ event: "signup", details: verdict.details }, "captcha verification unavailable");
        outcome("CAPTCHA_UNAVAILABLE");
        return refuseWith(messages["register.ERROR_DEFAULT"]);
      }
      if (verdict.outcome === "failed") {
        outcome("CAPTCHA_FAILED", { errorCodes: verdict.errorCodes });
        return refuseWith(messages["register.ERROR_CAPTCHA_REQUIRED"]);
      }
    }

    if (findMemberByUsername(ctx.db, form.username)) {
      outcome("USERNAME_TAKEN");
      return refuseWith(messages["register.ERROR_USERNAME_TAKEN"]);
    }
    const password = await hashPassword(form.password);
    let member;
    try {
      // Checked again inside the insert's transaction: two sign-ups may race for one name.
      // The template chosen in the gallery goes with the account: the dashboard offers to start with it.
      const template_id = chosenTemplateId(req.body);
      member = createMember(ctx.db, { username: form.username, full_name: form.full_name, email: form.email, password, template_id }, ctx.now());
    } catch (error) {
      if (!(error instanceof UsernameTakenError)) throw error;
      outcome("USERNAME_TAKEN");
      return refuseWith(messages["register.ERROR_USERNAME_TAKEN"]);
    }

    const now = ctx.now();
    const token = startSession(ctx.db, member.id, false, now);
    setSessionCookie(reply, token, { remember: false, secure: ctx.secureCookies });
    const cart = moveVisitorCart(ctx, req.body, member.id, now);
    outcome("SUCCESS", { pub: member.pub, ...cart });
    return succeed({ redirect: ctx.membersUrl, pub: member.pub });
  });
}
