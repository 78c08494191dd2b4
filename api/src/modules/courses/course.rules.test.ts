import { CourseAvailability } from './course.enums.js';
import { courseAvailability, searchTerms } from './course.rules.js';

describe('courseAvailability', () => {
  it('is fully booked at zero or fewer places', () => {
    expect(courseAvailability(0, 10)).toBe(CourseAvailability.FULLY_BOOKED);
    expect(courseAvailability(-2, 10)).toBe(CourseAvailability.FULLY_BOOKED);
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

describe('searchTerms', () => {
  it('splits on whitespace and drops empty words', () => {
    expect(searchTerms('  Seepferdchen   Kinder ')).toEqual(['Seepferdchen', 'Kinder']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });
});
