/**
 * docs/SPEC.md §4: a course request is a contact message whose subject contains "Kursanfrage", "Course Request" or
 * "Neue Kursanfrage" (the last one contains the first). What the site really stores: the contact page fills the
 * subject as "Kursanfrage: {course}" / "Course Request: {course}" (`contact.prefill.subject`), which the visitor may
 * retype in any case, so the words are matched ignoring case. (The course-request form itself stores no contact
 * message: its requests are `bookings`, staff's bookings list.) The repository's SQL applies the same words.
 */
export const COURSE_REQUEST_WORDS = ['kursanfrage', 'course request'] as const;

export function isCourseRequest(subject: string): boolean {
  const lower = subject.toLowerCase();
  return COURSE_REQUEST_WORDS.some((word) => lower.includes(word));
}

/**
 * The course a request names: the text after "Kursanfrage:" / "Course Request:" (the contact page's subject), or
 * null when the subject does not have that form.
 */
export function requestedCourseTitle(subject: string): string | null {
  const match = /(?:kursanfrage|course request)\s*:\s*(.+)$/i.exec(subject);
  const title = match?.[1].trim();
  return title ? title : null;
}

/** Longest first and last name an order holds (orders' columns). */
const NAME_LENGTH = 100;

/**
 * The order's customer names from the one name field of the contact form: the last word is the last name, the
 * words before it the first name ("Anna Maria Muster" → "Anna Maria" / "Muster"). A single word is taken as the
 * first name, with an empty last name (staff see the name as it was written, nothing invented).
 */
export function splitCustomerName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: (words[0] ?? '').slice(0, NAME_LENGTH), lastName: '' };
  return { firstName: words.slice(0, -1).join(' ').slice(0, NAME_LENGTH), lastName: words[words.length - 1].slice(0, NAME_LENGTH) };
}
