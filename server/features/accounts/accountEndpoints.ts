import { z } from "zod";
import { ACCOUNT_API, ACCOUNT_API_PREFIX, API_REASONS, REASONS, type AccountAnswer, type Reason } from "../../../content/accountContract.ts";
import { message } from "../../../content/messages.ts";

type MessageKey = Parameters<typeof message>[0];
import { loginSchema } from "../../../views/forms/loginSchema.ts";
import { lostPasswordSchema } from "../../../views/forms/lostPasswordSchema.ts";
import { registerSchema, usernameSchema } from "../../../views/forms/registerSchema.ts";
import type { LimitName } from "../../platform/security/limitsTable.ts";
import type { Flow, FlowServices } from "./flowResult.ts";
import { LOGIN_REASONS, loginFlow } from "./loginFlow.ts";
import { LOST_PASSWORD_REASONS, createLostPasswordFlow } from "./lostPasswordFlow.ts";
import { REGISTER_REASONS, registerFlow } from "./registerFlow.ts";
import { USERNAME_CHECK_REASONS, usernameFlow } from "./usernameFlow.ts";

/** A field of an answer besides `status` and `reason`. */
type AnswerField = Exclude<keyof AccountAnswer, "status" | "reason">;

/**
 * An account endpoint, declared once (docs/decisions.md, 22): its path, the flow it runs, the
 * limit each request spends and the budgets its flow may spend, what its SUCCESS carries, the
 * reasons its flow may give, and its OpenAPI words. The routes
 * (server/features/accounts/accountApiRoutes.ts), the flows' bindings
 * (server/features/accounts/accountFlows.ts), the form pages of the same names, the OpenAPI
 * document and its answers read it, and nothing else names an endpoint.
 */
export interface EndpointDeclaration {
  /** Where it answers, under the API's prefix; the browser's own calls take theirs from content/accountContract.ts's ACCOUNT_API. */
  path: `${typeof ACCOUNT_API_PREFIX}/${string}`;
  method: "post" | "get";
  /** Its flow, bound to the services; the form page of the same name (if any) runs the same one. */
  flow: (services: FlowServices) => Flow;
  /** Its name in the metrics and the logs' `account.action` (account_attempts_total's `action`). */
  action: string;
  /**
   * A SUCCESS signs a member in: beside the member API's session cookie the site sets its
   * signed-in flag, and hands the visitor's cart over to the member (docs/product.md §7
   * migrate_user, docs/decisions.md, 16).
   */
  signsIn: boolean;
  /** The per-address limit every request spends before its flow runs (docs/decisions.md, 17). */
  limit: LimitName;
  /** The limits the flow itself may spend by its outcome. */
  budgets: readonly LimitName[];
  /** The reasons the flow may answer with (declared beside each flow, which cannot give another). */
  reasons: readonly Reason[];
  /** The answers made from the member API's own: they relay whatever cookies it set with them. */
  fromMemberApi: ReadonlyArray<Reason | "SUCCESS">;
  success: {
    /** The fields it always carries, and those it carries when there is something to say. */
    always: readonly AnswerField[];
    sometimes: readonly AnswerField[];
    description: string;
    example: AccountAnswer;
  };
  openapi: {
    /** Its name inside the names of its schemas. */
    name: string;
    operationId: string;
    summary: string;
    description: string;
    /** The body's schema (the form's, shared with the browser); null for a query. */
    request: z.core.$ZodType | null;
    example: object | null;
    formExample: object | null;
    /** A SUCCESS sets the member's session and device cookies. */
    setsCookies: boolean;
    /** A value it refuses, to show its INVALID_INPUT with what the real rules say of it. */
    invalid: [z.core.$ZodType, object];
    /** The words of its UNEXPECTED and of its CAPTCHA_REQUIRED, as its flow gives them. */
    messages: { unexpected: MessageKey; captcha: MessageKey };
  };
}

export const ACCOUNT_ENDPOINTS = {
  login: {
    path: ACCOUNT_API.login,
    method: "post",
    flow: (services) => (input, ctx) => loginFlow(input, ctx, services),
    action: "login",
    signsIn: true,
    limit: "accountPosts",
    // server/features/accounts/loginGate.ts
    budgets: ["loginFailures", "usernameFailures", "deviceFailures", "globalLoginFailures"],
    reasons: LOGIN_REASONS,
    fromMemberApi: ["SUCCESS", "AUTHENTICATION_FAILED", "ACCOUNT_LOCKED", "COOKIES_REQUIRED", "SECURITY_UPGRADE", "SERVER_MESSAGE", "UNEXPECTED"],
    success: {
      always: ["message", "redirect"],
      sometimes: ["pub"],
      description: "Logged in: send the visitor to `redirect`",
      example: { status: "SUCCESS", message: message("login.SUCCESS"), redirect: "/members?braveui=1", pub: "10001" },
    },
    openapi: {
      name: "Login",
      operationId: "logIn",
      summary: "Log in",
      description:
        "Checks the username and password with the member API. SUCCESS sets the member's session cookie (see `memberSession`) and this site's device cookie, " +
        "and names where to send the visitor (`redirect`). Past a username's allowance of failures, the next attempt needs a solved bot check (`captchaRequired`) " +
        "or waits (429).",
      request: loginSchema,
      example: { userid: "demo", password: "demo-pass-2026", rememberme: true },
      formExample: { userid: "demo", password: "demo-pass-2026", rememberme: "1" },
      setsCookies: true,
      invalid: [loginSchema, { userid: "ada@example.com", password: "open-sesame" }],
      messages: { unexpected: "login.ERROR_UNEXPECTED", captcha: "login.ERROR_CAPTCHA_NEEDED" },
    },
  },
  register: {
    path: ACCOUNT_API.register,
    method: "post",
    flow: (services) => (input, ctx) => registerFlow(input, ctx, services),
    action: "register",
    signsIn: true,
    limit: "accountPosts",
    budgets: [],
    reasons: REGISTER_REASONS,
    fromMemberApi: ["SUCCESS", "USERNAME_TAKEN", "CAPTCHA_REQUIRED", "REJECTED", "UNEXPECTED"],
    success: {
      always: ["redirect"],
      sometimes: ["pub"],
      description: "Signed up and logged in: send the visitor to `redirect`",
      example: { status: "SUCCESS", redirect: "/members?braveui=1", pub: "10002" },
    },
    openapi: {
      name: "Register",
      operationId: "signUp",
      summary: "Sign up",
      description: "Creates a member. SUCCESS signs the new member in as a login does (session and device cookies) and names where to send them.",
      request: registerSchema,
      example: { full_name: "Ada Park", email: "ada@example.com", username: "adapark", password: "open-sesame", password_validation: "open-sesame" },
      formExample: { full_name: "Ada Park", email: "ada@example.com", username: "adapark", password: "open-sesame", password_validation: "open-sesame" },
      setsCookies: true,
      invalid: [
        registerSchema,
        { full_name: "Ada Park", email: "ada@example.com", username: "ada park", password: "open-sesame", password_validation: "open-sesame" },
      ],
      messages: { unexpected: "register.ERROR_DEFAULT", captcha: "register.ERROR_CAPTCHA_REQUIRED" },
    },
  },
  lostpassword: {
    path: ACCOUNT_API.lostpassword,
    method: "post",
    flow: createLostPasswordFlow,
    action: "lostpassword",
    signsIn: false,
    limit: "accountPosts",
    // server/features/accounts/lostPasswordFlow.ts
    budgets: ["resetRequests", "resetEmails"],
    reasons: LOST_PASSWORD_REASONS,
    fromMemberApi: ["SUCCESS", "COOKIES_REQUIRED", "UNEXPECTED"],
    success: {
      always: ["message"],
      sometimes: [],
      description: "The same answer whether or not the address has an account",
      example: { status: "SUCCESS", message: message("lostpassword.SENT") },
    },
    openapi: {
      name: "LostPassword",
      operationId: "requestPasswordReset",
      summary: "Request a password reset email",
      description: "Sends a reset link to the address if it has an account. SUCCESS gives the same message whether or not it has one.",
      request: lostPasswordSchema,
      example: { email: "ada@example.com" },
      formExample: { email: "ada@example.com" },
      setsCookies: false,
      invalid: [lostPasswordSchema, { email: "ada.example.com" }],
      messages: { unexpected: "login.ERROR_UNEXPECTED", captcha: "register.ERROR_CAPTCHA_REQUIRED" },
    },
  },
  usernameAvailability: {
    path: ACCOUNT_API.usernameAvailability,
    method: "get",
    flow: (services) => (query, ctx) => usernameFlow(query, ctx, services),
    action: "username-check",
    signsIn: false,
    limit: "usernameChecks",
    budgets: [],
    reasons: USERNAME_CHECK_REASONS,
    fromMemberApi: [],
    success: { always: [], sometimes: [], description: "Nobody has the username", example: { status: "SUCCESS" } },
    openapi: {
      name: "UsernameCheck",
      operationId: "checkUsername",
      summary: "Is a username free?",
      description: "SUCCESS when nobody has the username; 409 USERNAME_TAKEN when someone has.",
      request: null,
      example: null,
      formExample: null,
      setsCookies: false,
      invalid: [z.object({ username: usernameSchema }), { username: "ada park" }],
      messages: { unexpected: "register.ERROR_DEFAULT", captcha: "register.ERROR_CAPTCHA_REQUIRED" },
    },
  },
} as const satisfies Record<string, EndpointDeclaration>;

/** An account endpoint, by the name it is declared under. */
export type Endpoint = keyof typeof ACCOUNT_ENDPOINTS;

export const ENDPOINTS = Object.keys(ACCOUNT_ENDPOINTS) as Endpoint[];

/** What the checks every account request gets (`guarded`, server/features/accounts/accountFlows.ts) answer besides the flow. */
const GUARD_REASONS = ["RATE_LIMITED"] as const satisfies readonly Reason[];

/**
 * What each endpoint can answer besides SUCCESS, in the order of the contract's table
 * (REASON_STATUS): its flow's reasons, the per-address limit every account request meets, and
 * what the API answers itself. The OpenAPI document lists each endpoint's statuses and reasons
 * from this, and nothing else.
 */
export const ENDPOINT_REASONS = Object.fromEntries(
  ENDPOINTS.map((endpoint) => {
    const { reasons, method } = ACCOUNT_ENDPOINTS[endpoint];
    const given = new Set<Reason>([...reasons, ...GUARD_REASONS, ...API_REASONS[method]]);
    return [endpoint, REASONS.filter((reason) => given.has(reason))];
  }),
) as unknown as Readonly<Record<Endpoint, readonly Reason[]>>;
