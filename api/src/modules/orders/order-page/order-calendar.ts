import { type EventAttributes, createEvents } from 'ics';
import { type Language, rowTextIn } from '../../../context/language.js';
import type { Course } from '../../courses/course.entity.js';
import { berlinTimeToUtc, dailyTimeSpan, scheduleWeekdays, sessionDays } from './course-schedule.rules.js';

/** One course of an order, as its calendar needs it. */
export interface CalendarCourse {
  itemId: number;
  /** The order was cancelled, or this course was: its events are written as cancelled (see `courseEvents`). */
  cancelled?: boolean;
  course: Pick<
    Course,
    'id' | 'title' | 'titleEn' | 'location' | 'locationEn' | 'schedule' | 'scheduleEn' | 'startDate' | 'endDate' | 'time'
  >;
}

const CALENDAR_TEXTS: Record<Language, { order: (number: string) => string; period: string; cancelled: (title: string) => string }> = {
  de: {
    order: (number) => `Bestellung ${number} bei H2O Gersthofen`,
    period: 'Kurszeitraum; die einzelnen Termine stehen im Kursplan.',
    cancelled: (title) => `Abgesagt: ${title}`,
  },
  en: {
    order: (number) => `Order ${number} at H2O Gersthofen`,
    period: 'Course period; the single dates are in the course schedule.',
    cancelled: (title) => `Cancelled: ${title}`,
  },
};

/**
 * An event's revision: the file first offered is revision 0; a cancelled one is the same event (same UID) in a later
 * revision with STATUS:CANCELLED, so a calendar that imported the dates replaces them with the cancellation
 * (RFC 5545 3.8.7.4) instead of keeping them beside it.
 */
const SEQUENCE = { booked: 0, cancelled: 1 } as const;

const dateArray = (day: string): [number, number, number] => {
  const [year, month, date] = day.split('-').map(Number);
  return [year, month, date];
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The events of one course: one per session when its schedule names weekdays and its time is a span ("Sonntags",
 * "12:15-13:00": every Sunday from start to end date, 12:15 to 13:00 in Gersthofen, written in UTC so every
 * calendar shows it at the right hour), else one all-day event for the whole period. A course without dates has none.
 */
export function courseEvents(entry: CalendarCourse, orderNumber: string, language: Language): EventAttributes[] {
  const { course } = entry;
  const startDate = course.startDate ?? course.endDate;
  const endDate = course.endDate ?? course.startDate;
  if (!startDate || !endDate) return [];
  const texts = CALENDAR_TEXTS[language];
  const courseTitle = rowTextIn(course, 'title', language) ?? course.title;
  const title = entry.cancelled ? texts.cancelled(courseTitle) : courseTitle;
  const location = rowTextIn(course, 'location', language) ?? undefined;
  const state = entry.cancelled
    ? ({ status: 'CANCELLED', sequence: SEQUENCE.cancelled } as const)
    : ({ status: 'CONFIRMED', sequence: SEQUENCE.booked } as const);
  const common = {
    title,
    location,
    description: texts.order(orderNumber),
    productId: 'h2o-gersthofen/order-page',
    calName: courseTitle,
    ...state,
  };
  const uid = (suffix: string) => `h2o-order-${orderNumber}-item-${entry.itemId}-${suffix}@h2o-gersthofen.de`;

  // The German schedule is the one staff always write; the English one may be missing or free text.
  const weekdays = scheduleWeekdays(course.schedule).length ? scheduleWeekdays(course.schedule) : scheduleWeekdays(course.scheduleEn);
  const span = dailyTimeSpan(course.time);
  const days = weekdays.length && span ? sessionDays(startDate, endDate, weekdays) : [];
  if (days.length && span) {
    return days.map((day) => ({
      ...common,
      uid: uid(day),
      start: berlinTimeToUtc(day, span.start),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: berlinTimeToUtc(day, span.end),
      endInputType: 'utc',
      endOutputType: 'utc',
    }));
  }
  return [
    {
      ...common,
      uid: uid('period'),
      description: `${common.description}\n${texts.period}`,
      start: dateArray(startDate),
      end: dateArray(nextDay(endDate)),
    },
  ];
}

/** The order's courses as an iCalendar file (RFC 5545), in the customer's language. */
export function orderCalendar(entries: readonly CalendarCourse[], orderNumber: string, language: Language): string {
  const events = entries.flatMap((entry) => courseEvents(entry, orderNumber, language));
  const { error, value } = createEvents(events, {
    productId: 'h2o-gersthofen/order-page',
    calName: CALENDAR_TEXTS[language].order(orderNumber),
  });
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return value;
}
