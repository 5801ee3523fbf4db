import type { ReactNode } from "react";

/** The top of a page: its one h1 and a lead paragraph. */
export function PageIntro({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="container">
        <h1 className="page-intro__heading">{heading}</h1>
        {lead ? <p className="page-intro__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
