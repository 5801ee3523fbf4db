import { formatPrice } from "../../content/prices.ts";
import type { CartView } from "../../content/pageShapes.ts";
import { CartIcon } from "../layout/icons.tsx";
import { SiteLink } from "../links.tsx";

/**
 * The cart named beside the checkout's forms: each domain with its first-year price and its
 * multi-domain discount, and the total, as content/cartPricing.ts prices it (the cart view
 * comes priced). Read only: changing it is the cart page's job, one link away.
 */
export function CheckoutCart({ cart }: { cart: CartView }) {
  const { lines, subtotal, discount, total } = cart.pricing;
  return (
    <aside className="checkout-cart" aria-labelledby="checkout-cart-heading">
      <div className="checkout-cart__head">
        <h2 className="checkout-cart__heading" id="checkout-cart-heading">
          <CartIcon /> Your order
        </h2>
        <SiteLink to="domains-cart" className="checkout-cart__change">
          Change
          <span className="visually-hidden"> your cart</span>
        </SiteLink>
      </div>
      <ul className="checkout-cart__lines">
        {lines.map((line) => (
          <li key={line.domain} className="checkout-cart__line">
            <span className="checkout-cart__domain">{line.domain}</span>
            <span className="checkout-cart__price">{formatPrice(line.price)}</span>
            {line.discount > 0 ? (
              <span className="checkout-cart__discount">
                <span>{line.discountPercent}% multi-domain discount</span>
                <span>−{formatPrice(line.discount)}</span>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="checkout-cart__totals">
        {discount > 0 ? (
          <>
            <div className="checkout-cart__row">
              <dt>Subtotal</dt>
              <dd>{formatPrice(subtotal)}</dd>
            </div>
            <div className="checkout-cart__row checkout-cart__row--saving">
              <dt>You save</dt>
              <dd>−{formatPrice(discount)}</dd>
            </div>
          </>
        ) : null}
        <div className="checkout-cart__row checkout-cart__row--total">
          <dt>Total for the first year</dt>
          <dd>{formatPrice(total)}</dd>
        </div>
      </dl>
      <p className="checkout-cart__fine">Prices in USD. Domain registrations are non-refundable.</p>
    </aside>
  );
}
