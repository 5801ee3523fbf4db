import { accolades, membersFigure, proofFacts, type PageProof } from "../../content/proof.ts";

/** The home page's proof: the members figure of docs/product.md §9 and the accolades of docs/product.md §2, as named wordmarks. */
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

/**
 * A service page's proof: the docs/product.md §9 figures behind what the page sells, each large with what it
 * counts, and on the page that asks for it the accolades under them.
 */
export function PageProofBand({ proof }: { proof: PageProof }) {
  return (
    <section className="proof-band proof-band--facts" aria-labelledby="proof-heading">
      <div className="container">
        <h2 id="proof-heading" className="proof-band__heading">
          {proof.heading}
        </h2>
        <dl className={`proof-facts proof-facts--${proof.facts.length}`}>
          {proof.facts.map((name) => (
            <div key={name} className="proof-fact">
              <dt className="proof-fact__value">{proofFacts[name].value}</dt>
              <dd className="proof-fact__label">{proofFacts[name].label}</dd>
            </div>
          ))}
        </dl>
        {proof.accolades ? (
          <div className="proof-band__accolades proof-band__accolades--row">
            <p className="proof-band__kicker">Recognized by</p>
            <AccoladeList />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The four accolades of docs/product.md §2 as wordmarks: each source's name set in a type of its own (our
 * setting, not the sources' logos, which the specification does not give), so a row of them reads like the
 * press row of a professional site; /about adds what each source is.
 */
export function AccoladeList({ withNotes = false }: { withNotes?: boolean }) {
  return (
    <ul className="accolade-list">
      {accolades.map((item) => (
        <li key={item.mark} className="accolade">
          <strong className={`accolade__source wordmark wordmark--${item.mark}`}>{item.source}</strong>
          {withNotes ? <span className="accolade__note">{item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
