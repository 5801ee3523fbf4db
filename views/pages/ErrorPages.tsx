import type { ReactNode } from "react";
import type { DocumentMeta } from "../layout/Document.tsx";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { SiteLink } from "../links.tsx";

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

export function NotFoundPage() {
  return (
    <ErrorNotice heading="We can't find that page" lead="The address may be mistyped, or the page may have moved. These will get you back on track:">
      <ul className="link-list">
        <li>
          <SiteLink to="home">Home page</SiteLink>
        </li>
        <li>
          <SiteLink to="sitemap">Sitemap: every page of the site</SiteLink>
        </li>
        <li>
          <SiteLink to="sitebuilder">Website builder</SiteLink>
        </li>
      </ul>
    </ErrorNotice>
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
