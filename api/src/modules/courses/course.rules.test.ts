import { CourseAvailability } from './course.enums.js';
import {
  bookingRefusal,
  courseAvailability,
  hasEnded,
  hasStarted,
  isBookable,
  searchProblem,
  searchTerms,
  todayInGersthofen,
} from './course.rules.js';

describe('courseAvailability', () => {
  const today = '2026-11-23';
  const places = (availableSlots: number, totalSlots: number) =>
    courseAvailability({ availableSlots, totalSlots, startDate: today }, today);
  it('is fully booked at zero places', () => {
    expect(places(0, 10)).toBe(CourseAvailability.FULLY_BOOKED);
  });
  it('is almost full below 30 % of all places', () => {
    expect(places(2, 10)).toBe(CourseAvailability.ALMOST_FULL);
    expect(places(3, 10)).toBe(CourseAvailability.AVAILABLE);
    expect(places(1, 4)).toBe(CourseAvailability.ALMOST_FULL);
  });
  it('is available otherwise, also with no date yet', () => {
    expect(places(10, 10)).toBe(CourseAvailability.AVAILABLE);
    expect(courseAvailability({ availableSlots: 10, totalSlots: 10 }, today)).toBe(CourseAvailability.AVAILABLE);
  });
  it('says STARTED from the day after the first day, ENDED from the day after the last, whatever the places', () => {
    const course = { availableSlots: 5, totalSlots: 10, startDate: '2026-11-01', endDate: '2026-11-23' };
    expect(courseAvailability(course, today)).toBe(CourseAvailability.STARTED);
    expect(courseAvailability({ ...course, availableSlots: 0, endDate: null }, today)).toBe(CourseAvailability.STARTED);
    expect(courseAvailability({ ...course, endDate: '2026-11-22' }, today)).toBe(CourseAvailability.ENDED);
    expect(courseAvailability({ ...course, availableSlots: 0, endDate: '2026-11-22' }, today)).toBe(CourseAvailability.ENDED);
    expect(hasEnded('2026-11-23', today)).toBe(false);
    expect(hasEnded(null, today)).toBe(false);
  });
  it('says CANCELLED for a course the school cancelled, whatever its dates and free places', () => {
    const cancelledAt = new Date('2026-11-20T10:00:00Z');
    expect(courseAvailability({ availableSlots: 9, totalSlots: 15, startDate: '2026-12-01', cancelledAt }, today)).toBe(
      CourseAvailability.CANCELLED,
    );
    expect(
      courseAvailability({ availableSlots: 0, totalSlots: 15, startDate: '2026-11-01', endDate: '2026-11-02', cancelledAt }, today),
    ).toBe(CourseAvailability.CANCELLED);
    expect(courseAvailability({ availableSlots: 9, totalSlots: 15, cancelledAt: null }, today)).toBe(CourseAvailability.AVAILABLE);
  });
  it('agrees with isBookable: only AVAILABLE and ALMOST_FULL courses can be booked', () => {
    for (const startDate of ['2026-11-01', '2026-11-23', null]) {
      for (const availableSlots of [0, 1, 10]) {
        const course = { availableSlots, totalSlots: 10, startDate, endDate: startDate && '2026-11-22' };
        const label = courseAvailability(course, today);
        expect([label, isBookable(course, today)]).toEqual([label, label === 'AVAILABLE' || label === 'ALMOST_FULL']);
      }
    }
  });
});

describe('todayInGersthofen', () => {
  it('uses the German calendar date, not UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Gersthofen (UTC+1 in winter).
    expect(todayInGersthofen(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 Jun is 00:30 on 1 Jul in summer time (UTC+2).
    expect(todayInGersthofen(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

describe('isBookable', () => {
  const today = '2026-11-23';
  const course = { isActive: true, availableSlots: 3, startDate: '2026-11-23' };
  it('takes an active course with places that starts today or later', () => {
    expect(isBookable(course, today)).toBe(true);
  });
  it('takes a course with no date yet (it has not started)', () => {
    expect(isBookable({ ...course, startDate: null }, today)).toBe(true);
  });
  it('refuses a full, started or inactive course', () => {
    expect(isBookable({ ...course, availableSlots: 0 }, today)).toBe(false);
    expect(isBookable({ ...course, startDate: '2026-11-22' }, today)).toBe(false);
    expect(isBookable({ ...course, isActive: false }, today)).toBe(false);
  });
  it('counts a course as started from the day after its first day', () => {
    expect(hasStarted('2026-11-23', today)).toBe(false);
    expect(hasStarted('2026-11-22', today)).toBe(true);
    expect(hasStarted(null, today)).toBe(false);
  });
});

describe('searchTerms', () => {
  it('splits on whitespace and drops empty words', () => {
    expect(searchTerms('  Seepferdchen   Kinder ')).toEqual(['Seepferdchen', 'Kinder']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });
  it('refuses more than 8 words or 200 characters instead of dropping the rest', () => {
    expect(searchProblem('eins zwei drei vier fünf sechs sieben acht')).toBeNull();
    expect(searchProblem('eins zwei drei vier fünf sechs sieben acht neun')).toMatchObject({
      reason: 'TOO_MANY_WORDS',
      values: { max: 8 },
    });
    expect(searchProblem('x'.repeat(200))).toBeNull();
    expect(searchProblem('x'.repeat(201))).toMatchObject({ reason: 'TOO_LONG', values: { max: 200 } });
    expect(searchProblem(null)).toBeNull();
  });
});

describe('bookingRefusal', () => {
  const today = '2026-11-23';
  const open = { isActive: true, availableSlots: 3, totalSlots: 10, startDate: '2026-12-01', endDate: '2026-12-20' };
  it('names no reason for a course on offer with a free place that has not started', () => {
    expect(bookingRefusal(open, today)).toBeNull();
    expect(bookingRefusal({ ...open, startDate: today }, today)).toBeNull();
    expect(isBookable(open, today)).toBe(true);
  });
  it('names the most lasting reason first: not offered, ended, started, full', () => {
    expect(bookingRefusal({ ...open, isActive: false, availableSlots: 0 }, today)).toBe('NOT_OFFERED');
    expect(bookingRefusal({ ...open, startDate: '2026-11-01', endDate: '2026-11-22', availableSlots: 0 }, today)).toBe('ENDED');
    expect(bookingRefusal({ ...open, startDate: '2026-11-22', availableSlots: 0 }, today)).toBe('STARTED');
    expect(bookingRefusal({ ...open, availableSlots: 0 }, today)).toBe('FULL');
    expect(isBookable({ ...open, availableSlots: 0 }, today)).toBe(false);
  });
});
