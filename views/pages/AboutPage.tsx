import { balancedGrid } from "../blocks/balancedGrid.ts";
import { aboutContent } from "../../content/pages/about.ts";
import { AccoladeList } from "../blocks/ProofBand.tsx";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { Portrait } from "../blocks/Portrait.tsx";
import { usePage } from "../pageContext.ts";

/** SPEC §2 about: headings and body, accolades, and the employee gallery. */
export function AboutPage() {
  const { route } = usePage();
  return (
    <>
      <PageIntro heading={route?.heading ?? "About"} lead={aboutContent.lead} />
      <div className="container about">
        {aboutContent.sections.map((section) => (
          <section key={section.heading} className="about__section">
            <h2>{section.heading}</h2>
            {section.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
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
    </>
  );
}
