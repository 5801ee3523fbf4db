import type { AccountFormKind } from "../../content/pageShapes.ts";
import { createContext, useContext, type FormEvent, type FocusEvent, type InputHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { SiteLink, useHref } from "../links.tsx";
import { useLinkScope } from "../linkScope.ts";
import { fieldHint } from "./fieldHints.ts";
import { CSRF_FIELD_NAME } from "./formFields.ts";
import type { FormState } from "../../content/pageShapes.ts";

/**
 * What the browser adds to an account form when JavaScript runs (views render the same
 * markup without it): live validation, submission through the JSON API, the sending state,
 * and, inside a dialog, links that swap the dialog instead of leaving the page.
 */
export interface FormBehaviour {
  sending: boolean;
  /** Ids are prefixed so a form in a dialog never clashes with one on the page. */
  idPrefix: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFieldBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onFieldInput: (event: FormEvent<HTMLFormElement>) => void;
  onAccountLink?: (event: MouseEvent<HTMLAnchorElement>, form: AccountFormKind) => void;
}

const BehaviourContext = createContext<FormBehaviour | null>(null);
/** The ids' prefix of a form without behaviour (the server's markup); a page with two forms gives each its own. */
const FieldPrefixContext = createContext("field");
/** The form a field belongs to, whose hints it shows (fieldHints.ts). */
const FormKindContext = createContext<AccountFormKind | null>(null);

function useFieldId(name: string): string {
  const behaviour = useContext(BehaviourContext);
  const prefix = useContext(FieldPrefixContext);
  return `${behaviour?.idPrefix ?? prefix}-${name}`;
}

/**
 * A labelled input with its error (or its pending check) right under it and its hint (the field's rule, fieldHints.ts)
 * below, there from the start. Both are tied to the input with aria-describedby (the error first, and
 * aria-invalid) so screen readers announce them with the field.
 */
export function TextField({
  form,
  name,
  label,
  type = "text",
  keepValue = true,
  ...input
}: {
  form: FormState;
  name: string;
  label: string;
  keepValue?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name" | "defaultValue">) {
  const id = useFieldId(name);
  const kind = useContext(FormKindContext);
  const notes: FieldNoteTexts = {
    error: form.fieldErrors[name],
    status: form.fieldStatus?.[name],
    hint: kind ? fieldHint(kind, name) : undefined,
  };
  const classes = ["field", notes.error ? "field--invalid" : "", notes.status ? `field--${notes.status}` : ""].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        className="field__input"
        defaultValue={keepValue ? form.values[name] : undefined}
        // The browser empties such a field after a failed attempt, as the server's page does.
        data-never-kept={keepValue ? undefined : true}
        aria-invalid={notes.error ? true : undefined}
        aria-describedby={describedBy(id, notes)}
      />
      <FieldNotes id={id} {...notes} />
    </div>
  );
}

/** What a field says under it: its error, its pending check, its hint (the field's rule). */
interface FieldNoteTexts {
  error?: string;
  status?: "pending";
  hint?: string;
}

/** The ids of the notes that describe the field, the error (else the pending check) first, then the hint. */
function describedBy(id: string, { error, status, hint }: FieldNoteTexts): string | undefined {
  const first = error ? `${id}-error` : status === "pending" ? `${id}-status` : "";
  return [first, hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

/** The notes under a field, each with the id its aria-describedby names; the pending check only while there is no error. */
function FieldNotes({ id, error, status, hint }: FieldNoteTexts & { id: string }) {
  return (
    <>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {!error && status === "pending" ? (
        <p className="field__status" id={`${id}-status`} role="status">
          Checking…
        </p>
      ) : null}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function CheckboxField({ form, name, label }: { form: FormState; name: string; label: string }) {
  const id = useFieldId(name);
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" name={name} value="1" defaultChecked={form.values[name] === "1"} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The outcome of the last post, announced to assistive technology. */
function FormAlert({ form }: { form: FormState }) {
  if (!form.alert) return null;
  return (
    <div className={`form-alert form-alert--${form.alert.tone}`} role={form.alert.tone === "error" ? "alert" : "status"}>
      {form.alert.html ? <span dangerouslySetInnerHTML={{ __html: form.alert.html }} /> : form.alert.text}
    </div>
  );
}

/**
 * An account form that posts to its own page with the carried query, so the values of docs/product.md §3
 * survive every re-render: the outcome alert, the CSRF token, the fields, the submit button
 * and the links to the other account pages.
 */
export function AccountForm({
  form,
  route,
  legend,
  submitLabel,
  links,
  behaviour,
  idPrefix = "field",
  children,
}: {
  form: FormState;
  /** The account page the form belongs to, which it posts back to. */
  route: AccountFormKind;
  /**
   * The name of the form's fields as a group, for assistive technology (WCAG H71: a fieldset
   * has a legend); the heading above the form says the same to the eye, so it is visually hidden.
   */
  legend: string;
  submitLabel: string;
  links: ReactNode;
  behaviour?: FormBehaviour;
  /** Prefix of the fields' ids when there is no behaviour (which brings its own). */
  idPrefix?: string;
  children: ReactNode;
}) {
  const { carried } = useLinkScope();
  const href = useHref();
  return (
    <FieldPrefixContext.Provider value={idPrefix}>
      <FormKindContext.Provider value={route}>
        <BehaviourContext.Provider value={behaviour ?? null}>
          <form
            className="account-form"
            method="post"
            action={href(route, { query: carried })}
            noValidate
            aria-busy={behaviour?.sending ? true : undefined}
            onSubmit={behaviour?.onSubmit}
            onBlur={behaviour?.onFieldBlur}
            onInput={behaviour?.onFieldInput}
          >
            <FormAlert form={form} />
            <input type="hidden" name={CSRF_FIELD_NAME} value={form.csrfToken} />
            {/* The fieldset disables every control at once while the form is sending. */}
            <fieldset className="account-form__fields" disabled={behaviour?.sending || undefined}>
              <legend className="visually-hidden">{legend}</legend>
              {children}
              <button type="submit" className="button account-form__submit">
                {behaviour?.sending ? "Sending…" : submitLabel}
              </button>
            </fieldset>
            <ul className="form-links">{links}</ul>
          </form>
        </BehaviourContext.Provider>
      </FormKindContext.Provider>
    </FieldPrefixContext.Provider>
  );
}

/** A link to another account page that keeps the carried query (in a dialog, it swaps the dialog). */
export function CarriedLink({ to, children }: { to: AccountFormKind; children: ReactNode }) {
  const { carried } = useLinkScope();
  const behaviour = useContext(BehaviourContext);
  const onAccountLink = behaviour?.onAccountLink;
  return (
    <SiteLink to={to} query={carried} onClick={onAccountLink ? (event) => onAccountLink(event, to) : undefined}>
      {children}
    </SiteLink>
  );
}
