import { AccountForm, CarriedLink, TextField } from "./FormParts.tsx";
import type { AccountFormProps } from "./LoginForm.tsx";

/** docs/product.md §2 lost password: one field Your Email, Reset Password (its words, kept as given); links to register and login. */
export function LostPasswordForm({ form, behaviour }: AccountFormProps) {
  return (
    <AccountForm
      form={form}
      route="lostpassword"
      legend="Reset your password"
      submitLabel="Reset Password"
      behaviour={behaviour}
      links={
        <>
          <li>
            <CarriedLink to="register">Register</CarriedLink>
          </li>
          <li>
            <CarriedLink to="login">Log in</CarriedLink>
          </li>
        </>
      }
    >
      <TextField form={form} name="email" label="Your Email" type="email" autoComplete="email" required />
    </AccountForm>
  );
}
