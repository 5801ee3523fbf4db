import { config } from "zod";

/**
 * Zod builds its fastest parsers with `new Function`, and first probes whether it may by
 * calling it. Our Content-Security-Policy has no 'unsafe-eval', so that probe is a CSP
 * violation report on every page with a form. The browser checks a handful of fields; the
 * interpreter is plenty, and nothing is reported.
 */
config({ jitless: true });
