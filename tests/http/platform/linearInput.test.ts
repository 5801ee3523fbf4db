import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../content/messages.ts";
import { routeByName } from "../../../content/routes.ts";
import { attr, byTag, parseHtml, text } from "../../fixtures/html.ts";
import { httpClient, type HttpAnswer } from "../../fixtures/httpClient.ts";
import { liveServer, type LiveServer } from "../../fixtures/liveServer.ts";
import { ROOMY_LIMITS } from "../../fixtures/testApp.ts";
import { ACCOUNT_FIELDS, VALID_INPUT, type FieldRule } from "../../fixtures/accountFields.ts";

/**
 * docs/decisions.md, 18, as a class: every route that takes text, over a real socket, walked
 * field by field with values made of one repeated unit (dots, at-signs, hyphens, spaces,
 * letters, a mix) as long as the body limit allows. Each is refused with the field's docs/product.md §5
 * text or the page's own message, never a 5xx, and a form that comes back still holds what
 * was typed (never a password). Timing is bench/'s to measure; what these tests guard is that
 * every such value reaches a refusal through the bounded rules (tests/unit/fieldBounds and
 * domainName hold the rules to their bounds).
 *
 * The posts say Sec-Fetch-Site: same-origin and carry a cookie, as a visitor's browser would,
 * so they pass the CSRF check and reach the parsers.
 */

let s: LiveServer;
beforeAll(async () => {
  s = await liveServer({ ...ROOMY_LIMITS });
});
afterAll(() => s.app.close());

/** A browser of our own pages: Fetch Metadata says same-origin, and it keeps cookies. */
function browser() {
  const client = httpClient(s.url("/"));
  client.cookies.set("bw_cookies", "1");
  return client;
}
const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };

/** How many bytes one character of `unit` costs in a body of each kind. */
const formBytes = (value: string) => new URLSearchParams({ v: value }).toString().length - 2;
const jsonBytes = (value: string) => JSON.stringify(value).length - 2;
const urlBytes = (value: string) => encodeURIComponent(value).length;

/** The repeated units, each as long as fits in 60,000 bytes of the body's encoding (the limit is 64 KiB). */
const UNITS = { dots: ".", "at-signs": "@", hyphens: "-", spaces: " ", letters: "a", mixed: "a@.- " } as const;
function pathological(bytesOf: (value: string) => number, budget = 60_000): Array<[string, string]> {
  return Object.entries(UNITS).map(([name, unit]) => [name, unit.repeat(Math.floor(budget / bytesOf(unit)))]);
}
const FORM_VALUES = pathological(formBytes);
const JSON_VALUES = pathological(jsonBytes);
/** A URL is bounded by Node's 16 KiB of headers: 12,000 bytes of query or path. */
const URL_VALUES = pathological(urlBytes, 12_000);
/** A path parameter by the router's maxParamLength (512, server/app.ts): 500 bytes. */
const PARAM_VALUES = pathological(urlBytes, 500);

type Field = FieldRule;
const LOGIN = ACCOUNT_FIELDS.login;
const REGISTER = ACCOUNT_FIELDS.register;
const LOST_PASSWORD = ACCOUNT_FIELDS.lostpassword;

const FORMS: Array<{ path: string; api: string; fields: Record<string, Field>; valid: Record<string, string> }> = [
  { path: "/login", api: "/api/v1/login", fields: LOGIN, valid: VALID_INPUT.login },
  { path: "/register", api: "/api/v1/register", fields: REGISTER, valid: VALID_INPUT.register },
  { path: "/lostpassword", api: "/api/v1/lostpassword", fields: LOST_PASSWORD, valid: VALID_INPUT.lostpassword },
];

/** The rule a value far past its field's bound breaks first, and the field's docs/product.md §5 text for it. */
function expectedRefusal(field: Field, value: string): { rule: string; text: string } {
  const seen = field.trimmed ? value.trim() : value;
  if (seen === "") return { rule: "required", text: field.required };
  if (field.atSign && seen.slice(0, field.max + 1).includes("@")) return { rule: "not_email", text: field.atSign };
  return { rule: "too_long", text: field.invalid };
}
const expectedMessage = (field: Field, value: string) => expectedRefusal(field, value).text;

const elements = (html: string) => parseHtml(html);
const fieldError = (html: string, name: string) => {
  const el = byTag(elements(html), "p").find((p) => attr(p, "id") === `field-${name}-error`);
  return el ? text(el) : undefined;
};
const inputValue = (html: string, name: string) => {
  const el = byTag(elements(html), "input").find((i) => attr(i, "name") === name);
  return el ? attr(el, "value") : undefined;
};
const pageText = (html: string) => text(byTag(elements(html), "body")[0]!);
const pageTitle = (html: string) => text(byTag(elements(html), "title")[0]!);

/** What a re-rendered account form keeps of a typed value (server/features/accounts/accountPages.ts keptValues). */
const KEPT = 256;

function expectRefusal(res: HttpAnswer, status: number) {
  expect(res.status, res.text.slice(0, 200)).toBe(status);
}

describe("the account forms, field by field", () => {
  for (const form of FORMS) {
    for (const [name, field] of Object.entries(form.fields)) {
      it.each(FORM_VALUES)(`POST ${form.path} with ${name} = %s: 422, the field's text, what was typed kept`, async (_unit, value) => {
        const client = browser();
        const body = { ...form.valid, [name]: value };
        const res = await client.postForm(form.path, body, SAME_ORIGIN);
        expectRefusal(res, 422);
        expect(fieldError(res.text, name)).toBe(expectedMessage(field, value));
        for (const [other, spec] of Object.entries(form.fields)) {
          const typed = body[other] ?? "";
          // Passwords never come back; every other field holds what was typed, as far as a form keeps it.
          expect(inputValue(res.text, other) ?? "", other).toBe(spec.secret ? "" : typed.slice(0, KEPT));
        }
        if (field.secret) expect(res.text).not.toContain(value.slice(0, 64));
        await client.close();
      });
    }
  }
});

describe("the JSON account API, field by field", () => {
  for (const form of FORMS) {
    for (const [name, field] of Object.entries(form.fields)) {
      it.each(JSON_VALUES)(`POST ${form.api} with ${name} = %s: 422 INVALID_INPUT with the field's text and rule`, async (_unit, value) => {
        const client = browser();
        const body = { ...form.valid, [name]: value };
        const res = await client.post(form.api, body, SAME_ORIGIN);
        expectRefusal(res, 422);
        type Detail = { field: string; rule: string; message: string };
        const answer = res.json<{ status: string; reason: string; message: string; fieldErrors: Record<string, string>; details: Detail[] }>();
        const { rule, text } = expectedRefusal(field, value);
        expect(answer).toMatchObject({ status: "ERROR", reason: "INVALID_INPUT", fieldErrors: { [name]: text } });
        // One rule per field the form marks (a long password also makes the repeated one differ),
        // in words that start with the form's own text; together they are the message.
        expect(answer.details.map((detail) => detail.field)).toEqual(Object.keys(answer.fieldErrors));
        const detail = answer.details.find((d) => d.field === name);
        expect(detail?.rule).toBe(rule);
        expect(detail?.message.startsWith(`${text}: `), detail?.message).toBe(true);
        expect(answer.message).toBe(answer.details.map((d) => d.message).join(" "));
        await client.close();
      });
    }
  }

  it.each(URL_VALUES)("GET /api/v1/username-availability with username = %s: 422 with the username's text", async (_unit, value) => {
    const client = browser();
    const res = await client.get(`/api/v1/username-availability?${new URLSearchParams({ username: value })}`, {
      ...SAME_ORIGIN,
      "x-requested-with": "XMLHttpRequest",
    });
    expectRefusal(res, 422);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors.username).toBe(expectedMessage(REGISTER.username!, value));
    await client.close();
  });
});

describe("the domain search", () => {
  const refusalOf = (value: string) => (value.trim() === "" ? messages["domain.ERROR_EMPTY"] : messages["domain.ERROR_INVALID"]);

  it.each(URL_VALUES)("GET /domains/lookup with domain = %s: 422, the search page's message, the box still holding it", async (_unit, value) => {
    const client = browser();
    const res = await client.get(`/domains/lookup?${new URLSearchParams({ domain: value })}`);
    expectRefusal(res, 422);
    expect(pageText(res.text)).toContain(refusalOf(value));
    // The box keeps what a domain name can hold (253 characters, RFC 1035) of what was typed.
    expect(inputValue(res.text, "domain")).toBe(value.slice(0, 253));
    await client.close();
  });

  it.each(PARAM_VALUES)("GET /domains/search/results/<%s>: 422 with the results page's message", async (_unit, value) => {
    const client = browser();
    const res = await client.get(`/domains/search/results/${encodeURIComponent(value)}`);
    expectRefusal(res, 422);
    expect(pageText(res.text)).toContain(refusalOf(value));
    await client.close();
  });

  it.each(URL_VALUES)("GET /domains/search/results/<%s> past the router's bound: the site's 414 page", async (_unit, value) => {
    const client = browser();
    const res = await client.get(`/domains/search/results/${encodeURIComponent(value)}`);
    expectRefusal(res, 414);
    expect(pageText(res.text)).toContain("We couldn't read that request");
    await client.close();
  });
});

describe("the domain cart's posts", () => {
  const invalidDomain = messages["cart.ERROR_INVALID_DOMAIN"];
  for (const path of ["/domains/cart/add", "/domains/cart/remove"]) {
    it.each(FORM_VALUES)(`POST ${path} with domain = %s: 400 with the cart's message, as a page and as JSON`, async (_unit, value) => {
      const client = browser();
      const page = await client.postForm(path, { domain: value, back: "bakery.com" }, SAME_ORIGIN);
      expectRefusal(page, 400);
      expect(pageText(page.text)).toContain(invalidDomain);
      const json = await client.postForm(path, { domain: value, back: "bakery.com" }, { ...SAME_ORIGIN, accept: "application/json" });
      expectRefusal(json, 400);
      expect(json.json()).toEqual({ error: "INVALID_DOMAIN", message: invalidDomain });
      await client.close();
    });

    it.each(FORM_VALUES)(`POST ${path} with back = %s: the back address is refused, the answer is the cart's own`, async (_unit, value) => {
      const client = browser();
      const refused = await client.postForm(path, { domain: "x", back: value }, SAME_ORIGIN);
      expectRefusal(refused, 400);
      expect(pageTitle(refused.text)).toBe(routeByName("domains-cart").title);
      expect(pageText(refused.text)).toContain(invalidDomain);
      if (path === "/domains/cart/add") {
        // A good domain with a back address that names nothing goes to the cart, not to a results page of it.
        const added = await client.postForm(path, { domain: "mybakery.com", back: value }, SAME_ORIGIN);
        expect(added.status).toBe(303);
        expect(added.headers.location).toBe("/domains/cart#cart");
      }
      await client.close();
    });
  }
});

describe("the issue's payloads", () => {
  const cartBody = `domain=x&back=${".".repeat(63_000)}x`;
  const emailValue = `a@${".".repeat(62_000)}@`;

  it("case 1: POST /domains/cart/add with back = 63,000 dots and x, from a browser: 400, the cart's message, no results page for 'x'", async () => {
    const client = browser();
    const res = await client.postForm("/domains/cart/add", Object.fromEntries(new URLSearchParams(cartBody)), SAME_ORIGIN);
    expectRefusal(res, 400);
    expect(pageText(res.text)).toContain(messages["cart.ERROR_INVALID_DOMAIN"]);
    // Only the first 300 characters are read, all dots: the refusal comes back on the cart page.
    expect(pageTitle(res.text)).toBe(routeByName("domains-cart").title);
    await client.close();
  });

  it("case 1 exactly as filed (no cookie, no Fetch Metadata): a 4xx", async () => {
    const client = httpClient(s.url("/"));
    const res = await client.postForm("/domains/cart/add", Object.fromEntries(new URLSearchParams(cartBody)), { origin: "" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await client.close();
  });

  it.each([
    ["15 KB of dots", ".".repeat(15_000)],
    ["15 KB of dots and x", `${".".repeat(15_000)}x`],
  ])("case 1's search: GET /domains/lookup with %s: 422 with the search page's message", async (_name, value) => {
    const client = browser();
    const res = await client.get(`/domains/lookup?domain=${value}`);
    expectRefusal(res, 422);
    expect(pageText(res.text)).toContain(messages["domain.ERROR_INVALID"]);
    await client.close();
  });

  it("case 2: POST /api/v1/lostpassword with the email 'a@', 62,000 dots, '@': 422 with its text", async () => {
    const client = browser();
    const res = await client.post("/api/v1/lostpassword", { email: emailValue }, SAME_ORIGIN);
    expectRefusal(res, 422);
    expect(res.json()).toMatchObject({ reason: "INVALID_INPUT", fieldErrors: { email: messages["validation.lostpassword.email.invalid"] } });
    await client.close();
  });

  it.each([
    ["/register", { full_name: "Ada Park", email: emailValue, username: "adapark", password: "s3cret", password_validation: "s3cret" }],
    ["/lostpassword", { email: emailValue }],
  ])("case 2 on the %s form: 422, the email's text, the other fields kept", async (path, body) => {
    const client = browser();
    const res = await client.postForm(path, body, SAME_ORIGIN);
    expectRefusal(res, 422);
    expect(fieldError(res.text, "email")).toBe(messages["validation.register.email.invalid"]);
    expect(inputValue(res.text, "email")).toBe(emailValue.slice(0, KEPT));
    if ("full_name" in body) {
      expect(inputValue(res.text, "full_name")).toBe("Ada Park");
      expect(inputValue(res.text, "username")).toBe("adapark");
    }
    await client.close();
  });

  it("a body past the 64 KiB limit is the site's 413 page, not an error", async () => {
    const client = browser();
    const res = await client.postForm("/register", { email: `a@${".".repeat(70_000)}@` }, SAME_ORIGIN);
    expectRefusal(res, 413);
    await client.close();
  });
});
