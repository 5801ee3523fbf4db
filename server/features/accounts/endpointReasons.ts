import { API_REASONS, REASONS, type Endpoint, type Reason } from "../../../content/accountContract.ts";
import { GUARD_REASONS } from "./accountFlows.ts";
import { LOGIN_REASONS } from "./loginFlow.ts";
import { LOST_PASSWORD_REASONS } from "./lostPasswordFlow.ts";
import { REGISTER_REASONS } from "./registerFlow.ts";
import { USERNAME_CHECK_REASONS } from "./usernameFlow.ts";

/** The reasons of these lists, once each, in the order of the contract's table (REASON_STATUS). */
function inTableOrder(...lists: ReadonlyArray<readonly Reason[]>): readonly Reason[] {
  const given = new Set(lists.flat());
  return REASONS.filter((reason) => given.has(reason));
}

/**
 * What each endpoint of the account API can answer besides SUCCESS: its flow's reasons (declared
 * beside each flow, which cannot give another), the per-address limit every account request
 * meets (server/features/accounts/accountFlows.ts), and what the API answers itself. The OpenAPI document
 * lists each endpoint's statuses and reasons from this, and nothing else.
 */
export const ENDPOINT_REASONS: Readonly<Record<Endpoint, readonly Reason[]>> = {
  login: inTableOrder(LOGIN_REASONS, GUARD_REASONS, API_REASONS.post),
  register: inTableOrder(REGISTER_REASONS, GUARD_REASONS, API_REASONS.post),
  lostpassword: inTableOrder(LOST_PASSWORD_REASONS, GUARD_REASONS, API_REASONS.post),
  usernameAvailability: inTableOrder(USERNAME_CHECK_REASONS, GUARD_REASONS, API_REASONS.get),
};
