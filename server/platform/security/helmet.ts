import helmet, { type HelmetOptions } from "helmet";

/** Cloudflare Turnstile serves its script and its challenge frame from this origin. */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

export interface SecurityOptions {
  /** A captcha is configured: its origin may run scripts and frames. */
  captcha: boolean;
  /** Hosts a form post may be redirected to besides our own: ALLOWED_REDIRECT_HOSTS, as the redirect rule. */
  formActionHosts: readonly string[];
  /** The template asset host, when it is not served through this site: screenshots and previews. */
  assetOrigins?: readonly string[];
}

/**
 * A strict Content-Security-Policy without nonces: no page has executable inline script, so
 * 'self' (plus the captcha origin when configured) is all script-src needs, and a rendered
 * page is the same for every visitor, which lets it be cached.
 */
function helmetOptions({ captcha, formActionHosts, assetOrigins = [] }: SecurityOptions): HelmetOptions {
  const captchaOrigins = captcha ? [TURNSTILE_ORIGIN] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...captchaOrigins],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", ...assetOrigins],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": ["'self'", ...captchaOrigins, ...assetOrigins],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'self'"],
        // Chrome checks form-action against the redirect after a post, so the allowed redirect hosts are listed.
        "form-action": ["'self'", ...formActionHosts],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers for these options, worked out once. Every answer gets the same set (the
 * policy has no per-request part, such as a nonce), so the site sets them from this table in
 * one hook; the Fastify plugin rebuilt Helmet, parsing the policy, for every request.
 */
export function securityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(options))({} as never, response as never, () => {});
  return Object.freeze(headers);
}
