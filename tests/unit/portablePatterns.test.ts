import { execFileSync } from "node:child_process";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { USERNAME_FORBIDDEN } from "../../content/accountContract.ts";
import { openApiDocument } from "../../server/features/accounts/openapiDocument.ts";
import { loginSchema } from "../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../views/forms/lostPasswordSchema.ts";
import { registerSchema, usernameSchema } from "../../views/forms/registerSchema.ts";
import { valuesOf, type OpenApiDocument } from "../fixtures/openApi.ts";

/**
 * Every `pattern` of the OpenAPI document means the same in ECMA-262 with the u flag (ajv) and
 * without it (Spectral, most generated JavaScript clients), Python's `re` (jsonschema) and Go's
 * RE2: it is made only of constructs they share (content/portablePattern.ts), Python compiles it
 * without a warning, and Python and ECMA-262 either way find the same matches in the same
 * strings. And the rules those patterns state are the ones the server applies: it takes nothing
 * they refuse, and refuses nothing else but what the document says in words.
 */
const doc = openApiDocument({ publicUrl: null, siteUrl: "http://localhost:3000", secureCookies: false }) as unknown as OpenApiDocument;
const patterns = [...new Set(valuesOf(doc, "pattern").map(({ value }) => value as string))];

const ASCII_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

/** What in a pattern one of the three engines lacks or reads otherwise; nothing for a portable one. */
function unportable(pattern: string): string[] {
  const problems: string[] = [];
  const chars = [...pattern];
  const escape = (i: number): number => {
    const next = chars[i + 1] ?? "";
    if (next === "x") {
      if (!/^[0-9a-f]{2}$/i.test((chars[i + 2] ?? "") + (chars[i + 3] ?? ""))) problems.push("\\x without two hex digits");
      return i + 4;
    }
    // Escaped punctuation is the character itself everywhere; a letter or digit is a class, a
    // backreference or an escape one engine lacks (\d \s \w \b \p \u \k \1 …).
    if (next === "" || !ASCII_PUNCTUATION.includes(next)) problems.push(`\\${next}`);
    return i + 2;
  };
  let i = 0;
  let afterQuantifier = false;
  while (i < chars.length) {
    const c = chars[i]!;
    let quantifier = false;
    if (c === "\\") i = escape(i);
    else if (c === "[") {
      i++;
      if (chars[i] === "^") i++;
      if (chars[i] === "]") problems.push("a class that starts with ]");
      while (i < chars.length && chars[i] !== "]") {
        if (chars[i] === "\\") i = escape(i);
        else {
          if (chars[i] === "[") problems.push("[ inside a class");
          // Without the u flag ECMA-262 reads it as its two UTF-16 halves, each a member (a range of them out of order).
          if (chars[i]!.codePointAt(0)! > 0xffff) problems.push(`U+${chars[i]!.codePointAt(0)!.toString(16)} inside a class`);
          i++;
        }
      }
      if (chars[i] !== "]") problems.push("an unclosed class");
      i++;
    } else if (c === "(") {
      if (chars[i + 1] === "?" && chars[i + 2] !== ":") problems.push(`(?${chars[i + 2] ?? ""} (lookaround, named group or inline flag)`);
      i += chars[i + 1] === "?" ? 3 : 1;
    } else if (c === "{") {
      const bound = /^\{\d+(?:,\d*)?\}/.exec(chars.slice(i).join(""));
      if (!bound) problems.push("a brace that is not a bound");
      i += bound ? bound[0].length : 1;
      quantifier = true;
    } else {
      if (c === "$") problems.push("$ (Python's also matches before a final newline)");
      if (c === ".") problems.push(". (ECMA-262's also stops at CR, U+2028 and U+2029)");
      if (c === "+" && afterQuantifier) problems.push("a possessive quantifier");
      quantifier = (c === "*" || c === "+" || c === "?") && !afterQuantifier;
      i++;
    }
    afterQuantifier = quantifier;
  }
  return problems;
}

/** Strings that tell the engines apart if anything does: line ends, Unicode spaces, astral and format characters. */
const probes = [
  "",
  "a",
  "demo",
  "ada@example.com",
  "a@b@c.d",
  "a@.b.c",
  "a@b.",
  "a@b.c\n",
  "demo\n",
  "\n",
  "de mo",
  "/members?braveui=1",
  "//evil.example",
  "/\\evil",
  "https://members.braveweb.example/x",
  "http:/x",
  "\u00a0",
  "\u0085",
  "\u2028",
  "\u2029",
  "\ufeff",
  "a\u200bb",
  "日本語",
  "\u{1F600}",
  "\u{E0041}",
  "a\u{E0041}b",
  "\u{110BD}",
  "\u{F0000}",
  "a \u{1F600}",
  "\u{1F600} \u{1F600}",
  " demo",
  "demo\u3000",
  "de\u00a0mo",
  "\u{10FFFF}",
  "\x7f",
  "\x00",
  "\r",
  "\t",
  ...fc.sample(
    fc.string({
      unit: fc.constantFrom(
        "a",
        "Z",
        "9",
        "@",
        ".",
        "/",
        "\\",
        " ",
        "\n",
        "\r",
        "\u00a0",
        "\u200b",
        "\u2028",
        "\ue000",
        "é",
        "日",
        "\u{1F600}",
        "\x7f",
        "\x00",
      ),
      maxLength: 12,
    }),
    { seed: 22, numRuns: 400 },
  ),
];

describe("the OpenAPI document's patterns", () => {
  it("has patterns to check", () => {
    expect(patterns.length).toBeGreaterThanOrEqual(5);
  });

  it.each(patterns)("%s uses only constructs ECMA-262, Python and RE2 share", (pattern) => {
    expect(unportable(pattern)).toEqual([]);
  });

  it("compile in Python's re without a warning, and match what they match in ECMA-262", () => {
    const script = [
      "import json, re, sys, warnings",
      "warnings.simplefilter('error')",
      "job = json.load(sys.stdin)",
      "out = {}",
      "for p in job['patterns']:",
      "    try:",
      "        r = re.compile(p)",
      "        out[p] = [r.search(s) is not None for s in job['probes']]",
      "    except Exception as e:",
      "        out[p] = str(e)",
      "print(json.dumps(out))",
    ].join("\n");
    const python = JSON.parse(execFileSync("python3", ["-c", script], { input: JSON.stringify({ patterns, probes }), encoding: "utf8" })) as Record<
      string,
      boolean[] | string
    >;
    for (const pattern of patterns) {
      const ecma = new RegExp(pattern, "u");
      expect(python[pattern], pattern).toEqual(probes.map((s) => ecma.test(s)));
      // The reading of Spectral's format check and of most generated JavaScript clients.
      const withoutU = new RegExp(pattern);
      expect(
        probes.map((s) => withoutU.test(s)),
        pattern,
      ).toEqual(probes.map((s) => ecma.test(s)));
    }
  });

  it("refuse what the engines would read otherwise", () => {
    expect(unportable("^[^@\\s]+$")).toEqual(["\\s", "$ (Python's also matches before a final newline)"]);
    expect(unportable("[^\\p{C}]")).toEqual(["\\p"]);
    expect(unportable("^(?!admin)\\w")).toEqual(["(?! (lookaround, named group or inline flag)", "\\w"]);
    expect(unportable("(a)\\1.")).toEqual(["\\1", ". (ECMA-262's also stops at CR, U+2028 and U+2029)"]);
    expect(unportable("[\\u0000-\\u001f]")).toEqual(["\\u", "\\u"]);
    expect(unportable("a++")).toEqual(["a possessive quantifier"]);
    expect(unportable("[@\u{F0000}-\u{10FFFD}]|\u{E0001}")).toEqual(["U+f0000 inside a class", "U+10fffd inside a class"]);
    expect(unportable("^/[/\\\\]|[\\\\\\x00-\\x20\\x7f]")).toEqual([]);
  });
});

describe("the character rules the document states", () => {
  /** Every code point but the surrogates, which no pattern can name portably (the server refuses them apart). */
  function* codePoints() {
    for (let c = 0; c <= 0x10ffff; c++) if (c < 0xd800 || c > 0xdfff) yield String.fromCodePoint(c);
  }
  const differences = (rule: Pick<RegExp, "test">, meaning: RegExp) =>
    [...codePoints()].filter((c) => rule.test(c) !== meaning.test(c)).map((c) => c.codePointAt(0)!.toString(16));

  it("refuse in usernames exactly the at-sign, white space and Unicode's control, format and private-use characters", () => {
    expect(differences(new RegExp(USERNAME_FORBIDDEN, "u"), /[@\s\p{Cc}\p{Cf}\p{Co}]/u)).toEqual([]);
  });

  /** The document's pattern for a field, from the served schema. */
  const stated = (schema: string, field?: string) => {
    const node = doc.components.schemas![schema] as { not: { pattern: string }; properties?: Record<string, { not: { pattern: string } }> };
    return new RegExp((field ? node.properties![field]! : node).not.pattern, "u");
  };

  // A character between two letters: what a trimmed value keeps, white space included.
  it("refuse in a login's userid exactly the at-sign, white space and C0 controls, inside the value", () => {
    expect(differences({ test: (c) => stated("LoginRequest", "userid").test(`a${c}a`) }, /[@\s\x00-\x1f]/u)).toEqual([]);
  });

  it("refuse in a username, as the document states it, all the server refuses but the supplementary private-use planes (said in words)", () => {
    expect(differences({ test: (c) => stated("Username").test(`a${c}a`) }, /[@\s\p{Cc}\p{Cf}\p{Co}]/u).map((c) => parseInt(c, 16))).toEqual(
      [...codePoints()].map((c) => c.codePointAt(0)!).filter((c) => c >= 0xf0000 && /\p{Co}/u.test(String.fromCodePoint(c))),
    );
    expect((doc.components.schemas!.Username as { description: string }).description).toMatch(/U\+F0000 to U\+10FFFD.*unpaired surrogates/);
    for (const c of ["\u{F0000}", "\u{10FFFD}", "\ud800"]) expect(usernameSchema.safeParse(`ada${c}`).success, c).toBe(false);
  });

  it("forgive white space at a value's ends, as the server trims it, but count it toward the bound", () => {
    const ajv = new Ajv2020({ strict: false });
    const username = ajv.compile(doc.components.schemas!.Username!);
    expect([username(" adapark\t"), usernameSchema.safeParse(" adapark\t").success]).toEqual([true, true]);
    expect([username("ada park"), usernameSchema.safeParse("ada park").success]).toEqual([false, false]);
    const padded = ` ${"a".repeat(31)} `;
    expect([username(padded), usernameSchema.safeParse(padded).success]).toEqual([false, false]);
  });

  it("are what the server accepts: the document allows every value the server takes, and a trimmed one exactly when it does", () => {
    const ajv = new Ajv2020({ strict: false });
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, object> }>;
    const fields = [
      ["username", usernameSchema, schemas.Username!],
      ["userid", loginSchema.shape.userid, schemas.LoginRequest!.properties.userid!],
      ["email", lostPasswordSchema.shape.email, schemas.LostPasswordRequest!.properties.email!],
      ["full_name", registerSchema.shape.full_name, schemas.RegisterRequest!.properties.full_name!],
    ] as const;
    const unit = fc.oneof(
      fc.constantFrom(
        "a",
        "Z",
        "0",
        "@",
        ".",
        "-",
        "_",
        " ",
        "\u00a0",
        "\u200b",
        "\u2060",
        "\ue000",
        "é",
        "日",
        "\u{1F600}",
        "\u{E0041}",
        "\x7f",
        "\x85",
        "\x00",
        "\t",
      ),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    );
    const white = fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u3000", "\ufeff"), maxLength: 3 });
    const value = fc
      .tuple(
        white,
        fc.oneof(
          fc.string({ unit, maxLength: 12 }),
          fc.string({ unit, minLength: 28, maxLength: 70 }),
          fc.string({ unit, minLength: 95, maxLength: 105 }),
          fc.tuple(fc.string({ unit, minLength: 1, maxLength: 8 }), fc.string({ unit, minLength: 1, maxLength: 8 })).map(([a, b]) => `${a}@${b}.${a}`),
        ),
        white,
      )
      .map(([before, s, after]) => `${before}${s}${after}`);
    /** What the username's pattern cannot name, which its description says in words. */
    const unstated = (s: string) => /[\p{Cs}\u{F0000}-\u{10FFFD}]/u.test(s);
    for (const [name, server, documented] of fields) {
      const check = ajv.compile(documented);
      fc.assert(
        fc.property(value, (s) => {
          const taken = server.safeParse(s).success;
          if (taken) expect(check(s), `${name}: ${JSON.stringify(s)} is taken`).toBe(true);
          if (s.trim() === s && !unstated(s)) expect(check(s), `${name}: ${JSON.stringify(s)}`).toBe(taken);
        }),
        { numRuns: 3000 },
      );
    }
  });
});
