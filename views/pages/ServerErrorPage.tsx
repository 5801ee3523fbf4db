import { PageIntro } from "../blocks/PageIntro.tsx";
import { SiteLink } from "../links.tsx";

export const serverErrorMeta = {
  title: "Something went wrong | Braveweb",
  description: "The page could not be shown because of an error on our side.",
  keywords: ["error"],
} as const;

export function ServerErrorPage() {
  return (
    <PageIntro
      heading="Something went wrong on our side"
      lead="We could not show this page just now. Please try again in a moment; if it keeps happening, our help center can assist."
    >
      <p>
        <SiteLink to="/">Back to the home page</SiteLink>
      </p>
    </PageIntro>
  );
}
