import { STAFF_ROLES } from '../users/roles.js';
import { GraphQLError } from 'graphql';
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { LocalDate } from '../../graphql/scalars.js';
import { dashboardChartsService } from './dashboard-charts.service.js';
import { DashboardCharts } from './dashboard-charts.types.js';

@Resolver()
export class DashboardChartsResolver {
  @Authorized(STAFF_ROLES)
  @Query(() => DashboardCharts, {
    description:
      "Admins and staff: the dashboard's charts from `from` to `to` (Berlin days, at most 367): orders and paid revenue per week, places taken per course, " +
      'orders per payment method. A range that is no range is refused (`BAD_USER_INPUT`).',
  })
  async dashboardCharts(
    @Ctx() ctx: RequestContext,
    @Arg('from', () => LocalDate, { description: 'First day.' }) from: string,
    @Arg('to', () => LocalDate, { description: 'Last day.' }) to: string,
  ): Promise<DashboardCharts> {
    const result = await dashboardChartsService.charts(ctx, from, to);
    if (!result.ok) {
      const [error] = toUserErrors(ctx.language, result.errors);
      throw new GraphQLError(`${error.field}: ${error.message}`, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    }
    return {
      weeks: result.weeks,
      occupancy: result.occupancy.map(({ titleEn, ...course }) => ({
        ...course,
        title: ctx.language === 'en' && titleEn?.trim() ? titleEn : course.title,
      })),
      paymentMethods: result.paymentMethods,
    };
  }
}
