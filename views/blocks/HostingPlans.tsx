import { Mark, SlashedPrice } from "./SpokenText.tsx";
import {
  plansIntro,
  everyTierFeatures,
  hostingFeatures,
  type HostingFeature,
  type TierId,
  hostingTiers,
  includes,
  tierHighlights,
  tierLimitColumns,
  tierLimits,
  saleSaving,
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

/**
 * The label of a group of the comparison's rows, across the whole table. A cell, not a header:
 * as a header over the plans' columns it would make a second level of headers that each cell
 * would then have to name (WCAG H43), and the rows under it already say what they are.
 */
function GroupRow({ label, span }: { label: string; span: number }) {
  return (
    <tr className="compare-table__group">
      <td colSpan={span}>
        <strong>{label}</strong>
      </td>
    </tr>
  );
}

/** docs/product.md §2 web hosting: the upgrade tiers with prices, what each includes and the tier limits. */
export function HostingPlans() {
  const { providerUrl } = usePage();
  return (
    <section id="plans" className="hosting-plans" aria-labelledby="plans-heading">
      <div className="container">
        <h2 id="plans-heading" className="section-heading">
          Choose your hosting plan
        </h2>
        <p className="section-intro">
          {plansIntro} {listed(everyTierFeatures.map((f) => f.name))}.
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
                {saleSaving(tier) ? (
                  <>
                    {" "}
                    <span className="tier__saving">{saleSaving(tier)}</span>
                  </>
                ) : null}
              </p>
              {/* The purchase itself, in the same tab, on the provider's order host (docs/product.md §2's plan links): the
                  next step of buying here, not another site, so it carries no off-site mark. */}
              {/* One loud button: the plan on sale's is filled, the others outlined. */}
              <a className={tier.onSale ? "button" : "button button--ghost"} href={`${providerUrl}/order?plan=${tier.plan}`}>
                Choose {tier.name}
              </a>
              <TierHighlights tier={tier.id} />
            </li>
          ))}
        </ul>

        <PlanComparison />
      </div>
    </section>
  );
}

/** The comparison's columns: the free Starter account (docs/product.md §9), then each paid plan of the cards. */
const columns = tierLimitColumns.map((name) => ({ name, tier: hostingTiers.find((t) => t.name === name) }));

/**
 * Every plan side by side, one table of the records the cards read: every docs/product.md §9 limit, then
 * every feature. It folds in a native disclosure under the cards, which already show each plan's
 * key limits and features, so the page stays short and the table opens without script. On a
 * phone the table scrolls inside its own box, its row names held at the left (client/styles/marketing.css).
 */
function PlanComparison() {
  return (
    <details className="plan-compare">
      <summary className="plan-compare__summary">Compare every plan in detail</summary>
      <p className="plan-compare__hint" aria-hidden="true">
        Swipe the table sideways to see every plan.
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div className="table-scroll" role="region" aria-labelledby="compare-table-caption" tabIndex={0}>
        <table className="compare-table">
          {/* The summary above names the table for the eye; the caption names it for assistive technology. */}
          <caption id="compare-table-caption" className="visually-hidden">
            Compare every plan, from the free Starter account up
          </caption>
          <thead>
            <tr>
              <td />
              {columns.map(({ name, tier }) => (
                <th key={name} scope="col">
                  <span className="compare-table__plan">{name}</span>{" "}
                  <span className="compare-table__price">{tier ? `from ${formatPrice(tier.minPrice)}/mo` : "Free"}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <GroupRow label="Limits" span={columns.length + 1} />
            {tierLimits.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={columns[i]?.name}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tbody>
            <GroupRow label="Included" span={columns.length + 1} />
            {hostingFeatures.map((feature) => (
              <tr key={feature.name}>
                <th scope="row">
                  {feature.name}
                  {feature.isNew ? <span className="badge-new">New</span> : null}
                </th>
                {columns.map(({ name, tier }) => (
                  <FeatureCell key={name} feature={feature} tier={tier?.id} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * A plan's tick or dash for one feature. The free account (no tier) has the words its record
 * gives, where the specification or our copy says what it has; otherwise a dash.
 */
function FeatureCell({ feature, tier }: { feature: HostingFeature; tier: TierId | undefined }) {
  if (tier === undefined && feature.freeAccount) return <td className="compare-table__words">{feature.freeAccount}</td>;
  if (tier !== undefined && includes(feature, tier))
    return (
      <td className="compare-table__yes">
        <Mark sign="✓" words="Included" />
      </td>
    );
  return (
    <td>
      <Mark sign="—" words="Not included" />
    </td>
  );
}

/** The id of a plan's card, the pager's link target. */
function tierAnchor(tier: TierId): string {
  return `plan-${tier.toLowerCase()}`;
}

/**
 * The key limits of one tier, then every feature that only some tiers have: ticked where this
 * tier has it, greyed with a dash where it does not; the same data as the comparison.
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
