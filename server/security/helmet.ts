import type { FastifyHelmetOptions } from "@fastify/helmet";

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
export function helmetOptions({ captcha, formActionHosts, assetOrigins = [] }: SecurityOptions): FastifyHelmetOptions {
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
