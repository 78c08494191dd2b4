import { berlinToday, defaultSession, sessionLabel, weekOf } from './trainerDates';

describe('trainer dates', () => {
  it('takes today in Berlin and the week from Monday to Sunday', () => {
    expect(berlinToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(weekOf('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it("opens today's session, else the last one held, else the first", () => {
    expect(defaultSession(['2026-11-19', '2026-11-26'], '2026-11-26')).toBe('2026-11-26');
    expect(defaultSession(['2026-11-19', '2026-11-27'], '2026-11-26')).toBe('2026-11-19');
    expect(defaultSession(['2026-12-03'], '2026-11-26')).toBe('2026-12-03');
    expect(defaultSession([], '2026-11-26')).toBeNull();
  });

  it('names a session day in the trainer\'s language, the month spelt out (never "12/07")', () => {
    expect(sessionLabel('en', '2026-12-07')).toBe('Mon 7 Dec');
    expect(sessionLabel('de', '2026-12-07')).toBe('Mo., 7. Dez.');
  });
});
