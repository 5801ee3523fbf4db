import { Fragment } from "react";
import { formatLegalDate, type Inline, type LegalBlock, type LegalDocument as LegalDocumentData, type RichText } from "../../content/legal/legalTypes.ts";
import { AddressLink, SiteLink } from "../links.tsx";

function InlineText({ inline }: { inline: Inline }) {
  if (typeof inline === "string") return <>{inline}</>;
  if ("route" in inline) return <SiteLink to={inline.route}>{inline.text}</SiteLink>;
  return <AddressLink href={inline.href}>{inline.text}</AddressLink>;
}

function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((inline, i) => (
        <InlineText key={i} inline={inline} />
      ))}
    </>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        if (block.kind === "paragraph") {
          return (
            <p key={i} className="legal__paragraph">
              <Rich text={block.text} />
            </p>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={i} className={`legal__list${block.ordered ? " legal__list--ordered" : ""}`}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Rich text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}

/**
 * A legal document below the page's h1: its date, a table of contents with in-page
 * anchors, then one numbered h2 per section and an h3 per subsection.
 */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const anchor = (id: string) => `${document.id}-${id}`;
  const contentsId = anchor("contents");
  return (
    <div className="container">
      <article className="legal" data-legal-document={document.id}>
        <p className="legal__updated">
          Last updated: <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
        </p>
        <nav className="legal__toc" aria-labelledby={contentsId}>
          <h2 id={contentsId} className="legal__toc-heading">
            Contents
          </h2>
          <ol className="legal__toc-list">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`}>
                  <span className="legal__number">{`${index + 1}.`}</span> {section.heading}
                </a>
                {section.subsections?.length ? (
                  <ol className="legal__toc-list legal__toc-list--nested">
                    {section.subsections.map((sub, subIndex) => (
                      <li key={sub.id}>
                        <a href={`#${anchor(sub.id)}`}>
                          <span className="legal__number">{`${index + 1}.${subIndex + 1}`}</span> {sub.heading}
                        </a>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {document.sections.map((section, index) => (
            <section key={section.id} className="legal__section" aria-labelledby={anchor(section.id)}>
              <h2 id={anchor(section.id)} className="legal__heading">
                <span className="legal__number">{`${index + 1}.`}</span> {section.heading}
              </h2>
              <Blocks blocks={section.blocks} />
              {section.subsections?.map((sub, subIndex) => (
                <Fragment key={sub.id}>
                  <h3 id={anchor(sub.id)} className="legal__subheading">
                    <span className="legal__number">{`${index + 1}.${subIndex + 1}`}</span> {sub.heading}
                  </h3>
                  <Blocks blocks={sub.blocks} />
                </Fragment>
              ))}
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}
