/** Name of the hidden field that carries the CSRF token in every account form. */
export const CSRF_FIELD_NAME = "csrf_token";
