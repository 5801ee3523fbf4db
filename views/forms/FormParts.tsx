import type { InputHTMLAttributes, ReactNode } from "react";
import { SiteLink, useSiteHref } from "../links.tsx";
import { usePage } from "../pageContext.ts";
import { CSRF_FIELD_NAME } from "./formFields.ts";
import type { FormState } from "./formState.ts";

/**
 * A labelled input with its error beside it. The error is tied to the input with
 * aria-describedby and aria-invalid so screen readers announce it with the field.
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
  const id = `field-${name}`;
  const error = form.fieldErrors[name];
  return (
    <div className={error ? "field field--invalid" : "field"}>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The outcome of the last post, announced to assistive technology. */
export function FormAlert({ form }: { form: FormState }) {
  if (!form.alert) return null;
  return (
    <div className={`form-alert form-alert--${form.alert.tone}`} role={form.alert.tone === "error" ? "alert" : "status"}>
      {form.alert.text}
    </div>
  );
}

/**
 * An account form that posts to its own page with the carried query, so the values of SPEC §3
 * survive every re-render: the outcome alert, the CSRF token, the fields, the submit button
 * and the links to the other account pages.
 */
export function AccountForm({
  form,
  path,
  submitLabel,
  links,
  children,
}: {
  form: FormState;
  path: string;
  submitLabel: string;
  links: ReactNode;
  children: ReactNode;
}) {
  const { carried } = usePage();
  const href = useSiteHref();
  return (
    <form className="account-form" method="post" action={href(path, carried)} noValidate>
      <FormAlert form={form} />
      <input type="hidden" name={CSRF_FIELD_NAME} value={form.csrfToken} />
      {children}
      <button type="submit" className="button account-form__submit">
        {submitLabel}
      </button>
      <ul className="form-links">{links}</ul>
    </form>
  );
}

/** A link to another account page that keeps the carried query. */
export function CarriedLink({ to, children }: { to: string; children: ReactNode }) {
  const { carried } = usePage();
  return (
    <SiteLink to={to} query={carried}>
      {children}
    </SiteLink>
  );
}
