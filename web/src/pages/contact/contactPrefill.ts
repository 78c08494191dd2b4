import type { IntlShape } from 'react-intl';
import { contactPageMessages } from './messages';

/** The longest course name taken from the URL (the subject holds at most 300 characters). */
const MAX_COURSE_LENGTH = 200;

/**
 * `/contact?course=Seepferdchen-Kurs` (docs/SPEC.md §2): a course request subject and a standard interest text,
 * in the interface language. Without a course (or with only blanks) both stay empty.
 */
export function contactPrefill(intl: IntlShape, course: string | null): { subject: string; message: string } {
  const name = (course ?? '')
    // eslint-disable-next-line no-control-regex -- a link's control characters become spaces
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, MAX_COURSE_LENGTH);
  if (!name) return { subject: '', message: '' };
  return {
    subject: intl.formatMessage(contactPageMessages.courseSubject, { course: name }),
    message: intl.formatMessage(contactPageMessages.courseMessage, { course: name }),
  };
}
