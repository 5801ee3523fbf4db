import { balancedGrid } from "./balancedGrid.ts";
import type { FeatureSection } from "../../content/marketing.ts";
import { FeatureIcon } from "./FeatureIcon.tsx";
import { KeepCompounds } from "./KeepCompounds.tsx";

/**
 * docs/product.md §2: the grid of feature icons on every service page. In four columns a bento whose rows
 * are all full; its first card may be the large tile (views/blocks/balancedGrid.ts).
 */
export function FeatureGrid({ section, id = "features" }: { section: FeatureSection; id?: string }) {
  return (
    <section className="feature-grid" aria-labelledby={`${id}-heading`} id={id}>
      <div className="container">
        <h2 id={`${id}-heading`} className="section-heading">
          {section.heading}
        </h2>
        {section.intro ? <p className="section-intro">{section.intro}</p> : null}
        <ul className={`feature-grid__list ${balancedGrid(section.items.length, { square: true })}`}>
          {section.items.map((item) => (
            <li key={item.name} className="feature-grid__item">
              <FeatureIcon name={item.icon} />
              <h3 className="feature-grid__name">
                <KeepCompounds text={item.name} />
              </h3>
              <p className="feature-grid__text">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
