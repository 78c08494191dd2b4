import type { Language } from '../../context/language.js';

/**
 * The notifications the school gets at its own addresses, and how many of them an hour are mailed one by one. Every
 * kind shares one budget (RATE_LIMIT_OFFICE_MAILS_PER_HOUR): what a flood of one form would use up is the office's
 * attention, whichever form it comes through. Beyond it nothing is lost: each message, request and order is stored and
 * listed in the admin area, and one digest at the end of the hour says how many of each came and where they are.
 */

/** The office reads German; every office mail also has English texts, for the outbox view in English. */
export const OFFICE_LANGUAGE: Language = 'de';

/** Every mail template that goes to the school's own addresses, and what the digest counts it as. */
export const OFFICE_TEMPLATES = {
  contactNotification: 'contactMessage',
  courseRequestNotification: 'courseRequest',
  officeNewOrder: 'newOrder',
  officePayPalPayment: 'payPalPayment',
  orderCancellationRequest: 'cancellationRequest',
  refundOwed: 'refundOwed',
  minParticipantsWarning: 'minParticipants',
} as const;

export type OfficeTemplate = keyof typeof OFFICE_TEMPLATES;
export type OfficeKind = (typeof OFFICE_TEMPLATES)[OfficeTemplate];

/** The admin views the digest links to, by their path. */
export const ADMIN_VIEW_PATHS = {
  requests: '/admin/requests',
  bookings: '/admin/bookings',
  orders: '/admin/orders',
  courses: '/admin/courses',
} as const;
export type AdminView = keyof typeof ADMIN_VIEW_PATHS;

/** Where staff find every one of a kind: the admin view that lists them all. */
export const OFFICE_KIND_VIEWS: Record<OfficeKind, AdminView> = {
  contactMessage: 'requests',
  courseRequest: 'bookings',
  newOrder: 'orders',
  payPalPayment: 'orders',
  cancellationRequest: 'orders',
  refundOwed: 'orders',
  minParticipants: 'courses',
};

/** The kinds in the order the digest lists them (the order of OFFICE_TEMPLATES). */
const KIND_ORDER: OfficeKind[] = Object.values(OFFICE_TEMPLATES);

/** How long a budget lasts: from the first notification of a window, an hour. */
export const OFFICE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The digest names at most this many held notifications; the rest are counted. A flood of thousands still makes one
 * short mail, and what an attacker typed is shown at most this often.
 */
export const DIGEST_LISTED = 20;

/** A held notification's summary is kept to this many characters (a subject line, not the message). */
export const HELD_SUMMARY_LENGTH = 160;

/** The job that mails a window's digest; one per window by its key, so two instances send it once. */
export const OFFICE_DIGEST_TASK = 'office_mail_digest';
export const officeDigestJobKey = (windowId: number) => `${OFFICE_DIGEST_TASK}:${windowId}`;

export const isOfficeTemplate = (template: string): template is OfficeTemplate => Object.hasOwn(OFFICE_TEMPLATES, template);

/** Held notifications counted by template, as the digest lists them: one line per kind, in a fixed order, with its admin view (absolute when the origin is known). */
export function digestKinds(
  counts: { template: string; count: number }[],
  origin: string,
): { kind: OfficeKind; count: number; view: AdminView; adminUrl: string }[] {
  const byKind = new Map<OfficeKind, number>();
  for (const { template, count } of counts) {
    if (!isOfficeTemplate(template)) continue;
    const kind = OFFICE_TEMPLATES[template];
    byKind.set(kind, (byKind.get(kind) ?? 0) + count);
  }
  return KIND_ORDER.filter((kind) => byKind.has(kind)).map((kind) => ({
    kind,
    count: byKind.get(kind)!,
    view: OFFICE_KIND_VIEWS[kind],
    adminUrl: `${origin}${ADMIN_VIEW_PATHS[OFFICE_KIND_VIEWS[kind]]}`,
  }));
}

/**
 * What the digest names of a held notification: the visitor's subject of a contact message, the course of a course
 * request or a minimum warning, the order number of the order's mails. Never a customer's name or address: the digest
 * is not tied to an order, so data retention would not find them in it. One short line, so a flood cannot make it long.
 */
export function heldSummary(template: OfficeTemplate, data: object): string {
  const text = (key: string) => {
    const value = (data as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  const kind = OFFICE_TEMPLATES[template];
  const summary =
    kind === 'contactMessage'
      ? text('subject')
      : kind === 'courseRequest' || kind === 'minParticipants'
        ? text('courseTitle')
        : text('orderNumber');
  const line = summary.replace(/\s+/g, ' ').trim();
  return line.length > HELD_SUMMARY_LENGTH ? `${line.slice(0, HELD_SUMMARY_LENGTH - 1)}…` : line;
}
