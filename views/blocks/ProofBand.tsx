import { accolades, membersFigure } from "../../content/proof.ts";
import { AccoladeMark } from "../illustrations/accoladeMarks.tsx";

/** The home page's proof: the members figure of SPEC §9 and the accolades of SPEC §2, as drawn marks. */
export function ProofBand() {
  return (
    <section className="proof-band" aria-labelledby="proof-heading">
      <div className="container proof-band__inner">
        <h2 id="proof-heading" className="proof-band__figure">
          <span className="proof-band__lead">{membersFigure.lead}</span>
          <strong className="proof-band__value">{membersFigure.value}</strong>
          <span className="proof-band__label">{membersFigure.label}</span>
        </h2>
        <div className="proof-band__accolades">
          <p className="proof-band__kicker">Recognized by</p>
          <AccoladeList />
        </div>
      </div>
    </section>
  );
}

/** The four accolade marks with their sources' names; /about shows the same list. */
export function AccoladeList({ withNotes = false }: { withNotes?: boolean }) {
  return (
    <ul className="accolade-list">
      {accolades.map((item) => (
        <li key={item.mark} className="accolade">
          <AccoladeMark name={item.mark} />
          <strong className="accolade__source">{item.source}</strong>
          {withNotes ? <span className="accolade__note">{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
