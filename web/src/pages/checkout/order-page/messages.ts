import { defineMessages, type NoMessageValues } from 'react-intl';

/** The order page's after-sale pieces: history, names, calendar, GiroCode, cancellation request, lost links. */
export const orderAfterSaleMessages = defineMessages<{
  timelineTitle: NoMessageValues;
  calendar: NoMessageValues;
  calendarHint: NoMessageValues;
  calendarCancelled: NoMessageValues;
  calendarCancelledHint: NoMessageValues;
  giroCodeAlt: NoMessageValues;
  giroCodeHint: NoMessageValues;
  editNames: NoMessageValues;
  saveNames: NoMessageValues;
  saving: NoMessageValues;
  cancelEdit: NoMessageValues;
  namesSaved: NoMessageValues;
  namesLocked: NoMessageValues;
  participantLabel: { number: number };
  cancellationTitle: NoMessageValues;
  cancellationIntro: NoMessageValues;
  cancellationReason: NoMessageValues;
  cancellationSend: NoMessageValues;
  cancellationSent: { date: string };
  sendFailed: NoMessageValues;
  lostLink: NoMessageValues;
  lostLinkTitle: NoMessageValues;
  lostLinkIntro: NoMessageValues;
  lostLinkSend: NoMessageValues;
  lostLinkSent: { email: string };
  lostLinkFailed: NoMessageValues;
  progressAttended: { count: number };
  progressBadges: { badges: string };
}>({
  progressAttended: { id: 'order.progress.attended', description: 'Order page: how many course sessions the child attended' },
  progressBadges: { id: 'order.progress.badges', description: 'Order page: the badges (Seepferdchen …) the child reached, with dates' },
  timelineTitle: { id: 'order.timeline.title', description: "Order page: heading of the order's history (what happened when)" },
  calendar: { id: 'order.calendar.download', description: 'Order page: link that downloads the course dates as a calendar file (.ics)' },
  calendarHint: {
    id: 'order.calendar.hint',
    description: 'Order page: short text beside the calendar download (works with Outlook, Google, Apple calendars)',
  },
  calendarCancelled: {
    id: 'order.calendar.cancelled',
    description: 'Cancelled order: link to the .ics file whose events are marked cancelled',
  },
  calendarCancelledHint: {
    id: 'order.calendar.cancelledHint',
    description: 'Cancelled order: importing the file marks the dates as cancelled in the calendar that has them',
  },
  giroCodeAlt: {
    id: 'order.bank.giroCode.alt',
    description: 'Order page: alternative text of the QR code (GiroCode) that banking apps scan to fill in the transfer',
  },
  giroCodeHint: { id: 'order.bank.giroCode.hint', description: 'Order page: text under the GiroCode: scan it with the banking app' },
  editNames: { id: 'order.participants.edit', description: "Order page: button to change the participants' names of one course" },
  saveNames: { id: 'order.participants.save', description: "Order page: button that saves the changed participants' names" },
  saving: { id: 'order.participants.saving', description: 'Order page: the names are being saved' },
  cancelEdit: { id: 'order.participants.cancel', description: 'Order page: button that closes the name form without saving' },
  namesSaved: { id: 'order.participants.saved', description: 'Order page: confirmation after the names were saved' },
  namesLocked: { id: 'order.participants.locked', description: 'Order page: the course has started, names can no longer be changed here' },
  participantLabel: {
    id: 'order.participants.number',
    description: 'Order page name form: group label of one participant, {number} counts from 1',
  },
  cancellationTitle: { id: 'order.cancellation.title', description: 'Order page: heading of the section to ask for a cancellation' },
  cancellationIntro: {
    id: 'order.cancellation.intro',
    description: 'Order page: the terms allow no cancellation; the request goes to the team, who decide and answer',
  },
  cancellationReason: {
    id: 'order.cancellation.reason',
    description: 'Order page: label of the text field for the reason of the cancellation request',
  },
  cancellationSend: { id: 'order.cancellation.send', description: 'Order page: button that sends the cancellation request' },
  cancellationSent: {
    id: 'order.cancellation.sent',
    description: 'Order page: the cancellation request was sent on {date}; the team answers by e-mail',
  },
  sendFailed: {
    id: 'order.form.sendFailed',
    description: 'Order page forms: the request failed altogether (offline, server fault); try again',
  },
  lostLink: { id: 'order.lostLink.link', description: "Link to the page where one asks for the links to one's orders by e-mail" },
  lostLinkTitle: { id: 'order.lostLink.title', description: '"Lost your link?" page: heading and browser tab title' },
  lostLinkIntro: {
    id: 'order.lostLink.intro',
    description: '"Lost your link?" page: enter the address the order was placed with, we mail the links',
  },
  lostLinkSend: { id: 'order.lostLink.send', description: '"Lost your link?" page: submit button' },
  lostLinkSent: {
    id: 'order.lostLink.sent',
    description: '"Lost your link?" page: the same answer for every address: if orders exist, a mail with links is on its way',
  },
  lostLinkFailed: {
    id: 'order.lostLink.failed',
    description: '"Lost your link?" page: the request failed altogether (offline, server fault)',
  },
});

/** The history's lines (`Order.timeline.kind`), in the customer's words. */
export const timelineMessages = defineMessages<{
  ORDERED: NoMessageValues;
  PAYMENT_STARTED: NoMessageValues;
  PAYMENT_NOT_COMPLETED: NoMessageValues;
  PAID: NoMessageValues;
  CONFIRMED: NoMessageValues;
  CANCELLED: NoMessageValues;
  REFUNDED: NoMessageValues;
  CONFIRMATION_MAILED: NoMessageValues;
  PARTICIPANT_RENAMED: { before: string; after: string };
  CANCELLATION_REQUESTED: NoMessageValues;
}>({
  ORDERED: { id: 'order.timeline.ordered', description: 'Order history: the order was placed' },
  PAYMENT_STARTED: { id: 'order.timeline.paymentStarted', description: 'Order history: a PayPal payment was started' },
  PAYMENT_NOT_COMPLETED: { id: 'order.timeline.paymentNotCompleted', description: 'Order history: a payment did not go through' },
  PAID: { id: 'order.timeline.paid', description: 'Order history: the payment was received' },
  CONFIRMED: { id: 'order.timeline.confirmed', description: 'Order history: the school confirmed the order' },
  CANCELLED: { id: 'order.timeline.cancelled', description: 'Order history: the order was cancelled (the cause follows in its own line)' },
  REFUNDED: { id: 'order.timeline.refunded', description: 'Order history: the payment was refunded' },
  CONFIRMATION_MAILED: { id: 'order.timeline.confirmationMailed', description: 'Order history: the order confirmation was sent by e-mail' },
  PARTICIPANT_RENAMED: {
    id: 'order.timeline.participantRenamed',
    description: "Order history: a participant's name was changed from {before} to {after}",
  },
  CANCELLATION_REQUESTED: {
    id: 'order.timeline.cancellationRequested',
    description: 'Order history: the customer asked for a cancellation',
  },
});

export const cancellationCauseMessages = defineMessages<{
  PAYMENT_DEADLINE: NoMessageValues;
  COURSE_CANCELLED: NoMessageValues;
  BY_SCHOOL: NoMessageValues;
}>({
  PAYMENT_DEADLINE: {
    id: 'order.timeline.cause.paymentDeadline',
    description: 'Order history: why it was cancelled: the payment did not arrive in time',
  },
  COURSE_CANCELLED: {
    id: 'order.timeline.cause.courseCancelled',
    description: 'Order history: why it was cancelled: the course was cancelled (e.g. too few participants)',
  },
  BY_SCHOOL: { id: 'order.timeline.cause.bySchool', description: 'Order history: why it was cancelled: the school cancelled it' },
});

/** The top of a cancelled order's page: the state, the cause and the refund as stored. `{amount}` is formatted money. */
export const cancelledOrderMessages = defineMessages<{
  title: NoMessageValues;
  titleOn: { date: string };
  nothingPaid: { amount: string };
  refundOpen: { amount: string };
  refundMade: { amount: string };
  refundPending: { amount: string };
  refundOwed: { amount: string };
  refundFailed: { amount: string };
}>({
  title: { id: 'order.cancelledNotice.title', description: "Top of a cancelled order's page: heading" },
  titleOn: {
    id: 'order.cancelledNotice.titleOn',
    description: "Top of a cancelled order's page: heading with the day of the cancellation",
  },
  nothingPaid: { id: 'order.cancelledNotice.nothingPaid', description: 'Cancelled order: nothing was paid, so nothing comes back' },
  refundOpen: {
    id: 'order.cancelledNotice.refundOpen',
    description: 'Cancelled order that was paid, no refund recorded yet: the school will get in touch',
  },
  refundMade: { id: 'order.cancelledNotice.refundMade', description: 'Cancelled order: the refund was made ({amount})' },
  refundPending: {
    id: 'order.cancelledNotice.refundPending',
    description: 'Cancelled order: a PayPal refund of {amount} is under way (PayPal has not confirmed it yet)',
  },
  refundOwed: {
    id: 'order.cancelledNotice.refundOwed',
    description: 'Cancelled order: {amount} is paid back by bank transfer (the account form follows on the page)',
  },
  refundFailed: {
    id: 'order.cancelledNotice.refundFailed',
    description: 'Cancelled order: PayPal refused the refund of {amount}; the school refunds another way',
  },
});
