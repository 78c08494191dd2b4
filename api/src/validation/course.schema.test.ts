import { AgeGroup, CourseLevel, CourseType } from '../modules/courses/course.enums.js';
import { AGE_GROUPS, COURSE_LEVELS, COURSE_TYPES, courseSchema, isIsoDate } from './course.schema.js';
import { validateInput } from './validate.js';

const valid = {
  title: 'Seepferdchen',
  description: 'Schwimmen lernen bis zum Abzeichen.',
  courseType: 'CHILDREN',
  level: 'BEGINNER',
  ageGroup: 'CHILDREN_5_7',
  startDate: '2027-03-01',
  endDate: '2027-04-26',
  schedule: 'Montags',
  time: '12:15-13:00',
  location: 'Hallenbad Gersthofen',
  duration: '8 Einheiten à 45 Minuten',
  totalSlots: 10,
  availableSlots: 10,
  priceCents: 16000,
  isActive: true,
  notes: null,
  specialRequirements: null,
  cancellationPolicy: null,
};

const refusals = (input: Record<string, unknown>) => {
  const result = validateInput(courseSchema, input);
  return result.ok ? [] : result.errors.map(({ field, code, id, values }) => ({ field, code, id, ...(values ? { values } : {}) }));
};

describe('courseSchema (docs/SPEC.md §5 course form)', () => {
  it('lists the same enum values as the GraphQL enums', () => {
    expect([...COURSE_TYPES]).toEqual(Object.values(CourseType));
    expect([...COURSE_LEVELS]).toEqual(Object.values(CourseLevel));
    expect([...AGE_GROUPS]).toEqual(Object.values(AgeGroup));
  });

  it('accepts a complete course, trims texts and turns empty optional texts and dates into null', () => {
    const result = validateInput(courseSchema, {
      ...valid,
      isActive: false,
      title: '  Seepferdchen ',
      schedule: '  ',
      startDate: '',
      endDate: null,
      extra: 'dropped',
    });
    // English texts are optional: not given, they are null (the German text is shown on English pages, marked).
    const noEnglish = Object.fromEntries(
      ['title', 'description', 'schedule', 'location', 'duration', 'notes', 'specialRequirements', 'whatToBring', 'cancellationPolicy'].map(
        (text) => [`${text}En`, null],
      ),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        ...noEnglish,
        isActive: false,
        schedule: null,
        startDate: null,
        endDate: null,
        minParticipants: null,
        whatToBring: null,
      },
    });
  });

  it("refuses a negative or fractional price with SPEC's message, and a price beyond 10 000 €", () => {
    expect(refusals({ ...valid, priceCents: -1 })).toEqual([{ field: 'priceCents', code: 'OUT_OF_RANGE', id: 'validation.price' }]);
    expect(refusals({ ...valid, priceCents: 10.5 })).toEqual([{ field: 'priceCents', code: 'OUT_OF_RANGE', id: 'validation.price' }]);
    expect(refusals({ ...valid, priceCents: 1_000_001 })).toEqual([
      { field: 'priceCents', code: 'OUT_OF_RANGE', id: 'validation.priceMax', values: { max: 10000 } },
    ]);
    // A minimum from 1 to the course's places; none is fine.
    expect(refusals({ ...valid, minParticipants: valid.totalSlots })).toEqual([]);
    expect(refusals({ ...valid, minParticipants: null })).toEqual([]);
    expect(refusals({ ...valid, minParticipants: valid.totalSlots + 1 })).toEqual([
      { field: 'minParticipants', code: 'OUT_OF_RANGE', id: 'validation.minParticipants', values: { max: valid.totalSlots } },
    ]);
    expect(refusals({ ...valid, minParticipants: 0 })).toEqual([
      { field: 'minParticipants', code: 'OUT_OF_RANGE', id: 'validation.minParticipants', values: { max: valid.totalSlots } },
    ]);
  });

  it('puts a course on offer (active, so bookable at once) only with a start date and a price of at least 1 €; a draft may wait for both', () => {
    const onOffer = (fields: Record<string, unknown>) => refusals({ ...valid, ...fields });
    expect(onOffer({ title: 'x', priceCents: 1, startDate: null, endDate: null })).toEqual([
      { field: 'startDate', code: 'REQUIRED', id: 'validation.startDateOnOffer' },
      { field: 'priceCents', code: 'OUT_OF_RANGE', id: 'validation.priceMin', values: { min: 1 } },
    ]);
    expect(onOffer({ priceCents: 0 })).toEqual([
      { field: 'priceCents', code: 'OUT_OF_RANGE', id: 'validation.priceOnOffer', values: { min: 1 } },
    ]);
    // Not given, the switch is on (docs/SPEC.md §5 default): the same rules.
    expect(onOffer({ isActive: undefined, startDate: '' })).toEqual([
      { field: 'startDate', code: 'REQUIRED', id: 'validation.startDateOnOffer' },
    ]);
    expect(onOffer({ priceCents: 100 })).toEqual([]);
    // A draft: no dates and no price yet (0) are fine, a price under 1 € is still a typo.
    expect(onOffer({ isActive: false, startDate: null, endDate: null, priceCents: 0 })).toEqual([]);
    expect(onOffer({ isActive: false, priceCents: 99 })).toEqual([
      { field: 'priceCents', code: 'OUT_OF_RANGE', id: 'validation.priceMin', values: { min: 1 } },
    ]);
  });

  it('keeps the free places from 0 to all places, and all places from 1', () => {
    expect(refusals({ ...valid, availableSlots: 11 })).toEqual([
      { field: 'availableSlots', code: 'OUT_OF_RANGE', id: 'validation.availableSlots', values: { max: 10 } },
    ]);
    expect(refusals({ ...valid, availableSlots: -1 })).toEqual([
      { field: 'availableSlots', code: 'OUT_OF_RANGE', id: 'validation.availableSlots', values: { max: 10 } },
    ]);
    expect(refusals({ ...valid, totalSlots: 0, availableSlots: 0 })).toEqual([
      { field: 'totalSlots', code: 'OUT_OF_RANGE', id: 'validation.numberRange', values: { min: 1, max: 1000 } },
    ]);
    expect(refusals({ ...valid, availableSlots: 0 })).toEqual([]);
  });

  it('refuses dates that are no calendar dates, and an end before the start', () => {
    expect(refusals({ ...valid, startDate: '2027-02-30' })).toEqual([{ field: 'startDate', code: 'INVALID_DATE', id: 'validation.date' }]);
    expect(refusals({ ...valid, startDate: 20270301 })).toEqual([{ field: 'startDate', code: 'INVALID_DATE', id: 'validation.date' }]);
    expect(refusals({ ...valid, endDate: '01.04.2027' })).toEqual([{ field: 'endDate', code: 'INVALID_DATE', id: 'validation.date' }]);
    expect(refusals({ ...valid, endDate: '2027-02-28' })).toEqual([
      { field: 'endDate', code: 'OUT_OF_RANGE', id: 'validation.endDateBeforeStart' },
    ]);
    expect(refusals({ ...valid, endDate: '2027-03-01' })).toEqual([]);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
  });

  it('requires title, description and the choices; limits the free texts', () => {
    expect(
      refusals({ ...valid, title: '  ', description: undefined, level: 'EXPERT', courseType: 42 }).map(({ field, code }) => [field, code]),
    ).toEqual([
      ['title', 'REQUIRED'],
      ['description', 'REQUIRED'],
      ['courseType', 'REQUIRED'],
      ['level', 'OUT_OF_RANGE'],
    ]);
    expect(refusals({ ...valid, time: 'x'.repeat(51) })).toEqual([
      { field: 'time', code: 'TOO_LONG', id: 'validation.tooLong', values: { max: 50 } },
    ]);
    expect(refusals({ ...valid, title: 'Kurs\nBcc: x@y.z' })).toEqual([
      { field: 'title', code: 'INVALID_CHARACTERS', id: 'validation.invalidCharacters' },
    ]);
    expect(refusals({ ...valid, description: 'Zeile eins\nZeile zwei' })).toEqual([]);
  });
});
