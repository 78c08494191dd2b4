import type { RequestContext } from '../../context/request-context.js';
import type { FieldError } from '../../validation/validate.js';
import { todayInGersthofen } from '../courses/course.rules.js';
import { courseOccupancy, ordersPerPaymentMethod, ordersPerWeek } from './dashboard-charts.repository.js';

/** Longest range the charts cover (a year and a day). */
export const MAX_CHART_DAYS = 367;
/** Most courses the occupancy chart shows. */
export const MAX_CHART_COURSES = 40;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10);

/** Every Monday from the week of `from` to the week of `to` (YYYY-MM-DD). */
export function mondaysOf(from: string, to: string): string[] {
  const first = dayNumber(from) - ((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7);
  const weeks: string[] = [];
  for (let day = first; day <= dayNumber(to); day += 7) weeks.push(dayOf(day));
  return weeks;
}

export type ChartsResult =
  | {
      ok: true;
      weeks: { weekStart: string; orders: number; places: number; revenueCents: number }[];
      occupancy: { courseId: number; title: string; titleEn: string | null; booked: number; total: number }[];
      paymentMethods: { method: string; orders: number; amountCents: number }[];
    }
  | { ok: false; errors: FieldError[] };

/** The dashboard's charts for a range of days, in one read. */
export const dashboardChartsService = {
  async charts(ctx: RequestContext, from: string, to: string): Promise<ChartsResult> {
    const valid = (day: string) => ISO_DAY.test(day) && !Number.isNaN(dayNumber(day)) && dayOf(dayNumber(day)) === day;
    if (!valid(from)) return { ok: false, errors: [{ field: 'from', code: 'INVALID_DATE', id: 'validation.date' }] };
    if (!valid(to)) return { ok: false, errors: [{ field: 'to', code: 'INVALID_DATE', id: 'validation.date' }] };
    const days = dayNumber(to) - dayNumber(from) + 1;
    if (days < 1 || days > MAX_CHART_DAYS)
      return {
        ok: false,
        errors: [{ field: 'to', code: 'OUT_OF_RANGE', id: 'validation.numberRange', values: { min: 1, max: MAX_CHART_DAYS } }],
      };
    const [perWeek, occupancy, paymentMethods] = await Promise.all([
      ordersPerWeek(ctx.em, from, to),
      courseOccupancy(ctx.em, from, to, todayInGersthofen(), MAX_CHART_COURSES),
      ordersPerPaymentMethod(ctx.em, from, to),
    ]);
    // Weeks without orders are there too, as zeros: a chart's gap is a quiet week, not a missing one.
    const weeks = mondaysOf(from, to).map(
      (weekStart) => perWeek.find((week) => week.weekStart === weekStart) ?? { weekStart, orders: 0, places: 0, revenueCents: 0 },
    );
    return { ok: true, weeks, occupancy, paymentMethods };
  },
};
