import type { Language } from '../../../context/language.js';

/** What Excel reads as a formula when a cell starts with it (OWASP "CSV injection"): such a text gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas defused, quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file as German Excel opens it with a double click: UTF-8 with a byte order mark (else umlauts break),
 * `;` between cells (Excel's separator where the decimal mark is a comma), CRLF line ends.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

const HEADERS: Record<Language, string[]> = {
  de: ['Nr.', 'Vorname', 'Nachname', 'Geburtsdatum', 'Bestellung', 'Kontakt', 'Telefon', 'E-Mail'],
  en: ['No.', 'First name', 'Last name', 'Date of birth', 'Order', 'Contact', 'Phone', 'E-mail'],
};

/** A date as the list's reader types it: `03.05.2092` in German (Excel reads it as a date), ISO in English. */
const csvDate = (iso: string | null | undefined, language: Language) =>
  !iso ? '' : language === 'de' ? iso.split('-').reverse().join('.') : iso;

const FILE_PREFIX: Record<Language, string> = { de: 'Teilnehmer', en: 'Participants' };

export interface ParticipantsCsvInput {
  course: { title: string; startDate?: string | null };
  participants: {
    number: number;
    firstName: string;
    lastName: string;
    birthDate?: string | null;
    orderNumber: string;
    contactName: string;
    contactPhone?: string | null;
    contactEmail: string;
  }[];
}

/**
 * The participant list as a CSV download: a header row in the request's language, one row per participant with
 * what the screen shows (date of birth, who booked the place and how to reach them: the list is taken to the pool).
 */
export function participantsCsv({ participants }: ParticipantsCsvInput, language: Language): string {
  return toCsv([
    HEADERS[language],
    ...participants.map((p) => [
      p.number,
      p.firstName,
      p.lastName,
      csvDate(p.birthDate, language),
      p.orderNumber,
      p.contactName,
      p.contactPhone ?? '',
      p.contactEmail,
    ]),
  ]);
}

/** `Teilnehmer - Seepferdchen - 01.03.2099.csv`: the course's title (characters no file system takes replaced) and start date. */
export function participantsCsvFileName({ course }: ParticipantsCsvInput, language: Language): string {
  const title =
    course.title
      // eslint-disable-next-line no-control-regex -- control characters are among those no file name may hold
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'Kurs';
  const date = course.startDate ? ` - ${course.startDate.split('-').reverse().join('.')}` : '';
  return `${FILE_PREFIX[language]} - ${title}${date}.csv`;
}
