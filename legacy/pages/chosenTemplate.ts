import { routeHref } from "../../content/routes.ts";
import { findTheme } from "../assets/themeCatalog.ts";
import { html, type Html } from "./htmlDocument.ts";

/**
 * The template the member chose in the gallery before signing up (docs/product.md §7 template_id), with
 * the way to start from it. The name and picture come from this stand-in's own asset host
 * (assets/themeCatalog.ts, the same list its themes.json gives the site); an id that catalog
 * does not have (a site configured with another asset host) is shown by its number, with the
 * site's preview page, which asks the site's own catalog.
 */
export function chosenTemplate(templateId: number | null, assetsUrl: string): Html {
  if (templateId === null) {
    return html`<section class="card template template--none" aria-labelledby="your-template">
      <div class="template__body">
        <p class="eyebrow">Your template</p>
        <h2 id="your-template">Pick a template to start from</h2>
        <p>Browse the gallery, choose a design you like and the site builder starts your site from it.</p>
        <div class="actions"><a class="button" href="${routeHref("templates")}">Browse templates</a></div>
      </div>
    </section>`;
  }
  const theme = findTheme(String(templateId));
  const name = theme?.name ?? `Template #${templateId}`;
  const picture = theme
    ? html`<img class="template__shot" src="${assetsUrl}/screenshots/${templateId}.svg" alt="" width="640" height="480" />`
    : html`<div class="template__shot template__shot--none" aria-hidden="true">#${templateId}</div>`;
  const about = theme ? html`<p class="template__kind">${theme.kind} template</p>` : "";
  return html`<section class="card template" aria-labelledby="your-template">
    ${picture}
    <div class="template__body">
      <p class="eyebrow">Your template</p>
      <h2 id="your-template">${name}</h2>
      ${about}
      <p>You picked this design in the template gallery. Open it in the site builder and make it yours.</p>
      <div class="actions">
        <a class="button" href="${routeHref("sitebuilder", { query: { template_id: String(templateId) } })}">Start building with it</a>
        <a class="button button--ghost" href="${routeHref("template-preview", { params: { id: templateId } })}">Preview ${name}</a>
      </div>
    </div>
  </section>`;
}
