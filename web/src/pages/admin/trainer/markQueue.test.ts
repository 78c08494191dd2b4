import { type Mark, markKey, withMark, withoutSent } from './markQueue';

const present = (participantId: number, markedAt: string, value = true): Mark => ({
  kind: 'attendance',
  courseId: 1,
  participantId,
  sessionDate: '2026-11-26',
  present: value,
  markedAt,
});

describe("the trainer's mark queue", () => {
  it('keeps one mark per participant and session, the newest', () => {
    const queue = withMark(withMark([present(1, 'a')], present(2, 'a')), present(1, 'b', false));
    expect(queue.map((mark) => [mark.participantId, mark.markedAt])).toEqual([
      [2, 'a'],
      [1, 'b'],
    ]);
    expect(markKey({ kind: 'badge', courseId: 1, participantId: 1, badgeId: 3, reached: true, markedAt: 'x' })).toBe('1:badge:1:3');
  });

  it('drops what was sent but keeps a mark changed while it was on its way', () => {
    const sent = [present(1, 'a'), present(2, 'a')];
    const queue = withMark(sent, present(1, 'b', false));
    expect(withoutSent(queue, sent)).toEqual([present(1, 'b', false)]);
  });
});
