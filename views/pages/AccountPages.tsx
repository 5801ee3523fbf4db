import type { ReactNode } from "react";
import { ChosenTheme } from "../blocks/ChosenTheme.tsx";
import { SecurityNotice } from "../blocks/SecurityNotice.tsx";
import { LoginForm } from "../forms/LoginForm.tsx";
import { LostPasswordForm } from "../forms/LostPasswordForm.tsx";
import { RegisterForm } from "../forms/RegisterForm.tsx";
import type { CartView, FormState } from "../../content/pageShapes.ts";
import { CheckoutCart, CheckoutWays } from "../blocks/CheckoutCart.tsx";
import { freshForm } from "../forms/formState.ts";
import { ReactIsland } from "../islands/Island.tsx";
import type { AccountFormKind } from "../../content/pageShapes.ts";
import { CartIcon, CheckIcon } from "../layout/icons.tsx";
import { Illustration } from "../blocks/Illustration.tsx";
import { freeAccount } from "../../content/freeAccount.ts";
import { membersFigure } from "../../content/proof.ts";
import { sitebuilderPage } from "../../content/pages/sitebuilder.ts";
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
 * An account form, rendered on the server and hydrated by the account-form island when the
 * browser is idle (or at the first interaction): the same markup either way. The checkout page
 * has two, each with its own ids and a link to the other.
 */
function AccountFormIsland({ kind, form, idPrefix, pairedForm }: { kind: AccountFormKind; form: FormState; idPrefix?: string; pairedForm?: string }) {
  const { carried, prefix, accounts } = usePage();
  // docs/product.md §5: sign-up needs the bot check whenever one is configured; login when the server asks.
  const captchaRequired = Boolean(accounts.captchaSiteKey) && (kind === "register" || Boolean(form.captchaRequired));
  const Form = FORMS[kind];
  return (
    <ReactIsland name="account-form" load="idle" props={{ kind, form, scope: { prefix, carried }, settings: accounts, captchaRequired, idPrefix, pairedForm }}>
      <Form form={form} captcha={captchaRequired} idPrefix={idPrefix} pairedForm={pairedForm} />
    </ReactIsland>
  );
}

/** The page's own form, with the state its loader gave (fresh, or refused with what was typed). */
function PageFormIsland({ kind }: { kind: AccountFormKind }) {
  const { form } = usePageData(kind);
  return <AccountFormIsland kind={kind} form={form} />;
}

/** Said at the top of the checkout: how many domains the visitor brings. */
function CartNote({ count }: { count: number }) {
  return (
    <p className="account-card__cart" role="note">
      <CartIcon />
      <span>{`${count} domain${count === 1 ? "" : "s"} in your cart — log in or create an account to check out`}</span>
    </p>
  );
}

/**
 * The checkout (docs/product.md §2: its address is the login page; the cart's sign-up link comes here
 * too): a visitor carrying a cart meets the sign-up form first, the login form second, and the
 * cart beside them. Both forms post the carried query (cart_hash, type, migrate_user), so either
 * way the member API moves the cart to the member. The form that was posted comes back with its
 * errors and what was typed; the other one is fresh.
 */
function CheckoutPage({ posted, cart }: { posted: "login" | "register"; cart: CartView }) {
  const { form } = usePageData(posted);
  const fresh = freshForm(form.csrfToken);
  return (
    <div className="checkout">
      <header className="checkout__intro">
        <h1 id={HEADING_ID} className="checkout__heading">
          Create your account to check out
        </h1>
        <CartNote count={cart.domains.length} />
        <CheckoutWays />
      </header>
      <CheckoutCart cart={cart} />
      <section className="account-card checkout__form" id="checkout-signup" aria-labelledby="checkout-signup-heading">
        <h2 id="checkout-signup-heading" className="account-card__heading">
          New here? Create your account
        </h2>
        <p className="account-card__lead">Your cart comes with you: your order waits in the members area.</p>
        <AccountFormIsland kind="register" form={posted === "register" ? form : fresh} idPrefix="signup" pairedForm="#checkout-login" />
      </section>
      <section className="account-card checkout__form" id="checkout-login" aria-labelledby="checkout-login-heading">
        <h2 id="checkout-login-heading" className="account-card__heading">
          Already a member? Log in
        </h2>
        <AccountFormIsland kind="login" form={posted === "login" ? form : fresh} idPrefix="login" pairedForm="#checkout-signup" />
      </section>
    </div>
  );
}

export function LoginPage() {
  const { checkoutCart } = usePageData("login");
  if (checkoutCart) return <CheckoutPage posted="login" cart={checkoutCart} />;
  return (
    <AccountCard>
      <PageFormIsland kind="login" />
    </AccountCard>
  );
}

export function RegisterPage() {
  const { checkoutCart, chosenTheme } = usePageData("register");
  const { carried } = usePage();
  if (checkoutCart) return <CheckoutPage posted="register" cart={checkoutCart} />;
  return (
    <div className="account-split">
      <AccountCard lead="Free to start: build and edit your site, then upgrade when you are ready to publish it.">
        {chosenTheme ? <ChosenTheme theme={chosenTheme} carried={carried} /> : null}
        <PageFormIsland kind="register" />
      </AccountCard>
      {/* With a theme chosen the builder's bakery would contradict it: the aside keeps its words only. */}
      <FreeAccountAside screen={!chosenTheme} />
    </div>
  );
}

/**
 * Beside the sign-up form: what the free account holds (content/freeAccount.ts) and the builder
 * it opens on, so a visitor signs up knowing what they get. After the form in reading order; on
 * narrow screens the list follows the form and the screen is left out (client/styles/forms.css).
 */
function FreeAccountAside({ screen }: { screen: boolean }) {
  return (
    <aside className="free-account" aria-labelledby="free-account-heading">
      <h2 id="free-account-heading" className="free-account__heading">
        {freeAccount.heading}
      </h2>
      <ul className="free-account__points">
        {freeAccount.points.map((point) => (
          <li key={point}>
            <CheckIcon />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {screen ? <Illustration name={sitebuilderPage.heroAsset} alt={sitebuilderPage.heroAlt} className="free-account__screen" /> : null}
      <p className="free-account__members">{`${membersFigure.lead} ${membersFigure.value} ${membersFigure.label}.`}</p>
    </aside>
  );
}

export function LostPasswordPage() {
  return (
    <AccountCard lead="We will email you a link to choose a new password.">
      <PageFormIsland kind="lostpassword" />
    </AccountCard>
  );
}

/**
 * docs/product.md §2: after a hashing upgrade, tells the member to reset and where the email went; the
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
