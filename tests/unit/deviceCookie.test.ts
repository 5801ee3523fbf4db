import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDeviceCookies, deviceCookieOf } from "../../server/platform/security/deviceCookie.ts";

const SECRET = "device-cookie-secret-".padEnd(40, "x");

/** The cookie's value out of a Set-Cookie header. */
function valueOf(setCookie: string): string {
  const pair = setCookie.split(";")[0]!;
  return pair.slice(pair.indexOf("=") + 1);
}

const usernames = fc.string({ minLength: 3, maxLength: 32, unit: "grapheme" }).filter((s) => s.trim().length >= 3 && !s.includes("@"));

describe("device cookies", () => {
  const devices = createDeviceCookies({ secret: SECRET, secure: false });

  it("prove a browser for the username it logged into, case as the member API compares, and for no other", () => {
    fc.assert(
      fc.property(usernames, usernames, (name, other) => {
        const cookie = valueOf(devices.issue(undefined, name));
        const device = devices.deviceFor(cookie, name);
        expect(device).toMatch(/^[\w-]{22}$/);
        expect(devices.deviceFor(cookie, name.toUpperCase())).toBe(name.toUpperCase().toLowerCase() === name.toLowerCase() ? device : null);
        if (other.trim().toLowerCase() !== name.trim().toLowerCase()) expect(devices.deviceFor(cookie, other)).toBeNull();
      }),
    );
  });

  it("never hold the username in clear, in any encoding a reader would try", () => {
    fc.assert(
      fc.property(usernames, (name) => {
        const header = devices.issue(undefined, name);
        for (const form of [
          name,
          name.toLowerCase(),
          Buffer.from(name).toString("base64url"),
          Buffer.from(name.toLowerCase()).toString("base64url"),
          encodeURIComponent(name),
        ]) {
          expect(header).not.toContain(form);
        }
      }),
    );
  });

  it("refuse any change to a signed value, another secret's cookies, and junk", () => {
    const cookie = valueOf(devices.issue(undefined, "demo"));
    // The last character of the signature too: in base64 its low bits decode to nothing.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = cookie.slice(0, -1) + alphabet[alphabet.indexOf(cookie.at(-1)!) ^ 1];
    expect(devices.deviceFor(last, "demo")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: cookie.length - 1 }), fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz019-_."), (at, char) => {
        const changed = cookie.slice(0, at) + char + cookie.slice(at + 1);
        if (changed !== cookie) expect(devices.deviceFor(changed, "demo")).toBeNull();
      }),
    );
    const elsewhere = createDeviceCookies({ secret: "another-secret-".padEnd(40, "y"), secure: false });
    expect(elsewhere.deviceFor(cookie, "demo")).toBeNull();
    for (const junk of [undefined, "", "d1", "d1...", "d1.a.b.c.d", "x".repeat(5000)]) expect(devices.deviceFor(junk, "demo")).toBeNull();
  });

  it("are accepted by every replica that shares COOKIE_SECRET", () => {
    const replica = createDeviceCookies({ secret: SECRET, secure: false });
    const cookie = valueOf(devices.issue(undefined, "demo"));
    expect(replica.deviceFor(cookie, "demo")).toBe(devices.deviceFor(cookie, "demo"));
  });

  it("keep a browser's id when it logs into the same username again, and start afresh for another", () => {
    const first = valueOf(devices.issue(undefined, "demo"));
    const again = valueOf(devices.issue(first, "Demo"));
    expect(devices.deviceFor(again, "demo")).toBe(devices.deviceFor(first, "demo"));
    const other = valueOf(devices.issue(first, "oldtimer"));
    expect(devices.deviceFor(other, "oldtimer")).not.toBe(devices.deviceFor(first, "demo"));
  });

  it("are HttpOnly and SameSite=Lax; on https also Secure and __Host- prefixed (Path=/, no Domain)", () => {
    expect(devices.issue(undefined, "demo")).toMatch(/^bw_device=d1\.[^;]+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = createDeviceCookies({ secret: SECRET, secure: true }).issue(undefined, "demo");
    expect(secure).toMatch(/^__Host-bw_device=d1\.[^;]+; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(secure).not.toMatch(/domain=/i);
    // Read under the name of the site's scheme only.
    expect(deviceCookieOf({ "__Host-bw_device": "a", bw_device: "b" }, true)).toBe("a");
    expect(deviceCookieOf({ bw_device: "b" }, true)).toBeUndefined();
    expect(deviceCookieOf({ "__Host-bw_device": "a", bw_device: "b" }, false)).toBe("b");
    expect(deviceCookieOf({ "__Host-bw_device": "a" }, false)).toBeUndefined();
  });
});
