import { multiDomainDiscounts } from "../../content/domainSale.ts";
import { formatPrice } from "../../content/prices.ts";
import type { CartPanelState, CartView, DomainPluginConfig } from "../../content/pageShapes.ts";
import { CartIcon } from "../layout/icons.tsx";
import { useHref } from "../links.tsx";
import { useLinkScope } from "../linkScope.ts";
import { CartForm, type CartSubmit } from "./CartForm.tsx";
import { CartDiscountNote, CartLineText, CartTerms, CartTotals, PaymentMethods } from "./CartLines.tsx";

/**
 * What the next domain would earn (docs/product.md §9), said while it can still change the visitor's mind;
 * the shares go by price, highest first (docs/decisions.md, 16), so the words name the lower-priced
 * domains rather than the one added.
 */
function nextDiscount(count: number): string | null {
  if (count === 1) return "Add a second domain and get 10% off the lower-priced of the two.";
  if (count === 2) return "Add a third domain and get 20% off every domain but your two highest-priced.";
  return null;
}

const domainsCount = (count: number) => `${count} domain${count === 1 ? "" : "s"}`;

/**
 * The visitor's cart: each domain with its first-year price and its multi-domain discount,
 * the total, and the two ways on: checkout (the login page) or a new account, both carrying
 * the cart (docs/product.md §2: cart_hash, type=domain, migrate_user). Rendered by the server; the
 * search island re-renders it after each change without a reload.
 */
export function CartSummary({
  panel,
  plugin,
  back,
  onSubmit,
  pending,
}: {
  panel: CartPanelState;
  plugin: DomainPluginConfig;
  back?: string;
  onSubmit?: CartSubmit;
  /** The domain whose change is on its way (the island's), so its button waits. */
  pending?: string | null;
}) {
  const { carried } = useLinkScope();
  const href = useHref();
  const { cart, notice } = panel;
  // Already in the cart's one order (content/cartPricing.ts, cartLines): the order added; each line carries the share its price earned.
  const lines = cart ? cart.pricing.lines : [];
  const checkoutQuery = { ...carried, cart_hash: cart?.cartHash ?? undefined, type: "domain", migrate_user: plugin.migrateUser ? "1" : undefined };
  const hint = nextDiscount(lines.length);

  return (
    <aside className="cart-summary" id="cart" aria-labelledby="cart-heading">
      {/* tabIndex -1: where the island puts the focus when the line whose Remove was pressed is gone. */}
      <h2 className="cart-summary__heading" id="cart-heading" tabIndex={-1}>
        <CartIcon /> Your cart
        {lines.length > 0 ? <span className="cart-summary__count">{domainsCount(lines.length)}</span> : null}
      </h2>
      <div className="cart-summary__notice" role="status" aria-live="polite">
        {notice ? <p className={`cart-notice cart-notice--${notice.tone}`}>{notice.text}</p> : null}
      </div>
      {cart === null ? null : lines.length === 0 ? (
        <div className="cart-summary__empty">
          <p>Your cart is empty. Pick a domain from the results to add it.</p>
          <ul className="cart-summary__promos">
            {multiDomainDiscounts.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <ul className="cart-lines">
            {lines.map((line) => (
              <li key={line.domain} className="cart-line">
                <CartLineText line={line} />
                <CartForm action="remove" domain={line.domain} csrfToken={panel.csrfToken} back={back} onSubmit={onSubmit} className="cart-line__remove">
                  <button type="submit" className="link-button" aria-disabled={pending === line.domain || undefined}>
                    Remove<span className="visually-hidden"> {line.domain}</span>
                  </button>
                </CartForm>
              </li>
            ))}
          </ul>
          <CartTotals pricing={cart.pricing} withTerms={false} />
          {hint ? <p className="cart-summary__hint">{hint}</p> : null}
          {/* Checkout right under the total; why the discount falls where it does comes after it. */}
          <div className="cart-summary__actions">
            <a className="button" href={href(plugin.checkout, { query: checkoutQuery })}>
              Checkout
            </a>
            <a className="button button--ghost" href={href(plugin.signup, { query: checkoutQuery })}>
              Create an account
            </a>
          </div>
          <CartTerms />
          <CartDiscountNote pricing={cart.pricing} />
          <PaymentMethods />
        </>
      )}
    </aside>
  );
}

/** The cart in one line at the foot of a phone's screen (CSS hides it where the cart is beside the results). */
export function CartBar({ cart }: { cart: CartView }) {
  return (
    <div className="cart-bar">
      <p className="cart-bar__summary">
        {domainsCount(cart.domains.length)} in your cart
        <strong>{formatPrice(cart.pricing.total)}</strong>
      </p>
      <a className="button button--small" href="#cart">
        View cart
      </a>
    </div>
  );
}
