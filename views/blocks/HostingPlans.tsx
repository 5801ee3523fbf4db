import { Mark, SlashedPrice } from "./SpokenText.tsx";
import {
  everyTierFeatures,
  hostingFeatures,
  type TierId,
  hostingTiers,
  includes,
  tierHighlights,
  tierLimitColumns,
  tierLimits,
} from "../../content/hosting.ts";
import { formatPrice } from "../../content/prices.ts";
import { usePage } from "../pageContext.ts";

/** The features only some plans have: each card lists them all, ticked or not. */
const someTierFeatures = hostingFeatures.filter((f) => f.included !== true);

/** A name in running text: "Free SSL" becomes "free SSL"; a first word with capitals of its own ("MySQL") stays. */
function inSentence(name: string): string {
  const first = name.split(" ")[0] ?? "";
  return first.slice(1) === first.slice(1).toLowerCase() ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** "a, b and c", each name in running text's case. */
function listed(names: readonly string[]): string {
  const words = names.map(inSentence);
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}

/** SPEC §2 web hosting: the upgrade tiers with prices, what each includes and the tier limits. */
export function HostingPlans() {
  const { providerUrl } = usePage();
  return (
    <section id="plans" className="hosting-plans" aria-labelledby="plans-heading">
      <div className="container">
        <h2 id="plans-heading" className="section-heading">
          Choose your hosting plan
        </h2>
        <p className="section-intro">
          Monthly prices in USD. Every plan has the 30 day money-back guarantee and includes {listed(everyTierFeatures.map((f) => f.name))}.
        </p>
        {/* Phones: the plans sit side by side and swipe; this pager says there are three, which one is in
            view (CSS marks the link of the card in view) and goes to each with a tap, script or not.
            From 768 px all three cards show at once and the pager is hidden. */}
        <nav className="tier-pager" aria-label="Plans">
          <ul className="tier-pager__list">
            {hostingTiers.map((tier) => (
              <li key={tier.id}>
                <a className="tier-pager__link" href={`#${tierAnchor(tier.id)}`}>
                  {tier.name}
                  {tier.onSale ? (
                    <>
                      <span className="tier-pager__sale" aria-hidden="true" />
                      <span className="visually-hidden"> (on sale)</span>
                    </>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Each card: name, summary, price and its button, then what the plan includes. The button follows
            the price, and every card lists the same features (ticked or not), so the buttons line up
            across the cards by layout, with no blank space standing in for a shorter list. */}
        <ul className="tier-list">
          {hostingTiers.map((tier) => (
            <li key={tier.id} id={tierAnchor(tier.id)} className={tier.onSale ? "tier tier--sale" : "tier"}>
              <h3 className="tier__name">{tier.name}</h3>
              {tier.onSale ? <p className="tier__badge">On sale</p> : null}
              <p className="tier__summary">{tier.summary}</p>
              <p className="tier__price">
                <span className="tier__from">from </span>
                <strong>{formatPrice(tier.minPrice)}</strong>
                <span className="tier__per">/mo</span>
                {tier.slashedPrice ? (
                  <>
                    {" "}
                    <SlashedPrice className="tier__slashed" cents={tier.slashedPrice} />
                  </>
                ) : null}
              </p>
              {/* The purchase itself, in the same tab, on the provider's order host (SPEC §2's plan links): the
                  next step of buying here, not another site, so it carries no off-site mark. */}
              <a className="button" href={`${providerUrl}/order?plan=${tier.plan}`}>
                Choose {tier.name}
              </a>
              <TierHighlights tier={tier.id} />
            </li>
          ))}
        </ul>

        {/* Phones: one card per plan with everything it includes, folded so the page stays short; the tables below are for wider screens. */}
        <details className="plan-compare">
          <summary className="plan-compare__summary">Compare everything each plan includes</summary>
          <ul className="plan-cards" aria-label="What each plan includes, plan by plan">
            {tierLimitColumns.map((name, column) => {
              const tier = hostingTiers.find((t) => t.name === name);
              return (
                <li key={name} className="plan-card">
                  <h3 className="plan-card__name">{name}</h3>
                  {tier ? (
                    <ul className="plan-card__features">
                      {hostingFeatures.map((feature) => {
                        const included = includes(feature, tier.id);
                        return (
                          <li key={feature.name} className={included ? "plan-card__feature" : "plan-card__feature plan-card__feature--no"}>
                            <span aria-hidden="true">{included ? "✓" : "—"}</span> {feature.name}
                            {included ? null : <span className="visually-hidden"> (not included)</span>}
                          </li>
                        );
                      })}
                    </ul>
                  ) : (
                    <p className="plan-card__note">The free account: build and preview your site before you pick a plan.</p>
                  )}
                  <dl className="plan-card__limits">
                    {tierLimits.map((row) => (
                      <div key={row.label} className="plan-card__limit">
                        <dt>{row.label}</dt>
                        <dd>{row.values[column]}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        </details>

        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <div className="table-scroll" role="region" aria-labelledby="features-table-caption" tabIndex={0}>
          <table className="compare-table">
            <caption id="features-table-caption">What each plan includes</caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                {hostingTiers.map((tier) => (
                  <th key={tier.id} scope="col">
                    {tier.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {hostingFeatures.map((feature) => (
                <tr key={feature.name}>
                  <th scope="row">
                    {feature.name}
                    {feature.isNew ? <span className="badge-new">New</span> : null}
                  </th>
                  {hostingTiers.map((tier) => (
                    <td key={tier.id}>{includes(feature, tier.id) ? <Mark sign="✓" words="Included" /> : <Mark sign="—" words="Not included" />}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as above: the table scrolls sideways on phones. */}
        <div className="table-scroll" role="region" aria-labelledby="limits-table-caption" tabIndex={0}>
          <table className="compare-table">
            <caption id="limits-table-caption">Plan limits, from the free Starter account up</caption>
            <thead>
              <tr>
                <th scope="col">Limit</th>
                {tierLimitColumns.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tierLimits.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, i) => (
                    <td key={tierLimitColumns[i]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

/** The id of a plan's card, the pager's link target. */
function tierAnchor(tier: TierId): string {
  return `plan-${tier.toLowerCase()}`;
}

/**
 * The key limits of one tier, then every feature that only some tiers have: ticked where this
 * tier has it, greyed with a dash where it does not; the same data as the tables.
 */
function TierHighlights({ tier }: { tier: TierId }) {
  const { limits, extras } = tierHighlights(tier);
  return (
    <ul className="tier__features" aria-label="Key features">
      {limits.map((limit) => (
        <li key={limit.label} className="tier__limit">
          <span>{limit.label}</span> <strong>{limit.value}</strong>
        </li>
      ))}
      {someTierFeatures.map((feature) =>
        extras.includes(feature) ? (
          <li key={feature.name} className="tier__extra">
            <span aria-hidden="true">✓</span> {feature.name}
            {feature.isNew ? <span className="badge-new">New</span> : null}
          </li>
        ) : (
          <li key={feature.name} className="tier__lacks">
            <span aria-hidden="true">—</span> {feature.name}
            <span className="visually-hidden"> (not included)</span>
          </li>
        ),
      )}
    </ul>
  );
}
