import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { captchaProblem, message } from "../../content/messages.ts";
import { fieldErrorsOf } from "../../views/forms/fieldErrors.ts";
import type { FormState } from "../../content/pageShapes.ts";
import type { AccountFormKind } from "../../content/pageShapes.ts";
import type { LinkScope } from "../../content/pageShapes.ts";
import { FORM_SCHEMAS, usernameSchema } from "./formSchemas.ts";
import { checkUsername, submitAccountForm, type AccountAnswer } from "./accountApi.ts";
import { sanitizeHtml } from "./sanitizeHtml.ts";

const USERNAME_DEBOUNCE_MS = 400;

export interface AccountFormOutcome {
  onSuccess: (answer: AccountAnswer) => void;
  onSecurityUpgrade: (emailAddress: string | undefined) => void;
}

/**
 * What the form shows, disabled or not. FormData leaves out disabled controls, and while a form
 * is sending its fieldset is disabled: a field judged then (the one left as it was disabled)
 * would read as empty and say that it is required.
 */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of Array.from(form.elements)) {
    if (!(control instanceof HTMLInputElement) || !control.name) continue;
    if ((control.type === "checkbox" || control.type === "radio") && !control.checked) continue;
    values[control.name] = control.value;
  }
  return values;
}

const TYPED_FIELDS = "input:not([type=hidden]):not([type=checkbox])";

/**
 * Where focus goes once a sent form is usable again, or an invalid one is marked: the first
 * field marked invalid, else the first one left empty (the password a failed attempt cleared),
 * else the submit button it came from. Never the page, which would drop a keyboard user at the top.
 */
function focusTargetOf(formElement: HTMLFormElement): HTMLElement | null {
  const typed = Array.from(formElement.querySelectorAll<HTMLInputElement>(TYPED_FIELDS));
  return (
    formElement.querySelector<HTMLElement>("[aria-invalid=true]") ??
    typed.find((field) => field.value === "") ??
    formElement.querySelector<HTMLElement>("button[type=submit]")
  );
}

/** The docs/product.md §8 text for an ERROR answer of this form. */
function errorText(kind: AccountFormKind, answer: AccountAnswer): { text: string; html?: string } {
  if (kind === "register") {
    // docs/product.md §8: the server's reason is shown (as sanitized HTML), with a default.
    const text = answer.reason === "UNEXPECTED" || !answer.message ? message("register.ERROR_DEFAULT") : answer.message;
    return { text, html: sanitizeHtml(text) };
  }
  return { text: answer.message ?? message("login.ERROR_UNEXPECTED") };
}

/**
 * docs/product.md §4 form states: idle, validated, sending (inputs and buttons disabled), back to idle
 * on failure or on to the next address on success; a field shows its error once touched.
 */
export function useAccountForm(kind: AccountFormKind, initial: FormState, scope: LinkScope, outcome: AccountFormOutcome, captchaRequired: boolean) {
  const [form, setForm] = useState<FormState>(initial);
  const [sending, setSending] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [needsCaptcha, setNeedsCaptcha] = useState(captchaRequired);
  const touched = useRef(new Set<string>(Object.keys(initial.fieldErrors)));
  const usernameCheck = useRef<{ timer?: number; controller?: AbortController }>({});

  const validate = useCallback(
    (formElement: HTMLFormElement, only?: Set<string>) => {
      const result = FORM_SCHEMAS[kind].safeParse(valuesOf(formElement));
      const errors = result.success ? {} : fieldErrorsOf(result.error);
      setForm((current) => {
        const fieldErrors = { ...current.fieldErrors };
        for (const name of only ?? new Set([...Object.keys(fieldErrors), ...Object.keys(errors)])) {
          // A taken username stays taken until the name changes.
          if (name === "username" && current.fieldErrors.username === message("register.ERROR_USERNAME_TAKEN") && !errors.username) continue;
          fieldErrors[name] = errors[name];
        }
        return { ...current, fieldErrors };
      });
      return errors;
    },
    [kind],
  );

  const scheduleUsernameCheck = useCallback((value: string) => {
    const pending = usernameCheck.current;
    window.clearTimeout(pending.timer);
    pending.controller?.abort();
    if (!usernameSchema.safeParse(value).success) {
      setForm((f) => ({ ...f, fieldStatus: { ...f.fieldStatus, username: undefined } }));
      return;
    }
    setForm((f) => ({ ...f, fieldStatus: { ...f.fieldStatus, username: "pending" } }));
    const checkNow = async () => {
      const controller = new AbortController();
      pending.controller = controller;
      const answer = await checkUsername(value.trim(), controller.signal);
      if (controller.signal.aborted) return;
      setForm((f) => ({
        ...f,
        fieldStatus: { ...f.fieldStatus, username: undefined },
        fieldErrors: {
          ...f.fieldErrors,
          username:
            answer.reason === "USERNAME_TAKEN"
              ? message("register.ERROR_USERNAME_TAKEN")
              : f.fieldErrors.username === message("register.ERROR_USERNAME_TAKEN")
                ? undefined
                : f.fieldErrors.username,
        },
      }));
      if (answer.reason === "USERNAME_TAKEN") touched.current.add("username");
    };
    pending.timer = window.setTimeout(() => void checkNow(), USERNAME_DEBOUNCE_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(usernameCheck.current.timer), []);

  // The widget's codes are logged by the captcha module; the form remembers the last one so
  // the page can expose it (data-captcha-code) to tests and support staff.
  const [captchaCode, setCaptchaCode] = useState<string | null>(null);
  const reportCaptchaCode = useCallback((code: string) => setCaptchaCode(code), []);
  const receiveCaptchaToken = useCallback((token: string | null) => {
    setCaptchaToken(token);
    // A token means the check works after all (the widget recovered, or a retry loaded it).
    if (token) setCaptchaCode(null);
  }, []);
  const retryCaptcha = useCallback(() => {
    setCaptchaCode(null);
    setCaptchaToken(null);
    setCaptchaResetKey((k) => k + 1);
  }, []);

  // A field is judged when it is left after being changed (dirty), not merely visited: an
  // error appearing under an empty field the visitor only tabbed through would shift the form
  // under their pointer as they reach for a link below it.
  const dirty = useRef(new Set<string>());
  const onFieldBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const field = event.target as unknown as HTMLInputElement;
      const name = field.name;
      // A field that loses focus because the form is sending was not left by the visitor.
      if (!name || !dirty.current.has(name) || field.disabled || field.matches(":disabled")) return;
      touched.current.add(name);
      validate(event.currentTarget, new Set([name]));
    },
    [validate],
  );

  const onFieldInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const input = event.target as unknown as HTMLInputElement;
      dirty.current.add(input.name);
      if (kind === "register" && input.name === "username") {
        setForm((f) =>
          f.fieldErrors.username === message("register.ERROR_USERNAME_TAKEN") ? { ...f, fieldErrors: { ...f.fieldErrors, username: undefined } } : f,
        );
        scheduleUsernameCheck(input.value);
      }
      // Once a field has been left with an error, it re-validates as the visitor types.
      if (touched.current.has(input.name)) validate(event.currentTarget, new Set([input.name]));
    },
    [kind, scheduleUsernameCheck, validate],
  );

  /**
   * What was typed before this script ran (on a slow connection the form is usable before it
   * hydrates) is judged now, as if just typed: such fields count as changed, those the visitor
   * has already left are validated, and a username is checked at once.
   */
  const judgeTypedEarlier = useCallback(
    (formElement: HTMLFormElement) => {
      const typed = new Set<string>();
      for (const field of Array.from(formElement.querySelectorAll<HTMLInputElement>(TYPED_FIELDS))) {
        if (!field.name || field.value === "" || field.value === (initial.values[field.name] ?? "")) continue;
        dirty.current.add(field.name);
        if (field !== document.activeElement) typed.add(field.name);
        if (kind === "register" && field.name === "username") scheduleUsernameCheck(field.value);
      }
      for (const name of typed) touched.current.add(name);
      if (typed.size) validate(formElement, typed);
    },
    [initial.values, kind, scheduleUsernameCheck, validate],
  );

  // Focus moves once the render that marks the fields (or enables them again) is on screen:
  // before it, an invalid field is not yet marked and a disabled one cannot take focus.
  const focusAfterRender = useRef<HTMLFormElement | null>(null);
  useLayoutEffect(() => {
    const formElement = focusAfterRender.current;
    if (!formElement || formElement.querySelector("fieldset:disabled")) return;
    focusAfterRender.current = null;
    focusTargetOf(formElement)?.focus();
  });

  /** docs/product.md §3 keeps no password: a failed attempt empties those fields, unjudged, as the server's page does. */
  const clearNeverKept = useCallback((formElement: HTMLFormElement): Set<string> => {
    const cleared = new Set<string>();
    for (const field of Array.from(formElement.querySelectorAll<HTMLInputElement>("input[data-never-kept]"))) {
      field.value = "";
      dirty.current.delete(field.name);
      touched.current.delete(field.name);
      cleared.add(field.name);
    }
    return cleared;
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      const values = valuesOf(formElement);
      for (const name of Object.keys(values)) touched.current.add(name);
      const errors = validate(formElement);
      if (Object.keys(errors).length || form.fieldErrors.username === message("register.ERROR_USERNAME_TAKEN")) {
        setForm((f) => ({ ...f, alert: { tone: "error", text: message("form.ERROR_INVALID_FIELDS") } }));
        focusAfterRender.current = formElement;
        return;
      }
      if (needsCaptcha && !captchaToken) {
        // Never "refresh the page" (docs/product.md §5's words): that hides the check and loops. Say whether
        // the check is still on its way or is not working, whose note beside it says what to do.
        const text = message(captchaProblem(captchaCode) ? "captcha.NOT_WORKING" : "captcha.NOT_READY");
        setForm((f) => ({ ...f, alert: { tone: "error", text } }));
        return;
      }
      setSending(true);
      setForm((f) => ({ ...f, alert: undefined }));
      const answer = await submitAccountForm(kind, {
        ...values,
        rememberme: values.rememberme === "1",
        ...scope.carried,
        ...(captchaToken ? { "cf-turnstile-response": captchaToken } : {}),
      });
      // docs/product.md §4: the captcha resets after every attempt.
      if (needsCaptcha) {
        setCaptchaToken(null);
        setCaptchaResetKey((k) => k + 1);
      }
      if (answer.status === "SUCCESS") {
        if (kind === "lostpassword") {
          setSending(false);
          setForm((f) => ({ ...f, alert: { tone: "success", text: answer.message ?? "" } }));
          focusAfterRender.current = formElement;
          return;
        }
        setForm((f) => ({
          ...f,
          alert: { tone: "success", text: kind === "login" ? message("login.SUCCESS") : (answer.message ?? message("login.SUCCESS")) },
        }));
        outcome.onSuccess(answer);
        return;
      }
      setSending(false);
      // The bot check's gate judged no password: the visitor completes the check and sends the
      // same again. Any other failure was an attempt, and its password is not kept.
      const cleared = answer.reason === "CAPTCHA_REQUIRED" ? new Set<string>() : clearNeverKept(formElement);
      if (answer.reason === "SECURITY_UPGRADE") {
        outcome.onSecurityUpgrade(answer.emailAddress);
        return;
      }
      if (answer.reason === "CAPTCHA_REQUIRED" || answer.captchaRequired) setNeedsCaptcha(true);
      for (const name of Object.keys(answer.fieldErrors ?? {})) touched.current.add(name);
      setForm((f) => {
        // An emptied field carries no error of the attempt before (a stale "required" least of all).
        const kept = Object.fromEntries(Object.entries(f.fieldErrors).filter(([name]) => !cleared.has(name)));
        return { ...f, fieldErrors: { ...kept, ...(answer.fieldErrors ?? {}) }, alert: { tone: "error", ...errorText(kind, answer) } };
      });
      focusAfterRender.current = formElement;
    },
    [captchaCode, captchaToken, clearNeverKept, form.fieldErrors.username, kind, needsCaptcha, outcome, scope.carried, validate],
  );

  return {
    form,
    captchaCode,
    sending,
    needsCaptcha,
    captchaResetKey,
    receiveCaptchaToken,
    reportCaptchaCode,
    retryCaptcha,
    judgeTypedEarlier,
    handlers: useMemo(() => ({ onSubmit, onFieldBlur, onFieldInput }), [onSubmit, onFieldBlur, onFieldInput]),
  };
}
