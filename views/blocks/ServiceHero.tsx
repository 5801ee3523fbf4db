import type { IllustrationName } from "../../content/marketing.ts";
import { SignupButton } from "./CallToAction.tsx";
import { Illustration } from "./Illustration.tsx";
import { KeepCompounds } from "./KeepCompounds.tsx";

/** The top of a service page: its h1, the lead, the sign-up button and an illustration. */
export function ServiceHero({
  heading,
  lead,
  cta,
  price,
  asset,
  alt,
}: {
  heading: string;
  lead: string;
  cta: string;
  price?: string;
  asset: IllustrationName;
  alt: string;
}) {
  return (
    <section className="service-hero">
      <div className="container service-hero__inner">
        <div className="service-hero__content">
          <h1 className="service-hero__heading">
            <KeepCompounds text={heading} />
          </h1>
          <p className="service-hero__lead">{lead}</p>
          <p>
            <SignupButton label={cta} className="button button--large" />
          </p>
          {price ? <p className="service-hero__price">{price}</p> : null}
        </div>
        <div className="service-hero__media">
          <Illustration name={asset} alt={alt} />
        </div>
      </div>
    </section>
  );
}
