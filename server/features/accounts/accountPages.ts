import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { namedFields } from "../../platform/http/namedFields.ts";
import { message } from "../../../content/messages.ts";
import { CARRIED_SHAPES, routeByName, routeHref, type PageRoute } from "../../../content/routes.ts";
import { freshForm } from "../../../views/forms/formState.ts";
import type { FormState } from "../../../content/pageShapes.ts";
import type { AccountFlow, AccountFlows } from "./accountFlows.ts";
import { ACCOUNT_ENDPOINTS } from "./accountEndpoints.ts";

/** The endpoints that are also form pages, at the route of the same name. */
const FORM_ENDPOINTS = ["login", "register", "lostpassword"] as const;
import { sendOutcomeHeaders, type AccountAction, type AccountOutcome } from "./accountAction.ts";
import { httpStatusOf } from "./flowResult.ts";
import { mountPrefix } from "../../platform/render/requestPageContext.ts";
import type { PageRenderer } from "../../platform/render/pageRenderer.ts";
import type { Csrf } from "../../platform/security/csrf.ts";
import type { CsrfRefusal } from "../../platform/security/csrfGuard.ts";
import type { RateLimitRefusal } from "../../platform/security/rateLimitGuard.ts";
import type { PageLoaders } from "../../platform/render/pageLoaders.ts";
import type { CheckoutCart } from "./checkoutCart.ts";
import type { CookiesCheck } from "../../shared/cookiesCheck.ts";

/** Fields a re-rendered form may show again; passwords are never among them. */
const KEPT_FIELDS = ["userid", "rememberme", "full_name", "email", "username"] as const;

/** Where the security-update page finds the address the email went to (signed, short-lived). */
const NOTICE_COOKIE = "bw_notice";

function keptValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of KEPT_FIELDS) {
    const value = body[field];
    if (typeof value === "string") values[field] = value.slice(0, 256);
  }
  return values;
}

/** What the account pages are made with. */
interface AccountPagesOptions {
  csrf: Csrf;
  /** Whether the browser keeps cookies, asked after a post that came without any. */
  cookiesCheck: Pick<CookiesCheck, "posted" | "through">;
  flows: AccountFlows;
  /** Runs a flow and hands the cart over (server/features/accounts/accountAction.ts); this file renders the outcome. */
  action: AccountAction;
  pages: PageRenderer;
  secureCookies: boolean;
  /** The cart carried to checkout: with one, the login and sign-up pages are the checkout page. */
  checkoutCart: CheckoutCart;
}

/** One post to one of the form pages. */
interface FormPost {
  req: FastifyRequest;
  reply: FastifyReply;
  route: PageRoute;
}

/** The data of the account pages: a fresh form (with this visitor's token), or the notice's address. */
function accountLoaders({ csrf, checkoutCart }: Pick<AccountPagesOptions, "csrf" | "checkoutCart">) {
  // A form without a token (current browsers, see server/platform/security/csrf.ts) is the same for every
  // visitor: the page is cached, by shared caches and the front cache alike (which tell such
  // browsers by their Fetch Metadata). One with a token is this visitor's alone.
  const freshFormPage = (req: FastifyRequest, reply: FastifyReply) => {
    const token = csrf.formToken(req, reply);
    return { data: { form: freshForm(token) }, uncacheable: token !== "" };
  };
  // A page naming a cart shows that cart's domains and prices as they are now: never kept.
  const checkoutFormPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = csrf.formToken(req, reply);
    const carried = await checkoutCart(req);
    return { data: { form: freshForm(token), checkoutCart: carried }, uncacheable: token !== "" || carried !== null };
  };
  return {
    login: checkoutFormPage,
    register: checkoutFormPage,
    lostpassword: freshFormPage,
    securityUpdate: (req: FastifyRequest) => {
      const raw = req.cookies[NOTICE_COOKIE];
      const unsigned = raw ? req.unsignCookie(raw) : null;
      return { data: { emailAddress: unsigned?.valid ? unsigned.value : null } };
    },
  } satisfies Pick<PageLoaders, "login" | "register" | "lostpassword" | "securityUpdate">;
}

/** How a form post is answered: on to where it leads, or the form again with what was typed and why. */
function formAnswers({ csrf, pages, secureCookies, checkoutCart, cookiesCheck }: Omit<AccountPagesOptions, "flows" | "action">) {
  /** The route's form page again, with what was typed and why it was refused: theirs alone, never cached. */
  async function renderForm({ req, reply, route }: FormPost, form: Omit<FormState, "csrfToken">, status: number) {
    // Still the checkout page when the post carried a cart: the refused form beside the cart.
    const carried = route.page === "lostpassword" ? {} : { checkoutCart: await checkoutCart(req) };
    return pages.sendRoute(req, reply, route, { data: { form: { ...form, csrfToken: csrf.formToken(req, reply) }, ...carried }, uncacheable: true, status });
  }

  /** The security update's notice: where the reset email went, kept for the page the visitor is sent to. */
  function toSecurityUpdate({ req, reply }: FormPost, emailAddress: string | undefined) {
    if (emailAddress) {
      reply.setCookie(NOTICE_COOKIE, emailAddress, { signed: true, httpOnly: true, sameSite: "lax", secure: secureCookies, path: "/", maxAge: 600 });
    }
    return reply.redirect(cookiesCheck.through(req, routeHref("security-update", { prefix: mountPrefix(req), query: req.carried }), "login"), 303);
  }

  /** A post's outcome as the visitor sees it: on to where it leads, or the form again with why. */
  async function answerPost(post: FormPost, body: Record<string, unknown>, outcome: AccountOutcome) {
    const { req, reply } = post;
    sendOutcomeHeaders(reply, outcome);
    const { result } = outcome;

    if (result.status === "SUCCESS" && result.redirect) return reply.redirect(cookiesCheck.through(req, result.redirect, "login"), 303);
    if (result.status === "SUCCESS") {
      return renderForm(post, { values: {}, fieldErrors: {}, alert: { tone: "success", text: result.message ?? "" } }, 200);
    }
    if (result.reason === "SECURITY_UPGRADE") return toSecurityUpdate(post, result.emailAddress);
    return renderForm(
      post,
      {
        values: keptValues(body),
        fieldErrors: result.fieldErrors ?? {},
        alert: { tone: "error", text: result.message ?? message("login.ERROR_UNEXPECTED") },
        captchaRequired: result.captchaRequired,
      },
      httpStatusOf(result),
    );
  }

  /** The "form" CSRF rule's refusals, as the form page (server/platform/security/csrfGuard.ts decides when). */
  const refusal =
    (route: PageRoute): CsrfRefusal =>
    (req, reply, { reason, body }) => {
      if (reason === "no-cookies") {
        const alert = { tone: "error", text: message("login.ERROR_COOKIES_REQUIRED") } as const;
        return renderForm({ req, reply, route }, { values: keptValues(body ?? {}), fieldErrors: {}, alert }, 400);
      }
      req.log.warn({ account: { action: route.name, outcome: "CSRF_REJECTED" } }, "form post refused");
      return renderForm({ req, reply, route }, { values: {}, fieldErrors: {}, alert: { tone: "error", text: message("form.ERROR_CROSS_SITE") } }, 403);
    };

  /** A post over the route's limit (server/platform/security/rateLimitGuard.ts): answered as one its flow refused, the mark of a cookieless post included. */
  const overLimit =
    (route: PageRoute, flow: AccountFlow): RateLimitRefusal =>
    (req, reply, state) => {
      cookiesCheck.posted(req, reply);
      const body = (req.body as Record<string, unknown> | undefined) ?? {};
      return answerPost({ req, reply, route }, body, { result: flow.overLimit(state), setCookies: [] });
    };

  return { renderForm, answerPost, refusal, overLimit };
}

/**
 * Login, sign-up and lost password as plain HTML form posts (post/redirect/get): they work
 * with JavaScript turned off. Invalid input and ERROR answers re-render the page with the
 * field errors, the docs/product.md §8 message and what was typed (never a password).
 */
export function createAccountPages(options: AccountPagesOptions) {
  const { flows, action, cookiesCheck } = options;
  // Each form page posts to the flow its endpoint runs, and spends what the endpoint declares.
  const forms = FORM_ENDPOINTS.map((endpoint) => [routeByName(endpoint), endpoint, ACCOUNT_ENDPOINTS[endpoint]] as const);
  const answers = formAnswers(options);

  async function handlePost(post: FormPost, flow: AccountFlow, body: Record<string, unknown>) {
    const { req, reply } = post;
    // A browser's first post may come before any cookie (its pages set none): the member API is
    // told cookies are kept, and the check after the post finds out (cookiesCheck.ts).
    const cookiesKept = cookiesCheck.posted(req, reply);
    const outcome = await action.run(flow, req, { body, carried: req.carried, captchaToken: body["cf-turnstile-response"], cookiesKept });
    return answers.answerPost(post, body, outcome);
  }

  /** The three form posts, in the site's plugin. */
  async function register(site: FastifyInstance): Promise<void> {
    // The forms post url-encoded bodies only; JSON or text here gets the site's 415 page.
    await site.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      await scope.register(formbody);
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      for (const [route, endpoint, { limit, budgets }] of forms) {
        const flow = flows[endpoint];
        const config = {
          csrf: "form",
          csrfRefusal: answers.refusal(route),
          limit,
          budgets,
          limitRefusal: answers.overLimit(route, flow),
          carries: CARRIED_SHAPES.account,
        } as const;
        typed.post(route.path, { schema: { body: namedFields.optional(), querystring: namedFields }, config }, (req, reply) =>
          handlePost({ req, reply, route }, flow, req.body ?? {}),
        );
      }
    });
  }

  /** The login page telling a visitor whose browser dropped the cookies of a login how to allow them. */
  const cookiesRefused = (req: FastifyRequest, reply: FastifyReply) =>
    answers.renderForm(
      { req, reply, route: routeByName("login") },
      { values: {}, fieldErrors: {}, alert: { tone: "error", text: message("login.ERROR_COOKIES_REQUIRED") } },
      400,
    );

  return { loaders: accountLoaders(options), register, cookiesRefused };
}
