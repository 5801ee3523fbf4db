import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "../../server/render/encodeBody.ts";
import { PageCache, renderedPage } from "../../server/render/pageCache.ts";
import { carriedQuery } from "../../server/render/carriedQuery.ts";

describe("page cache", () => {
  it("evicts the least recently used page beyond its capacity", () => {
    const cache = new PageCache(2);
    cache.set("a", renderedPage("A"));
    cache.set("b", renderedPage("B"));
    cache.get("a");
    cache.set("c", renderedPage("C"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body.toString()).toBe("A");
    expect(cache.get("c")?.body.toString()).toBe("C");
    expect(cache.size).toBe(2);
  });

  it("stores nothing with capacity 0", () => {
    const cache = new PageCache(0);
    cache.set("a", renderedPage("A"));
    expect(cache.get("a")).toBeUndefined();
  });

  it("gives equal pages equal etags and different pages different ones", () => {
    expect(renderedPage("x").etag).toBe(renderedPage("x").etag);
    expect(renderedPage("x").etag).not.toBe(renderedPage("y").etag);
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
  const cartHash = "0123456789abcdef0123456789abcdef";
  it("keeps the six carried parameters and drops everything else", () => {
    expect(
      carriedQuery({ from: "hosting", cart_hash: cartHash, template_id: "42", type: "domain", redirect_to: "/x?y=1", brand: "siteblocks", utm: "z" }),
    ).toEqual({ from: "hosting", cart_hash: cartHash, template_id: "42", type: "domain", redirect_to: "/x?y=1", brand: "siteblocks" });
  });

  it("drops values outside their shape and takes the first of repeated ones", () => {
    expect(carriedQuery({ from: "<script>", template_id: "12a", type: ["domain", "hosting"], redirect_to: "bad\nline" })).toEqual({ type: "domain" });
  });
});
