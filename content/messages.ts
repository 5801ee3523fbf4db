/**
 * Every visitor-facing message of the account flows, keyed as SPEC §8 keys them
 * (login.ERROR_{CODE}, ...) plus the validation texts of SPEC §5. The server, the browser and
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
  "login.ERROR_SECURITY_ERROR": "Security error, please refresh the page and try again",
  // SPEC §8 shows SECURITY_UPGRADE as a dialog without giving its words; these are ours.
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

  "validation.register.full_name.required": "Your full name is required",
  "validation.register.full_name.invalid": "Invalid name",
  "validation.register.email.required": "Email address is required",
  "validation.register.email.invalid": "Invalid email address",
  "validation.register.username.required": "Username is required",
  "validation.register.username.invalid": "Invalid username",
  "validation.register.password.required": "Password is required",
  "validation.register.password.invalid": "Invalid password",
  // SPEC §5 says the match check exists but does not show its text; these words are ours.
  "validation.register.password_validation.mismatch": "The two passwords do not match",

  "validation.lostpassword.email.required": "Your email address is required",
  "validation.lostpassword.email.invalid": "Invalid email address",

  "domain.ERROR_EMPTY": "Type the domain name you would like, for example yourname.com.",
  "domain.ERROR_INVALID": "That is not a domain name we can look up. Use letters, numbers and hyphens (up to 63 before the dot), like my-bakery.com.",
  "captcha.NEEDS_JAVASCRIPT": "The bot check needs JavaScript. Please turn JavaScript on for this site, then reload the page.",
  "domain.ERROR_API_DOWN": "We could not check availability just now. Please try again in a minute.",
  "themes.ERROR_UNAVAILABLE": "The template gallery could not be loaded just now. Please try again in a minute.",
  "form.ERROR_INVALID_FIELDS": "Please correct the fields marked below.",
  // Our words: SPEC.md names no limits. They say what to do, and never which limit was met.
  "limits.ERROR_RATE_LIMITED": "Too many attempts from your connection in a short time. Please wait a few minutes, then try again.",
  // Shown when a reset email to an address is held back; the same words as a sent one, on purpose.
  "lostpassword.SENT": "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.",
  // The domain cart's words (ours: SPEC.md has none). They say what happened and what to do next.
  "cart.ERROR_UNKNOWN_CART": "We could not find that cart. It may have been checked out already; add the domain again to start a new one.",
  "cart.ERROR_INVALID_DOMAIN": "That is not a domain we can add. Pick one from the search results.",
  "cart.ERROR_NOT_SOLD": "We do not sell domains with that extension.",
  "cart.ERROR_TAKEN": "Someone has registered that domain already. Try another extension.",
  "cart.ERROR_FULL": "Your cart is full: it holds at most 50 domains. Check out these first, then come back for more.",
  "cart.ERROR_NOT_IN_CART": "That domain is not in your cart (any more).",
  "cart.ERROR_UNREACHABLE": "We could not reach your cart just now. Nothing was changed; please try again in a minute.",
  "cart.ERROR_COOKIES_REQUIRED": "Your cart needs cookies. Please allow cookies for this site, then add the domain again.",
  // Our words: a request shed because the server is overloaded (server/operations/loadShedding.ts).
  "server.ERROR_BUSY": "We have more requests than we can answer just now. Please try again in a few seconds.",
  "form.ERROR_CROSS_SITE": "This form was sent from another site or has expired. Please reload the page and try again.",
} as const;

export type MessageKey = keyof typeof messages;

export function message(key: MessageKey): string {
  return messages[key];
}
