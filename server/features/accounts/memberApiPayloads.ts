import type { LoginInput } from "../../../views/forms/loginSchema.ts";
import type { LostPasswordInput } from "../../../views/forms/lostPasswordSchema.ts";
import type { RegisterInput } from "../../../views/forms/registerSchema.ts";
import type { CarriedQuery } from "../../../content/pageShapes.ts";
import { plainPersonName } from "../../../content/personName.ts";

/**
 * The form bodies of docs/product.md §7, field by field. `brand` is the brand the visitor is on
 * (siteblocks or ours); `brandref` is the brand they arrived with (the carried `brand`).
 * `service_name` is the carried `from` (the legacy service code of the page they came from).
 */
function common(carried: CarriedQuery) {
  return {
    brandref: carried.brand ?? "",
    // The visitor's own cart (its cookie), never one an address named: server/features/accounts/accountAction.ts
    // puts it in place of the carried one before the flow runs.
    cart_hash: carried.cart_hash ?? "",
    template_id: carried.template_id ?? "",
    service_name: carried.from ?? "",
    redirect_to: carried.redirect_to ?? "",
    // "1": the cart of cart_hash moves to the member once they are in (the domain checkout).
    migrate_user: carried.migrate_user ?? "",
  };
}

function brandOf(carried: CarriedQuery): string {
  return carried.brand === "siteblocks" || carried.from === "siteblocks" ? "siteblocks" : "braveweb";
}

function withCaptcha(form: Record<string, string>, captchaToken: string | undefined): Record<string, string> {
  return captchaToken ? { ...form, "cf-turnstile-response": captchaToken } : form;
}

export function loginPayload(input: LoginInput, carried: CarriedQuery, captchaToken?: string): Record<string, string> {
  return withCaptcha(
    {
      userid: input.userid,
      password: input.password,
      rememberme: input.rememberme ? "1" : "0",
      flags: "login",
      robot: "1",
      brand: brandOf(carried),
      ...common(carried),
    },
    captchaToken,
  );
}

export function registerPayload(input: RegisterInput, carried: CarriedQuery, captchaToken?: string): Record<string, string> {
  return withCaptcha(
    {
      // The member API puts the name into emails: it goes on one line, whatever the PHP host checks.
      full_name: plainPersonName(input.full_name),
      email: input.email,
      username: input.username,
      password: input.password,
      password_validation: input.password_validation,
      form_name: "signup_form",
      form_key: "ignore",
      signup_form_submitted: "1",
      signup_step: "false",
      optin_marketing: "0",
      optin_partners: "0",
      tosagree: "1",
      robot: "1",
      ...common(carried),
    },
    captchaToken,
  );
}

export function lostPasswordPayload(input: LostPasswordInput, carried: CarriedQuery): Record<string, string> {
  return {
    email: input.email,
    login_form: "1",
    brandref: carried.brand ?? "",
    robot: "1",
    optin_marketing: "0",
    optin_partners: "0",
    tosagree: "1",
    service_name: carried.from ?? "",
  };
}

export function usernameCheckPayload(username: string): Record<string, string> {
  return { userid: username };
}
