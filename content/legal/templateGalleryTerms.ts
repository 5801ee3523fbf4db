/**
 * The Template Gallery Terms (/terms/template-gallery). Original plain-language text;
 * the rules come from docs/product.md §9 (templates not refundable once opened or downloaded,
 * five allowed ways to modify a template’s code).
 */
import { external } from "../site.ts";
import { externalLink, link, ol, p, ul, type LegalDocument } from "./legalTypes.ts";

const TEMPLATE_GALLERY_TERMS_UPDATED = "2026-11-20";

/** docs/product.md §9: the five ways a member may change a template’s code, in order. */
const TEMPLATE_MODIFICATION_WAYS = [
  "Change the text and images.",
  "Change the colors and fonts.",
  "Change the layout: move, resize and rearrange sections and elements.",
  "Add or remove sections and pages.",
  "Add your own scripts and style sheets.",
] as const;

export const templateGalleryTerms: LegalDocument = {
  id: "templates",
  title: "Template Gallery Terms",
  lastUpdated: TEMPLATE_GALLERY_TERMS_UPDATED,
  sections: [
    {
      id: "gallery",
      heading: "The template gallery",
      blocks: [
        p(
          "The ",
          link("template gallery", "templates"),
          " offers ready-made designs (templates, also called themes) for the site builder and for hosted websites. " +
            "Some are free and some are sold. These terms say what you may do with them, and they add to our general ",
          link("Terms of Service", "terms"),
          ".",
        ),
      ],
    },
    {
      id: "license",
      heading: "Your license",
      blocks: [
        p(
          "When you use or buy a template, Braveweb gives you a non-exclusive license to use it for websites that you run " +
            "or that you build for a client. The template itself stays ours or its designer’s; the content you put into it stays yours.",
        ),
      ],
    },
    {
      id: "modifications",
      heading: "How you may change a template’s code",
      blocks: [
        p("You may modify a template’s code in these five ways, and only these:"),
        ol(...TEMPLATE_MODIFICATION_WAYS),
        p(
          "Any other change to the code, such as removing license or credit notices, or taking parts of a template to build a template of your own, is not allowed.",
        ),
      ],
    },
    {
      id: "not-allowed",
      heading: "What you may not do",
      blocks: [
        ul(
          "Sell, share or give away a template, changed or not, as a template or as part of a template collection.",
          "Claim that you designed a template, or register it or any part of it as a trademark or logo.",
          "Use a template for content that breaks the content rules in our Terms of Service.",
        ),
      ],
    },
    {
      id: "third-party",
      heading: "Images, fonts and other parts",
      blocks: [
        p(
          "Templates may include photos, illustrations, icons and fonts made by others. You may use them inside the template, " +
            "on the site you build with it; their own licenses apply if you use them anywhere else.",
        ),
      ],
    },
    {
      id: "refunds",
      heading: "Prices and refunds",
      blocks: [
        p(
          "Template prices are in USD. Because a template can be copied as soon as you see its files, templates are not refundable once " +
            "they have been opened or downloaded.",
        ),
        p("Questions about a template? ", externalLink("Contact us", external.contact.href), "."),
      ],
    },
  ],
};
