/** Whether a call that threw ran out of time (our signal, or undici's own timeouts). */
export function isTimeout(error: unknown): boolean {
  const err = error as { name?: string; code?: string };
  return err.name === "TimeoutError" || err.name === "AbortError" || err.code === "UND_ERR_HEADERS_TIMEOUT" || err.code === "UND_ERR_BODY_TIMEOUT";
}

/** One line for a call that threw: a timeout says how long we waited, anything else its code. */
export function failureReason(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`;
  const err = error as { name?: string; code?: string; message?: string };
  return `${err.code ?? err.name ?? "Error"}: ${err.message ?? String(error)}`;
}
