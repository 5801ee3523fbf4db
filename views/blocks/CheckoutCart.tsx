import type { CartView } from "../../content/pageShapes.ts";
import { CartIcon } from "../layout/icons.tsx";
import { SiteLink } from "../links.tsx";
import { CartLineText, CartTotals } from "./CartLines.tsx";

/**
 * The cart named beside the checkout's forms: each domain with its first-year price and its
 * multi-domain discount, and the total, as content/cartPricing.ts prices it (the cart view
 * comes priced). Read only: changing it is the cart page's job, one link away.
 */
export function CheckoutCart({ cart }: { cart: CartView }) {
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
      <ul className="cart-lines">
        {cart.pricing.lines.map((line) => (
          <li key={line.domain} className="cart-line">
            <CartLineText line={line} />
          </li>
        ))}
      </ul>
      <CartTotals pricing={cart.pricing} />
      <p className="checkout-cart__fine">Prices in USD. Domain registrations are non-refundable.</p>
    </aside>
  );
}
