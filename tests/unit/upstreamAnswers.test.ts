import { describe, expect, it } from "vitest";
import { normalizeAnswer } from "../../server/features/accounts/normalizeAnswer.ts";
import { relativeToSite } from "../../content/redirectRule.ts";
import { loginSuccessAddress, registerSuccessAddress, withQuery } from "../../server/shared/successAddress.ts";

describe("normalizing member-API answers", () => {
  it("keeps a well-formed answer's fields", () => {
    expect(normalizeAnswer(200, '{"status":"SUCCESS","response":{"redirect":"https://m.example/x","pub":100001}}')).toEqual({
      status: "SUCCESS",
      redirect: "https://m.example/x",
      pub: "100001",
    });
    expect(normalizeAnswer(200, '{"status":"ERROR","response":{"reason":"SECURITY_UPGRADE","emailAddress":"a@b.c"}}')).toEqual({
      status: "ERROR",
      reason: "SECURITY_UPGRADE",
      emailAddress: "a@b.c",
    });
  });

  it("treats the plain text success as SUCCESS", () => {
    expect(normalizeAnswer(200, " success\n")).toEqual({ status: "SUCCESS" });
  });

  it.each([
    [200, "<!DOCTYPE html><html><body>Fatal error</body></html>", "unparsable answer"],
    [200, "", "empty answer"],
    [200, '{"status":"SUCC', "unparsable answer"],
    [200, '{"ok":true}', "answer of an unknown shape"],
    [200, '{"status":"MAYBE"}', "answer of an unknown shape"],
    [200, "[]", "answer of an unknown shape"],
    // docs/product.md §8's words for a failed request.
    [500, '{"status":"SUCCESS"}', "Request failed with status code 500"],
    [302, "", "Request failed with status code 302"],
    [404, "Not found", "Request failed with status code 404"],
  ])("HTTP %i %j becomes UNEXPECTED (%s)", (code, text, details) => {
    const answer = normalizeAnswer(code, text);
    expect(answer.status).toBe("ERROR");
    expect(answer.reason).toBe("UNEXPECTED");
    expect(answer.details).toContain(details);
  });
});

describe("docs/product.md §4 addresses after SUCCESS", () => {
  const members = "https://members.example";

  it("login with a known type goes to the pick-item address built with pub", () => {
    expect(loginSuccessAddress("https://members.example/home", "100001", { type: "domain", template_id: "7" }, members)).toBe(
      "https://members.example/100001/pick-item?pickItem=domain",
    );
  });

  it("login with an unknown type goes to the redirect with braveui=1", () => {
    expect(loginSuccessAddress("https://members.example/home?x=1", "100001", { type: "banana" }, members)).toBe("https://members.example/home?x=1&braveui=1");
  });

  it("login appends template_id when present", () => {
    expect(loginSuccessAddress("/members", "1", { template_id: "42" }, members)).toBe("/members?braveui=1&template_id=42");
  });

  it("login with a type but no pub falls back to the redirect", () => {
    expect(loginSuccessAddress("/members", undefined, { type: "domain" }, members)).toBe("/members?braveui=1");
  });

  it("sign-up appends braveui, template_id and type", () => {
    expect(registerSuccessAddress("https://members.example/welcome", { template_id: "9", type: "hosting" })).toBe(
      "https://members.example/welcome?braveui=1&template_id=9&type=hosting",
    );
    expect(registerSuccessAddress("/members", {})).toBe("/members?braveui=1");
  });

  it("an address on the site's own origin becomes relative", () => {
    expect(relativeToSite("http://localhost:3000/members?a=1", "http://localhost:3000")).toBe("/members?a=1");
    expect(relativeToSite("https://members.example/x", "http://localhost:3000")).toBe("https://members.example/x");
    expect(withQuery("/a#top", { b: "1" })).toBe("/a?b=1#top");
  });
});
