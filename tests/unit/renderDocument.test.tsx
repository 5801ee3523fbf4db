import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { builtInSaleExtensions } from "../../content/domainSale.ts";
import { priceCart } from "../../content/cartPricing.ts";
import type { PageDataByKey } from "../../content/pageShapes.ts";
import { pageRoutes, previewPrefix, type PageRoute } from "../../content/routes.ts";
import { readAssetManifest } from "../../server/platform/render/assetManifest.ts";
import { pageContext } from "../../server/platform/render/requestPageContext.ts";
import { pageElement, renderToHtml, renderWhole } from "../../server/platform/render/renderDocument.tsx";
import { pageView } from "../../views/pages/pageViews.ts";

/**
 * Pages are rendered synchronously first (renderToString) and with the stream only when that
 * could not finish. The two must give the same bytes for every page, or the quick path would
 * be a second renderer with its own output; and a tree that needs the stream must get it.
 */
const cart = {
  cart: {
    cartHash: "0123456789abcdef0123456789abcdef",
    domains: ["greenleaf.com"],
    pricing: priceCart([{ domain: "greenleaf.com", price: 1299, price_discounted: 999 }]),
  },
  csrfToken: "",
};
const form = { csrfToken: "", values: { userid: "ada" }, fieldErrors: {} };
const theme = {
  id: 101,
  name: "Harbor",
  createdAt: "2024-01-01",
  screenshotUrl: "/asset-host/screenshots/101.svg",
  phoneScreenshotUrl: null,
  previewUrl: "https://example.com/",
  category: null,
  kind: null,
};
/** Data for each page key, as the loaders give it; a missing key does not compile. */
const DATA: PageDataByKey = {
  home: { saleExtensions: builtInSaleExtensions },
  templates: { themes: { ok: true, themes: [theme], version: 1 }, filter: { q: "", category: null } },
  templatePreview: { theme, viewport: "tablet_portrait" },
  domainSearch: { search: { value: "my bakery!", error: "That is not a domain name." }, cart },
  domainSearchResults: {
    domain: { query: "greenleaf", name: "greenleaf", results: [{ domain: "greenleaf.com", tld: ".com", available: true, price: 1299, price_discounted: 999 }] },
    cart,
  },
  domainCart: { cart },
  login: { form, checkoutCart: null },
  register: { form, checkoutCart: null },
  lostpassword: { form },
  securityUpdate: { emailAddress: "ada@example.com" },
  about: {},
  sitemap: {},
  service: {},
  sitebuilder: { themes: { ok: true, themes: [theme], version: 1 } },
  terms: {},
  privacyPolicy: {},
};

const assets = readAssetManifest();

function element(route: PageRoute, prefix: string) {
  const params = Object.fromEntries([...route.path.matchAll(/:([A-Z_]+)/gi)].map((m) => [m[1]!, route.example?.split("/").at(-1) ?? "x"]));
  const ctx = pageContext({
    route,
    prefix,
    params,
    query: { from: "hosting", template_id: "7", redirect_to: "/members", nowrap: "1" },
    assets,
    cookieBannerDelayMs: 10_000,
    providerUrl: "https://10001.hosting.braveweb.example",
    siteUrl: "https://www.braveweb.example",
    accounts: { captchaSiteKey: null, redirectHosts: ["members.braveweb.example"], membersUrl: "/members" },
    data: DATA[route.page],
  });
  return pageElement(ctx, route, pageView(route.page));
}

describe("rendering a document", () => {
  it.each(pageRoutes.flatMap((route) => ["", previewPrefix("build-7")!].map((prefix) => [`${prefix}${route.path}`, route, prefix] as const)))(
    "%s: the synchronous render gives the stream's bytes",
    async (_path, route, prefix) => {
      const quick = await renderToHtml(element(route, prefix), 5_000);
      const streamed = await renderWhole(element(route, prefix), 5_000);
      expect(quick.length).toBeGreaterThan(1_000);
      expect(quick).toBe(streamed);
    },
  );

  it("waits for a boundary whose data is not loaded yet, and sends no fallback", async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve("the loaded words"), 20));
    function Slow() {
      return <p>{use(later)}</p>;
    }
    let afterSyncPart = 0;
    const html = await renderToHtml(
      <html lang="en">
        <body>
          <Suspense fallback={<i>fallback shown</i>}>
            <Slow />
          </Suspense>
        </body>
      </html>,
      5_000,
      () => afterSyncPart++,
    );
    expect(html).toContain("the loaded words");
    expect(html).not.toContain("fallback shown");
    expect(afterSyncPart).toBe(1);
  });

  it("rejects a page with a failed boundary instead of sending its fallback", async () => {
    function Broken(): never {
      throw new Error("the widget broke");
    }
    const rendering = renderToHtml(
      <html lang="en">
        <body>
          <Suspense fallback={<i>fallback shown</i>}>
            <Broken />
          </Suspense>
        </body>
      </html>,
      5_000,
    );
    await expect(rendering).rejects.toThrow("the widget broke");
  });
});
