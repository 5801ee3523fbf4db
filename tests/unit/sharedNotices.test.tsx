import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { message } from "../../content/messages.ts";
import { external } from "../../content/site.ts";
import { SecurityNotice } from "../../views/blocks/SecurityNotice.tsx";
import { ThemePreview } from "../../views/blocks/ThemePreview.tsx";
import { LinkScopeContext } from "../../views/linkScope.ts";
import { attr, byTag, parseHtml, text, type Element } from "../fixtures/html.ts";

/** The page and the dialog render these one component each: the same words either way. */
const words = (elements: Element[]) => text(byTag(elements, "body")[0]!).replace(/\s+/g, " ").trim();
const render = (node: ReactNode) => parseHtml(renderToStaticMarkup(node));

describe("security-update notice (page and dialog)", () => {
  const page = render(<SecurityNotice surface="page" headingLevel={1} headingId="account-heading" emailAddress="old@braveweb.example" />);
  const dialog = render(<SecurityNotice surface="dialog" headingLevel={2} headingId="dialog-3-heading" emailAddress="old@braveweb.example" />);

  it("says the same on both, with the address in bold and the way to webmail and support", () => {
    expect(words(dialog)).toBe(words(page));
    expect(words(page)).toContain(message("login.SECURITY_UPGRADE"));
    for (const elements of [page, dialog]) {
      expect(byTag(elements, "strong").map(text)).toEqual(["old@braveweb.example"]);
      expect(byTag(elements, "a").map((a) => [text(a).trim(), attr(a, "href")])).toEqual([
        ["Open Webmail (opens another site)", external.webmail.href],
        ["Contact support (opens another site)", external.supportCenter.href],
      ]);
    }
  });

  it("takes its heading level and id from the surface it sits on", () => {
    expect(byTag(page, "h1").map((h) => [attr(h, "id"), text(h)])).toEqual([["account-heading", "Please reset your password"]]);
    expect(byTag(dialog, "h2").map((h) => [attr(h, "id"), text(h)])).toEqual([["dialog-3-heading", "Please reset your password"]]);
    expect(byTag(page, "h2")).toEqual([]);
  });

  it("falls back to the account's address when the member API did not say", () => {
    const without = render(<SecurityNotice surface="dialog" headingLevel={2} headingId="h" />);
    expect(words(without)).toContain("We sent the email to the address on your account.");
    expect(byTag(without, "strong")).toEqual([]);
  });
});

describe("theme preview (page and dialog)", () => {
  const theme = { id: 101, name: "Harbor Café", previewUrl: "https://themes.example/harbor" };
  const inPreview = (node: ReactNode) => <LinkScopeContext.Provider value={{ prefix: "/preview/b1", carried: {} }}>{node}</LinkScopeContext.Provider>;
  const page = render(
    inPreview(<ThemePreview theme={theme} viewport="phone_portrait" headingLevel={1} headingId="theme-preview-heading" headingPrefix="Template preview" />),
  );
  const noop = () => {};
  const dialog = render(
    inPreview(
      <ThemePreview
        theme={theme}
        viewport="tablet_portrait"
        headingLevel={2}
        headingId="dialog-2-heading"
        onBack={noop}
        onViewportChange={noop}
        onCreateSite={noop}
      />,
    ),
  );

  it("has the same controls, in the same order, as links on the page and buttons in the dialog", () => {
    const labels = (elements: Element[], tag: string) => byTag(elements, tag).map((el) => text(el).trim());
    const controls = ["←Back to templates", "Phone", "Tablet", "Desktop", "CREATE SITE"];
    expect(labels(page, "a")).toEqual(controls);
    expect(byTag(page, "button")).toEqual([]);
    expect(labels(dialog, "button")).toEqual(controls);
    expect(byTag(dialog, "a")).toEqual([]);
  });

  it("page links carry the preview prefix, the viewport in the query and the current one marked", () => {
    const links = byTag(page, "a").map((a) => [attr(a, "href"), attr(a, "aria-current") ?? null]);
    expect(links).toEqual([
      ["/preview/b1/sitebuilder/templates", null],
      ["/preview/b1/sitebuilder/templates/preview/101?viewport=phone_portrait", "page"],
      ["/preview/b1/sitebuilder/templates/preview/101?viewport=tablet_portrait", null],
      ["/preview/b1/sitebuilder/templates/preview/101?viewport=desktop", null],
      ["/preview/b1/register?template_id=101", null],
    ]);
    expect(byTag(page, "nav").map((n) => attr(n, "aria-label"))).toEqual(["Preview size"]);
  });

  it("dialog viewports are toggle buttons in a labelled group", () => {
    const group = byTag(dialog, "div").find((d) => attr(d, "role") === "group")!;
    expect(attr(group, "aria-label")).toBe("Preview size");
    const pressed = byTag(dialog, "button")
      .filter((b) => attr(b, "data-viewport"))
      .map((b) => [attr(b, "data-viewport"), attr(b, "aria-pressed")]);
    expect(pressed).toEqual([
      ["phone_portrait", "false"],
      ["tablet_portrait", "true"],
      ["desktop", "false"],
    ]);
  });

  it("names the theme in the heading and the frame, whose width follows the viewport", () => {
    expect(byTag(page, "h1").map((h) => [attr(h, "id"), text(h)])).toEqual([["theme-preview-heading", "Template preview: Harbor Café"]]);
    expect(byTag(dialog, "h2").map((h) => [attr(h, "id"), text(h)])).toEqual([["dialog-2-heading", "Harbor Café"]]);
    for (const [elements, width] of [
      [page, "375"],
      [dialog, "768"],
    ] as const) {
      const frame = byTag(elements, "iframe")[0]!;
      expect([attr(frame, "src"), attr(frame, "width"), attr(frame, "title")]).toEqual([theme.previewUrl, width, "Preview of the Harbor Café theme"]);
    }
  });
});
