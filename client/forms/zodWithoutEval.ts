import { config } from "zod/mini";

/**
 * Full zod builds its fastest object parsers with `new Function`, and first probes whether it
 * may by calling it, when an object schema is made. Our Content-Security-Policy has no
 * 'unsafe-eval', so that probe would be a CSP violation report on every page with a form. The
 * browser's forms use zod/mini (formSchemas.ts), whose objects are never compiled; this keeps
 * any zod object the browser makes on the interpreter too, which is plenty for a handful of
 * fields. Imported before any schema is made.
 */
config({ jitless: true });
