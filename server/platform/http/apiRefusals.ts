import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ACCEPTED_MEDIA_TYPES,
  ACCOUNT_API,
  API_ROOT,
  REASON_STATUS,
  REQUEST_BODY_LIMIT_BYTES,
  isApiUrl,
  type AccountAnswer,
  type AnswerDetail,
  type Reason,
} from "../../../content/accountContract.ts";
import { message, messageWith } from "../../../content/messages.ts";
import { clientErrorForLog } from "../logging/logger.ts";

/**
 * The answers of every /api path that no handler of its own answers (docs/decisions.md, 6): a
 * path that does not exist, a method a path lacks, a body that cannot be read, a fault of ours.
 * All are JSON in the account contract's shape, with messages of our own: never the site's
 * HTML pages, never Fastify's or the validator's words.
 */

/** One refusal in the contract's shape; its status is the reason's (REASON_STATUS). */
export function sendApiRefusal(reply: FastifyReply, reason: Reason, text: string, details?: AnswerDetail[]): FastifyReply {
  const answer: AccountAnswer = { status: "ERROR", reason, message: text, ...(details ? { details } : {}) };
  return reply.code(REASON_STATUS[reason]).header("cache-control", "no-store").send(answer);
}

export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return sendApiRefusal(reply, "NOT_FOUND", messageWith("api.ERROR_NOT_FOUND", { document: ACCOUNT_API.openapi }));
}

const pathOf = (url: string) => {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/**
 * Fastify's `rewriteUrl`: an /api path with trailing slashes is answered as the path without
 * them. Not a 308 to it: Python's urllib does not follow a redirected POST (it raises), curl
 * follows nothing without -L, and a redirected POST sends its body twice; answered in place,
 * every client gets the endpoint's real answer at once, while logs and metrics still name one
 * path. Other paths are left alone (the pages redirect a trailing slash away, docs/product.md §2).
 */
export function canonicalApiUrl(url: string): string {
  if (!isApiUrl(url)) return url;
  const path = pathOf(url);
  let end = path.length;
  while (end > API_ROOT.length && path.charAt(end - 1) === "/") end--;
  return end === path.length ? url : path.slice(0, end) + url.slice(path.length);
}

/**
 * Answers, before any body is read (docs/decisions.md, 18), an /api request that matched no
 * route: 405 with `Allow` when the path has other methods, 404 otherwise. `Allow` is read off
 * the router itself, for every method some route of the server registered, so a route added
 * tomorrow is in it without a list to keep. Registered after the CSRF guard, whose refusal of
 * a cross-site browser's post comes first wherever it is sent.
 */
export function registerApiRefusals(app: FastifyInstance): void {
  const methods = new Set<string>();
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) methods.add(method);
  });
  const allowedAt = (path: string) => [...methods].filter((method) => app.findRoute({ method, url: path }) !== null).sort();

  app.addHook("onRequest", async (req, reply) => {
    if (!req.is404 || !isApiUrl(req.url)) return;
    const allowed = allowedAt(pathOf(req.url));
    if (allowed.length === 0) return sendApiNotFound(reply);
    reply.header("allow", allowed.join(", "));
    return sendApiRefusal(reply, "METHOD_NOT_ALLOWED", messageWith("api.ERROR_METHOD_NOT_ALLOWED", { methods: allowed.join(" or ") }));
  });
}

/** A Fastify error's code and status, when it has them. */
function codeAndStatus(error: unknown): { code: string | undefined; status: number } {
  const { code, statusCode } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; statusCode?: unknown };
  return { code: typeof code === "string" ? code : undefined, status: typeof statusCode === "number" ? statusCode : 500 };
}

/** A request's part that could not be read, with its rule and our words for it. */
function refusalOf(code: string | undefined): { reason: Reason; text: string; detail?: Omit<AnswerDetail, "message"> } {
  switch (code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        reason: "UNSUPPORTED_MEDIA_TYPE",
        text: messageWith("api.ERROR_UNSUPPORTED_MEDIA_TYPE", { types: ACCEPTED_MEDIA_TYPES.join(" or ") }),
        detail: { field: "content-type", rule: "media_type" },
      };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        reason: "BODY_TOO_LARGE",
        text: messageWith("api.ERROR_BODY_TOO_LARGE", { limit: REQUEST_BODY_LIMIT_BYTES }),
        detail: { field: "body", rule: "too_long" },
      };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { reason: "BAD_REQUEST", text: message("api.ERROR_BAD_JSON"), detail: { field: "body", rule: "json" } };
    // The route's schema: a body that is not an object of named fields (namedFields.ts).
    case "FST_ERR_VALIDATION":
      return { reason: "BAD_REQUEST", text: message("api.ERROR_NOT_AN_OBJECT"), detail: { field: "body", rule: "object" } };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { reason: "BAD_REQUEST", text: message("api.ERROR_CONTENT_LENGTH") };
    default:
      return { reason: "BAD_REQUEST", text: message("api.ERROR_BAD_REQUEST") };
  }
}

/** The error handler's answer on /api: a request we cannot use is a 4xx in our words; anything else is our fault, logged. */
export function sendApiError(req: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { code, status } = codeAndStatus(error);
  if (status >= 500) {
    req.log.error({ err: error }, "API request failed");
    return sendApiRefusal(reply, "UNEXPECTED", message("api.ERROR_UNEXPECTED"));
  }
  // The client's mistake: one line at info, no stack.
  req.log.info({ clientError: clientErrorForLog(error) }, "unreadable API request");
  const { reason, text, detail } = refusalOf(code);
  if (reason === "UNSUPPORTED_MEDIA_TYPE") reply.header("accept-post", ACCEPTED_MEDIA_TYPES.join(", "));
  return sendApiRefusal(reply, reason, text, detail ? [{ ...detail, message: text }] : undefined);
}
