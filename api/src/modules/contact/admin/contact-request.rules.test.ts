import { isCourseRequest, requestedCourseTitle, splitCustomerName } from './contact-request.rules.js';

describe('course requests among contact messages (docs/SPEC.md §4)', () => {
  it('are the subjects with Kursanfrage, Course Request or Neue Kursanfrage, in any case', () => {
    for (const subject of [
      'Kursanfrage: Seepferdchen',
      'Course Request: Seepferdchen',
      'Neue Kursanfrage',
      'KURSANFRAGE',
      'course request for my son',
    ]) {
      expect([subject, isCourseRequest(subject)]).toEqual([subject, true]);
    }
    for (const subject of ['Frage zum Bad', 'Kurs', 'Anfrage', 'Request'])
      expect([subject, isCourseRequest(subject)]).toEqual([subject, false]);
  });

  it('name their course after the colon, as the contact page fills the subject', () => {
    expect(requestedCourseTitle('Kursanfrage: Seepferdchen-Kurs ')).toBe('Seepferdchen-Kurs');
    expect(requestedCourseTitle('Course Request: Kraulkurs')).toBe('Kraulkurs');
    expect(requestedCourseTitle('Neue Kursanfrage')).toBeNull();
    expect(requestedCourseTitle('Kursanfrage:   ')).toBeNull();
  });
});

describe('splitCustomerName', () => {
  it('takes the last word as the last name', () => {
    expect(splitCustomerName('  Anna  Maria Muster ')).toEqual({ firstName: 'Anna Maria', lastName: 'Muster' });
    expect(splitCustomerName('Anna')).toEqual({ firstName: 'Anna', lastName: '' });
    expect(splitCustomerName('A'.repeat(150))).toEqual({ firstName: 'A'.repeat(100), lastName: '' });
  });
});
