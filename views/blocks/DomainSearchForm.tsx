import { useSiteHref } from "../links.tsx";

/**
 * The domain search box (SPEC §2): a GET form to /domains/lookup, which answers 303 to
 * /domains/search/results/{name}; it needs no JavaScript.
 */
export function DomainSearchForm({ id, value, error, compact = false }: { id: string; value?: string; error?: string; compact?: boolean }) {
  const href = useSiteHref();
  return (
    <form className={compact ? "domain-search domain-search--compact" : "domain-search"} method="get" action={href("/domains/lookup")} role="search">
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
        <button type="submit" className="button domain-search__submit">
          Search
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
