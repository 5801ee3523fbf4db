import { discountSentence } from "../../content/cartPricing.ts";
import { siMastercard, siPaypal, siVisa, type SimpleIcon } from "simple-icons";
import { domainCartTerms, paymentMethods } from "../../content/domainSale.ts";
import { formatPrice } from "../../content/prices.ts";
import type { CartView } from "../../content/pageShapes.ts";

type Pricing = CartView["pricing"];

/**
 * One priced line of a cart: the domain, its first-year price, what it renews at when the
 * domain API said (content/cartPricing.ts, `renewal`), and under them its discount.
 */
export function CartLineText({ line }: { line: Pricing["lines"][number] }) {
  return (
    <>
      <span className="cart-line__domain">{line.domain}</span>
      <span className="cart-line__price">{formatPrice(line.price)}</span>
      <span className="cart-line__renewal">{line.renewal === null ? "first year" : `first year, then ${formatPrice(line.renewal)}/yr`}</span>
      {line.discount > 0 ? (
        <span className="cart-line__discount">
          <span>{line.discountPercent}% multi-domain discount</span>
          <span>−{formatPrice(line.discount)}</span>
        </span>
      ) : null}
    </>
  );
}

/** Which line has which discount and why (docs/product.md §9), in one sentence; nothing for a single domain. */
export function CartDiscountNote({ pricing }: { pricing: Pricing }) {
  const sentence = discountSentence(pricing);
  return sentence ? <p className="cart-discount-note">{sentence}</p> : null;
}

/**
 * A cart's totals as content/cartPricing.ts gives them: the subtotal and the saving when there
 * is one, and the total for the first year, with the terms (USD, non-refundable) right under
 * it at checkout. The cart beside the results and on its own page says the terms after its
 * buttons instead (`withTerms` false, then `CartTerms`), so its Checkout fits a laptop's screen
 * with the next discount's hint above it.
 */
export function CartTotals({ pricing, withTerms = true }: { pricing: Pricing; withTerms?: boolean }) {
  return (
    <>
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
      {withTerms ? <CartTerms /> : null}
    </>
  );
}

/** The cart's terms: prices in USD, domains non-refundable (content/domainSale.ts). */
export const CartTerms = () => <p className="cart-terms">{domainCartTerms}</p>;

/** Each way to pay's brand mark, from simple-icons (CC0 paths, the brands' own colours). */
const BRAND_MARKS: Record<(typeof paymentMethods)[number], SimpleIcon> = { Visa: siVisa, Mastercard: siMastercard, PayPal: siPaypal };

/**
 * docs/product.md §9's ways to pay, each as its brand's mark on a white tile (what a buyer looks for at a
 * checkout); the name is the tile's text for screen readers and search.
 */
export function PaymentMethods() {
  return (
    <div className="payment-methods">
      <p className="payment-methods__heading">
        <svg className="payment-methods__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="2.5" y="5" width="19" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M2.5 10h19" stroke="currentColor" strokeWidth="2" />
          <path d="M6 15h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        We accept
      </p>
      <ul className="payment-methods__list">
        {paymentMethods.map((method) => (
          <li key={method} className="payment-methods__brand">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={BRAND_MARKS[method].path} fill={`#${BRAND_MARKS[method].hex}`} />
            </svg>
            <span className="visually-hidden">{method}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
