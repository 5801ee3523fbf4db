import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "../../server/platform/render/encodeBody.ts";
import { renderedPage } from "../../server/platform/render/pageCache.ts";
import { createPageHeaders } from "../../server/platform/render/pageHeaders.ts";
import { carriedQuery } from "../../server/platform/render/carriedQuery.ts";

describe("page cache", () => {
  const headers = createPageHeaders({ buildId: "b1", edgeMaxAgeSeconds: 300 });
  // What it keeps and for how long: tests/unit/admittingCache.test.ts.
  it("gives equal pages equal etags and different pages different ones", () => {
    expect(renderedPage("x", { headers }).etag).toBe(renderedPage("x", { headers }).etag);
    expect(renderedPage("x", { headers }).etag).not.toBe(renderedPage("y", { headers }).etag);
  });

  it("names the build in each etag, so the same page of two builds has two", () => {
    const other = createPageHeaders({ buildId: "b2", edgeMaxAgeSeconds: 300 });
    expect(renderedPage("x", { headers }).etag).toMatch(/^"b1-[\w-]{27}"$/);
    expect(renderedPage("x", { headers: other }).etag).toMatch(/^"b2-[\w-]{27}"$/);
  });

  it("gives a page served once no validator, and says so in none of its headers", () => {
    const page = renderedPage("x", { headers, validator: false });
    expect(page.etag).toBe("");
    for (const headers of Object.values(page.headers)) expect(headers).not.toHaveProperty("etag");
  });
});

describe("content negotiation", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "gzip"],
    ["identity", "identity"],
  ])("Accept-Encoding %j gives %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("carried query", () => {
  const redirects = { siteOrigin: "https://www.braveweb.example", allowedHosts: ["members.braveweb.example"] };
  const cartHash = "0123456789abcdef0123456789abcdef";
  it("keeps the six carried parameters and drops everything else", () => {
    expect(
      carriedQuery(
        { from: "hosting", cart_hash: cartHash, template_id: "42", type: "domain", redirect_to: "/x?y=1", brand: "siteblocks", utm: "z" },
        redirects,
      ),
    ).toEqual({ from: "hosting", cart_hash: cartHash, template_id: "42", type: "domain", redirect_to: "/x?y=1", brand: "siteblocks" });
  });

  it("drops values outside their shape and takes the first of repeated ones", () => {
    expect(carriedQuery({ from: "<script>", template_id: "12a", type: ["domain", "hosting"], redirect_to: "bad\nline" }, redirects)).toEqual({
      type: "domain",
    });
  });

  it("keeps only the parameters a route declares, in the table's order, and none for a route that declares none", () => {
    const query = { brand: "siteblocks", template_id: "42", from: "hosting", type: "domain" };
    const carried = carriedQuery(query, redirects, ["brand", "template_id"]);
    expect(carried).toEqual({ template_id: "42", brand: "siteblocks" });
    expect(Object.keys(carried)).toEqual(["template_id", "brand"]);
    expect(carriedQuery(query, redirects, [])).toEqual({});
  });

  it("drops a redirect_to the one redirect rule refuses, for every caller", () => {
    for (const address of ["//evil.example/", "/\\evil.example", "https://evil.example/", "https://members.braveweb.example:444/"]) {
      expect(carriedQuery({ redirect_to: address }, redirects), address).toEqual({});
    }
    expect(carriedQuery({ redirect_to: "https://members.braveweb.example/a" }, redirects)).toEqual({ redirect_to: "https://members.braveweb.example/a" });
  });
});
