import { CourseAvailability } from './course.enums.js';
import { courseAvailability, hasStarted, isBookable, searchTerms, todayInGersthofen } from './course.rules.js';

describe('courseAvailability', () => {
  it('is fully booked at zero places', () => {
    expect(courseAvailability(0, 10)).toBe(CourseAvailability.FULLY_BOOKED);
  });
  it('is almost full below 30 % of all places', () => {
    expect(courseAvailability(2, 10)).toBe(CourseAvailability.ALMOST_FULL);
    expect(courseAvailability(3, 10)).toBe(CourseAvailability.AVAILABLE);
    expect(courseAvailability(1, 4)).toBe(CourseAvailability.ALMOST_FULL);
  });
  it('is available otherwise', () => {
    expect(courseAvailability(10, 10)).toBe(CourseAvailability.AVAILABLE);
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
});
