import type { PageRouteName } from "../routes.ts";

/**
 * The shape of a legal document (terms, policies): numbered sections with a heading,
 * paragraphs and lists, and optional subsections. Plain data, rendered by
 * views/blocks/LegalDocument.tsx.
 */

/** A link to a page of this site, by its route name in content/routes.ts (rendered through SiteLink). */
export interface SiteLinkSpan {
  text: string;
  route: PageRouteName;
}

/** A link to another host (help desk, email address). */
export interface ExternalLinkSpan {
  text: string;
  href: string;
}

/** A run of text inside a paragraph or list item. */
export type Inline = string | SiteLinkSpan | ExternalLinkSpan;

/** A paragraph or a list item: plain text, or text with links in it. */
export type RichText = string | readonly Inline[];

export type LegalBlock = { kind: "paragraph"; text: RichText } | { kind: "list"; ordered?: boolean; items: readonly RichText[] };

interface LegalSubsection {
  /** Unique within its document; becomes part of the anchor id. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

interface LegalSection {
  /** Unique within its document; becomes part of the anchor id. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  /** Prefix of every anchor id in the document, so anchors never clash with the page frame. */
  id: string;
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** Shorthands that keep the documents readable. */
export function p(...text: Inline[]): LegalBlock {
  return { kind: "paragraph", text: text.length === 1 && typeof text[0] === "string" ? text[0] : text };
}

export function ul(...items: RichText[]): LegalBlock {
  return { kind: "list", items };
}

export function ol(...items: RichText[]): LegalBlock {
  return { kind: "list", ordered: true, items };
}

export function link(text: string, route: PageRouteName): SiteLinkSpan {
  return { text, route };
}

export function externalLink(text: string, href: string): ExternalLinkSpan {
  return { text, href };
}

/** "2026-11-20" → "November 20, 2026", the same on every server whatever its locale. */
export function formatLegalDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${iso}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
