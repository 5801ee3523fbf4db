import type { ComponentType } from "react";
import type { PageKey } from "../../content/routes.ts";
import { LoginPage, LostPasswordPage, RegisterPage, SecurityUpdatePage } from "./AccountPages.tsx";
import { DomainSearchResultsPage } from "./DomainSearchResultsPage.tsx";
import { RoutePage } from "./RoutePage.tsx";
import { SitemapPage } from "./SitemapPage.tsx";
import { TermsPage } from "./TermsPage.tsx";

/** Which component renders each page key of the route table. */
const pageViews: Record<PageKey, ComponentType> = {
  home: RoutePage,
  login: LoginPage,
  register: RegisterPage,
  lostpassword: LostPasswordPage,
  about: RoutePage,
  sitemap: SitemapPage,
  service: RoutePage,
  sitebuilder: RoutePage,
  templates: RoutePage,
  terms: TermsPage,
  privacyPolicy: RoutePage,
  domainSearchResults: DomainSearchResultsPage,
  domainSearch: RoutePage,
  securityUpdate: SecurityUpdatePage,
};

export function pageView(key: string): ComponentType {
  const view = (pageViews as Record<string, ComponentType | undefined>)[key];
  if (!view) throw new Error(`No view is mapped to the route page "${key}"`);
  return view;
}
