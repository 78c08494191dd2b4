import { berlinDay, courseSessionDays, daysBetween, noteProblem } from './training.rules.js';

describe('training rules', () => {
  it('takes the session days from the schedule, every day of a block course, none without dates', () => {
    expect(courseSessionDays({ startDate: '2026-11-23', endDate: '2026-12-06', schedule: 'Dienstags und Donnerstags' })).toEqual([
      '2026-11-24',
      '2026-11-26',
      '2026-12-01',
      '2026-12-03',
    ]);
    expect(courseSessionDays({ startDate: '2026-11-23', endDate: '2026-11-25', schedule: 'nach Absprache' })).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(courseSessionDays({ startDate: null, endDate: '2026-11-25', schedule: 'Montags' })).toEqual([]);
  });

  it('reads days in Berlin time and counts ranges inclusively', () => {
    expect(berlinDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(berlinDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(daysBetween('2026-11-23', '2026-11-29')).toBe(7);
  });

  it('allows line breaks in notes but no other control characters, up to 2000 characters', () => {
    expect(noteProblem('Kann schon\ntauchen')).toBeNull();
    expect(noteProblem('a\u0000b')).toBe('INVALID_CHARACTERS');
    expect(noteProblem('x'.repeat(2001))).toBe('TOO_LONG');
  });
});
