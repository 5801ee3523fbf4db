import { external } from "../../content/site.ts";
import { SiteLink, useSiteHref } from "../links.tsx";
import { usePage } from "../pageContext.ts";
import { CsrfField, FormAlert, FormLinks, TextField } from "./FormParts.tsx";
import type { FormState } from "./formState.ts";

/** SPEC §2 login: Username, Password, Remember Me; links Register, Forgot your password?, Need help?. */
export function LoginForm({ form }: { form: FormState }) {
  const { carried } = usePage();
  const href = useSiteHref();
  return (
    <form className="account-form" method="post" action={href("/login", carried)} noValidate>
      <FormAlert form={form} />
      <CsrfField form={form} />
      <TextField form={form} name="userid" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" keepValue={false} required />
      <div className="field field--checkbox">
        <input id="field-rememberme" type="checkbox" name="rememberme" value="1" defaultChecked={form.values.rememberme === "1"} />
        <label htmlFor="field-rememberme">Remember Me</label>
      </div>
      <button type="submit" className="button account-form__submit">
        Log In
      </button>
      <FormLinks>
        <li>
          <SiteLink to="/register" query={carried}>
            Register
          </SiteLink>
        </li>
        <li>
          <SiteLink to="/lostpassword" query={carried}>
            Forgot your password?
          </SiteLink>
        </li>
        <li>
          <a href={external.helpCenter.href}>Need help?</a>
        </li>
      </FormLinks>
    </form>
  );
}
