import { brand } from "../../content/site.ts";
import { SiteLink } from "../links.tsx";

/** Our marks: a shield-like "b" for Braveweb, stacked blocks for Siteblocks. */
export function BravewebMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path d="M11 7v18h6.5a5.5 5.5 0 0 0 1.9-10.66A4.5 4.5 0 0 0 16 7z" fill="#fff" />
      <circle cx="17" cy="19.5" r="2.2" fill="var(--color-brand)" />
    </svg>
  );
}

function SiteblocksMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="12" height="12" rx="3" fill="var(--color-siteblocks)" />
      <rect x="17" y="3" width="12" height="12" rx="3" fill="var(--color-siteblocks-2)" />
      <rect x="3" y="17" width="12" height="12" rx="3" fill="var(--color-siteblocks-2)" />
      <rect x="17" y="17" width="12" height="12" rx="3" fill="var(--color-siteblocks)" />
    </svg>
  );
}

export function Logo({ siteblocks = false, current = false }: { siteblocks?: boolean; current?: boolean }) {
  const name = siteblocks ? brand.siteblocksName : brand.name;
  return (
    <SiteLink
      to={siteblocks ? "siteblocks" : "home"}
      query={siteblocks ? { brand: "siteblocks" } : undefined}
      className={siteblocks ? "logo logo--siteblocks" : "logo"}
      aria-current={current ? "page" : undefined}
    >
      {siteblocks ? <SiteblocksMark /> : <BravewebMark />}
      <span className="logo__name">{name}</span>
      <span className="visually-hidden"> home</span>
    </SiteLink>
  );
}
