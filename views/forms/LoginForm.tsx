import { external } from "../../content/site.ts";
import { Captcha } from "./Captcha.tsx";
import { AccountForm, CarriedLink, CheckboxField, TextField, type FormBehaviour } from "./FormParts.tsx";
import type { FormState } from "../../content/pageShapes.ts";
import { AddressLink } from "../links.tsx";

export interface AccountFormProps {
  form: FormState;
  /** Show the bot check (docs/product.md §5: login only when the server asks for it). */
  captcha?: boolean;
  attachCaptcha?: (element: HTMLElement) => () => void;
  captchaResetKey?: number;
  /** The last code the bot check reported (docs/product.md §5), shown as a data attribute. */
  captchaCode?: string | null;
  /** Loads the bot check again after it reported a problem. */
  onCaptchaRetry?: () => void;
  behaviour?: FormBehaviour;
  /** Prefix of the fields' ids, for a page that shows two forms (the checkout). */
  idPrefix?: string;
  /**
   * The in-page address (#id) of the other account form when both are on one page (the
   * checkout): the link to it moves there instead of leaving the page.
   */
  pairedForm?: string;
}

/**
 * docs/product.md §2 login: Username, Password, Remember Me; links Register, Forgot your password?, Need
 * help?. The specification names no button; ours is in sentence case, as the site's buttons are.
 */
export function LoginForm({ form, captcha, attachCaptcha, captchaResetKey, captchaCode, onCaptchaRetry, behaviour, idPrefix, pairedForm }: AccountFormProps) {
  return (
    <AccountForm
      form={form}
      route="login"
      legend="Log in"
      submitLabel="Log in"
      behaviour={behaviour}
      idPrefix={idPrefix}
      links={
        <>
          <li>{pairedForm ? <a href={pairedForm}>New here? Create an account</a> : <CarriedLink to="register">Register</CarriedLink>}</li>
          <li>
            <CarriedLink to="lostpassword">Forgot your password?</CarriedLink>
          </li>
          <li>
            <AddressLink href={external.helpCenter.href}>Need help?</AddressLink>
          </li>
        </>
      }
    >
      <TextField form={form} name="userid" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" keepValue={false} required />
      <CheckboxField form={form} name="rememberme" label="Remember Me" />
      {captcha ? <Captcha attach={attachCaptcha} resetKey={captchaResetKey} code={captchaCode} onRetry={onCaptchaRetry} /> : null}
    </AccountForm>
  );
}
