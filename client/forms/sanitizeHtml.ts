/**
 * docs/product.md §8 shows a sign-up serverMessage as HTML. This keeps only harmless markup: a few
 * text-level tags without attributes, and links whose href is http(s) or mailto. Everything
 * else is escaped, because the output is rebuilt from tokens rather than filtered.
 */
const PLAIN_TAGS = new Set(["b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "span"]);
const VOID_TAGS = new Set(["br"]);
const TAG = /<\/?([a-z][a-z0-9]*)\b([^<>]*)>/gi;

function escapeText(text: string): string {
  return (
    text
      // An entity stays; any other ampersand is escaped. Matched rather than looked ahead for, so
      // recheck can prove it linear (docs/security.md, "Linear input").
      .replace(/&(#x[0-9a-fA-F]+;|#\d+;|[a-zA-Z]+;)?/g, (match, entity?: string) => (entity ? match : "&amp;"))
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
  );
}

function safeHref(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const raw = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
  // Decode entities and strip control characters before judging the scheme.
  const decoded = raw.replace(/&#x?[0-9a-f]+;?/gi, "").replace(/[\u0000-\u0020]/g, "");
  if (!/^(?:https?:|mailto:)/i.test(decoded) || decoded !== raw.replace(/\s/g, "")) return null;
  return escapeText(raw);
}

export function sanitizeHtml(input: string): string {
  let out = "";
  let last = 0;
  const open: string[] = [];
  for (const match of input.matchAll(TAG)) {
    out += escapeText(input.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const closing = match[0].startsWith("</");
    const name = (match[1] ?? "").toLowerCase();
    if (name === "a" && !closing) {
      const href = safeHref(match[2] ?? "");
      out += href ? `<a href="${href}" rel="noopener noreferrer">` : "<a>";
      open.push("a");
    } else if (PLAIN_TAGS.has(name) || name === "a") {
      if (closing) {
        if (open.includes(name)) {
          out += `</${name}>`;
          open.splice(open.lastIndexOf(name), 1);
        }
      } else {
        out += `<${name}>`;
        if (!VOID_TAGS.has(name)) open.push(name);
      }
    }
    // Any other tag (script, img, iframe, svg, style, ...) is dropped, its text kept as text.
  }
  out += escapeText(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
