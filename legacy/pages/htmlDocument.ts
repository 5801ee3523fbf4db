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

/** The whole page: no script and no inline style, so the strictest CSP holds. */
export function htmlDocument(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} – Braveweb Members</title>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `.text;
}
