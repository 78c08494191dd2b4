/** One line of an order, as the cancellation rule needs it. */
export interface OrderLine {
  courseId: number;
  /** Quantity × unit price charged, in cents. */
  lineTotalCents: number;
  /** Whether the line's course was cancelled earlier. */
  courseCancelled: boolean;
}

/**
 * What cancelling course `courseId` means for one order (issue 24). The rule, simple and honest:
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
