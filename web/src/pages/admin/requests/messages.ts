import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminBookingsMessages = defineMessages<{
  nav: NoMessageValues;
  title: NoMessageValues;
  search: NoMessageValues;
  searchHint: NoMessageValues;
  status: NoMessageValues;
  allStatuses: NoMessageValues;
  listLabel: NoMessageValues;
  columnName: NoMessageValues;
  columnCourse: NoMessageValues;
  columnMessage: NoMessageValues;
  columnStatus: NoMessageValues;
  columnDate: NoMessageValues;
  empty: NoMessageValues;
  emptyFiltered: NoMessageValues;
  shownCount: { shown: number; total: number };
  loadFailed: NoMessageValues;
  statusOf: { name: string };
  updated: NoMessageValues;
  recentTitle: NoMessageValues;
  allBookings: NoMessageValues;
  columnOrder: NoMessageValues;
  createOrder: NoMessageValues;
  confirmMeaning: NoMessageValues;
}>({
  columnOrder: {
    id: 'admin.bookings.column.order',
    description: 'Admin bookings table: column of the order made from the request (link, or the create-order button)',
  },
  createOrder: {
    id: 'admin.bookings.createOrder',
    description: 'Admin bookings table: button that opens the create-order dialog for a booking request',
  },
  confirmMeaning: {
    id: 'admin.bookings.confirmMeaning',
    description:
      "Admin bookings: what the status means (above the list and as the status select's tooltip): confirming takes no place and sends no mail; create an order for that",
  },
  nav: { id: 'admin.bookings.nav', description: 'Admin navigation: the bookings (course-request form requests) view' },
  title: { id: 'admin.bookings.title', description: 'Admin bookings view: heading and browser tab title' },
  search: { id: 'admin.bookings.search', description: 'Admin bookings view: label of the search field' },
  searchHint: { id: 'admin.bookings.searchHint', description: 'Admin bookings view: hint under the search field (what it searches)' },
  status: { id: 'admin.bookings.status', description: 'Admin bookings view: label of the status filter' },
  allStatuses: { id: 'admin.bookings.allStatuses', description: 'Admin bookings view: status filter option for every status' },
  listLabel: { id: 'admin.bookings.listLabel', description: 'Admin bookings view: accessible name of the table region' },
  columnName: { id: 'admin.bookings.column.name', description: 'Admin bookings table: column of the requester (name and e-mail)' },
  columnCourse: { id: 'admin.bookings.column.course', description: 'Admin bookings table: column of the course requested' },
  columnMessage: { id: 'admin.bookings.column.message', description: "Admin bookings table: column of the requester's note" },
  columnStatus: { id: 'admin.bookings.column.status', description: 'Admin bookings table: column of the status (changeable)' },
  columnDate: { id: 'admin.bookings.column.date', description: 'Admin bookings table: column of the date received' },
  empty: { id: 'admin.bookings.empty', description: 'Admin bookings: empty state (docs/SPEC.md §8 "No bookings available")' },
  emptyFiltered: {
    id: 'admin.bookings.emptyFiltered',
    description: 'Admin bookings: extra hint under the empty state while a search or filter is set',
  },
  shownCount: { id: 'admin.bookings.shownCount', description: 'Admin bookings: how many of how many are shown, below the table' },
  loadFailed: { id: 'admin.bookings.loadFailed', description: 'Admin bookings: the list could not be loaded (a retry button follows)' },
  statusOf: {
    id: 'admin.bookings.statusOf',
    description: "Admin bookings table: accessible name of a row's status select; {name} is the requester",
  },
  updated: {
    id: 'admin.bookings.updated',
    description: 'Toast after a booking\'s status was changed (docs/SPEC.md §8 "Successfully updated")',
  },
  recentTitle: { id: 'admin.bookings.recentTitle', description: 'Admin dashboard: heading of the recent bookings panel (docs/SPEC.md §2)' },
  allBookings: {
    id: 'admin.bookings.allBookings',
    description: 'Admin dashboard: link from the recent bookings panel to the bookings view',
  },
});

export const bookingStatusLabels = defineMessages({
  PENDING: { id: 'admin.bookings.status.pending', description: 'Booking status: received, not answered yet' },
  CONFIRMED: { id: 'admin.bookings.status.confirmed', description: 'Booking status: staff confirmed the place' },
  CANCELLED: { id: 'admin.bookings.status.cancelled', description: 'Booking status: cancelled' },
});

export const adminRequestsMessages = defineMessages<{
  nav: NoMessageValues;
  title: NoMessageValues;
  search: NoMessageValues;
  searchHint: NoMessageValues;
  onlyCourseRequests: NoMessageValues;
  listLabel: NoMessageValues;
  columnSender: NoMessageValues;
  columnSubject: NoMessageValues;
  columnMessage: NoMessageValues;
  columnDate: NoMessageValues;
  columnOrder: NoMessageValues;
  courseRequest: NoMessageValues;
  empty: NoMessageValues;
  emptyRequests: NoMessageValues;
  emptyFiltered: NoMessageValues;
  shownCount: { shown: number; total: number };
  loadFailed: NoMessageValues;
  actionsFor: { name: string };
  view: NoMessageValues;
  convert: NoMessageValues;
  dashboardTitle: NoMessageValues;
  allRequests: NoMessageValues;
}>({
  nav: { id: 'admin.requests.nav', description: 'Admin navigation: the contact messages and course requests view' },
  title: { id: 'admin.requests.title', description: 'Admin contact messages view: heading and browser tab title' },
  search: { id: 'admin.requests.search', description: 'Admin contact messages view: label of the search field' },
  searchHint: {
    id: 'admin.requests.searchHint',
    description: 'Admin contact messages view: hint under the search field (what it searches)',
  },
  onlyCourseRequests: {
    id: 'admin.requests.onlyCourseRequests',
    description: 'Admin contact messages view: checkbox that shows course requests only',
  },
  listLabel: { id: 'admin.requests.listLabel', description: 'Admin contact messages view: accessible name of the table region' },
  columnSender: { id: 'admin.requests.column.sender', description: 'Admin contact messages table: column of the sender (name and e-mail)' },
  columnSubject: { id: 'admin.requests.column.subject', description: 'Admin contact messages table: column of the subject' },
  columnMessage: {
    id: 'admin.requests.column.message',
    description: 'Admin contact messages table: column of the message preview (first 200 characters)',
  },
  columnDate: { id: 'admin.requests.column.date', description: 'Admin contact messages table: column of the date received' },
  columnOrder: {
    id: 'admin.requests.column.order',
    description: 'Admin contact messages table: column of the order made from the request',
  },
  courseRequest: { id: 'admin.requests.courseRequest', description: 'Admin contact messages: badge on a course request (docs/SPEC.md §4)' },
  empty: {
    id: 'admin.requests.empty',
    description: 'Admin contact messages: empty state (docs/SPEC.md §8 "No contact messages available")',
  },
  emptyRequests: {
    id: 'admin.requests.emptyRequests',
    description:
      'Admin contact messages with the course-request filter, and the dashboard panel: empty state (docs/SPEC.md §8 "No course requests available")',
  },
  emptyFiltered: {
    id: 'admin.requests.emptyFiltered',
    description: 'Admin contact messages: extra hint under the empty state while a search is set',
  },
  shownCount: { id: 'admin.requests.shownCount', description: 'Admin contact messages: how many of how many are shown, below the table' },
  loadFailed: {
    id: 'admin.requests.loadFailed',
    description: 'Admin contact messages: the list could not be loaded (a retry button follows)',
  },
  actionsFor: {
    id: 'admin.requests.actionsFor',
    description: 'Accessible name of a contact message\'s action button (starts with the visible "Aktionen"); {name} is the sender',
  },
  view: { id: 'admin.requests.view', description: 'Admin contact messages: action that opens the whole message (docs/SPEC.md §2 "View")' },
  convert: {
    id: 'admin.requests.convert',
    description: 'Admin contact messages: action that turns a course request into an order (docs/SPEC.md §2 "Convert to Order")',
  },
  dashboardTitle: {
    id: 'admin.requests.dashboardTitle',
    description: 'Admin dashboard: heading of the course requests table (docs/SPEC.md §2)',
  },
  allRequests: {
    id: 'admin.requests.allRequests',
    description: 'Admin dashboard: link from the course requests panel to the contact messages view',
  },
});

export const messageDialogMessages = defineMessages<{
  from: NoMessageValues;
  subject: NoMessageValues;
  received: NoMessageValues;
  message: NoMessageValues;
  order: NoMessageValues;
  close: NoMessageValues;
}>({
  from: { id: 'admin.requests.dialog.from', description: 'Contact message dialog: label of the sender (name and e-mail)' },
  subject: { id: 'admin.requests.dialog.subject', description: 'Contact message dialog: label of the subject' },
  received: { id: 'admin.requests.dialog.received', description: 'Contact message dialog: label of the date and time received' },
  message: { id: 'admin.requests.dialog.message', description: 'Contact message dialog: heading of the full message text' },
  order: { id: 'admin.requests.dialog.order', description: 'Contact message dialog: label of the order made from the request' },
  close: { id: 'admin.requests.dialog.close', description: 'Contact message dialog: button that closes it' },
});

export const convertDialogMessages = defineMessages<{
  title: { name: string };
  intro: { email: string };
  course: NoMessageValues;
  chooseCourse: NoMessageValues;
  coursesFailed: NoMessageValues;
  places: NoMessageValues;
  participants: NoMessageValues;
  participantsHint: NoMessageValues;
  participant: { number: number };
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  converted: { orderNumber: string };
  openOrder: NoMessageValues;
  errorTitle: NoMessageValues;
  sendFailed: NoMessageValues;
}>({
  title: { id: 'admin.convert.title', description: 'Convert-to-order dialog: heading; {name} is the sender of the request' },
  intro: {
    id: 'admin.convert.intro',
    description: "Convert-to-order dialog: what happens (pending order, invoice, places taken, no mail); {email} is the customer's address",
  },
  course: { id: 'admin.convert.course', description: 'Convert-to-order dialog: label of the course picker' },
  chooseCourse: { id: 'admin.convert.chooseCourse', description: 'Convert-to-order dialog: empty first option of the course picker' },
  coursesFailed: { id: 'admin.convert.coursesFailed', description: 'Convert-to-order dialog: the course list could not be loaded' },
  places: { id: 'admin.convert.places', description: 'Convert-to-order dialog: label of the number of places' },
  participants: { id: 'admin.convert.participants', description: 'Convert-to-order dialog: heading of the optional participant names' },
  participantsHint: {
    id: 'admin.convert.participantsHint',
    description: 'Convert-to-order dialog: hint that participant names are optional',
  },
  participant: {
    id: 'admin.convert.participant',
    description: "Convert-to-order dialog: group label of one place's participant; {number} counts from 1",
  },
  firstName: { id: 'admin.convert.firstName', description: 'Convert-to-order dialog: participant first name label' },
  lastName: { id: 'admin.convert.lastName', description: 'Convert-to-order dialog: participant last name label' },
  submit: { id: 'admin.convert.submit', description: 'Convert-to-order dialog: button that creates the order' },
  submitting: { id: 'admin.convert.submitting', description: 'Convert-to-order dialog: the button while the order is created' },
  converted: { id: 'admin.convert.converted', description: 'Toast after a request became an order; {orderNumber} e.g. H2O-0042' },
  openOrder: { id: 'admin.convert.openOrder', description: 'Link in the success toast to the new order in the orders view' },
  errorTitle: { id: 'admin.convert.errorTitle', description: 'Error toast title when converting failed (docs/SPEC.md §8 convert errors)' },
  sendFailed: {
    id: 'admin.convert.sendFailed',
    description: 'Convert-to-order: the request failed altogether (no connection, server fault)',
  },
});
