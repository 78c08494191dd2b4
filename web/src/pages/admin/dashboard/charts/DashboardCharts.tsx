import { Suspense, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { DashboardChartsQuery } from '../../../../__generated__/DashboardChartsQuery.graphql';
import { formatDate, formatMoney } from '../../../../i18n/format';
import { Button } from '../../../../ui/Button';
import { ErrorBoundary } from '../../../../ui/ErrorBoundary';
import { Skeleton } from '../../../../ui/Skeleton';
import { berlinToday, weekOf } from '../../trainer/trainerDates';
import { BarChart, OccupancyBars } from './BarChart';
import { ChartFigure } from './ChartFigure';
import { chartMessages as messages } from './messages';
import { PieChart } from './PieChart';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: end;
  label {
    display: grid;
    gap: 2px;
    font-size: 0.9rem;
  }
  input {
    min-height: 40px;
    font: inherit;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last twelve weeks, this one included. */
export function defaultRange(today = berlinToday()): { from: string; to: string } {
  return { from: addDays(weekOf(today).from, -77), to: today };
}

/** The payment method's name: stored as `paypal` or `invoice` (bank transfer in advance); an older name says it is another. */
const methodLabel = (intl: IntlShape, method: string) =>
  method === 'paypal'
    ? intl.formatMessage(messages.paypal)
    : method === 'invoice' || method === 'bank_transfer'
      ? intl.formatMessage(messages.bankTransfer)
      : intl.formatMessage(messages.otherMethod, { method });
const shortDate = (intl: IntlShape, day: string) =>
  intl.formatDate(`${day}T12:00:00Z`, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

function Charts({ from, to }: { from: string; to: string }) {
  const intl = useIntl();
  const { dashboardCharts: charts } = useLazyLoadQuery<DashboardChartsQuery>(
    graphql`
      query DashboardChartsQuery($from: LocalDate!, $to: LocalDate!) {
        dashboardCharts(from: $from, to: $to) @required(action: THROW) {
          weeks {
            weekStart
            orders
            places
            revenueCents
          }
          occupancy {
            courseId
            title
            booked
            total
          }
          paymentMethods {
            method
            orders
            amountCents
          }
        }
      }
    `,
    { from, to },
    { fetchPolicy: 'store-and-network' },
  );
  const money = (cents: number) => formatMoney(cents, intl.locale);
  const weeks = charts.weeks;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const totalOrders = sum(charts.paymentMethods.map((m) => m.orders));
  const empty = (
    <p>
      <FormattedMessage {...messages.noData} />
    </p>
  );
  const th = (message: (typeof messages)[keyof typeof messages], number = false) => (
    <th scope="col" className={number ? 'number' : undefined}>
      <FormattedMessage {...message} />
    </th>
  );

  return (
    <Grid>
      <ChartFigure
        id="chart-bookings"
        title={intl.formatMessage(messages.bookingsTitle)}
        summary={intl.formatMessage(messages.summaryBookings, {
          places: sum(weeks.map((w) => w.places)),
          orders: sum(weeks.map((w) => w.orders)),
          weeks: weeks.length,
        })}
        chart={<BarChart data={weeks.map((w) => ({ label: shortDate(intl, w.weekStart), value: w.places }))} />}
        table={
          <table>
            <thead>
              <tr>
                {th(messages.week)}
                {th(messages.orders, true)}
                {th(messages.places, true)}
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekStart}>
                  <td>{formatDate(intl, w.weekStart)}</td>
                  <td className="number">{w.orders}</td>
                  <td className="number">{w.places}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartFigure
        id="chart-revenue"
        title={intl.formatMessage(messages.revenueTitle)}
        summary={intl.formatMessage(messages.summaryRevenue, { amount: money(sum(weeks.map((w) => w.revenueCents))), weeks: weeks.length })}
        chart={<BarChart data={weeks.map((w) => ({ label: shortDate(intl, w.weekStart), value: w.revenueCents }))} color="#1b6e46" />}
        table={
          <table>
            <thead>
              <tr>
                {th(messages.week)}
                {th(messages.revenue, true)}
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekStart}>
                  <td>{formatDate(intl, w.weekStart)}</td>
                  <td className="number">{money(w.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartFigure
        id="chart-occupancy"
        title={intl.formatMessage(messages.occupancyTitle)}
        summary={intl.formatMessage(messages.summaryOccupancy, {
          courses: charts.occupancy.length,
          booked: sum(charts.occupancy.map((c) => c.booked)),
          total: sum(charts.occupancy.map((c) => c.total)),
        })}
        chart={
          charts.occupancy.length ? (
            <OccupancyBars data={charts.occupancy.map((c) => ({ label: c.title, booked: c.booked, total: c.total }))} />
          ) : (
            empty
          )
        }
        table={
          <table>
            <thead>
              <tr>
                {th(messages.course)}
                {th(messages.booked, true)}
                {th(messages.total, true)}
              </tr>
            </thead>
            <tbody>
              {charts.occupancy.map((c) => (
                <tr key={c.courseId}>
                  <td>{c.title}</td>
                  <td className="number">{c.booked}</td>
                  <td className="number">{c.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartFigure
        id="chart-payment"
        title={intl.formatMessage(messages.paymentTitle)}
        summary={intl.formatMessage(messages.summaryPayment, {
          parts: charts.paymentMethods.map((m) => `${methodLabel(intl, m.method)} ${m.orders}`).join(', ') || '–',
        })}
        chart={
          totalOrders ? (
            <PieChart data={charts.paymentMethods.map((m) => ({ label: methodLabel(intl, m.method), value: m.orders }))} />
          ) : (
            empty
          )
        }
        table={
          <table>
            <thead>
              <tr>
                {th(messages.method)}
                {th(messages.orders, true)}
                {th(messages.amount, true)}
                {th(messages.share, true)}
              </tr>
            </thead>
            <tbody>
              {charts.paymentMethods.map((m) => (
                <tr key={m.method}>
                  <td>{methodLabel(intl, m.method)}</td>
                  <td className="number">{m.orders}</td>
                  <td className="number">{money(m.amountCents)}</td>
                  <td className="number">{Math.round((m.orders / (totalOrders || 1)) * 100)} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </Grid>
  );
}

/**
 * How bookings, revenue, occupancy and payment methods develop, for a range of days (the last twelve
 * weeks at first). Its own chunk, loaded by the dashboard only (the chart code stays out of every other page).
 */
export function DashboardCharts() {
  const intl = useIntl();
  const [range, setRange] = useState(defaultRange);
  const [draft, setDraft] = useState(range);
  return (
    <section aria-labelledby="dashboard-charts-title" data-testid="dashboard-charts">
      <h2 id="dashboard-charts-title">
        <FormattedMessage {...messages.title} />
      </h2>
      <RangeForm
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.from && draft.to && draft.from <= draft.to) setRange(draft);
        }}
      >
        <label>
          <FormattedMessage {...messages.from} />
          <input
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            data-testid="charts-from"
          />
        </label>
        <label>
          <FormattedMessage {...messages.to} />
          <input
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            data-testid="charts-to"
          />
        </label>
        <Button type="submit" $variant="secondary">
          {intl.formatMessage(messages.show)}
        </Button>
      </RangeForm>
      <ErrorBoundary
        key={`${range.from}/${range.to}`}
        fallback={
          <p role="alert">
            <FormattedMessage {...messages.loadFailed} />
          </p>
        }
      >
        <Suspense fallback={<Skeleton $height="240px" />}>
          <Charts from={range.from} to={range.to} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
