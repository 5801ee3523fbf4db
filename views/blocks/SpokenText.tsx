import { formatPrice } from "../../content/prices.ts";

/*
 * What the eye reads and what a screen reader says, told apart with visually hidden text. ARIA in
 * HTML allows no aria-label on a <span>, <s> or <div> without a role (their role is generic, or
 * deletion, which take no name), so the Nu Html Checker refuses it and screen readers may ignore it.
 */

/** A price that no longer applies, struck through, spoken "was $16.99". */
export function SlashedPrice({ cents, className }: { cents: number; className?: string }) {
  return (
    <s className={className}>
      <span className="visually-hidden">was </span>
      {formatPrice(cents)}
    </s>
  );
}

/** A sign (✓, —) the eye reads, spoken as its words ("Included"). */
export function Mark({ sign, words }: { sign: string; words: string }) {
  return (
    <>
      <span aria-hidden="true">{sign}</span>
      <span className="visually-hidden">{words}</span>
    </>
  );
}
