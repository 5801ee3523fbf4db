import type { ReactNode } from "react";
import type { FeatureIconName } from "../../content/marketing.ts";
import { routeByName, type PageRouteName } from "../../content/routes.ts";
import { external, type ExternalLink } from "../../content/site.ts";
import { DomainSearchForm } from "../blocks/DomainSearchForm.tsx";
import { FeatureIcon } from "../blocks/FeatureIcon.tsx";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { ACCENT, BRAND, INK, PAPER, SOFT, TEAL } from "../illustrations/palette.tsx";
import type { DocumentMeta } from "../layout/Document.tsx";
import { OffsiteMark, SiteLink } from "../links.tsx";

/** The pages a visitor sees when something is wrong, with their document metadata. */
function ErrorNotice({ heading, lead, children }: { heading: string; lead: string; children?: ReactNode }) {
  return (
    <PageIntro heading={heading} lead={lead}>
      {children ?? (
        <p>
          <SiteLink to="home">Back to the home page</SiteLink>
        </p>
      )}
    </PageIntro>
  );
}

const meta = (title: string, description: string): DocumentMeta => ({ title: `${title} | Braveweb`, description, keywords: [] });

export const notFoundMeta = meta("Page not found", "The page you asked for does not exist or has moved.");
export const badRequestMeta = meta("Bad request", "The address or the form sent to us could not be read.");
export const serverErrorMeta = meta("Something went wrong", "The page could not be shown because of an error on our side.");

/** A place the 404 page offers: a page of the route table or a page on another host. */
type Destination = { icon: FeatureIconName; blurb: string } & ({ route: PageRouteName } | { link: ExternalLink });

const destinations: readonly Destination[] = [
  { route: "webhosting", icon: "server", blurb: "Fast, reliable hosting with 99.9% uptime." },
  { route: "sitebuilder", icon: "move", blurb: "Drag-and-drop pages with an AI writer." },
  { route: "domains", icon: "globe", blurb: "Find and register the name for your site." },
  { route: "emailhosting", icon: "mail", blurb: "Professional email at your own domain." },
  { route: "templates", icon: "layout", blurb: "Designs for every kind of site, ready to edit." },
  { link: external.helpCenter, icon: "life-buoy", blurb: "Guides and answers for your account." },
  { link: external.contact, icon: "message-square", blurb: "Ask our support team a question." },
  { route: "sitemap", icon: "map", blurb: "Every page of the site in one list." },
];

function DestinationCard({ destination }: { destination: Destination }) {
  const body = (label: string, away: boolean) => (
    <>
      <FeatureIcon name={destination.icon} />
      <span className="not-found__card-text">
        <span className="not-found__card-title">
          {label}
          {away ? (
            <>
              <OffsiteMark className="not-found__card-away" />
            </>
          ) : null}
        </span>
        <span className="not-found__card-blurb">{destination.blurb}</span>
      </span>
    </>
  );
  return "route" in destination ? (
    <SiteLink to={destination.route} className="not-found__card">
      {body(routeByName(destination.route).label, false)}
    </SiteLink>
  ) : (
    <a href={destination.link.href} className="not-found__card">
      {body(destination.link.label, true)}
    </a>
  );
}

/** Drawn in the site's flat style: a page window with a magnifying glass over a missing page. */
function LostPageDrawing() {
  return (
    <svg className="not-found__drawing" width="300" height="225" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <g stroke={INK} strokeWidth="4" strokeLinejoin="round" strokeLinecap="round">
        <rect x="16" y="20" width="176" height="132" rx="14" fill={PAPER} />
        <path d="M16 48h176" fill="none" />
        <circle cx="36" cy="34" r="4" fill={ACCENT} stroke="none" />
        <circle cx="50" cy="34" r="4" fill={BRAND} stroke="none" />
        <circle cx="64" cy="34" r="4" fill={TEAL} stroke="none" />
        <rect x="38" y="66" width="96" height="12" rx="6" fill={SOFT} stroke="none" />
        <rect x="38" y="88" width="64" height="12" rx="6" fill={SOFT} stroke="none" />
        <rect x="38" y="110" width="80" height="12" rx="6" fill={SOFT} stroke="none" />
        <path d="M188 148l22 22" strokeWidth="10" />
        <circle cx="160" cy="120" r="38" fill={SOFT} />
        <text x="160" y="131" textAnchor="middle" fontSize="30" fontWeight="800" fill={BRAND} stroke="none">
          404
        </text>
      </g>
    </svg>
  );
}

export function NotFoundPage() {
  return (
    <>
      <section className="page-intro not-found__intro">
        <div className="container not-found__intro-inner">
          <div>
            <p className="not-found__code">Error 404</p>
            <h1 className="page-intro__heading">We can&apos;t find that page</h1>
            <p className="page-intro__lead">
              The address may be mistyped, or the page may have moved. Look for a domain name, or pick up from one of the places below.
            </p>
            <DomainSearchForm id="not-found-domain" />
          </div>
          <LostPageDrawing />
        </div>
      </section>
      <section className="container not-found__places" aria-labelledby="not-found-places-heading">
        <h2 id="not-found-places-heading" className="not-found__heading">
          Popular places on Braveweb
        </h2>
        <ul className="not-found__grid">
          {destinations.map((destination) => (
            <li key={"route" in destination ? destination.route : destination.link.href}>
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
        <p className="not-found__home">
          Or start again from the <SiteLink to="home">home page</SiteLink>.
        </p>
      </section>
    </>
  );
}

export function BadRequestPage() {
  return (
    <ErrorNotice
      heading="We couldn't read that request"
      lead="The address may be damaged or cut short (a stray % sign is a common cause), or the form sent was too large or not in a shape we accept. Please check the address or go back and try again."
    />
  );
}

export function ServerErrorPage() {
  return (
    <ErrorNotice
      heading="Something went wrong on our side"
      lead="We could not show this page just now. Please try again in a moment; if it keeps happening, our help center can assist."
    />
  );
}
