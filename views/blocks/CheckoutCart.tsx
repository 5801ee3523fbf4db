import type { CartView } from "../../content/pageShapes.ts";
import { CartIcon } from "../layout/icons.tsx";
import { SiteLink } from "../links.tsx";
import { CartDiscountNote, CartLineText, CartTotals, PaymentMethods } from "./CartLines.tsx";

/**
 * The cart named beside the checkout's forms: each domain with its first-year price, what it
 * renews at and its multi-domain discount, the sentence that says why, the total with the
 * terms under it and the ways to pay, as content/cartPricing.ts prices it (the cart view comes
 * priced, its lines in the cart's one order). Read only: changing it is the cart page's job,
 * one link away.
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
      <CartDiscountNote pricing={cart.pricing} />
      <CartTotals pricing={cart.pricing} />
      <PaymentMethods />
    </aside>
  );
}

/**
 * Both ways in, named at the top of the checkout so that neither starts below the fold (the
 * login form comes second, under the long sign-up form): links to the two forms, which work
 * without JavaScript.
 */
export function CheckoutWays() {
  return (
    <nav className="checkout-ways" aria-label="Ways to check out">
      <a className="checkout-ways__way" href="#checkout-signup">
        <span className="checkout-ways__ask">New here?</span> Create an account
      </a>
      <a className="checkout-ways__way" href="#checkout-login">
        <span className="checkout-ways__ask">Already a member?</span> Log in
      </a>
    </nav>
  );
}
