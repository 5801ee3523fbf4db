/**
 * An integrator's program, written against the account API's OpenAPI document alone: its types
 * are generated from the served document by openapi-typescript (tests/http/accounts/integrator.test.ts
 * writes them to a temporary folder, which this folder's tsconfig.json maps
 * "braveweb-account-api" to), its calls made with openapi-fetch on Node's own fetch. It keeps
 * cookies as a server-side client with a cookie jar does, and records every answer it gets so
 * the test can judge them against the document.
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { components, paths } from "braveweb-account-api";

type Schemas = components["schemas"];

export interface Observation {
  name: string;
  method: string;
  path: string;
  status: number;
  headers: Headers;
  body: string;
}

export interface IntegratorOptions {
  baseUrl: string;
  /** A solved bot check (Turnstile's test token, when the site runs on a test secret). */
  captchaToken: string;
  /** A name nobody has yet, for the member this run signs up. */
  newUsername: string;
  /** A username nobody has, which a stranger guesses passwords for. */
  strangerTarget: string;
  /** How large a body the run sends to be refused as too large. */
  oversizedBytes: number;
}

/** The cookies the API sets, sent back on the next requests as a browser would. */
function cookieJar(): Middleware {
  const cookies = new Map<string, string>();
  return {
    onRequest({ request }) {
      if (cookies.size > 0) request.headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return response;
    },
  };
}

/** What the program learnt from the typed answers, as an integrator's code would use them. */
export interface Facts {
  /** Where to send the new member after sign-up. */
  signUpRedirect: URL | null;
  /** Where to send a member after login, and their publisher id. */
  loginRedirect: URL | null;
  loginPub: string | null;
  /** What to tell a visitor whose password was wrong. */
  wrongPasswordMessage: string | null;
  /** Whether the first refusal past the strangers' allowance asked for the bot check. */
  botCheckAsked: boolean;
  /** How long the pause after that lasts, by its Retry-After. */
  pauseSeconds: number | null;
}

export async function runIntegrator(options: IntegratorOptions): Promise<{ observations: Observation[]; facts: Facts }> {
  const observations: Observation[] = [];
  const facts: Facts = { signUpRedirect: null, loginRedirect: null, loginPub: null, wrongPasswordMessage: null, botCheckAsked: false, pauseSeconds: null };
  let step = "";
  const record = async (name: string, method: string, path: string, response: Response) => {
    observations.push({ name, method, path, status: response.status, headers: response.headers, body: await response.clone().text() });
  };
  const api = createClient<paths>({ baseUrl: options.baseUrl });
  api.use(cookieJar(), {
    async onResponse({ request, response }) {
      await record(step, request.method, new URL(request.url).pathname, response);
      return response;
    },
  });
  const named = <T>(name: string, call: () => Promise<T>): Promise<T> => {
    step = name;
    return call();
  };
  const headers = { "X-Requested-With": "braveweb-integrator" };

  // A new member: is the name free, sign up, and the name is taken.
  const username = options.newUsername;
  const password = "open-sesame-22";
  await named("username free", () => api.GET("/api/v1/username-availability", { params: { query: { username }, header: headers } }));
  const member = {
    full_name: "Ada Park",
    email: `${username}@example.com`,
    username,
    password,
    password_validation: password,
    "cf-turnstile-response": options.captchaToken,
  };
  const signedUp = await named("sign up", () => api.POST("/api/v1/register", { body: member }));
  // Where to send the new member: a path on the site or an absolute URL.
  if (signedUp.data) facts.signUpRedirect = new URL(signedUp.data.redirect, options.baseUrl);
  // The member's own client, which holds the device cookie of its sign-up, fails five times:
  // the member API locks the account, even for the right password.
  for (let i = 1; i <= 5; i++) await named(`own failure ${i}`, () => api.POST("/api/v1/login", { body: { userid: username, password: `wrong-${i}` } }));
  await named("locked", () => api.POST("/api/v1/login", { body: { userid: username, password } }));

  await named("username taken", () => api.GET("/api/v1/username-availability", { params: { query: { username }, header: headers } }));
  await named("sign up again", () => api.POST("/api/v1/register", { body: member }));
  await named("sign up with an invalid username", () => api.POST("/api/v1/register", { body: { ...member, username: "ada@park" } }));

  // Logins: right, wrong, from a form, a member whose password was kept the old way.
  const loggedIn = await named("log in", () => api.POST("/api/v1/login", { body: { userid: "demo", password: "demo-pass-2026", rememberme: true } }));
  if (loggedIn.data) {
    const success: Schemas["LoginSuccess"] = loggedIn.data;
    facts.loginRedirect = new URL(success.redirect, options.baseUrl);
    facts.loginPub = success.pub ?? null;
  }
  const wrong = await named("wrong password", () => api.POST("/api/v1/login", { body: { userid: "demo", password: "not-the-password" } }));
  if (wrong.error?.reason === "AUTHENTICATION_FAILED") facts.wrongPasswordMessage = wrong.error.message;
  await named("log in from a form", () =>
    api.POST("/api/v1/login", {
      body: { userid: "demo", password: "demo-pass-2026", rememberme: "1" },
      params: { header: headers },
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
  await named("form without X-Requested-With", () =>
    api.POST("/api/v1/login", { body: { userid: "demo", password: "demo-pass-2026" }, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
  );
  await named("security upgrade", () => api.POST("/api/v1/login", { body: { userid: "oldtimer", password: "oldtimer-pass" } }));
  await named("lost password", () => api.POST("/api/v1/lostpassword", { body: { email: member.email } }));

  // A stranger guessing: three failures, then the bot check, then a pause.
  const guess = (n: number, token?: string) =>
    api.POST("/api/v1/login", { body: { userid: options.strangerTarget, password: `guess-${n}`, ...(token ? { "cf-turnstile-response": token } : {}) } });
  for (let i = 1; i <= 3; i++) await named(`stranger failure ${i}`, () => guess(i));
  const gated = await named("gated: bot check needed", () => guess(4));
  facts.botCheckAsked = gated.error?.reason === "CAPTCHA_REQUIRED" && gated.error.captchaRequired === true;
  await named("gated: failure with the bot check", () => guess(4, options.captchaToken));
  const paused = await named("gated: paused", () => guess(5, options.captchaToken));
  if (paused.error?.reason === "RATE_LIMITED") facts.pauseSeconds = Number(paused.response.headers.get("Retry-After"));

  // Checking names in a hurry: past the limit, 429.
  for (let i = 1; i <= 10; i++) {
    const { response } = await named(`username check ${i}`, () =>
      api.GET("/api/v1/username-availability", { params: { query: { username: `${username}${i}` }, header: headers } }),
    );
    if (response.status === 429) break;
  }

  // What a generated client cannot send by mistake, sent on purpose with fetch.
  const raw = async (name: string, method: string, path: string, init: RequestInit = {}) => {
    try {
      await record(name, method, path, await fetch(new URL(path, options.baseUrl), { method, ...init }));
    } catch (error) {
      observations.push({ name, method, path, status: 0, headers: new Headers(), body: String((error as Error).cause ?? error) });
    }
  };
  await raw("bad JSON", "POST", "/api/v1/login", { headers: { "content-type": "application/json" }, body: '{"userid": "demo", ' });
  await raw("wrong content type", "POST", "/api/v1/login", { headers: { "content-type": "text/plain", ...headers }, body: "userid=demo" });
  await raw("wrong method", "GET", "/api/v1/login", { headers });
  await raw("unknown path", "GET", "/api/v2/login", { headers });
  await raw("too large", "POST", "/api/v1/login", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userid: "demo", password: "x".repeat(options.oversizedBytes) }),
  });
  return { observations, facts };
}
