import { useCallback, useRef, type Dispatch, type FocusEvent, type FormEvent, type SetStateAction } from "react";
import { message } from "../../content/messages.ts";
import { fieldErrorsOf } from "../../views/forms/fieldErrors.ts";
import type { AccountFormKind, FormState } from "../../content/pageShapes.ts";
import { FORM_SCHEMAS } from "./formSchemas.ts";
import { useUsernameCheck } from "./useUsernameCheck.ts";

/** The fields a visitor types into. */
export const TYPED_FIELDS = "input:not([type=hidden]):not([type=checkbox])";

/**
 * What the form shows, disabled or not. FormData leaves out disabled controls, and while a form
 * is sending its fieldset is disabled: a field judged then (the one left as it was disabled)
 * would read as empty and say that it is required.
 */
export function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of Array.from(form.elements)) {
    if (!(control instanceof HTMLInputElement) || !control.name) continue;
    if ((control.type === "checkbox" || control.type === "radio") && !control.checked) continue;
    values[control.name] = control.value;
  }
  return values;
}

/**
 * When an account form's fields are judged by its rules, and their errors shown: a field once
 * left after being changed, then as it is typed in; every field on sending. `touched` holds the
 * fields whose errors show.
 */
export function useFieldJudging(kind: AccountFormKind, initial: FormState, setForm: Dispatch<SetStateAction<FormState>>) {
  const touched = useRef(new Set<string>(Object.keys(initial.fieldErrors)));
  const scheduleUsernameCheck = useUsernameCheck(setForm, touched);

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
    [kind, setForm],
  );

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
    [kind, scheduleUsernameCheck, setForm, validate],
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

  return { touched, validate, onFieldBlur, onFieldInput, judgeTypedEarlier, clearNeverKept };
}
