/** Which legal document each terms tab shows. */
import type { TermsTab } from "../routes.ts";
import { affiliateTerms } from "./affiliateTerms.ts";
import { domainTerms } from "./domainTerms.ts";
import { generalTerms } from "./generalTerms.ts";
import type { LegalDocument } from "./legalTypes.ts";
import { privacyPolicy } from "./privacyPolicy.ts";
import { templateGalleryTerms } from "./templateGalleryTerms.ts";

export const termsDocuments: Readonly<Record<TermsTab, LegalDocument>> = {
  general: generalTerms,
  affiliate: affiliateTerms,
  domains: domainTerms,
  templateGallery: templateGalleryTerms,
  privacyPolicy,
};
