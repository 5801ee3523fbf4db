import type { FormEvent } from "react";
import { useHref } from "../links.tsx";

/**
 * The domain search box (docs/product.md §2): a GET form to /domains/lookup, which answers 303 to
 * /domains/search/results/{name}; it needs no JavaScript.
 */
export function DomainSearchForm({
  id,
  value,
  error,
  compact = false,
  hero = false,
  submitLabel = "Search",
  busy = false,
  onSubmit,
}: {
  id: string;
  value?: string;
  error?: string;
  compact?: boolean;
  /** The page's main act (the /domains hero): a large box and button. */
  hero?: boolean;
  submitLabel?: string;
  /** A search is running in the browser (the domain-search island). */
  busy?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const href = useHref();
  return (
    <form
      className={["domain-search", compact ? "domain-search--compact" : "", hero ? "domain-search--hero" : ""].filter(Boolean).join(" ")}
      method="get"
      action={href("domains-lookup")}
      role="search"
      aria-busy={busy || undefined}
      onSubmit={onSubmit}
    >
      <label className="domain-search__label" htmlFor={id}>
        Find your domain name
      </label>
      <div className="domain-search__row">
        <input
          id={id}
          className="domain-search__input"
          type="text"
          name="domain"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="yourname.com"
          defaultValue={value}
          maxLength={253}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button domain-search__submit" disabled={busy || undefined}>
          {busy ? "Searching…" : submitLabel}
        </button>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
