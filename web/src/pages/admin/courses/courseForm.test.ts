import { formEurosFromCents, parseFormEuros } from '@h2o/api/validation/money';
import { searchOf } from './adminCoursesLoader';
import {
  changedFields,
  checkCourseForm,
  type CourseFormValues,
  formFieldErrors,
  newCourseValues,
  PRICE_DECIMALS_MESSAGE,
  PRICE_FORMAT_MESSAGE,
  tabOfField,
  tabsWithErrors,
} from './courseForm';

const filled = (extra: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...newCourseValues(),
  title: 'Seepferdchen-Kurs',
  description: 'Schwimmen lernen bis zum Seepferdchen.',
  courseType: 'CHILDREN',
  startDate: '2026-12-05',
  price: '160',
  ...extra,
});

describe('parseFormEuros', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['12,5', 1250],
    ['0,05', 5],
    [',99', 99],
    ['0', 0],
    [' 160,00 € ', 16000],
    ['1234567', 123_456_700],
    // Exactly, where floating point would not be: 0.1 + 0.2 and 19.99 * 100.
    ['0,30', 30],
    ['19,99', 1999],
    ['-5', -500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseFormEuros(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['12,505', 'decimals'],
    ['0.001', 'decimals'],
    ['1.250,00', 'format'],
    ['12 Euro', 'format'],
    ['abc', 'format'],
    [',', 'format'],
    ['1e3', 'format'],
    ['', 'empty'],
    ['  ', 'empty'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseFormEuros(text)).toEqual({ ok: false, reason });
  });
});

describe('formEurosFromCents', () => {
  it('shows cents as the price field takes them back', () => {
    expect(formEurosFromCents(1250)).toBe('12,50');
    expect(formEurosFromCents(1205, '.')).toBe('12.05');
    expect(formEurosFromCents(16000)).toBe('160');
    expect(formEurosFromCents(0)).toBe('0');
    for (const cents of [0, 5, 99, 1250, 19_999, 1_000_000]) expect(parseFormEuros(formEurosFromCents(cents))).toEqual({ ok: true, cents });
  });
});

describe('checkCourseForm', () => {
  it('starts from docs/SPEC.md §5 defaults: Anfänger, 5-7 years, 10 of 10 places, price 0, active', () => {
    expect(newCourseValues()).toMatchObject({
      level: 'BEGINNER',
      ageGroup: 'CHILDREN_5_7',
      totalSlots: 10,
      availableSlots: 10,
      price: '0',
      isActive: true,
    });
  });

  it('gives the input the API takes: trimmed, empty optional texts as null, the price in cents', () => {
    const checked = checkCourseForm(
      filled({ title: '  Seepferdchen-Kurs ', price: '160,50', notes: '   ', startDate: '2026-12-05', endDate: '' }),
    );
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({
        title: 'Seepferdchen-Kurs',
        priceCents: 16050,
        totalSlots: 10,
        availableSlots: 10,
        notes: null,
        startDate: '2026-12-05',
        endDate: null,
        isActive: true,
      }),
    });
  });

  it('refuses by the shared rules, keyed by the form fields (the price in euros)', () => {
    const checked = checkCourseForm(
      filled({
        title: ' ',
        courseType: '',
        price: '-1',
        totalSlots: 0,
        availableSlots: -1,
        startDate: '2026-12-05',
        endDate: '2026-12-01',
      }),
    );
    expect(checked.ok).toBe(false);
    const { errors } = checked as { errors: Record<string, unknown> };
    expect(errors).toEqual({
      title: expect.objectContaining({ code: 'REQUIRED', id: 'validation.required' }),
      courseType: expect.objectContaining({ code: 'REQUIRED' }),
      endDate: expect.objectContaining({ id: 'validation.endDateBeforeStart' }),
      totalSlots: expect.objectContaining({ id: 'validation.numberRange' }),
      availableSlots: expect.objectContaining({ id: 'validation.availableSlots' }),
      price: expect.objectContaining({ id: 'validation.price' }),
    });
    expect(tabsWithErrors(errors)).toEqual(['basic', 'schedule', 'capacity']);
  });

  it('says what is wrong with a price as typed', () => {
    const errorsOf = (price: string) => (checkCourseForm(filled({ price })) as { errors: Record<string, unknown> }).errors;
    expect(errorsOf('12,505')).toEqual({ price: PRICE_DECIMALS_MESSAGE });
    expect(errorsOf('zwölf')).toEqual({ price: PRICE_FORMAT_MESSAGE });
    expect(errorsOf('')).toEqual({ price: expect.objectContaining({ code: 'REQUIRED' }) });
    expect(errorsOf('10001')).toEqual({ price: expect.objectContaining({ id: 'validation.priceMax' }) });
  });

  it('puts a new course on offer only with a start date and a price of at least 1 €; unticked "active", it may wait for both', () => {
    const errorsOf = (extra: Partial<CourseFormValues>) => (checkCourseForm(filled(extra)) as { errors?: Record<string, unknown> }).errors;
    expect(errorsOf({ startDate: '', price: '0' })).toEqual({
      startDate: expect.objectContaining({ code: 'REQUIRED', id: 'validation.startDateOnOffer' }),
      price: expect.objectContaining({ code: 'OUT_OF_RANGE', id: 'validation.priceOnOffer', values: { min: 1 } }),
    });
    expect(errorsOf({ price: '0,01' })).toEqual({ price: expect.objectContaining({ id: 'validation.priceMin', values: { min: 1 } }) });
    expect(checkCourseForm(filled({ startDate: '', price: '0', isActive: false }))).toMatchObject({
      ok: true,
      value: { startDate: null, priceCents: 0, isActive: false },
    });
  });

  it('when editing, lets the free places follow the total and refuses fewer places than are taken', () => {
    const stored = { totalSlots: 10, availableSlots: 4 };
    // 6 taken: 12 places leave 6 free, whatever the form's own (stale) free places say.
    expect(checkCourseForm(filled({ totalSlots: 12, availableSlots: 0 }), stored)).toMatchObject({
      ok: true,
      value: { totalSlots: 12, availableSlots: 6 },
    });
    const refused = checkCourseForm(filled({ totalSlots: 5 }), stored) as { errors: Record<string, unknown> };
    expect(refused.errors).toEqual({ totalSlots: { code: 'OUT_OF_RANGE', id: 'validation.totalSlotsBelowTaken', values: { taken: 6 } } });
  });
});

describe('changedFields', () => {
  it('lists only what differs, never the free places', () => {
    const before = (checkCourseForm(filled()) as unknown as { value: never }).value;
    const after = (checkCourseForm(filled({ title: 'Neu', price: '1,01', availableSlots: 2 })) as unknown as { value: never }).value;
    expect(changedFields(before, after)).toEqual({ title: 'Neu', priceCents: 101 });
  });
});

describe('formFieldErrors', () => {
  it("puts the server's refusals on the form's inputs, and those without one above the form", () => {
    expect(formFieldErrors({ priceCents: 'Preis!', endDate: 'Ende!', id: 'Gelöscht.' }, true)).toEqual({
      onFields: { price: 'Preis!', endDate: 'Ende!' },
      aboveForm: ['Gelöscht.'],
    });
    expect(formFieldErrors({ availableSlots: 'Frei!' }, true).onFields).toEqual({ totalSlots: 'Frei!' });
    expect(formFieldErrors({ availableSlots: 'Frei!' }, false).onFields).toEqual({ availableSlots: 'Frei!' });
    expect(tabOfField('cancellationPolicy')).toBe('additional');
  });
});

describe('searchOf', () => {
  it('asks within the API limits: trimmed, at most 8 words and 200 characters', () => {
    expect(searchOf('http://x/admin/courses')).toBe('');
    expect(searchOf('http://x/admin/courses?q=%20%20Kraul%20%20kurs%20')).toBe('Kraul kurs');
    expect(searchOf(`http://x/admin/courses?q=${'a '.repeat(12)}`)).toBe('a a a a a a a a');
    expect(searchOf(`http://x/admin/courses?q=${'x'.repeat(300)}`)).toHaveLength(200);
  });
});
