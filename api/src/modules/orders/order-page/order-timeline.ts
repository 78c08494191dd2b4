import type { OrderEventType } from '../order-event.entity.js';

/** What the customer is told happened (the order page's history), never how staff work: no names, no notes. */
export enum TimelineKind {
  ORDERED = 'ORDERED',
  PAYMENT_STARTED = 'PAYMENT_STARTED',
  PAYMENT_NOT_COMPLETED = 'PAYMENT_NOT_COMPLETED',
  PAID = 'PAID',
  CONFIRMED = 'CONFIRMED',
  CANCELLED = 'CANCELLED',
  REFUNDED = 'REFUNDED',
  CONFIRMATION_MAILED = 'CONFIRMATION_MAILED',
  PARTICIPANT_RENAMED = 'PARTICIPANT_RENAMED',
  CANCELLATION_REQUESTED = 'CANCELLATION_REQUESTED',
}

/** Why an order was cancelled, as far as the customer is concerned. */
export enum CancellationCause {
  PAYMENT_DEADLINE = 'PAYMENT_DEADLINE',
  COURSE_CANCELLED = 'COURSE_CANCELLED',
  BY_SCHOOL = 'BY_SCHOOL',
}

export interface TimelineEntry {
  kind: TimelineKind;
  at: Date;
  cause: CancellationCause | null;
  /** For PARTICIPANT_RENAMED: the names before and after (the customer's own data, shown only to them and staff). */
  nameBefore: string | null;
  nameAfter: string | null;
}

export interface StoredEvent {
  type: OrderEventType | string;
  createdAt: Date;
  data?: Record<string, unknown> | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const fullName = (value: unknown) => {
  const name = record(value);
  return typeof name.firstName === 'string' && typeof name.lastName === 'string' ? `${name.firstName} ${name.lastName}` : null;
};

/**
 * The cause of a cancellation: the deadline job writes `payment_deadline_passed` just before; a course cancelled
 * for too few participants says so in the change's `cause`; anything else is the school's decision (whose, and
 * its notes, stay internal).
 */
function cancellationCause(data: Record<string, unknown>, previous: StoredEvent | undefined): CancellationCause {
  if (previous?.type === 'payment_deadline_passed') return CancellationCause.PAYMENT_DEADLINE;
  const cause = typeof data.cause === 'string' ? data.cause : '';
  if (cause === 'payment_deadline') return CancellationCause.PAYMENT_DEADLINE;
  if (/course/.test(cause)) return CancellationCause.COURSE_CANCELLED;
  return CancellationCause.BY_SCHOOL;
}

/** The history in the customer's words, oldest first. Events of no concern to them (internal facts) are left out. */
export function customerTimeline(events: readonly StoredEvent[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const add = (kind: TimelineKind, at: Date, extra: Partial<TimelineEntry> = {}) =>
    entries.push({ kind, at, cause: null, nameBefore: null, nameAfter: null, ...extra });
  events.forEach((event, index) => {
    const data = record(event.data);
    const after = record(data.after);
    switch (event.type) {
      case 'created':
        add(TimelineKind.ORDERED, event.createdAt);
        break;
      case 'payment_started':
        add(TimelineKind.PAYMENT_STARTED, event.createdAt);
        break;
      case 'payment_start_failed':
      case 'payment_failed':
      case 'payment_amount_mismatch':
      case 'payment_cancelled_by_customer':
        add(TimelineKind.PAYMENT_NOT_COMPLETED, event.createdAt);
        break;
      case 'payment_captured':
        add(TimelineKind.PAID, event.createdAt);
        break;
      case 'payment_status_changed':
        if (after.paymentStatus === 'paid') add(TimelineKind.PAID, event.createdAt);
        if (after.paymentStatus === 'refunded') add(TimelineKind.REFUNDED, event.createdAt);
        if (after.paymentStatus === 'failed') add(TimelineKind.PAYMENT_NOT_COMPLETED, event.createdAt);
        break;
      case 'status_changed':
        if (after.orderStatus === 'confirmed') add(TimelineKind.CONFIRMED, event.createdAt);
        if (after.orderStatus === 'cancelled')
          add(TimelineKind.CANCELLED, event.createdAt, { cause: cancellationCause(data, events[index - 1]) });
        break;
      case 'mail_queued':
        if (data.template === 'orderConfirmation') add(TimelineKind.CONFIRMATION_MAILED, event.createdAt);
        break;
      case 'participants_changed':
        for (const change of Array.isArray(data.changes) ? data.changes : []) {
          add(TimelineKind.PARTICIPANT_RENAMED, event.createdAt, {
            nameBefore: fullName(record(change).before),
            nameAfter: fullName(record(change).after),
          });
        }
        break;
      case 'cancellation_requested':
        add(TimelineKind.CANCELLATION_REQUESTED, event.createdAt);
        break;
    }
  });
  return entries;
}
