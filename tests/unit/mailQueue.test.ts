import { EventEmitter } from "node:events";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { createMailQueue } from "../../legacy/mail/mailQueue.ts";

/** A reply whose answer goes out when the test says so: its raw response emits "close". */
function pendingReply() {
  const raw = new EventEmitter();
  return { reply: { raw } as unknown as FastifyReply, answered: () => raw.emit("close") };
}

const log = () => ({ error: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };
/** Past the queue runner's next round (RUN_AFTER_MS): what the queue scheduled has run. */
const RUN_AFTER_MS = 5;
const turn = () => new Promise((resolve) => setTimeout(resolve, RUN_AFTER_MS * 4));

describe("the stand-in's mail queue", () => {
  it("sends nothing before the request's answer has gone, and sends it after", async () => {
    const queue = createMailQueue({ runAfterMs: RUN_AFTER_MS });
    const sent: string[] = [];
    const { reply, answered } = pendingReply();
    queue.afterAnswer(reply, log(), () => sent.push("reset"));
    await turn();
    expect(sent).toEqual([]);
    answered();
    expect(sent).toEqual([]);
    await turn();
    expect(sent).toEqual(["reset"]);
  });

  it("sends in the order the requests asked, even when a later answer goes out first", async () => {
    const queue = createMailQueue({ runAfterMs: RUN_AFTER_MS });
    const sent: string[] = [];
    const first = pendingReply();
    const second = pendingReply();
    queue.afterAnswer(first.reply, log(), () => sent.push("first"));
    queue.afterAnswer(second.reply, log(), () => sent.push("second"));
    second.answered();
    await turn();
    expect(sent).toEqual([]);
    first.answered();
    await turn();
    expect(sent).toEqual(["first", "second"]);
  });

  it("logs a sending that fails with its request's logger and goes on with the next", async () => {
    const queue = createMailQueue({ runAfterMs: RUN_AFTER_MS });
    const failing = log();
    const sent: string[] = [];
    const a = pendingReply();
    const b = pendingReply();
    queue.afterAnswer(a.reply, failing, () => {
      throw new Error("disk full");
    });
    queue.afterAnswer(b.reply, log(), () => sent.push("next"));
    a.answered();
    b.answered();
    await turn();
    expect(failing.error).toHaveBeenCalledWith(expect.objectContaining({ event: "mail" }), "email not sent");
    expect(sent).toEqual(["next"]);
  });

  it("at close sends what is queued, and drops what comes after with a warning", async () => {
    const queue = createMailQueue({ runAfterMs: RUN_AFTER_MS });
    const sent: string[] = [];
    queue.afterAnswer(pendingReply().reply, log(), () => sent.push("queued"));
    queue.close();
    expect(sent).toEqual(["queued"]);
    const late = log();
    const { reply, answered } = pendingReply();
    queue.afterAnswer(reply, late, () => sent.push("late"));
    answered();
    await turn();
    expect(sent).toEqual(["queued"]);
    expect(late.warn).toHaveBeenCalledOnce();
  });
});
