import { defineMessages, type NoMessageValues } from 'react-intl';

export const statCardMessages = defineMessages<{
  label: NoMessageValues;
  courses: NoMessageValues;
  coursesDetail: { withFreePlaces: number; freePlaces: number };
  bookings: NoMessageValues;
  bookingsDetail: { pending: number };
  contactRequests: NoMessageValues;
  contactRequestsDetail: { total: number };
  reviews: NoMessageValues;
  reviewsDetail: { pending: number };
  orders: NoMessageValues;
  ordersDetail: { pending: number };
}>({
  label: { id: 'admin.dashboard.stats.label', description: 'Admin dashboard: accessible name of the group of stat cards' },
  courses: {
    id: 'admin.dashboard.stats.courses',
    description: 'Admin dashboard stat card title: active courses (the number below is their count)',
  },
  coursesDetail: {
    id: 'admin.dashboard.stats.coursesDetail',
    description:
      'Admin dashboard stat card: under the active courses; {withFreePlaces} of them have free places, {freePlaces} free places in all',
  },
  bookings: {
    id: 'admin.dashboard.stats.bookings',
    description: 'Admin dashboard stat card title: booking requests not cancelled (the number below)',
  },
  bookingsDetail: {
    id: 'admin.dashboard.stats.bookingsDetail',
    description: 'Admin dashboard stat card: under the bookings; {pending} of them are pending',
  },
  contactRequests: {
    id: 'admin.dashboard.stats.contactRequests',
    description: 'Admin dashboard stat card title: course requests among the contact messages (the number below)',
  },
  contactRequestsDetail: {
    id: 'admin.dashboard.stats.contactRequestsDetail',
    description: 'Admin dashboard stat card: under the course requests; {total} contact messages in all',
  },
  reviews: { id: 'admin.dashboard.stats.reviews', description: 'Admin dashboard stat card title: reviews in all (the number below)' },
  reviewsDetail: {
    id: 'admin.dashboard.stats.reviewsDetail',
    description: 'Admin dashboard stat card: under the reviews; {pending} of them wait for approval (not visible yet)',
  },
  orders: { id: 'admin.dashboard.stats.orders', description: 'Admin dashboard stat card title: orders in all (the number below)' },
  ordersDetail: {
    id: 'admin.dashboard.stats.ordersDetail',
    description: 'Admin dashboard stat card: under the orders; {pending} of them are pending',
  },
});

export const dashboardOrdersMessages = defineMessages<{
  title: NoMessageValues;
  allOrders: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  title: { id: 'admin.dashboard.orders.title', description: 'Admin dashboard: heading of the latest orders table' },
  allOrders: { id: 'admin.dashboard.orders.all', description: 'Admin dashboard: link from the latest orders to the orders view' },
  loadFailed: { id: 'admin.dashboard.orders.loadFailed', description: 'Admin dashboard: the latest orders could not be loaded' },
});
