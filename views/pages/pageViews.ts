import type { ComponentType } from "react";
import type { PageKey } from "../../content/routes.ts";
import { LoginPage, LostPasswordPage, RegisterPage, SecurityUpdatePage } from "./AccountPages.tsx";
import { AboutPage } from "./AboutPage.tsx";
import { DomainCartPage } from "./DomainCartPage.tsx";
import { DomainSearchPage } from "./DomainSearchPage.tsx";
import { HomePage } from "./HomePage.tsx";
import { TemplatePreviewPage } from "./TemplatePreviewPage.tsx";
import { TemplatesPage } from "./TemplatesPage.tsx";
import { ServicePage } from "./ServicePage.tsx";
import { DomainSearchResultsPage } from "./DomainSearchResultsPage.tsx";
import { PrivacyPolicyPage } from "./PrivacyPolicyPage.tsx";
import { SitemapPage } from "./SitemapPage.tsx";
import { TermsPage } from "./TermsPage.tsx";

/** Which component renders each page key of the route table. */
const pageViews: Record<PageKey, ComponentType> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
  lostpassword: LostPasswordPage,
  about: AboutPage,
  sitemap: SitemapPage,
  service: ServicePage,
  sitebuilder: ServicePage,
  templates: TemplatesPage,
  terms: TermsPage,
  privacyPolicy: PrivacyPolicyPage,
  domainSearchResults: DomainSearchResultsPage,
  domainSearch: DomainSearchPage,
  domainCart: DomainCartPage,
  securityUpdate: SecurityUpdatePage,
  templatePreview: TemplatePreviewPage,
};

export function pageView(key: string): ComponentType {
  const view = (pageViews as Record<string, ComponentType | undefined>)[key];
  if (!view) throw new Error(`No view is mapped to the route page "${key}"`);
  return view;
}
