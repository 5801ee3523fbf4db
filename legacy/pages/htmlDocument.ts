import { routeHref } from "../../content/routes.ts";
import { brand, external } from "../../content/site.ts";
import { MEMBERS_ASSETS } from "./membersStylesheet.ts";

/** Everything printed into a members page goes through this: member data is visitor input. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A tagged template whose interpolations are escaped unless they are already-built Html. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[]>): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((part) => (part instanceof Html ? part.text : escapeHtml(String(part)))).join("") + strings[i + 1]!;
  });
  return new Html(out);
}

/** The brand's mark, as the site draws it (views/layout/Logo.tsx), in attributes rather than styles. */
const MARK = new Html(
  `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="${brand.themeColor}" /><path d="M11 7v18h6.5a5.5 5.5 0 0 0 1.9-10.66A4.5 4.5 0 0 0 16 7z" fill="#fff" /><circle cx="17" cy="19.5" r="2.2" fill="${brand.themeColor}" /></svg>`,
);

/** The body's class of a wide page. */
const WIDE = new Html(' class="members-wide"');

/** What frames every members page: where its stylesheet is, and what the bar shows on the right. */
export interface PageFrame {
  /** The members area's path ("/members"), under which its stylesheet is served. */
  membersPath: string;
  /** The bar's right side: the log-out button of a signed-in page. */
  bar?: Html;
  /** A page of several columns (the dashboard): the frame widens on large screens. */
  wide?: boolean;
}

/**
 * The whole page, framed like the site (its mark, its font and colours, from one stylesheet of
 * the members area's own): no script and no inline style, so the strictest CSP holds.
 */
export function htmlDocument(title: string, body: Html, { membersPath, bar, wide = false }: PageFrame): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} – ${brand.name} Members</title>
        <link rel="stylesheet" href="${membersPath}${MEMBERS_ASSETS.stylesheet}" />
      </head>
      <body${wide ? WIDE : ""}>
        <header class="members-bar">
          <a class="members-logo" href="${routeHref("home")}">${MARK}<span>${brand.name}</span><span class="members-logo__tag">Members</span></a>
          ${bar ?? ""}
        </header>
        <main class="members-main">${body}</main>
        <footer class="members-foot">
          <p>Prices in USD. Questions about an order? The <a href="${external.helpCenter.href}">${external.helpCenter.label}</a> is there to help.</p>
        </footer>
      </body>
    </html> `.text;
}
