import { CourseCancellationReason, chosenCancellationReason, courseCancellationShare } from './course-cancellation.rules.js';

describe('courseCancellationShare', () => {
  it("refunds the course's lines and cancels an order with nothing else left", () => {
    expect(courseCancellationShare([{ courseId: 1, lineTotalCents: 9000, courseCancelled: false }], 1)).toEqual({
      refundCents: 9000,
      cancelOrder: true,
    });
    const withCancelledOther = [
      { courseId: 1, lineTotalCents: 9000, courseCancelled: false },
      { courseId: 2, lineTotalCents: 5000, courseCancelled: true },
    ];
    expect(courseCancellationShare(withCancelledOther, 1)).toEqual({ refundCents: 9000, cancelOrder: true });
  });

  it("keeps an order that has another course, refunding only this course's share", () => {
    const lines = [
      { courseId: 1, lineTotalCents: 9000, courseCancelled: false },
      { courseId: 2, lineTotalCents: 5000, courseCancelled: false },
    ];
    expect(courseCancellationShare(lines, 1)).toEqual({ refundCents: 9000, cancelOrder: false });
  });
});

describe('chosenCancellationReason', () => {
  it('keeps a chosen reason and the note beside it; without a choice the words typed are the reason, else too few participants', () => {
    expect(chosenCancellationReason(CourseCancellationReason.POOL_CLOSED, '  Revision ')).toEqual({
      reason: { kind: 'pool_closed' },
      text: 'Revision',
    });
    expect(chosenCancellationReason(null, 'Wasserschaden')).toEqual({
      reason: { kind: 'other', text: 'Wasserschaden' },
      text: 'Wasserschaden',
    });
    expect(chosenCancellationReason(undefined, '   ')).toEqual({ reason: { kind: 'too_few_participants' }, text: null });
  });

  it('refuses "other" without words', () => {
    expect(chosenCancellationReason(CourseCancellationReason.OTHER, ' ')).toEqual({
      error: { field: 'reason', code: 'REQUIRED', id: 'validation.cancellationReasonRequired' },
    });
  });
});
