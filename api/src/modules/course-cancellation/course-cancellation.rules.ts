import type { FieldError } from '../../validation/validate.js';

/** Why the school cancels a course, as staff choose it; the customers' mails say it in their language. */
export enum CourseCancellationReason {
  TOO_FEW_PARTICIPANTS = 'too_few_participants',
  POOL_CLOSED = 'pool_closed',
  TRAINER_ILL = 'trainer_ill',
  OTHER = 'other',
}

export type ChosenCancellationReason =
  { kind: Exclude<CourseCancellationReason, CourseCancellationReason.OTHER> } | { kind: CourseCancellationReason.OTHER; text: string };

export const CANCELLATION_REASON_MAX = 500;

/**
 * The reason the customers read. `kind` absent (older clients, REST): the typed text is the reason when given, else
 * too few participants (what the school cancelled for before reasons were asked). `OTHER` needs the words to send.
 */
export function chosenCancellationReason(
  kind: CourseCancellationReason | null | undefined,
  typed: string | null | undefined,
): { reason: ChosenCancellationReason; text: string | null } | { error: FieldError } {
  const text = typed?.trim().slice(0, CANCELLATION_REASON_MAX) || null;
  const chosen = kind ?? (text ? CourseCancellationReason.OTHER : CourseCancellationReason.TOO_FEW_PARTICIPANTS);
  if (chosen !== CourseCancellationReason.OTHER) return { reason: { kind: chosen }, text };
  if (!text) return { error: { field: 'reason', code: 'REQUIRED', id: 'validation.cancellationReasonRequired' } };
  return { reason: { kind: chosen, text }, text };
}

/** One line of an order, as the cancellation rule needs it. */
export interface OrderLine {
  courseId: number;
  /** Quantity × unit price charged, in cents. */
  lineTotalCents: number;
  /** Whether the line's course was cancelled earlier. */
  courseCancelled: boolean;
}

/**
 * What cancelling course `courseId` means for one order. The rule, simple and honest:
 * - the customer gets back what they paid for that course: the line total(s) of its items (the caller caps it at what
 *   is left of the payment, so an unpaid order gets nothing back and a partly refunded one no more than is left);
 * - the order is cancelled only when nothing else is left in it (every other line's course was cancelled too). An
 *   order that still has another course stays as it is, with only this course's share refunded: the children keep
 *   their places in the other course. (An unpaid such order still owes its full total: staff settle that by hand,
 *   its history names the cancelled course.)
 */
export function courseCancellationShare(lines: readonly OrderLine[], courseId: number): { refundCents: number; cancelOrder: boolean } {
  const refundCents = lines.filter((line) => line.courseId === courseId).reduce((sum, line) => sum + line.lineTotalCents, 0);
  const cancelOrder = lines.every((line) => line.courseId === courseId || line.courseCancelled);
  return { refundCents, cancelOrder };
}
