import { PageIntro } from "../blocks/PageIntro.tsx";
import { usePage } from "../pageContext.ts";

/** A page whose body is its route's heading and description. */
export function RoutePage() {
  const { route } = usePage();
  if (!route) throw new Error("RoutePage rendered without a route");
  return <PageIntro heading={route.heading} lead={route.description} />;
}
