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
