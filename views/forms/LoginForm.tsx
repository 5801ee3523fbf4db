import { external } from "../../content/site.ts";
import { AccountForm, CarriedLink, TextField } from "./FormParts.tsx";
import type { FormState } from "./formState.ts";

/** SPEC §2 login: Username, Password, Remember Me; links Register, Forgot your password?, Need help?. */
export function LoginForm({ form }: { form: FormState }) {
  return (
    <AccountForm
      form={form}
      path="/login"
      submitLabel="Log In"
      links={
        <>
          <li>
            <CarriedLink to="/register">Register</CarriedLink>
          </li>
          <li>
            <CarriedLink to="/lostpassword">Forgot your password?</CarriedLink>
          </li>
          <li>
            <a href={external.helpCenter.href}>Need help?</a>
          </li>
        </>
      }
    >
      <TextField form={form} name="userid" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" keepValue={false} required />
      <div className="field field--checkbox">
        <input id="field-rememberme" type="checkbox" name="rememberme" value="1" defaultChecked={form.values.rememberme === "1"} />
        <label htmlFor="field-rememberme">Remember Me</label>
      </div>
    </AccountForm>
  );
}
