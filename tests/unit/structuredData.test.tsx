import { renderToStaticMarkup } from "react-dom/server";
import type { Product, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import type { AssetManifest } from "../../content/pageShapes.ts";
import { routeByName } from "../../content/routes.ts";
import { PageContext, type PageContextValue } from "../../views/pageContext.ts";
import { HeadTags } from "../../views/seo/HeadTags.tsx";
import { attr, byTag, parseHtml, text } from "../fixtures/html.ts";

const assets: AssetManifest = {
  loader: "/assets/loader.js",
  styles: "/assets/site.css",
  fonts: [],
  files: {},
  shareCards: {},
  appIcons: [{ size: 512, url: "/assets/icons/icon-512.png" }],
  builtAt: "2026-11-22T00:00:00.000Z",
};

function headOf(label: string): string {
  const route = { ...routeByName("about"), label, heading: label, title: label, description: label };
  const ctx = { prefix: "", route, params: {}, siteUrl: "https://www.braveweb.example", assets } as unknown as PageContextValue;
  return renderToStaticMarkup(
    <PageContext.Provider value={ctx}>
      <HeadTags meta={route} />
    </PageContext.Provider>,
  );
}

describe("the JSON-LD of a page's head", () => {
  it("keeps a </script> in a page's own text inside its script element, and the text intact", () => {
    const hostile = "Plans </script><script>alert(1)</script> <!-- &";
    const elements = parseHtml(`<!DOCTYPE html><html><head>${headOf(hostile)}</head><body></body></html>`);
    const scripts = byTag(elements, "script");
    // The BreadcrumbList only: nothing the text held became an element of its own.
    expect(scripts).toHaveLength(1);
    expect(attr(scripts[0]!, "type")).toBe("application/ld+json");
    const data = JSON.parse(text(scripts[0]!)) as { itemListElement: Array<{ name: string }> };
    expect(data.itemListElement.at(-1)?.name).toBe(hostile);
  });

  it("is typed: schema-dts refuses a property schema.org does not have", () => {
    const product: WithContext<Product> = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Hosting",
      // @ts-expect-error: "prise" is not a property of Product (the compiler, not this test, fails first)
      prise: "4.79",
    };
    expect(product.name).toBe("Hosting");
  });
});
