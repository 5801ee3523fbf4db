import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsDocuments } from "../../../content/legal/legalDocuments.ts";
import { pageRoutes, type TermsTab } from "../../../content/routes.ts";
import { attr, parseHtml, text, type Element } from "../../fixtures/html.ts";
import { testApp, type TestApp } from "../../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

/** Every element under `root`, in document order. */
function descendants(root: Element): Element[] {
  const out: Element[] = [];
  const visit = (el: Element) => {
    for (const child of el.childNodes) {
      if ("tagName" in child) {
        out.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return out;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

interface LegalPage {
  elements: Element[];
  article: Element;
  /** The legal document's visible text, whitespace squashed. */
  body: string;
}

async function legalPage(url: string): Promise<LegalPage> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  const elements = parseHtml(res.body);
  const articles = elements.filter((el) => el.tagName === "article" && attr(el, "data-legal-document") !== undefined);
  expect(articles, `${url} shows one legal document`).toHaveLength(1);
  const article = articles[0]!;
  return { elements, article, body: squash(text(article)) };
}

const pages = new Map<string, LegalPage>();
const load = async (url: string) => {
  if (!pages.has(url)) pages.set(url, await legalPage(url));
  return pages.get(url)!;
};

describe("general terms (/terms)", () => {
  it("sets the minimum age at 13", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/at least 13 years old to use Braveweb/);
    expect(body).not.toMatch(/at least 18 years old/);
  });

  it("names the three account states and who may change them", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/Active: the account and its services work normally/);
    expect(body).toMatch(/Suspended: we have paused the account/);
    expect(body).toMatch(/Terminated: the account is closed for good/);
    expect(body).toMatch(/Braveweb may suspend or terminate an account/);
    expect(body).toMatch(/You can delete your account whenever you like from the members area/);
    expect(body).toMatch(/You can change your information at any time in the members area/);
  });

  it("separates personal and business accounts, one per person or business", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/A personal account is for non-commercial use only/);
    expect(body).toMatch(/A business account is for commercial use/);
    expect(body).toMatch(/Each person may hold one account for personal use, and each single business may hold one account/);
  });

  it("may terminate accounts inactive for 90 days", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/Accounts inactive for 90 days may be terminated/);
  });

  it("states the bandwidth period, the daily metering window and the suspension", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/Bandwidth is measured over a recurring period of 30 days/);
    expect(body).toMatch(/metered daily, from 12:01am to 11:59pm Pacific time/);
    expect(body).toMatch(/goes over its allotment, we suspend the site until 12:01am Pacific time the next day/);
  });

  it("states the refund rules", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/Hosting plans and Pro plans are refundable within 30 days/);
    expect(body).toMatch(/Domain registrations, renewals, transfers and redemptions are non-refundable/);
    expect(body).toMatch(/Templates are not refundable once they have been opened or downloaded/);
  });

  it("states the currency, the ways to pay and the card digits kept", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/All prices are in US dollars \(USD\)/);
    expect(body).toMatch(/Visa and Mastercard/);
    expect(body).toMatch(/PayPal/);
    expect(body).toMatch(/international money orders or checks, for web tools only/);
    expect(body).toMatch(/we keep only the first 4 and last 4 digits of the card/);
  });

  it("says free accounts must upgrade to publish site-builder sites", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/Free accounts can build and edit site-builder websites, but must upgrade to a paid plan to publish them live/);
  });

  it("has content and data-accuracy rules and names every role", async () => {
    const { body } = await load("/terms");
    expect(body).toMatch(/What you may publish/);
    expect(body).toMatch(/malware, phishing pages/);
    expect(body).toMatch(/Accurate information/);
    expect(body).toMatch(/must be true, complete and up to date/);
    for (const role of ["Paid member:", "Affiliate:", "Domain registrant and agent:", "Data controller customer:"]) {
      expect(body).toContain(role);
    }
  });

  it("leaves the affiliate figures to the affiliate terms", async () => {
    const { body } = await load("/terms");
    expect(body).not.toContain("$1.00");
    expect(body).not.toContain("$50");
  });
});

describe("affiliate terms (/terms/affiliate)", () => {
  it("pays $1.00 per qualified registrant, who qualifies after 15 active days", async () => {
    const { body } = await load("/terms/affiliate");
    expect(body).toMatch(/We pay \$1\.00 \(USD\) for each qualified registrant/);
    expect(body).toMatch(/their account has been active for 15 days/);
  });

  it("pays monthly and holds the balance until it reaches $50", async () => {
    const { body } = await load("/terms/affiliate");
    expect(body).toMatch(/We pay out monthly/);
    expect(body).toMatch(/we hold it and add the next month’s fees, until the balance reaches \$50/);
  });

  it("lists the eligibility rules", async () => {
    const { body } = await load("/terms/affiliate");
    expect(body).toMatch(/Who can be an affiliate/);
    expect(body).toMatch(/hold a Braveweb account that is active/);
    expect(body).toMatch(/outside the blocked countries/);
  });

  it("needs 5 days' written notice, link removal within 7 days, final payment 45 days after the quarter", async () => {
    const { body } = await load("/terms/affiliate");
    expect(body).toMatch(/by giving the other 5 days’ written notice/);
    expect(body).toMatch(/Within 7 days of the end, you must remove every affiliate link/);
    expect(body).toMatch(/final payment 45 days after the end of the quarter/);
  });

  it("does not pay for referrals from blocked countries", async () => {
    const { body } = await load("/terms/affiliate");
    expect(body).toMatch(/Referrals from blocked countries are not paid/);
  });
});

describe("domain name terms (/terms/domains)", () => {
  it("gives a 5 calendar day response window", async () => {
    const { body } = await load("/terms/domains");
    expect(body).toMatch(/You must respond within 5 calendar days of the request/);
  });

  it("makes an unanswered .us contact request over 5 days a breach", async () => {
    const { body } = await load("/terms/domains");
    expect(body).toMatch(/\.us contact information is left unanswered for more than 5 days, that is a breach/);
  });

  it("gives 30 days' notice of dispute-policy changes", async () => {
    const { body } = await load("/terms/domains");
    expect(body).toMatch(/at least 30 days’ notice of any change to the dispute policy/);
  });

  it("names registrant and agent and keeps domain fees non-refundable", async () => {
    const { body } = await load("/terms/domains");
    expect(body).toMatch(/Registrants and agents/);
    expect(body).toMatch(/you act as their agent/);
    expect(body).toMatch(/Domain registrations, renewals, transfers and redemptions are non-refundable/);
  });
});

describe("template gallery terms (/terms/template-gallery)", () => {
  it("lists the five allowed code modifications, numbered and in order", async () => {
    const { article } = await load("/terms/template-gallery");
    const lists = descendants(article).filter((el) => el.tagName === "ol" && attr(el, "class")?.includes("legal__list"));
    expect(lists).toHaveLength(1);
    const items = lists[0]!.childNodes.filter((n): n is Element => "tagName" in n && n.tagName === "li").map((li) => squash(text(li)));
    expect(items).toEqual([
      "Change the text and images.",
      "Change the colors and fonts.",
      "Change the layout: move, resize and rearrange sections and elements.",
      "Add or remove sections and pages.",
      "Add your own scripts and style sheets.",
    ]);
  });

  it("allows only those five ways and refuses refunds once opened or downloaded", async () => {
    const { body } = await load("/terms/template-gallery");
    expect(body).toMatch(/You may modify a template’s code in these five ways, and only these/);
    expect(body).toMatch(/templates are not refundable once they have been opened or downloaded/);
  });
});

describe("privacy policy", () => {
  it("sets the minimum age at 18", async () => {
    const { body } = await load("/privacy-policy");
    expect(body).toMatch(/You must be at least 18 years old to give us personal data yourself/);
    expect(body).not.toMatch(/at least 13 years old/);
  });

  it("says what is collected and why", async () => {
    const { body } = await load("/privacy-policy");
    expect(body).toMatch(/What we collect/);
    expect(body).toMatch(/your full name, email address and username/);
    expect(body).toMatch(/For a card we keep only the first 4 and last 4 digits/);
    expect(body).toMatch(/Why we use it/);
    expect(body).toMatch(/We never sell your personal data/);
  });

  it("explains service, analytics and marketing cookies, the banner and where consent is stored", async () => {
    const { body } = await load("/privacy-policy");
    expect(body).toMatch(/Service cookies keep you logged in/);
    expect(body).toMatch(/Analytics cookies/);
    expect(body).toMatch(/Marketing cookies/);
    expect(body).toMatch(/a cookie banner titled “Cookie Policy”/);
    expect(body).toMatch(/Your choice is stored in your own browser \(in its local storage, under the name gdpr_opt_in_capturing\)/);
  });

  it("covers retention, rights, the data controller role and contact", async () => {
    const { body, article } = await load("/privacy-policy");
    expect(body).toMatch(/How long we keep it/);
    expect(body).toMatch(/Server and security logs: up to 12 months/);
    expect(body).toMatch(/Your rights/);
    expect(body).toMatch(/have it deleted/);
    expect(body).toMatch(/Members can change their information and delete their account themselves in the members area/);
    expect(body).toMatch(/you are the data controller for that data, and Braveweb processes it on your behalf/);
    const hrefs = descendants(article)
      .filter((el) => el.tagName === "a")
      .map((a) => attr(a, "href"));
    expect(hrefs).toContain("mailto:privacy@braveweb.example");
  });

  it("shows the very same policy at /terms/privacy-policy and /privacy-policy", async () => {
    const tab = await load("/terms/privacy-policy");
    const standalone = await load("/privacy-policy");
    expect(attr(tab.article, "data-legal-document")).toBe("privacy");
    expect(tab.body).toContain("at least 18 years old");
    expect(tab.body).toBe(standalone.body);
  });

  it("stands alone at /privacy-policy, without the terms tabs", async () => {
    const { elements } = await load("/privacy-policy");
    expect(elements.some((el) => el.tagName === "nav" && attr(el, "aria-label") === "Terms sections")).toBe(false);
  });
});

const termsRoutes = pageRoutes.filter((r) => r.page === "terms");

describe("terms tabs", () => {
  it("has the five tab routes", () => {
    expect(termsRoutes.map((r) => r.path)).toEqual(["/terms", "/terms/affiliate", "/terms/domains", "/terms/template-gallery", "/terms/privacy-policy"]);
  });

  it.each(termsRoutes.map((r) => [r.path, r] as const))("%s marks its own tab and shows its own document", async (path, route) => {
    const { elements, article } = await load(path);
    const nav = elements.find((el) => el.tagName === "nav" && attr(el, "aria-label") === "Terms sections");
    expect(nav).toBeDefined();
    const tabs = descendants(nav!).filter((el) => el.tagName === "a");
    expect(tabs).toHaveLength(5);
    const current = tabs.filter((a) => attr(a, "aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(attr(current[0]!, "href")).toBe(path);

    const expected = termsDocuments[route.termsTab as TermsTab];
    expect(attr(article, "data-legal-document")).toBe(expected.id);
    const sectionHeadings = descendants(article)
      .filter((el) => el.tagName === "h2" && attr(el, "class") === "legal__heading")
      .map((h) => squash(text(h)));
    expect(sectionHeadings).toEqual(expected.sections.map((s, i) => `${i + 1}. ${s.heading}`));
  });
});

describe("document structure", () => {
  const urls = [...termsRoutes.map((r) => r.path), "/privacy-policy"];

  it.each(urls)("%s has one h1 and headings that never skip a level", async (url) => {
    const { elements } = await load(url);
    const main = elements.find((el) => el.tagName === "main")!;
    const levels = descendants(main)
      .filter((el) => /^h[1-6]$/.test(el.tagName))
      .map((el) => Number(el.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels.filter((l) => l === 2).length).toBeGreaterThan(3);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
  });

  it.each(urls)("%s has a table of contents whose anchors all land on a section", async (url) => {
    const { article } = await load(url);
    const all = descendants(article);
    const ids = new Set(all.map((el) => attr(el, "id")).filter(Boolean));
    const toc = all.find((el) => el.tagName === "nav" && attr(el, "class") === "legal__toc");
    expect(toc).toBeDefined();
    const links = descendants(toc!).filter((el) => el.tagName === "a");
    const anchors = links.map((a) => attr(a, "href") ?? "");
    const sections = all.filter((el) => el.tagName === "h2" && attr(el, "class") === "legal__heading");
    expect(anchors.length).toBeGreaterThanOrEqual(sections.length);
    for (const link of links) {
      const href = attr(link, "href") ?? "";
      expect(href.startsWith("#"), href).toBe(true);
      expect(ids.has(href.slice(1)), href).toBe(true);
      const target = all.find((el) => attr(el, "id") === href.slice(1))!;
      expect(squash(text(link)), href).toBe(squash(text(target)));
    }
    for (const h2 of sections) expect(anchors).toContain(`#${attr(h2, "id")}`);
  });

  it.each(urls)("%s shows its last-updated date", async (url) => {
    const { article, body } = await load(url);
    const time = descendants(article).find((el) => el.tagName === "time");
    expect(time).toBeDefined();
    expect(attr(time!, "datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body).toMatch(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("links to other pages of the site through the preview prefix", async () => {
    const { article } = await legalPage("/preview/legal-1/terms");
    const hrefs = descendants(article)
      .filter((el) => el.tagName === "a")
      .map((a) => attr(a, "href") ?? "");
    expect(hrefs).toContain("/preview/legal-1/privacy-policy");
    expect(hrefs).toContain("/preview/legal-1/terms/affiliate");
    expect(hrefs.filter((h) => h.startsWith("/") && !h.startsWith("/preview/legal-1/"))).toEqual([]);
  });
});
