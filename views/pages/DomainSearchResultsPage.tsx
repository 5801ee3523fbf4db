import { PageIntro } from "../blocks/PageIntro.tsx";
import { usePage } from "../pageContext.ts";

export function DomainSearchResultsPage() {
  const { route, params } = usePage();
  const query = params.query ?? "";
  return (
    <PageIntro
      heading={`${route?.heading ?? "Domain search results"}${query ? ` for “${query}”` : ""}`}
      lead={route?.description}
    />
  );
}
