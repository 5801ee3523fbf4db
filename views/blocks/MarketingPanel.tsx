import { balancedGrid } from "./balancedGrid.ts";
import { LAYOUT_CODES, type LayoutCode, type PanelDefinition, type PanelLayout } from "../../content/marketing.ts";
import { PanelCallToAction } from "./CallToAction.tsx";
import { DomainSearchForm } from "./DomainSearchForm.tsx";
import { Illustration } from "./Illustration.tsx";
import { KeepCompounds } from "./KeepCompounds.tsx";
import { TickList } from "./TickList.tsx";

const BY_CODE: Record<LayoutCode, PanelLayout> = {
  [LAYOUT_CODES.CONTENT_RIGHT]: "CONTENT_RIGHT",
  [LAYOUT_CODES.CONTENT_LEFT]: "CONTENT_LEFT",
  [LAYOUT_CODES.CONTENT_CENTER]: "CONTENT_CENTER",
};
const NAMED = new Set<unknown>(["CONTENT_LEFT", "CONTENT_RIGHT", "CONTENT_CENTER", "CONTENT_ONLY"]);

/** A layout name or legacy code as a layout name; anything else is a content error. */
export function panelLayout(layout: unknown): PanelLayout {
  if (NAMED.has(layout)) return layout as PanelLayout;
  const byCode = BY_CODE[layout as LayoutCode];
  if (byCode) return byCode;
  throw new Error("Invalid layout type passed into marketing-block");
}

const slug = (layout: PanelLayout) => layout.toLowerCase().replace("_", "-");

/**
 * docs/product.md §2 marketing panel: heading, body, image, optional call to action and embed. A centred
 * panel with a picture is a showcase: the words above, the product screen across the page under
 * them (docs/architecture.md, "A rhythm per page").
 */
export function MarketingPanel({ panel }: { panel: PanelDefinition }) {
  const layout = panelLayout(panel.layout);
  const withMedia = (layout === "CONTENT_LEFT" || layout === "CONTENT_RIGHT") && panel.assetName;
  const showcase = layout === "CONTENT_CENTER" && panel.assetName !== undefined;
  const inner = withMedia ? "panel__inner--media" : showcase ? "panel__inner--showcase" : "";
  return (
    <section id={panel.name} className={panelClasses(panel, layout, showcase)} aria-labelledby={`${panel.name}-heading`}>
      <div className={`container panel__inner ${inner}`.trim()}>
        <div className="panel__content">
          <h2 id={`${panel.name}-heading`} className="panel__heading">
            <KeepCompounds text={panel.heading} />
          </h2>
          {panel.body.map((paragraph) => (
            <p key={paragraph} className="panel__text">
              {paragraph}
            </p>
          ))}
          {panel.bullets ? <TickList className="panel__bullets" items={panel.bullets} /> : null}
          <PanelEmbed name={panel.name} embed={panel.embed} />
          {panel.hasCTA ? (
            <p className="panel__cta">
              <PanelCallToAction panel={panel} />
            </p>
          ) : null}
        </div>
        {(withMedia || showcase) && panel.assetName ? (
          <div className="panel__media">
            <Illustration name={panel.assetName} alt={panel.assetAlt ?? ""} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The section's classes: its layout, the content's own, bare and showcase. */
function panelClasses(panel: PanelDefinition, layout: PanelLayout, showcase: boolean): string {
  return [
    "panel",
    `panel--${slug(layout)}`,
    ...(panel.classes ?? []).map((c) => `panel--${c}`),
    panel.bare ? "panel--bare" : "",
    showcase ? "panel--showcase" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** What a panel holds under its words: cards, numbered steps or the domain search box. */
function PanelEmbed({ name, embed }: { name: string; embed: PanelDefinition["embed"] }) {
  switch (embed?.type) {
    case "card-container":
      return (
        <ul className={`card-container ${balancedGrid(embed.boxes.length)}`}>
          {embed.boxes.map((box) => (
            <li key={box.title} className="card-container__box">
              <h3 className="card-container__title">
                <KeepCompounds text={box.title} />
              </h3>
              <p>{box.body}</p>
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className={`steps ${balancedGrid(embed.steps.length)}`}>
          {embed.steps.map((step) => (
            <li key={step.title} className="steps__step">
              <h3 className="steps__title">
                <KeepCompounds text={step.title} />
              </h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      );
    case "domain-availability-checker":
      return <DomainSearchForm id={`${name}-domain`} />;
    default:
      return null;
  }
}
