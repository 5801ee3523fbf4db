import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { external } from "../../content/site.ts";
import { testApp, type TestApp } from "../fixtures/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

describe("trailing slash", () => {
  it.each([
    ["/about/", "/about"],
    ["/sitebuilder/templates/?from=siteblocks&x=1", "/sitebuilder/templates?from=siteblocks&x=1"],
    ["/terms/domains//", "/terms/domains"],
    ["/preview/build-7/webhosting/?brand=siteblocks", "/preview/build-7/webhosting?brand=siteblocks"],
    ["/no-such-page/", "/no-such-page"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it("never turns a double slash into a redirect to another host", async () => {
    const res = await t.app.inject({ url: "//evil.example/" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/evil.example");
  });

  it("leaves the home page alone", async () => {
    expect((await t.app.inject({ url: "/" })).statusCode).toBe(200);
  });
});

describe("legacy links", () => {
  it.each([
    ["/global/subscribe.php?from=hosting", "/register?from=hosting"],
    ["/global/subscribe.php", "/register"],
    ["/help.php?topic=1", external.helpCenter.href],
    ["/abuse.php", external.abuse.href],
    ["/preview/abc/global/subscribe.php?type=x", "/preview/abc/register?type=x"],
  ])("%s is a permanent redirect to %s", async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});
