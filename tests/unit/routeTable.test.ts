import { describe, expect, it } from "vitest";
import { servicePageContentOf, servicePageNames } from "../../content/pages/servicePages.ts";
import { pageRoutes, redirectRoutes } from "../../content/routes.ts";
import { pageView } from "../../views/pages/pageViews.ts";

const SPEC_PATHS = [
  "/",
  "/login",
  "/register",
  "/lostpassword",
  "/about",
  "/sitemap",
  "/webhosting",
  "/emailhosting",
  "/domains",
  "/blogs",
  "/mailinglists",
  "/contactforms",
  "/onlinecalendars",
  "/countersitestats",
  "/onlinestore",
  "/messageforums",
  "/passwordprotect",
  "/guestbooks",
  "/photoalbums",
  "/sslcertificates",
  "/sitebuilder",
  "/sitebuilder/templates",
  "/terms",
  "/terms/affiliate",
  "/terms/domains",
  "/terms/template-gallery",
  "/terms/privacy-policy",
  "/privacy-policy",
  "/domains/search/results/:query",
];

describe("route table", () => {
  it("puts every page route in the family shared caches purge it by (Cache-Tag, Surrogate-Key)", () => {
    // Which family each kind of page is in (docs/operations.md, "At the edge": purged by Cache-Tag); a page key missing here fails the test.
    const familyOfPage: Record<string, string> = {
      home: "marketing",
      service: "marketing",
      sitebuilder: "marketing",
      about: "marketing",
      sitemap: "marketing",
      terms: "legal",
      privacyPolicy: "legal",
      templates: "gallery",
      templatePreview: "gallery",
      domainSearch: "domains",
      domainSearchResults: "domains",
      domainCart: "domains",
      login: "account",
      register: "account",
      lostpassword: "account",
      securityUpdate: "account",
    };
    for (const r of pageRoutes) expect(r.family, r.name).toBe(familyOfPage[r.page]);
  });

  it("holds every route of docs/product.md §2", () => {
    const paths = pageRoutes.map((r) => r.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    expect(pageRoutes.some((r) => r.page === "domainSearch")).toBe(true);
    expect(pageRoutes.some((r) => r.page === "securityUpdate")).toBe(true);
  });

  it("gives every service page route its content, and every service page content its route", () => {
    // The pages that render ServicePage (service pages and the builder's), against the content registry.
    const routed = pageRoutes.filter((r) => r.page === "service" || r.page === "sitebuilder").map((r) => r.name);
    expect([...routed].sort()).toEqual([...servicePageNames].sort());
    for (const r of pageRoutes) expect(servicePageContentOf(r.name) !== undefined, r.name).toBe(routed.includes(r.name));
  });

  it("gives every route its own name, path, title and description", () => {
    for (const key of ["name", "path", "title", "description"] as const) {
      const values = pageRoutes.map((r) => r[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const r of pageRoutes) expect(r.keywords.length, r.name).toBeGreaterThan(0);
    const keywordSets = pageRoutes.map((r) => r.keywords.join(","));
    expect(new Set(keywordSets).size).toBe(keywordSets.length);
  });

  it("carries the legacy service codes of docs/product.md §2", () => {
    const codes = Object.fromEntries(pageRoutes.filter((r) => r.serviceCode).map((r) => [r.name, r.serviceCode]));
    expect(codes).toMatchObject({
      blogs: "journal",
      contactforms: "emailfwd",
      countersitestats: "counter",
      guestbooks: "guestbook",
      mailinglists: "bravemailer",
      messageforums: "forum",
      onlinecalendars: "calendar",
      passwordprotect: "passwd",
      photoalbums: "photocenter",
      sitebuilder: "bravesites",
      webhosting: "hosting",
    });
    expect(pageRoutes.find((r) => r.name === "home")?.serviceCode).toBeUndefined();
  });

  it("maps every page key to a view and refuses an unknown one", () => {
    for (const r of pageRoutes) expect(typeof pageView(r.page), r.name).toBe("function");
    expect(() => pageView("nonsense")).toThrow('No view is mapped to the route page "nonsense"');
  });

  it("keeps the legacy addresses as redirects", () => {
    expect(redirectRoutes.map((r) => r.path)).toEqual(["/global/subscribe.php", "/help.php", "/abuse.php"]);
  });
});
