/**
 * Every visitor-facing message of the account flows, keyed as docs/product.md §8 keys them
 * (login.ERROR_{CODE}, ...) plus the validation texts of docs/product.md §5. The server, the browser and
 * the tests read them from here; texts the spec gives are quoted exactly.
 */
export const messages = {
  "login.SUCCESS": "Success! We are now sending you to the members page...",
  "login.ERROR_AUTHENTICATION_FAILED": "Your user name and password did not match. Please make sure that you have typed them correctly.",
  "login.ERROR_COOKIES_REQUIRED":
    "Your browser is not accepting cookies, and you need them to log in. " +
    "In Firefox, open Settings, then Privacy & Security, and under Cookies and Site Data allow cookies for this site. " +
    "In Chrome, open Settings, then Privacy and security, then Third-party cookies (or Cookies and other site data) and allow cookies, or add this site as allowed. " +
    "In Internet Explorer, open Internet Options, then the Privacy tab, and set the level to Medium. " +
    "Then reload this page and log in again. If it still fails, our Support Center can help.",
  "login.ERROR_ACCOUNT_LOCKED":
    "This account is temporarily locked due to excessive failed login attempts. The account will be unlocked again in 15 minutes. We apologize for any inconvenience.",
  "login.ERROR_UNEXPECTED": "An unexpected error occurred. Please try attempting the login process again by refreshing your browser and clearing your cookies.",
  // docs/product.md §5's words for a login sent without the bot check. Not shown any more: refreshing the
  // page hides the check again, so following them looped; the gate says why instead.
  "login.ERROR_SECURITY_ERROR": "Security error, please refresh the page and try again",
  // Why a login needs the bot check (our words): the widget is shown beside them.
  "login.ERROR_CAPTCHA_NEEDED":
    "Several logins to this username have failed recently, so we need to check that you are a person and not a program. Complete the check below (it may need only a moment, or a tick in a box), then press Log in again.",
  "login.ERROR_CAPTCHA_NEEDED_SITE_BUSY":
    "Many logins to our site are failing right now, so we need to check that you are a person and not a program. Complete the check below (it may need only a moment, or a tick in a box), then press Log in again.",
  "login.ERROR_CAPTCHA_FAILED": "The check did not confirm that you are a person. Please complete it again below, then press Log in again.",
  "login.ERROR_CAPTCHA_UNCONFIRMED":
    "We could not confirm the check with its provider just now. Please wait a minute, complete the check again, then press Log in again.",
  // docs/product.md §8 shows SECURITY_UPGRADE as a dialog without giving its words; these are ours.
  "login.SECURITY_UPGRADE":
    "We have upgraded how we protect passwords. To keep using your account, please set a new password with the link we have just emailed to you.",

  "register.ERROR_DEFAULT": "Something went wrong. Please refresh the page and try again later.",
  "register.ERROR_CAPTCHA_REQUIRED": "You must verify the captcha.",
  "register.ERROR_USERNAME_TAKEN": "This username has been taken, please try another",

  "validation.login.userid.required": "Your Username is required",
  "validation.login.userid.email": "You must login with your username",
  "validation.login.userid.invalid": "Invalid Username",
  "validation.login.password.required": "Your Password is required",
  "validation.login.password.invalid": "Invalid Password",
  // Our words: a form's checkbox sends "1" or nothing, so only a client that sends another value meets this.
  "validation.login.rememberme.invalid": "Invalid Remember Me",

  "validation.register.full_name.required": "Your full name is required",
  "validation.register.full_name.invalid": "Invalid name",
  "validation.register.email.required": "Email address is required",
  "validation.register.email.invalid": "Invalid email address",
  "validation.register.username.required": "Username is required",
  "validation.register.username.invalid": "Invalid username",
  "validation.register.password.required": "Password is required",
  "validation.register.password.invalid": "Invalid password",
  // docs/product.md §5 says the match check exists but does not show its text; these words are ours.
  "validation.register.password_validation.mismatch": "The two passwords do not match",

  "validation.lostpassword.email.required": "Your email address is required",
  "validation.lostpassword.email.invalid": "Invalid email address",

  "domain.ERROR_EMPTY": "Type the domain name you would like, for example yourname.com.",
  "domain.ERROR_INVALID": "That is not a domain name we can look up. Use letters, numbers and hyphens (up to 63 before the dot), like my-bakery.com.",
  "captcha.NEEDS_JAVASCRIPT": "The bot check needs JavaScript. Please turn JavaScript on for this site, then send the form again.",
  // docs/product.md §5 names the widget's codes but no words for them; these say what happened and what to do.
  "captcha.PROBLEM_NOT_LOADED":
    "The bot check could not load: your browser did not reach challenges.cloudflare.com. If a content or ad blocker is on, allow that address for this site; otherwise try another network (mobile data instead of Wi-Fi, say). Then press Try the check again.",
  "captcha.PROBLEM_FAILED":
    "The bot check ran into a problem and could not finish. Press Try the check again; if it keeps failing, allow challenges.cloudflare.com in your blockers, or use another browser or network.",
  "captcha.PROBLEM_NOT_CONFIGURED":
    "The bot check is not set up on our side, so this form cannot be sent just now. Please try again later, or ask our Support Center.",
  "captcha.NOT_READY":
    "The bot check has not finished yet, so the form was not sent. Wait for it below (answer it if it asks you something), then send the form again.",
  "captcha.NOT_WORKING": "The form was not sent: it needs the bot check, which is not working yet. The note beside the check says what to do.",
  "domain.ERROR_API_DOWN": "We could not check availability just now. Please try again in a minute.",
  "themes.ERROR_UNAVAILABLE": "The template gallery could not be loaded just now. Please try again in a minute.",
  "form.ERROR_INVALID_FIELDS": "Please correct the fields marked below.",
  // Our words: docs/product.md names no limits. They say what to do, and never which limit was met; the
  // wait is the Retry-After of the same answer, in words (waitInWords).
  "limits.ERROR_RATE_LIMITED": "Too many attempts from your connection in a short time. Please wait {wait}, then try again.",
  // A username's logins from new browsers, paused before the member API would lock the account.
  "limits.ERROR_USERNAME_PAUSED":
    "Too many logins to this username have failed recently, so to protect the account we have paused logins to it from browsers it has not been used in before. Please try again in {wait}. A browser you have logged in with before can still log in now.",
  "limits.ERROR_LOGINS_PAUSED":
    "Many logins to our site are failing right now, so for the moment we only accept logins from browsers that have logged in here before. Please try again in {wait}.",
  // Shown when a reset email to an address is held back; the same words as a sent one, on purpose.
  "lostpassword.SENT": "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.",
  // The domain cart's words (ours: docs/product.md has none). They say what happened and what to do next.
  "cart.ERROR_UNKNOWN_CART": "We could not find that cart. It may have been checked out already; add the domain again to start a new one.",
  "cart.ERROR_INVALID_DOMAIN": "That is not a domain we can add. Pick one from the search results.",
  "cart.ERROR_NOT_SOLD": "We do not sell domains with that extension.",
  "cart.ERROR_TAKEN": "Someone has registered that domain already. Try another extension.",
  "cart.ERROR_FULL": "Your cart is full: it holds at most 50 domains. Check out these first, then come back for more.",
  "cart.ERROR_NOT_IN_CART": "That domain is not in your cart (any more).",
  "cart.ERROR_UNREACHABLE": "We could not reach your cart just now. Nothing was changed; please try again in a minute.",
  "cart.ERROR_COOKIES_REQUIRED": "Your cart needs cookies. Please allow cookies for this site, then add the domain again.",
  // What the cart's status region says after a change made in place (client/islands/domainSearch.tsx).
  "cart.ADDED": "{domain} is in your cart. Total for the first year: {total}.",
  "cart.REMOVED": "{domain} is out of your cart. Total for the first year: {total}.",
  "cart.REMOVED_LAST": "{domain} is out of your cart. Your cart is empty now.",
  // Our words: a request shed because the server is overloaded (server/platform/operations/loadShedding.ts).
  "server.ERROR_BUSY": "We have more requests than we can answer just now. Please try again in {wait}.",
  "form.ERROR_CROSS_SITE": "This form was sent from another site or has expired. Please reload the page and try again.",

  // Our words for the JSON API's own refusals (docs/product.md has none): each says what to send instead.
  "api.ERROR_NOT_FOUND": "There is no endpoint at this address. The account API's endpoints are listed in its OpenAPI document, {document}.",
  "api.ERROR_METHOD_NOT_ALLOWED": "This endpoint does not answer that method. Use {methods} (the Allow header lists them).",
  "api.ERROR_BAD_JSON": "The body is not valid JSON. Send one JSON object of named fields.",
  "api.ERROR_NOT_AN_OBJECT": "The body must be one object of named fields (JSON or a form body), not a list, a string or a number.",
  "api.ERROR_BODY_TOO_LARGE": "The body is larger than the {limit} bytes an endpoint reads.",
  "api.ERROR_CONTENT_LENGTH": "The body's length did not match its Content-Length header.",
  "api.ERROR_BAD_REQUEST": "The request could not be read.",
  "api.ERROR_UNSUPPORTED_MEDIA_TYPE": "Send the body as {types} (a form body with an X-Requested-With header). The Accept-Post header lists them.",
  "api.ERROR_CROSS_SITE": "Send the request with an X-Requested-With header or a JSON body.",
  "api.ERROR_UNEXPECTED": "Something went wrong on our side.",
  // The field Core Web Vitals beacon's refusals (server/features/vitals/webVitalsBeacon.ts): only this site's pages send it.
  "vitals.ERROR_CROSS_SITE": "This endpoint takes the measurements of this site's own pages only.",
  "vitals.ERROR_MEDIA_TYPE": "Send the beacon as application/json (or text/plain holding JSON).",
  "vitals.ERROR_INVALID":
    "The body is not a beacon of this site's pages: a path, a device class (phone, tablet or desktop) and at most {max} metrics, each a finite number within its range, none twice.",

  // Each account field's rule in words, for the API's `details` beside docs/product.md §5's short texts
  // (which the forms show as they are); the bounds come from FIELD_LIMITS.
  "rule.type": "{field} must be one text value",
  "rule.userid": "a username (not an email address) of at most {max} characters, with no spaces or control characters",
  "rule.password": "a password has {min} to {max} characters",
  "rule.rememberme": 'Remember Me is true, 1, "1", "on" or "true" to keep the session, and false, 0, "0", "off" or "false" (or nothing) not to',
  "rule.password_validation": "repeat the password exactly ({min} to {max} characters)",
  "rule.full_name": "a name has {min} to {max} characters",
  "rule.email": "an email address has {min} to {max} characters, a name, one at-sign (@) and a domain with a dot, such as name@example.com, and no spaces",
  "rule.username": "a username has {min} to {max} characters, with no at-sign (@), spaces or control characters",

  // The hint under each account field (our words: docs/product.md §5 gives only the error texts), shown
  // before the visitor types; the bounds come from FIELD_LIMITS, as the schemas' do
  // (views/forms/fieldHints.ts).
  "hint.login.userid": "The username you signed up with, not your email address.",
  "hint.login.password": "Passwords have {min} to {max} characters.",
  "hint.register.full_name": "The name we address you by: {min} to {max} characters.",
  "hint.register.email": "We send your account’s emails here. For example, name@example.com.",
  "hint.register.username": "{min} to {max} characters, with no @ and no spaces. You log in with it.",
  "hint.register.password": "{min} to {max} characters.",
  "hint.register.password_validation": "Type the same password again.",
  "hint.lostpassword.email": "The email address on your account, for example name@example.com.",
} as const;

type MessageKey = keyof typeof messages;

/** A text with a `{name}` to fill in. */
type Template = `${string}{${string}}${string}`;
/** Keys whose text is shown as it is; the others go through messageWith, so no `{wait}` is ever shown. */
export type PlainKey = { [K in MessageKey]: (typeof messages)[K] extends Template ? never : K }[MessageKey];
type TemplateKey = Exclude<MessageKey, PlainKey>;

/** What the visitor reads beside a bot check that reported a docs/product.md §5 code; null for none. */
export function captchaProblem(code: string | null | undefined): PlainKey | null {
  if (!code) return null;
  if (code === "api-not-loaded") return "captcha.PROBLEM_NOT_LOADED";
  if (code === "sitekey-not-configured") return "captcha.PROBLEM_NOT_CONFIGURED";
  // render-error, element-not-found-retry, and the widget's own numeric codes.
  return "captcha.PROBLEM_FAILED";
}

export function message(key: PlainKey): string {
  return messages[key];
}

/** A text with its `{name}`s filled in. */
export function messageWith(key: TemplateKey, values: Readonly<Record<string, string | number>>): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * A Retry-After in words, never shorter than the header: "45 seconds", "2 minutes" for 61 s
 * (a visitor who waits that long is sure to be let in), hours past two of them.
 */
export function waitInWords(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, "second");
  if (whole <= 120 * 60) return plural(Math.ceil(whole / 60), "minute");
  return plural(Math.ceil(whole / 3600), "hour");
}
