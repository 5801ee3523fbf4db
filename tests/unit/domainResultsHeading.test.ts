import { describe, expect, it } from "vitest";
import type { DomainResult } from "../../content/pageShapes.ts";
import { othersHeading } from "../../views/blocks/DomainResults.tsx";

/** A result for "mybakery" under `tld`, free or taken. */
const row = (tld: string, available: boolean): DomainResult => ({ domain: `mybakery${tld}`, tld, available, price: 1799, price_discounted: 999 });

describe("the heading over the other extensions counts the rows under it", () => {
  it("has nothing to say over no rows: the exact match was the only one", () => {
    expect(othersHeading("mybakery", [], true)).toBeNull();
  });

  it("one row, free or taken", () => {
    expect(othersHeading("mybakery", [row(".net", true)], true)).toBe("1 other extension of “mybakery” is available");
    expect(othersHeading("mybakery", [row(".net", false)], true)).toBe("The other extension of “mybakery” is taken");
  });

  it("several rows: all free, some taken, all taken", () => {
    const seven = [".net", ".org", ".online", ".store", ".co", ".info", ".biz"];
    expect(
      othersHeading(
        "mybakery",
        seven.map((tld) => row(tld, true)),
        true,
      ),
    ).toBe("7 other extensions of “mybakery” are available");
    expect(
      othersHeading(
        "mybakery",
        seven.map((tld, i) => row(tld, i > 1)),
        true,
      ),
    ).toBe("5 of 7 other extensions of “mybakery” are available");
    expect(
      othersHeading(
        "mybakery",
        seven.map((tld, i) => row(tld, i === 0)),
        true,
      ),
    ).toBe("1 of 7 other extensions of “mybakery” is available");
    expect(
      othersHeading(
        "mybakery",
        seven.map((tld) => row(tld, false)),
        true,
      ),
    ).toBe("Every other extension of “mybakery” is taken");
  });

  it("without an exact match the list is every extension, and says so", () => {
    expect(othersHeading("mybakery", [row(".net", true), row(".org", false)], false)).toBe("1 of 2 extensions of “mybakery” is available");
    expect(othersHeading("mybakery", [row(".net", false), row(".org", false)], false)).toBe("Every extension of “mybakery” is taken");
  });
});
