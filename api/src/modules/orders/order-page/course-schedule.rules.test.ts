import { berlinTimeToUtc, dailyTimeSpan, scheduleWeekdays, sessionDays } from './course-schedule.rules.js';
import { epcAmount, epcPayload } from './girocode.js';

test('weekdays from the schedules staff write, German and English; none from free text', () => {
  expect(scheduleWeekdays('Sonntags')).toEqual([0]);
  expect(scheduleWeekdays('Sundays')).toEqual([0]);
  expect(scheduleWeekdays('Montag bis Freitag')).toEqual([1, 2, 3, 4, 5]);
  expect(scheduleWeekdays('Monday to Friday')).toEqual([1, 2, 3, 4, 5]);
  expect(scheduleWeekdays('Dienstags und Donnerstags')).toEqual([2, 4]);
  expect(scheduleWeekdays('Sa-So')).toEqual([6, 0]);
  expect(scheduleWeekdays('nach Absprache')).toEqual([]);
  expect(scheduleWeekdays(null)).toEqual([]);
});

test('a time of day is a span or nothing', () => {
  expect(dailyTimeSpan('12:15-13:00')).toEqual({ start: [12, 15], end: [13, 0] });
  expect(dailyTimeSpan('9.00 – 9.45 Uhr')).toEqual({ start: [9, 0], end: [9, 45] });
  expect(dailyTimeSpan('13:00-12:00')).toBeNull();
  expect(dailyTimeSpan('vormittags')).toBeNull();
});

test("sessions fall on the named weekdays of the period; Gersthofen's wall clock in winter and summer", () => {
  expect(sessionDays('2026-03-01', '2026-03-31', [0])).toEqual(['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29']);
  expect(new Date(berlinTimeToUtc('2026-03-22', [12, 15])).toISOString()).toBe('2026-03-22T11:15:00.000Z');
  expect(new Date(berlinTimeToUtc('2026-03-29', [12, 15])).toISOString()).toBe('2026-03-29T10:15:00.000Z');
});

test('the EPC069-12 payload: fixed lines, amount with two decimals, line breaks in values cannot shift lines', () => {
  expect(epcAmount(5)).toBe('EUR0.05');
  expect(epcAmount(24_000)).toBe('EUR240.00');
  const payload = epcPayload({
    accountHolder: 'H2O\nGersthofen',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: null,
    amountCents: 1_999,
    reference: 'H2O-0042',
  });
  expect(payload.split('\n')).toEqual([
    'BCD',
    '002',
    '1',
    'SCT',
    '',
    'H2O Gersthofen',
    'DE89370400440532013000',
    'EUR19.99',
    '',
    '',
    'H2O-0042',
  ]);
});
