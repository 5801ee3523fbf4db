import { SiteLink, useSiteHref } from "../links.tsx";
import { usePage } from "../pageContext.ts";
import { CsrfField, FormAlert, FormLinks, TextField } from "./FormParts.tsx";
import type { FormState } from "./formState.ts";

/** SPEC §2 lost password: one field Your Email, Reset Password; links to register and login. */
export function LostPasswordForm({ form }: { form: FormState }) {
  const { carried } = usePage();
  const href = useSiteHref();
  return (
    <form className="account-form" method="post" action={href("/lostpassword", carried)} noValidate>
      <FormAlert form={form} />
      <CsrfField form={form} />
      <TextField form={form} name="email" label="Your Email" type="email" autoComplete="email" required />
      <button type="submit" className="button account-form__submit">
        Reset Password
      </button>
      <FormLinks>
        <li>
          <SiteLink to="/register" query={carried}>
            Register
          </SiteLink>
        </li>
        <li>
          <SiteLink to="/login" query={carried}>
            Log in
          </SiteLink>
        </li>
      </FormLinks>
    </form>
  );
}
