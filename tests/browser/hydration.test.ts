/**
 * The islands are rendered by React on the server and hydrated by Preact (through preact/compat)
 * in the browser. These tests hold the two to the same markup: once an island is ready, its
 * elements, attributes and text are what the server sent, and it still reacts to the visitor.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../content/messages.ts";
import { DESKTOP, islandReady, watchForErrors } from "../fixtures/browser.ts";
import { browserSuite } from "../fixtures/browserSuite.ts";

const suite = browserSuite();

/** The island's subtree as tags, attributes and text, without comments and the loader's state mark. */
function islandShape(page: Page, name: string): Promise<string> {
  return page.evaluate((island) => {
    const root = document.querySelector<HTMLElement>(`[data-island="${island}"]`);
    if (!root) return "missing";
    const describe = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (node.nodeType !== Node.ELEMENT_NODE) return "";
      const element = node as Element;
      const attributes = [...element.attributes]
        .filter((a) => a.name !== "data-island-state")
        .map((a) => `${a.name}="${a.value}"`)
        .sort()
        .join(" ");
      return `<${element.localName} ${attributes}>${[...element.childNodes].map(describe).join("")}</${element.localName}>`;
    };
    return describe(root);
  }, name);
}

/** The same page twice: as the server sent it (scripts off) and once the island is ready. */
async function beforeAndAfter(path: string, island: string) {
  const still = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
  const stillPage = await still.newPage();
  await stillPage.goto(suite.server.url(path));
  const served = await islandShape(stillPage, island);
  await still.close();

  const context = await suite.browser.newContext(DESKTOP);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(suite.server.url(path));
  await islandReady(page, island);
  return { served, hydrated: await islandShape(page, island), page, context, errors };
}

describe("hydration keeps the server's markup", () => {
  for (const path of ["/login?type=hosting&template_id=4", "/register?from=hosting", "/lostpassword"]) {
    it(`the account form of ${path}`, async () => {
      const { served, hydrated, page, context, errors } = await beforeAndAfter(path, "account-form");
      expect(served).toContain("<form ");
      expect(hydrated).toBe(served);
      // Still alive: the shared rules speak on submit without a page load.
      const url = page.url();
      await page.locator("form button[type=submit]").click();
      await page.locator("form .field__error").first().waitFor();
      expect(page.url()).toBe(url);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("the domain results and cart", async () => {
    const { served, hydrated, page, context, errors } = await beforeAndAfter("/domains/search/results/mybakery", "domain-search");
    expect(served).toContain("mybakery.com");
    expect(hydrated).toBe(served);
    await page.locator("#domain-mybakery-com").getByRole("button", { name: "Add to cart" }).click();
    await expect(page.locator("#domain-mybakery-com").getByText("In your cart").waitFor()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the username check of the sign-up page answers in the island's own words", async () => {
    const { page, context, errors } = await beforeAndAfter("/register", "account-form");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Email").blur();
    await expect(page.getByText(messages["validation.register.email.invalid"]).waitFor()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
