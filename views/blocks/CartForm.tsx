import type { FormEvent, ReactNode } from "react";
import { CSRF_FIELD_NAME } from "../forms/formFields.ts";
import { useHref } from "../links.tsx";
import { useLinkScope } from "../linkScope.ts";

/** What the search island does with a cart form instead of posting it (adding in place). */
export type CartSubmit = (event: FormEvent<HTMLFormElement>) => void;

/**
 * One domain's add or remove button, as a form of its own: without JavaScript it posts and
 * comes back (303) to `back`'s results, or to the cart page; the island takes the submit over.
 */
export function CartForm({
  action,
  domain,
  csrfToken,
  back,
  onSubmit,
  className,
  children,
}: {
  action: "add" | "remove";
  domain: string;
  csrfToken: string;
  /** The results page to come back to (the searched name), or none for the cart page. */
  back?: string;
  onSubmit?: CartSubmit;
  className?: string;
  children: ReactNode;
}) {
  const { carried } = useLinkScope();
  const href = useHref();
  return (
    <form
      className={className ?? "cart-form"}
      method="post"
      action={href(action === "add" ? "domains-cart-add" : "domains-cart-remove", { query: carried })}
      onSubmit={onSubmit}
      data-cart-action={action}
    >
      <input type="hidden" name={CSRF_FIELD_NAME} value={csrfToken} />
      <input type="hidden" name="domain" value={domain} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      {children}
    </form>
  );
}
