import { createIntl } from 'react-intl';
import { messagesFor } from './catalogues';
import { formatDate, formatDateRange, formatMoney } from './format';

const de = createIntl({ locale: 'de', messages: messagesFor('de') });
const en = createIntl({ locale: 'en', messages: messagesFor('en') });
// Intl puts a no-break space between amount and currency sign.
const euro = (text: string) => text.replace(' ', '\u00a0');

describe('formatMoney', () => {
  it('formats cents as German euros', () => {
    expect(formatMoney(14900)).toBe(euro('149,00 €'));
    expect(formatMoney(5)).toBe(euro('0,05 €'));
    expect(formatMoney(123456)).toBe(euro('1.234,56 €'));
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows 0,00 € for %p', (value) => {
    expect(formatMoney(value)).toBe(euro('0,00 €'));
  });

  it('formats cents the English way on English pages', () => {
    expect(formatMoney(14900, 'en')).toBe('€149.00');
    expect(formatMoney(123456, en.locale)).toBe('€1,234.56');
    expect(formatMoney(null, 'en')).toBe('€0.00');
  });
});

describe('formatDate', () => {
  it('formats a LocalDate without shifting the day', () => {
    expect(formatDate(de, '2025-09-06')).toBe('06.09.2025');
    expect(formatDate(en, '2025-12-31')).toBe('31/12/2025');
  });

  it("formats timestamps in the interface language's style (Berlin time)", () => {
    expect(formatDate(de, '2025-03-01T23:30:00Z')).toBe('02.03.2025');
    expect(formatDate(de, new Date(Date.UTC(2024, 1, 29, 12)))).toBe('29.02.2024');
    expect(formatDate(en, '2025-03-01T23:30:00Z')).toBe('02/03/2025');
  });

  it('names empty, invalid and failing dates in the interface language', () => {
    expect(formatDate(de, null)).toBe('Kein Datum');
    expect(formatDate(de, '')).toBe('Kein Datum');
    expect(formatDate(en, undefined)).toBe('No date');
    expect(formatDate(de, 'morgen')).toBe('Ungültiges Datum');
    expect(formatDate(de, '2025-02-30')).toBe('Ungültiges Datum');
    expect(formatDate(en, 'tomorrow')).toBe('Invalid date');
    const hostile = {
      [Symbol.toPrimitive]: () => {
        throw new Error('boom');
      },
    } as unknown as string;
    expect(formatDate(de, hostile)).toBe('Datumsfehler');
    expect(formatDate(en, hostile)).toBe('Date error');
  });
});

describe('formatDateRange', () => {
  it('joins start and end, or shows the one that is set', () => {
    expect(formatDateRange(de, '2025-09-06', '2025-10-25')).toBe('06.09.2025 – 25.10.2025');
    expect(formatDateRange(de, '2025-09-06', null)).toBe('06.09.2025');
    expect(formatDateRange(de, null, '2025-10-25')).toBe('25.10.2025');
    expect(formatDateRange(en, null, null)).toBe('No date');
    expect(formatDateRange(en, '2025-09-06', '2025-10-25')).toBe('06/09/2025 – 25/10/2025');
  });
});
