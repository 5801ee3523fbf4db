import type { Dispatcher } from "undici";
import { failureReason } from "./failureReason.ts";

/**
 * An upstream answer's body read whole, or why not: past `maxBytes` (a proxy never holds more
 * than its cap of one answer), or cut off (the reason names the failure).
 */
export async function readCappedBody(res: Dispatcher.ResponseData, maxBytes: number, timeoutMs: number): Promise<Buffer | { reason: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Leaving the loop destroys the body, which closes the connection mid-answer.
      if (size > maxBytes) return { reason: "too large" };
      chunks.push(chunk);
    }
  } catch (error) {
    return { reason: `cut off: ${failureReason(error, timeoutMs)}` };
  }
  return Buffer.concat(chunks);
}
