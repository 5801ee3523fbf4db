import type { FinalCallToAction as FinalCta } from "../../content/marketing.ts";
import { signupAssurances } from "../../content/proof.ts";
import { TickList } from "./TickList.tsx";
import { SignupButton } from "./CallToAction.tsx";

/**
 * docs/product.md §2: every service page ends with a sign-up call to action to /register; under its button
 * the promises a visitor weighs before signing up (content/proof.ts).
 */
export function FinalCallToAction({ cta }: { cta: FinalCta }) {
  return (
    <section className="final-cta" aria-labelledby="final-cta-heading">
      <div className="container final-cta__inner">
        <h2 id="final-cta-heading" className="final-cta__heading">
          {cta.heading}
        </h2>
        <p className="final-cta__text">{cta.body}</p>
        <SignupButton label={cta.label} className="button button--large button--inverse" />
        <TickList className="final-cta__assurances" items={signupAssurances} />
      </div>
    </section>
  );
}
