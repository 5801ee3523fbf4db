import type { Page, Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";
import { codeSnifferErrors, conformanceReport, nuErrors, type ConformanceMessage, type NuDocument } from "../fixtures/conformance.ts";

const suite = browserSuite();

/** A name free in the local registry (legacy/domains/takenDomains.ts), for the results, the cart and the checkout. */
const DOMAIN = "conformbakery";

/**
 * What a visitor without JavaScript types that every account form refuses (docs/product.md §5), so the
 * server re-renders each with its errors beside the fields.
 */
const INVALID_POSTS: ReadonlyArray<{ path: string; fields: Record<string, string> }> = [
  { path: "/login", fields: { userid: "someone@example.com", password: "x" } },
  { path: "/register", fields: { full_name: "A", email: "not-an-address", username: "a@b", password: "xy", password_validation: "" } },
  { path: "/lostpassword", fields: { email: "x" } },
];

interface Checked {
  /** What the reports call the document: its address, or "POST <path>" for a re-rendered form. */
  label: string;
  html: string;
  codeSniffer: ConformanceMessage[];
}

/** The document as the server sent it, and HTML CodeSniffer's errors on it as the browser shows it. */
async function check(page: Page, label: string, response: Response | null): Promise<Checked> {
  if (!response) throw new Error(`${label}: no response`);
  const html = await response.text();
  await page.waitForLoadState("load");
  const codeSniffer = (await codeSnifferErrors(page)).map((m) => ({ ...m, url: label }));
  return { label, html, codeSniffer };
}

const visit = (page: Page, path: string, label = path) => page.goto(suite.server.url(path)).then((response) => check(page, label, response));

/** Fills the form of an account page with `fields` and posts it the way a browser without JavaScript does. */
async function postInvalid(page: Page, path: string, fields: Record<string, string>): Promise<Checked> {
  await page.goto(suite.server.url(path));
  for (const [name, value] of Object.entries(fields)) await page.fill(`form.account-form [name="${name}"]`, value);
  const posted = page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().method() === "POST");
  // HTMLFormElement.submit() skips the island's submit handler: the plain form post of the forms that work without JavaScript (docs/decisions.md, 5).
  await page.evaluate(() => document.querySelector<HTMLFormElement>("form.account-form")!.submit());
  const response = await posted;
  expect(response.status(), `POST ${path}`).toBe(422);
  return check(page, `POST ${path}`, response);
}

/** Every address the sitemap links to on the site's own host, without fragments. */
async function sitemapPaths(page: Page): Promise<string[]> {
  await page.goto(suite.server.url("/sitemap"));
  const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(suite.server.url("/")).origin;
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
  return [...new Set(paths)];
}

/**
 * The site's conformance gate: the Nu Html Checker (the W3C validator) and HTML CodeSniffer
 * (WCAG 2 AA, as pa11y runs it) report no error on any page a visitor can reach: every page of
 * the sitemap, the domain results, a cart with a domain in it, the checkout, a template
 * preview, the not-found page, and each account form re-rendered with errors.
 */
describe("conformance", () => {
  const checked: Checked[] = [];

  beforeAll(async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    for (const path of await sitemapPaths(page)) checked.push(await visit(page, path));

    checked.push(await visit(page, `/domains/search/results/${DOMAIN}`));
    await page.getByRole("button", { name: `Add to cart ${DOMAIN}.com` }).click();
    await page.locator(".cart-line", { hasText: `${DOMAIN}.com` }).waitFor();
    checked.push(await visit(page, "/domains/cart", `/domains/cart with ${DOMAIN}.com`));
    const checkout = page.getByRole("link", { name: "Checkout" }).first();
    const checkoutPath = new URL((await checkout.getAttribute("href"))!, suite.server.url("/")).href.slice(suite.server.url("").length);
    checked.push(await visit(page, checkoutPath));
    checked.push(await visit(page, "/sitebuilder/templates/preview/101"));
    checked.push(await visit(page, "/no-such-page"));
    for (const { path, fields } of INVALID_POSTS) checked.push(await postInvalid(page, path, fields));
    await context.close();
  }, 420_000);

  it("visits every page the gate promises", () => {
    const labels = checked.map((c) => c.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "/",
        "/webhosting",
        "/about",
        "/login",
        "/register",
        "/lostpassword",
        "/domains/cart",
        `/domains/cart with ${DOMAIN}.com`,
        "/no-such-page",
      ]),
    );
    expect(labels).toEqual(expect.arrayContaining(["POST /login", "POST /register", "POST /lostpassword", "/sitebuilder/templates/preview/101"]));
    expect(labels.some((label) => /cart_hash=[a-f0-9]{32}/.test(label))).toBe(true);
    expect(checked.length).toBeGreaterThan(30);
  });

  it("the Nu Html Checker finds no error on any of them (one JVM run for all)", async () => {
    const documents: NuDocument[] = checked.map((c) => ({ url: c.label, html: c.html }));
    const errors = await nuErrors(documents);
    expect(
      errors.length,
      conformanceReport(
        "Nu Html Checker",
        documents.map((d) => d.url),
        errors,
      ),
    ).toBe(0);
  }, 240_000);

  it("HTML CodeSniffer (WCAG2AA) finds no error on any of them", () => {
    const errors = checked.flatMap((c) => c.codeSniffer);
    expect(
      errors.length,
      conformanceReport(
        "HTML CodeSniffer WCAG2AA",
        checked.map((c) => c.label),
        errors,
      ),
    ).toBe(0);
  });
});
