import { SiteLink } from "../links.tsx";
import { Captcha } from "./Captcha.tsx";
import { AccountForm, CarriedLink, TextField } from "./FormParts.tsx";
import type { AccountFormProps } from "./LoginForm.tsx";

/**
 * docs/product.md §2 sign-up: full name, email, username, password twice; link to login. The labels name
 * each field as docs/product.md §5's messages do ("Email address is required"); the button is in sentence case.
 */
export function RegisterForm({
  form,
  captcha,
  attachCaptcha,
  captchaResetKey,
  captchaCode,
  onCaptchaRetry,
  behaviour,
  idPrefix,
  pairedForm,
}: AccountFormProps) {
  return (
    <AccountForm
      form={form}
      route="register"
      legend="Create an account"
      submitLabel="Create account"
      behaviour={behaviour}
      idPrefix={idPrefix}
      links={<li>Already a member? {pairedForm ? <a href={pairedForm}>Log in</a> : <CarriedLink to="login">Log in</CarriedLink>}</li>}
    >
      <TextField form={form} name="full_name" label="Full name" autoComplete="name" required />
      <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" required />
      <TextField form={form} name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="new-password" keepValue={false} required />
      <TextField form={form} name="password_validation" label="Repeat password" type="password" autoComplete="new-password" keepValue={false} required />
      {captcha ? <Captcha attach={attachCaptcha} resetKey={captchaResetKey} code={captchaCode} onRetry={onCaptchaRetry} /> : null}
      <p className="account-form__terms">
        By creating an account you agree to our <SiteLink to="terms">Terms of Service</SiteLink> and <SiteLink to="privacy-policy">Privacy Policy</SiteLink>.
      </p>
    </AccountForm>
  );
}
