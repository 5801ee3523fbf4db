import type { FlowContext, FlowResult, FlowServices } from "./flowResult.ts";
import { loginFlow } from "./loginFlow.ts";
import { lostPasswordFlow } from "./lostPasswordFlow.ts";
import { registerFlow } from "./registerFlow.ts";
import { usernameFlow } from "./usernameFlow.ts";

export type Flow = (input: unknown, ctx: FlowContext) => Promise<FlowResult>;

export interface AccountFlows {
  login: Flow;
  register: Flow;
  lostPassword: Flow;
  usernameAvailability: Flow;
}

/** The four flows bound to the member API, as the page routes and the JSON API call them. */
export function createAccountFlows(services: FlowServices): AccountFlows {
  return {
    login: (input, ctx) => loginFlow(input, ctx, services),
    register: (input, ctx) => registerFlow(input, ctx, services),
    lostPassword: (input, ctx) => lostPasswordFlow(input, ctx, services),
    usernameAvailability: (input, ctx) => usernameFlow(input, ctx, services),
  };
}
