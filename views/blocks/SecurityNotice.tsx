import { message } from "../../content/messages.ts";
import { external } from "../../content/site.ts";
import { AddressLink } from "../links.tsx";

/** Where the notice sits: the bare security-update page's card, or a dialog of the stack. */
export type SecurityNoticeSurface = "page" | "dialog";

/** The class names each surface already styles (forms.css: the account card, the modal). */
const CLASSES: Record<
  SecurityNoticeSurface,
  { heading: string; body?: string; lead?: string; notice?: string; actions: string; primary?: string; secondary?: string }
> = {
  page: { heading: "account-card__heading", lead: "account-card__lead", notice: "account-card__notice", actions: "form-links" },
  dialog: { heading: "modal__title", body: "modal__content", actions: "modal__actions", primary: "button", secondary: "button button--ghost" },
};

/**
 * docs/product.md §2/§4 security-update notice: after a hashing upgrade the member must reset the
 * password; says where the email went and links to webmail and support. One text and markup
 * for the page (no JavaScript, after a login form post answers SECURITY_UPGRADE) and the
 * dialog (the JavaScript form gets SECURITY_UPGRADE). Renders no wrapper: the page puts it in
 * its card, the dialog in its panel, and either one labels itself with `headingId`.
 */
export function SecurityNotice({
  surface,
  headingLevel,
  headingId,
  emailAddress,
}: {
  surface: SecurityNoticeSurface;
  /** 1 on the page (its one h1), 2 in a dialog. */
  headingLevel: 1 | 2;
  /** The heading's id, for the surrounding element's aria-labelledby (no useId: dialogs are islands). */
  headingId: string;
  /** Where the reset email went, when the member API said. */
  emailAddress?: string | null;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const c = CLASSES[surface];
  return (
    <>
      <Heading id={headingId} className={c.heading}>
        Please reset your password
      </Heading>
      <div className={c.body}>
        <p className={c.lead}>{message("login.SECURITY_UPGRADE")}</p>
        <p className={c.notice}>
          {emailAddress ? (
            <>
              We sent the email to <strong>{emailAddress}</strong>.
            </>
          ) : (
            "We sent the email to the address on your account."
          )}{" "}
          The link in it works once, for one hour.
        </p>
      </div>
      <p className={c.actions}>
        <AddressLink className={c.primary} href={external.webmail.href}>
          Open Webmail
        </AddressLink>
        <AddressLink className={c.secondary} href={external.supportCenter.href}>
          Contact support
        </AddressLink>
      </p>
    </>
  );
}
