import type { FormState } from "../../content/pageShapes.ts";

export function freshForm(csrfToken: string): FormState {
  return { csrfToken, values: {}, fieldErrors: {} };
}
