/** The legacy contract: HTTP 200 and `{status, response}`, whatever happened. */
export interface LegacyAnswer {
  status: "SUCCESS" | "ERROR";
  response: Record<string, string>;
}

export function succeed(response: Record<string, string> = {}): LegacyAnswer {
  return { status: "SUCCESS", response };
}

export function refuse(response: Record<string, string> = {}): LegacyAnswer {
  return { status: "ERROR", response };
}

/** Most refusals carry only a reason: a code (ACCOUNT_LOCKED) or a sentence to show as is. */
export function refuseWith(reason: string): LegacyAnswer {
  return refuse({ reason });
}
