import type { ReactNode } from "react";
import { SecurityNotice } from "../blocks/SecurityNotice.tsx";
import { LoginForm } from "../forms/LoginForm.tsx";
import { LostPasswordForm } from "../forms/LostPasswordForm.tsx";
import { RegisterForm } from "../forms/RegisterForm.tsx";
import type { FormState } from "../../content/pageShapes.ts";
import { ReactIsland } from "../islands/Island.tsx";
import type { AccountFormKind } from "../../content/pageShapes.ts";
import { CartIcon } from "../layout/icons.tsx";
import { usePage, usePageData } from "../pageContext.ts";

const HEADING_ID = "account-heading";

/** The card of the bare account pages, labelled by the h1 its content has with HEADING_ID. */
function AccountCardFrame({ children }: { children: ReactNode }) {
  return (
    <section className="account-card" aria-labelledby={HEADING_ID}>
      {children}
    </section>
  );
}

/** The card the bare account pages put their form in, under the route's heading. */
function AccountCard({ lead, children }: { lead?: string; children: ReactNode }) {
  const { route } = usePage();
  return (
    <AccountCardFrame>
      <h1 id={HEADING_ID} className="account-card__heading">
        {route?.heading}
      </h1>
      {lead ? <p className="account-card__lead">{lead}</p> : null}
      {children}
    </AccountCardFrame>
  );
}

const FORMS = { login: LoginForm, register: RegisterForm, lostpassword: LostPasswordForm } as const;

/**
 * The page's form, rendered on the server and hydrated by the account-form island when the
 * browser is idle (or at the first interaction): the same markup either way.
 */
function AccountFormIsland({ kind }: { kind: AccountFormKind }) {
  const { carried, prefix, accounts } = usePage();
  const { form } = usePageData(kind);
  // SPEC §5: sign-up needs the bot check whenever one is configured; login when the server asks.
  const captchaRequired = Boolean(accounts.captchaSiteKey) && (kind === "register" || Boolean(form.captchaRequired));
  const Form = FORMS[kind];
  return (
    <ReactIsland
      name="account-form"
      load="idle"
      props={{ kind, form: form satisfies FormState, scope: { prefix, carried }, settings: accounts, captchaRequired }}
    >
      <Form form={form} captcha={captchaRequired} />
    </ReactIsland>
  );
}

/** Said above the form when the visitor came from the domain checkout with a cart. */
function CartNote({ kind }: { kind: "login" | "register" }) {
  const { cartCount } = usePageData(kind);
  if (!cartCount) return null;
  return (
    <p className="account-card__cart" role="note">
      <CartIcon />
      <span>{`${cartCount} domain${cartCount === 1 ? "" : "s"} in your cart — log in or create an account to check out`}</span>
    </p>
  );
}

export function LoginPage() {
  return (
    <AccountCard>
      <CartNote kind="login" />
      <AccountFormIsland kind="login" />
    </AccountCard>
  );
}

export function RegisterPage() {
  return (
    <AccountCard lead="Free to start: build and edit your site, then upgrade when you are ready to publish it.">
      <CartNote kind="register" />
      <AccountFormIsland kind="register" />
    </AccountCard>
  );
}

export function LostPasswordPage() {
  return (
    <AccountCard lead="Enter the email address on your account and we will send you a link to choose a new password.">
      <AccountFormIsland kind="lostpassword" />
    </AccountCard>
  );
}

/**
 * SPEC §2: after a hashing upgrade, tells the member to reset and where the email went; the
 * same notice as the dialog the JavaScript form opens (views/blocks/SecurityNotice.tsx).
 */
export function SecurityUpdatePage() {
  const { emailAddress } = usePageData("securityUpdate");
  return (
    <AccountCardFrame>
      <SecurityNotice surface="page" headingLevel={1} headingId={HEADING_ID} emailAddress={emailAddress} />
    </AccountCardFrame>
  );
}
