import { balancedGrid } from "../blocks/balancedGrid.ts";
import { aboutContent } from "../../content/pages/about.ts";
import { companyFacts } from "../../content/proof.ts";
import { FinalCallToAction } from "../blocks/FinalCallToAction.tsx";
import { AccoladeList } from "../blocks/ProofBand.tsx";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { Portrait } from "../blocks/Portrait.tsx";
import { usePage } from "../pageContext.ts";

/**
 * docs/product.md §2 about: headings and body, accolades, and the employee gallery; then the sign-up call
 * to action the service pages end with, so the page does not end at the team.
 */
export function AboutPage() {
  const { route } = usePage();
  return (
    <>
      <PageIntro heading={route?.heading ?? "About"} lead={aboutContent.lead} />
      <div className="container about">
        {/* From 960 px the story and the facts side by side (client/styles/pages.css), one column on phones. */}
        <div className="about__story">
          {aboutContent.sections.map((section) => (
            <section key={section.heading} className="about__section">
              <h2>{section.heading}</h2>
              {section.body.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
        <section className="about__facts" aria-labelledby="facts-heading">
          <h2 id="facts-heading">{aboutContent.facts.heading}</h2>
          <dl className="fact-list">
            {companyFacts.map((fact) => (
              <div key={fact.value} className="fact">
                <dt className="fact__value">{fact.value}</dt>
                <dd className="fact__label">{fact.label}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="accolades" aria-labelledby="accolades-heading">
          <h2 id="accolades-heading">{aboutContent.accolades.heading}</h2>
          <p>{aboutContent.accolades.intro}</p>
          <AccoladeList withNotes />
        </section>
        <section className="team" aria-labelledby="team-heading">
          <h2 id="team-heading">{aboutContent.team.heading}</h2>
          <p>{aboutContent.team.intro}</p>
          <ul className={`team__list ${balancedGrid(aboutContent.team.members.length)}`}>
            {aboutContent.team.members.map((member) => (
              <li key={member.name} className="team__member">
                <Portrait name={member.name} look={member.look} />
                <h3 className="team__name">{member.name}</h3>
                <p className="team__title">{member.title}</p>
                <p className="team__fun-title">{member.funTitle}</p>
                <blockquote className="team__quote">“{member.quote}”</blockquote>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <FinalCallToAction cta={aboutContent.finalCta} />
    </>
  );
}
