import type { ReactNode } from 'react';
import type { Language } from '../../i18n/languageChoice';

/** One numbered part of a legal text: an `h2` and its body (which may hold `h3` sub-headings). */
export interface LegalSection {
  /** Fragment id, stable across languages, so a link such as /datenschutz#cookies works in both. */
  id: string;
  heading: string;
  body: ReactNode;
}

/** A legal page's text in one language. */
export interface LegalDocument {
  title: string;
  /** Search-result snippet, at most ~155 characters. */
  description: string;
  intro?: ReactNode;
  sections: LegalSection[];
}

export type LegalDocuments = Record<Language, LegalDocument>;

/**
 * The day the legal texts were last revised (ISO), shown as "Stand". Change it with the texts:
 * a visitor and a supervisory authority read from it which version applied.
 */
export const LEGAL_TEXTS_UPDATED = '2026-11-26';
