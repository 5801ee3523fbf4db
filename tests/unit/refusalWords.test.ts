import { describe, expect, it } from "vitest";
import { messages, messageWith, waitInWords } from "../../content/messages.ts";

describe("a Retry-After in words", () => {
  it.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [59, "59 seconds"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [900, "15 minutes"],
    [3600, "60 minutes"],
    [7200, "120 minutes"],
    [7201, "3 hours"],
  ])("%d s reads %s: never less than the header says", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe("the texts with a wait in them", () => {
  it.each(["limits.ERROR_RATE_LIMITED", "limits.ERROR_USERNAME_PAUSED", "limits.ERROR_LOGINS_PAUSED", "server.ERROR_BUSY"] as const)(
    "%s names the wait it is given, and nothing is left unfilled",
    (key) => {
      expect(messages[key]).toContain("{wait}");
      const text = messageWith(key, { wait: waitInWords(60) });
      expect(text).toContain(" 1 minute");
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toMatch(/a few|a minute\b/);
    },
  );
});
