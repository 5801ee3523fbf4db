import { privacyPolicy } from "../../content/legal/privacyPolicy.ts";
import { LegalDocument } from "../blocks/LegalDocument.tsx";
import { PageIntro } from "../blocks/PageIntro.tsx";
import { usePage } from "../pageContext.ts";

/** The standalone privacy policy: the same document as the Privacy Policy tab of the terms. */
export function PrivacyPolicyPage() {
  const { route } = usePage();
  if (!route) throw new Error("PrivacyPolicyPage rendered without a route");
  return (
    <>
      <PageIntro heading={route.heading} lead={route.description} />
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
