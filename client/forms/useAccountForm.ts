import { useCallback, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { captchaProblem, message } from "../../content/messages.ts";
import type { FormState } from "../../content/pageShapes.ts";
import type { AccountFormKind } from "../../content/pageShapes.ts";
import type { LinkScope } from "../../content/pageShapes.ts";
import { submitAccountForm, type AccountAnswer } from "./accountApi.ts";
import { sanitizeHtml } from "./sanitizeHtml.ts";
import { useCaptchaState } from "./useCaptchaState.ts";
import { TYPED_FIELDS, useFieldJudging, valuesOf } from "./useFieldJudging.ts";

export interface AccountFormOutcome {
  onSuccess: (answer: AccountAnswer) => void;
  onSecurityUpgrade: (emailAddress: string | undefined) => void;
}

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

/** The form with this alert over it (none: the alert goes). */
const withAlert =
  (alert: FormState["alert"]) =>
  (f: FormState): FormState => ({ ...f, alert });

/**
 * The form after a failed attempt: the server's field errors over those it had, less those of
 * the fields the attempt emptied, and the failure said in its alert.
 */
const afterFailure =
  (kind: AccountFormKind, answer: AccountAnswer, cleared: Set<string>) =>
  (f: FormState): FormState => {
    // An emptied field carries no error of the attempt before (a stale "required" least of all).
    const kept = Object.fromEntries(Object.entries(f.fieldErrors).filter(([name]) => !cleared.has(name)));
    return { ...f, fieldErrors: { ...kept, ...(answer.fieldErrors ?? {}) }, alert: { tone: "error", ...errorText(kind, answer) } };
  };

interface AccountFormOptions {
  kind: AccountFormKind;
  initial: FormState;
  scope: LinkScope;
  outcome: AccountFormOutcome;
  captchaRequired: boolean;
}

/**
 * docs/product.md §4 form states: idle, validated, sending (inputs and buttons disabled), back to idle
 * on failure or on to the next address on success; a field shows its error once touched.
 */
export function useAccountForm({ kind, initial, scope, outcome, captchaRequired }: AccountFormOptions) {
  const [form, setForm] = useState<FormState>(initial);
  const captcha = useCaptchaState(captchaRequired);
  const fields = useFieldJudging(kind, initial, setForm);
  const { sending, onSubmit } = useSubmit({ kind, scope, outcome, form, setForm, captcha, fields });
  const { onFieldBlur, onFieldInput, judgeTypedEarlier } = fields;
  return {
    form,
    sending,
    // The bot check's state, and the handlers its widget calls.
    ...captcha,
    judgeTypedEarlier,
    handlers: useMemo(() => ({ onSubmit, onFieldBlur, onFieldInput }), [onSubmit, onFieldBlur, onFieldInput]),
  };
}

/**
 * Focus moves once the render that marks the fields (or enables them again) is on screen:
 * before it, an invalid field is not yet marked and a disabled one cannot take focus.
 */
function useFocusAfterRender(): (formElement: HTMLFormElement) => void {
  const formToFocus = useRef<HTMLFormElement | null>(null);
  useLayoutEffect(() => {
    const formElement = formToFocus.current;
    if (!formElement || formElement.querySelector("fieldset:disabled")) return;
    formToFocus.current = null;
    focusTargetOf(formElement)?.focus();
  });
  return useCallback((formElement: HTMLFormElement) => {
    formToFocus.current = formElement;
  }, []);
}

interface SubmitOptions extends Pick<AccountFormOptions, "kind" | "scope" | "outcome"> {
  form: FormState;
  setForm: Dispatch<SetStateAction<FormState>>;
  captcha: ReturnType<typeof useCaptchaState>;
  fields: ReturnType<typeof useFieldJudging>;
}

/**
 * Sending the form: held back, with an alert saying why, while a field is invalid or the bot
 * check unsolved; otherwise sent (the form disabled meanwhile) and its answer shown.
 */
function useSubmit({ kind, scope, outcome, form, setForm, captcha, fields }: SubmitOptions) {
  const [sending, setSending] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const { needsCaptcha, captchaToken, captchaCode, resetCaptcha, requireCaptcha } = captcha;
  const { touched, validate, clearNeverKept } = fields;

  /** Whether the form may go: every field valid and the bot check, when shown, solved. When not, its alert says why. */
  const readyToSend = useCallback(
    (formElement: HTMLFormElement, values: Record<string, string>): boolean => {
      for (const name of Object.keys(values)) touched.current.add(name);
      const errors = validate(formElement);
      if (Object.keys(errors).length || form.fieldErrors.username === message("register.ERROR_USERNAME_TAKEN")) {
        setForm(withAlert({ tone: "error", text: message("form.ERROR_INVALID_FIELDS") }));
        focusAfterRender(formElement);
        return false;
      }
      if (needsCaptcha && !captchaToken) {
        // Never "refresh the page" (docs/product.md §5's words): that hides the check and loops. Say whether
        // the check is still on its way or is not working, whose note beside it says what to do.
        const text = message(captchaProblem(captchaCode) ? "captcha.NOT_WORKING" : "captcha.NOT_READY");
        setForm(withAlert({ tone: "error", text }));
        return false;
      }
      return true;
    },
    [captchaCode, captchaToken, focusAfterRender, form.fieldErrors.username, needsCaptcha, setForm, touched, validate],
  );

  const receiveFailure = useCallback(
    (answer: AccountAnswer, formElement: HTMLFormElement) => {
      setSending(false);
      // The bot check's gate judged no password: the visitor completes the check and sends the
      // same again. Any other failure was an attempt, and its password is not kept.
      const cleared = answer.reason === "CAPTCHA_REQUIRED" ? new Set<string>() : clearNeverKept(formElement);
      if (answer.reason === "SECURITY_UPGRADE") {
        outcome.onSecurityUpgrade(answer.emailAddress);
        return;
      }
      if (answer.reason === "CAPTCHA_REQUIRED" || answer.captchaRequired) requireCaptcha();
      for (const name of Object.keys(answer.fieldErrors ?? {})) touched.current.add(name);
      setForm(afterFailure(kind, answer, cleared));
      focusAfterRender(formElement);
    },
    [clearNeverKept, focusAfterRender, kind, outcome, requireCaptcha, setForm, touched],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      const values = valuesOf(formElement);
      if (!readyToSend(formElement, values)) return;
      setSending(true);
      setForm(withAlert(undefined));
      const answer = await submitAccountForm(kind, {
        ...values,
        rememberme: values.rememberme === "1",
        ...scope.carried,
        ...(captchaToken ? { "cf-turnstile-response": captchaToken } : {}),
      });
      // docs/product.md §4: the captcha resets after every attempt.
      if (needsCaptcha) resetCaptcha();
      if (answer.status !== "SUCCESS") {
        receiveFailure(answer, formElement);
      } else if (kind === "lostpassword") {
        setSending(false);
        setForm(withAlert({ tone: "success", text: answer.message ?? "" }));
        focusAfterRender(formElement);
      } else {
        setForm(withAlert({ tone: "success", text: kind === "login" ? message("login.SUCCESS") : (answer.message ?? message("login.SUCCESS")) }));
        outcome.onSuccess(answer);
      }
    },
    [captchaToken, focusAfterRender, kind, needsCaptcha, outcome, readyToSend, receiveFailure, resetCaptcha, scope.carried, setForm],
  );

  return { sending, onSubmit };
}
