import { formatPrice } from "../../content/prices.ts";
import type { CartView } from "../../content/pageShapes.ts";

type Pricing = CartView["pricing"];

/** One priced line of a cart: the domain, its first-year price and, under them, its discount. */
export function CartLineText({ line }: { line: Pricing["lines"][number] }) {
  return (
    <>
      <span className="cart-line__domain">{line.domain}</span>
      <span className="cart-line__price">{formatPrice(line.price)}</span>
      {line.discount > 0 ? (
        <span className="cart-line__discount">
          <span>{line.discountPercent}% multi-domain discount</span>
          <span>−{formatPrice(line.discount)}</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * A cart's totals as content/cartPricing.ts gives them: the subtotal and the saving when there
 * is one, and the total for the first year. The same on the results, the cart page and checkout.
 */
export function CartTotals({ pricing }: { pricing: Pricing }) {
  return (
    <dl className="cart-totals">
      {pricing.discount > 0 ? (
        <>
          <div className="cart-totals__row">
            <dt>Subtotal</dt>
            <dd>{formatPrice(pricing.subtotal)}</dd>
          </div>
          <div className="cart-totals__row cart-totals__row--saving">
            <dt>You save</dt>
            <dd>−{formatPrice(pricing.discount)}</dd>
          </div>
        </>
      ) : null}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>Total for the first year</dt>
        <dd>{formatPrice(pricing.total)}</dd>
      </div>
    </dl>
  );
}
