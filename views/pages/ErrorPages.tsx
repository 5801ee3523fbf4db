import { PageIntro } from "../blocks/PageIntro.tsx";
import { SiteLink } from "../links.tsx";

export const notFoundMeta = {
  title: "Page not found | Braveweb",
  description: "The page you asked for does not exist or has moved.",
  keywords: ["not found"],
} as const;

export function NotFoundPage() {
  return (
    <PageIntro
      heading="We can't find that page"
      lead="The address may be mistyped, or the page may have moved. These will get you back on track:"
    >
      <ul className="link-list">
        <li>
          <SiteLink to="/">Home page</SiteLink>
        </li>
        <li>
          <SiteLink to="/sitemap">Sitemap: every page of the site</SiteLink>
        </li>
        <li>
          <SiteLink to="/sitebuilder">Website builder</SiteLink>
        </li>
      </ul>
    </PageIntro>
  );
}

export const badRequestMeta = {
  title: "Bad request | Braveweb",
  description: "The address or the form sent to us could not be read.",
  keywords: ["bad request"],
} as const;

export function BadRequestPage() {
  return (
    <PageIntro
      heading="We couldn't read that request"
      lead="The address may be damaged or cut short (a stray % sign is a common cause), or the form sent was too large. Please check the address or go back and try again."
    >
      <p>
        <SiteLink to="/">Back to the home page</SiteLink>
      </p>
    </PageIntro>
  );
}
