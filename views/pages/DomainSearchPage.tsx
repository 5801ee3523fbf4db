import { PageIntro } from "../blocks/PageIntro.tsx";
import { DomainSearchForm } from "../blocks/DomainSearchForm.tsx";
import { usePage } from "../pageContext.ts";

/** The domain search page: the search box (with why a search failed, when one did). */
export function DomainSearchPage() {
  const { route, domainSearch } = usePage();
  return (
    <PageIntro heading={route?.heading ?? "Search for a domain"} lead={route?.description}>
      <DomainSearchForm id="domain-search-page" value={domainSearch?.value} error={domainSearch?.error} />
    </PageIntro>
  );
}
