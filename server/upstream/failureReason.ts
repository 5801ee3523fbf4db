/** One line for a call that threw: a timeout says how long we waited, anything else its code. */
export function failureReason(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; code?: string; message?: string };
  if (err.name === "TimeoutError" || err.name === "AbortError" || err.code === "UND_ERR_HEADERS_TIMEOUT" || err.code === "UND_ERR_BODY_TIMEOUT") {
    return `no answer within ${timeoutMs} ms`;
  }
  return `${err.code ?? err.name ?? "Error"}: ${err.message ?? String(error)}`;
}
