import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The dashboard's charts and their tables. */
export const chartMessages = defineMessages<{
  title: None;
  from: None;
  to: None;
  show: None;
  bookingsTitle: None;
  revenueTitle: None;
  occupancyTitle: None;
  paymentTitle: None;
  asTable: None;
  week: None;
  orders: None;
  places: None;
  revenue: None;
  course: None;
  booked: None;
  total: None;
  method: None;
  amount: None;
  share: None;
  paypal: None;
  bankTransfer: None;
  otherMethod: { method: string };
  noData: None;
  loadFailed: None;
  summaryBookings: { places: number; orders: number; weeks: number };
  summaryRevenue: { amount: string; weeks: number };
  summaryOccupancy: { courses: number; booked: number; total: number };
  summaryPayment: { parts: string };
}>({
  title: { id: 'admin.dashboard.charts.title', description: 'Dashboard: heading of the charts' },
  from: { id: 'admin.dashboard.charts.from', description: 'Dashboard charts: first day of the range' },
  to: { id: 'admin.dashboard.charts.to', description: 'Dashboard charts: last day of the range' },
  show: { id: 'admin.dashboard.charts.show', description: 'Dashboard charts: button applying the range' },
  bookingsTitle: { id: 'admin.dashboard.charts.bookingsTitle', description: 'Chart title: places booked per week' },
  revenueTitle: { id: 'admin.dashboard.charts.revenueTitle', description: 'Chart title: paid revenue per week' },
  occupancyTitle: { id: 'admin.dashboard.charts.occupancyTitle', description: 'Chart title: places taken per course' },
  paymentTitle: { id: 'admin.dashboard.charts.paymentTitle', description: 'Chart title: orders per payment method' },
  asTable: { id: 'admin.dashboard.charts.asTable', description: "Dashboard charts: opens the chart's numbers as a table" },
  week: { id: 'admin.dashboard.charts.week', description: 'Table column: week (its Monday)' },
  orders: { id: 'admin.dashboard.charts.orders', description: 'Table column: orders' },
  places: { id: 'admin.dashboard.charts.places', description: 'Table column: places booked' },
  revenue: { id: 'admin.dashboard.charts.revenue', description: 'Table column: paid revenue' },
  course: { id: 'admin.dashboard.charts.course', description: 'Table column: course' },
  booked: { id: 'admin.dashboard.charts.booked', description: 'Table column: places taken' },
  total: { id: 'admin.dashboard.charts.total', description: 'Table column: places in all' },
  method: { id: 'admin.dashboard.charts.method', description: 'Table column: payment method' },
  amount: { id: 'admin.dashboard.charts.amount', description: 'Table column: order totals' },
  share: { id: 'admin.dashboard.charts.share', description: 'Table column: share of the orders' },
  paypal: { id: 'admin.dashboard.charts.paypal', description: 'Payment method: PayPal' },
  bankTransfer: { id: 'admin.dashboard.charts.bankTransfer', description: 'Payment method: bank transfer' },
  otherMethod: {
    id: 'admin.dashboard.charts.otherMethod',
    description: 'Payment method of older orders not known any more; {method} is its stored name',
  },
  noData: { id: 'admin.dashboard.charts.noData', description: 'Dashboard charts: nothing in the range' },
  loadFailed: { id: 'admin.dashboard.charts.loadFailed', description: 'Dashboard charts: loading failed' },
  summaryBookings: { id: 'admin.dashboard.charts.summaryBookings', description: 'Accessible summary of the bookings chart' },
  summaryRevenue: { id: 'admin.dashboard.charts.summaryRevenue', description: 'Accessible summary of the revenue chart' },
  summaryOccupancy: { id: 'admin.dashboard.charts.summaryOccupancy', description: 'Accessible summary of the occupancy chart' },
  summaryPayment: { id: 'admin.dashboard.charts.summaryPayment', description: 'Accessible summary of the payment split chart' },
});
