import type { Language } from '../../../context/language.js';
import type { NewsletterAudience } from '../issues/newsletter-issue.entity.js';
import type { NewsletterIssueStatus } from './newsletter-issue-status.js';

/** A confirmed subscriber as staff's list shows it (newsletter-admin.types.ts registers these shapes for GraphQL). */
export interface NewsletterSubscriberView {
  email: string;
  /** The language the subscriber signed up in, and gets the newsletter in. */
  language: Language;
  confirmedAt: Date;
  consentVersion: string;
}

/** How far sending an issue got; all zero for a draft. */
export interface NewsletterProgress {
  total: number;
  sent: number;
  caught: number;
  failed: number;
  /** (sent + caught + failed) / total, rounded down. */
  percent: number;
}

/** A newsletter issue as the composer and the list show it. */
export interface NewsletterIssueView {
  id: number;
  audience: NewsletterAudience;
  subjectDe: string;
  bodyDe: string;
  subjectEn: string;
  bodyEn: string;
  /** The teasers' blog posts. */
  postDatabaseIds: number[];
  status: NewsletterIssueStatus;
  progress: NewsletterProgress;
  createdAt: Date;
  updatedAt: Date;
  sendStartedAt: Date | null;
}

/** A mail as it would be sent, with its extra header fields (List-Unsubscribe). */
export interface MailPreview {
  subject: string;
  html: string;
  text: string;
  headers: { name: string; value: string }[];
}
