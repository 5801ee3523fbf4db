import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../client/forms/sanitizeHtml.ts";
import { parseHtml, byTag, attr } from "../fixtures/html.ts";

const hostile = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<b onmouseover="alert(1)">bold</b>',
  "<svg onload=alert(1)>",
  "<iframe src=//evil.example></iframe>",
  '<style>body{background:url("javascript:alert(1)")}</style>',
  "<<script>script>alert(1)<</script>/script>",
  '<a href="https://ok.example" style="position:fixed">x</a>',
  "<math><mi xlink:href=javascript:alert(1)>x</mi></math>",
  '<p title="</p><script>alert(1)</script>">t</p>',
  "<!--<script>alert(1)</script>-->",
  "<form action=javascript:alert(1)><button>go</button></form>",
];

describe("sanitizeHtml", () => {
  it.each(hostile)("neutralizes %s", (snippet) => {
    const elements = parseHtml(`<body>${sanitizeHtml(snippet)}</body>`);
    const allowed = new Set(["html", "head", "body", "b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "span", "a"]);
    for (const el of elements) {
      expect(allowed.has(el.tagName), `<${el.tagName}> survived`).toBe(true);
      for (const a of el.attrs) {
        expect(["href", "rel"], `${el.tagName}[${a.name}]`).toContain(a.name);
        if (a.name === "href") expect(a.value).toMatch(/^(https?:|mailto:)/i);
      }
    }
  });

  it("keeps harmless formatting and safe links", () => {
    const out = sanitizeHtml('Please <b>check</b> your <a href="https://help.example/x?a=1&amp;b=2">inbox</a>.<br>Thanks');
    const elements = parseHtml(`<body>${out}</body>`);
    expect(byTag(elements, "b")).toHaveLength(1);
    const link = byTag(elements, "a")[0]!;
    expect(attr(link, "href")).toBe("https://help.example/x?a=1&b=2");
    expect(attr(link, "rel")).toBe("noopener noreferrer");
    expect(byTag(elements, "br")).toHaveLength(1);
  });

  it("escapes plain text and closes what it opened", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(sanitizeHtml("<b>open")).toBe("<b>open</b>");
    expect(sanitizeHtml("</b>stray")).toBe("stray");
  });
});
