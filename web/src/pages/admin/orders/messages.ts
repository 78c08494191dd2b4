import { defineMessages, type NoMessageValues } from 'react-intl';

export const adminOrdersMessages = defineMessages<{
  title: NoMessageValues;
  search: NoMessageValues;
  searchHint: NoMessageValues;
  status: NoMessageValues;
  allStatuses: NoMessageValues;
  course: NoMessageValues;
  allCourses: NoMessageValues;
  paymentStatus: NoMessageValues;
  allPaymentStatuses: NoMessageValues;
  listLabel: NoMessageValues;
  shownCount: { shown: number; total: number };
  empty: NoMessageValues;
  emptyFiltered: NoMessageValues;
  loadFailed: NoMessageValues;
  columnOrderNumber: NoMessageValues;
  columnCustomer: NoMessageValues;
  columnCourse: NoMessageValues;
  columnAmount: NoMessageValues;
  columnStatus: NoMessageValues;
  columnDate: NoMessageValues;
  actionsFor: { orderNumber: string };
  openDetails: { orderNumber: string };
}>({
  title: { id: 'admin.orders.title', description: 'Admin orders view: heading, browser tab title' },
  search: { id: 'admin.orders.search', description: 'Admin orders view: label of the search field' },
  searchHint: { id: 'admin.orders.searchHint', description: 'Admin orders view: hint under the search field (what it searches)' },
  status: { id: 'admin.orders.filter.status', description: 'Admin orders view: label of the order status filter' },
  allStatuses: { id: 'admin.orders.filter.allStatuses', description: 'Admin orders view: status filter option for no filter' },
  course: { id: 'admin.orders.filter.course', description: 'Admin orders view: label of the course filter' },
  allCourses: { id: 'admin.orders.filter.allCourses', description: 'Admin orders view: course filter option for no filter' },
  paymentStatus: { id: 'admin.orders.filter.paymentStatus', description: 'Admin orders view: label of the payment status filter' },
  allPaymentStatuses: {
    id: 'admin.orders.filter.allPaymentStatuses',
    description: 'Admin orders view: payment status filter option for no filter',
  },
  listLabel: { id: 'admin.orders.list', description: 'Admin orders view: accessible name of the orders table (and its scroll box)' },
  shownCount: { id: 'admin.orders.shownCount', description: 'Admin orders view: below the table, {shown} of {total} orders loaded' },
  empty: { id: 'admin.orders.empty', description: 'Admin orders view: no order at all (docs/SPEC.md §8 "No orders found")' },
  emptyFiltered: {
    id: 'admin.orders.emptyFiltered',
    description: 'Admin orders view: under "no orders found" when a search or filter is set',
  },
  loadFailed: { id: 'admin.orders.loadFailed', description: 'Admin orders view: the list could not be loaded (a retry button follows)' },
  columnOrderNumber: { id: 'admin.orders.column.orderNumber', description: 'Admin orders table: column heading, order number' },
  columnCustomer: { id: 'admin.orders.column.customer', description: 'Admin orders table: column heading, customer name and e-mail' },
  columnCourse: { id: 'admin.orders.column.course', description: 'Admin orders table: column heading, the course or courses booked' },
  columnAmount: { id: 'admin.orders.column.amount', description: 'Admin orders table: column heading, total amount' },
  columnStatus: { id: 'admin.orders.column.status', description: 'Admin orders table: column heading, order and payment status' },
  columnDate: { id: 'admin.orders.column.date', description: 'Admin orders table: column heading, order date' },
  actionsFor: {
    id: 'admin.orders.actionsFor',
    description: 'Admin orders table: accessible name of a row\'s action menu button; starts with its visible text "Aktionen"',
  },
  openDetails: {
    id: 'admin.orders.openDetails',
    description: "Admin orders table: tooltip of the order number button that opens the order's details",
  },
});

export const orderActionMessages = defineMessages<{
  confirm: NoMessageValues;
  cancel: NoMessageValues;
  markPaid: NoMessageValues;
  delete: NoMessageValues;
  resend: NoMessageValues;
  resending: NoMessageValues;
  confirmTitle: { orderNumber: string };
  confirmText: NoMessageValues;
  cancelTitle: { orderNumber: string };
  cancelText: NoMessageValues;
  markPaidTitle: { orderNumber: string };
  markPaidText: NoMessageValues;
  deleteTitle: { orderNumber: string };
  deleteText: NoMessageValues;
  updated: NoMessageValues;
  deleted: NoMessageValues;
  resent: NoMessageValues;
  deleteErrorTitle: NoMessageValues;
  deleteErrorDefault: NoMessageValues;
  resendErrorTitle: NoMessageValues;
  resendErrorDefault: NoMessageValues;
}>({
  confirm: { id: 'admin.orders.action.confirm', description: 'Admin order action (menu item, button, dialog button): confirm the order' },
  cancel: { id: 'admin.orders.action.cancel', description: 'Admin order action: cancel the order (its places are released)' },
  markPaid: {
    id: 'admin.orders.action.markPaid',
    description: 'Admin order action: mark the pending payment as paid (a transfer arrived)',
  },
  delete: { id: 'admin.orders.action.delete', description: 'Admin order action: delete a cancelled, unpaid order' },
  resend: { id: 'admin.orders.action.resend', description: 'Admin order details: button that sends the order confirmation e-mail again' },
  resending: { id: 'admin.orders.action.resending', description: 'Admin order details: the resend button while sending' },
  confirmTitle: { id: 'admin.orders.dialog.confirmTitle', description: 'Confirmation dialog heading before confirming an order' },
  confirmText: { id: 'admin.orders.dialog.confirmText', description: 'Confirmation dialog text before confirming an order' },
  cancelTitle: { id: 'admin.orders.dialog.cancelTitle', description: 'Confirmation dialog heading before cancelling an order' },
  cancelText: {
    id: 'admin.orders.dialog.cancelText',
    description: 'Confirmation dialog text before cancelling an order: places return, final',
  },
  markPaidTitle: {
    id: 'admin.orders.dialog.markPaidTitle',
    description: "Confirmation dialog heading before marking an order's payment as received",
  },
  markPaidText: { id: 'admin.orders.dialog.markPaidText', description: 'Confirmation dialog text before marking an order paid' },
  deleteTitle: { id: 'admin.orders.dialog.deleteTitle', description: 'Confirmation dialog heading before deleting an order' },
  deleteText: {
    id: 'admin.orders.dialog.deleteText',
    description: 'Confirmation dialog text before deleting an order (docs/SPEC.md §8: cannot be undone)',
  },
  updated: {
    id: 'admin.orders.toast.updated',
    description: 'Toast after an order status or payment change (docs/SPEC.md §8 "Successfully updated")',
  },
  deleted: { id: 'admin.orders.toast.deleted', description: 'Toast after an order was deleted (docs/SPEC.md §8 "Successfully deleted")' },
  resent: { id: 'admin.orders.toast.resent', description: 'Toast after the order confirmation e-mail was queued again' },
  deleteErrorTitle: {
    id: 'admin.orders.toast.deleteError',
    description: 'Error toast title when deleting failed (docs/SPEC.md §8 "Error deleting order")',
  },
  deleteErrorDefault: {
    id: 'admin.orders.toast.deleteErrorDefault',
    description: 'Error toast text when deleting failed without a server message (docs/SPEC.md §8 "Fehler beim Löschen der Bestellung")',
  },
  resendErrorTitle: {
    id: 'admin.orders.toast.resendError',
    description: 'Error toast title when resending the confirmation failed (docs/SPEC.md §8 "Error resending email")',
  },
  resendErrorDefault: {
    id: 'admin.orders.toast.resendErrorDefault',
    description:
      'Error toast text when resending failed without a server message (docs/SPEC.md §8 "Fehler beim erneuten Senden der Bestellbestätigung")',
  },
});

export const orderDetailMessages = defineMessages<{
  title: { orderNumber: string };
  loadingTitle: NoMessageValues;
  loadFailed: NoMessageValues;
  empty: NoMessageValues;
  placedAt: { date: string };
  customer: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  address: NoMessageValues;
  language: NoMessageValues;
  items: NoMessageValues;
  places: { quantity: number; price: string };
  participants: NoMessageValues;
  total: NoMessageValues;
  payment: NoMessageValues;
  orderStatus: NoMessageValues;
  paymentMethod: NoMessageValues;
  paymentStatus: NoMessageValues;
  deadline: NoMessageValues;
  paypalId: NoMessageValues;
  none: NoMessageValues;
  history: NoMessageValues;
  historyEmpty: NoMessageValues;
  historyTime: NoMessageValues;
  historyActor: NoMessageValues;
  historyEvent: NoMessageValues;
  historyChange: NoMessageValues;
  actorCustomer: NoMessageValues;
  actorSystem: NoMessageValues;
  placesReturned: { count: number };
  createdFacts: { places: number; amount: string };
  mailTo: { recipient: string };
  mailResent: NoMessageValues;
  deadlineKept: NoMessageValues;
}>({
  title: { id: 'admin.orderDetail.title', description: 'Order detail dialog: heading with the order number' },
  loadingTitle: { id: 'admin.orderDetail.loadingTitle', description: 'Order detail dialog: heading while loading or when it failed' },
  loadFailed: {
    id: 'admin.orderDetail.loadFailed',
    description: 'Order detail dialog: loading failed (docs/SPEC.md §8 "Error loading order details"); a retry button follows',
  },
  empty: {
    id: 'admin.orderDetail.empty',
    description: 'Order detail dialog: the order is gone (docs/SPEC.md §8 "No order details available")',
  },
  placedAt: { id: 'admin.orderDetail.placedAt', description: 'Order detail dialog: when the order was placed; {date} is date and time' },
  customer: { id: 'admin.orderDetail.customer', description: 'Order detail dialog: heading of the customer section' },
  email: { id: 'admin.orderDetail.email', description: "Order detail dialog: label of the customer's e-mail address" },
  phone: { id: 'admin.orderDetail.phone', description: "Order detail dialog: label of the customer's phone number" },
  address: { id: 'admin.orderDetail.address', description: "Order detail dialog: label of the customer's postal address" },
  language: {
    id: 'admin.orderDetail.language',
    description: "Order detail dialog: label of the customer's language (their e-mails are in it)",
  },
  items: { id: 'admin.orderDetail.items', description: 'Order detail dialog: heading of the booked courses with their participants' },
  places: {
    id: 'admin.orderDetail.places',
    description: 'Order detail dialog: an item\'s places times the price per place, e.g. "2 × 160,00 €"',
  },
  participants: { id: 'admin.orderDetail.participants', description: "Order detail dialog: accessible name of an item's participant list" },
  total: { id: 'admin.orderDetail.total', description: 'Order detail dialog: label of the order total' },
  payment: { id: 'admin.orderDetail.payment', description: 'Order detail dialog: heading of the status and payment section' },
  orderStatus: { id: 'admin.orderDetail.orderStatus', description: 'Order detail dialog: label of the order status' },
  paymentMethod: { id: 'admin.orderDetail.paymentMethod', description: 'Order detail dialog: label of the payment method' },
  paymentStatus: { id: 'admin.orderDetail.paymentStatus', description: 'Order detail dialog: label of the payment status' },
  deadline: {
    id: 'admin.orderDetail.deadline',
    description: 'Order detail dialog: label of the payment deadline (unpaid orders are cancelled then)',
  },
  paypalId: { id: 'admin.orderDetail.paypalId', description: 'Order detail dialog: label of the PayPal order id' },
  none: { id: 'admin.orderDetail.none', description: 'Order detail dialog: a value that is not set (no deadline, no PayPal id)' },
  history: { id: 'admin.orderDetail.history', description: "Order detail dialog: heading of the order's history" },
  historyEmpty: { id: 'admin.orderDetail.historyEmpty', description: 'Order detail dialog: the history has no entries' },
  historyTime: { id: 'admin.orderDetail.history.time', description: 'Order history table: column heading, when' },
  historyActor: { id: 'admin.orderDetail.history.actor', description: 'Order history table: column heading, who' },
  historyEvent: { id: 'admin.orderDetail.history.event', description: 'Order history table: column heading, what happened' },
  historyChange: {
    id: 'admin.orderDetail.history.change',
    description: 'Order history table: column heading, the values before and after, or the facts',
  },
  actorCustomer: {
    id: 'admin.orderDetail.history.customer',
    description: 'Order history: who placed the order (the customer, no account)',
  },
  actorSystem: {
    id: 'admin.orderDetail.history.system',
    description: 'Order history: done by the system (payment provider, deadline job, mails)',
  },
  placesReturned: { id: 'admin.orderDetail.history.placesReturned', description: 'Order history: a cancellation released {count} places' },
  createdFacts: { id: 'admin.orderDetail.history.created', description: 'Order history, order placed: number of places and total' },
  mailTo: { id: 'admin.orderDetail.history.mailTo', description: 'Order history, mail queued: its recipient' },
  mailResent: { id: 'admin.orderDetail.history.mailResent', description: 'Order history, mail queued: sent again by staff' },
  deadlineKept: {
    id: 'admin.orderDetail.history.deadlineKept',
    description: 'Order history: deadline passed, but the order was kept because staff had confirmed it',
  },
});

export const orderStatusLabels = defineMessages({
  PENDING: { id: 'admin.orderStatus.pending', description: 'Admin: order status, new and not yet confirmed' },
  CONFIRMED: { id: 'admin.orderStatus.confirmed', description: 'Admin: order status, confirmed by staff' },
  CANCELLED: { id: 'admin.orderStatus.cancelled', description: 'Admin: order status, cancelled' },
});

export const paymentStatusLabels = defineMessages({
  PENDING: { id: 'admin.paymentStatus.pending', description: 'Admin: payment status badge, not paid yet' },
  PAID: { id: 'admin.paymentStatus.paid', description: 'Admin: payment status badge, paid' },
  FAILED: { id: 'admin.paymentStatus.failed', description: 'Admin: payment status badge, the payment did not happen' },
  REFUNDED: { id: 'admin.paymentStatus.refunded', description: 'Admin: payment status badge, paid and refunded' },
});

export const paymentMethodLabels = defineMessages({
  PAYPAL: { id: 'admin.paymentMethod.paypal', description: 'Admin: payment method PayPal (or card through PayPal)' },
  BANK_TRANSFER: { id: 'admin.paymentMethod.bankTransfer', description: 'Admin: payment method bank transfer in advance' },
});

export const orderEventLabels = defineMessages({
  CREATED: { id: 'admin.orderEvent.created', description: 'Order history event: the customer placed the order' },
  PAYMENT_STARTED: { id: 'admin.orderEvent.paymentStarted', description: 'Order history event: a PayPal payment was started' },
  PAYMENT_START_FAILED: {
    id: 'admin.orderEvent.paymentStartFailed',
    description: 'Order history event: PayPal refused to start the payment',
  },
  PAYMENT_CAPTURED: { id: 'admin.orderEvent.paymentCaptured', description: 'Order history event: PayPal confirmed the whole amount' },
  PAYMENT_AMOUNT_MISMATCH: {
    id: 'admin.orderEvent.paymentAmountMismatch',
    description: "Order history event: PayPal captured another amount than the order's",
  },
  PAYMENT_FAILED: { id: 'admin.orderEvent.paymentFailed', description: 'Order history event: a PayPal capture failed or was declined' },
  PAYMENT_CANCELLED_BY_CUSTOMER: {
    id: 'admin.orderEvent.paymentCancelledByCustomer',
    description: "Order history event: the customer cancelled on PayPal's page",
  },
  PAYMENT_DEADLINE_PASSED: {
    id: 'admin.orderEvent.paymentDeadlinePassed',
    description: 'Order history event: the payment deadline passed unpaid',
  },
  STATUS_CHANGED: { id: 'admin.orderEvent.statusChanged', description: 'Order history event: the order status changed' },
  PAYMENT_STATUS_CHANGED: { id: 'admin.orderEvent.paymentStatusChanged', description: 'Order history event: the payment status changed' },
  MAIL_QUEUED: {
    id: 'admin.orderEvent.mailQueued',
    description: 'Order history event: an e-mail to the customer was queued (its state since is not known)',
  },
  PARTICIPANTS_CHANGED: {
    id: 'admin.orderEvent.participantsChanged',
    description: "Order history event: the customer changed participants' names on the order page",
  },
  CANCELLATION_REQUESTED: {
    id: 'admin.orderEvent.cancellationRequested',
    description: 'Order history event: the customer asked on the order page for a cancellation (staff decide)',
  },
  REFUND_REQUESTED: { id: 'admin.orderEvent.refundRequested', description: 'Order history event: a refund was recorded' },
  REFUND_MADE: { id: 'admin.orderEvent.refundMade', description: 'Order history event: a refund went back to the customer' },
  REFUND_FAILED: { id: 'admin.orderEvent.refundFailed', description: 'Order history event: PayPal refused a refund for good' },
  REFUND_ACCOUNT_GIVEN: {
    id: 'admin.orderEvent.refundAccountGiven',
    description: 'Order history event: the customer gave the account for a refund by bank transfer',
  },
  CUSTOMER_CHANGED: {
    id: 'admin.orderEvent.customerChanged',
    description: 'Order history event: staff completed or corrected the customer data',
  },
  PARTICIPANTS_EDITED: {
    id: 'admin.orderEvent.participantsEdited',
    description: 'Order history event: staff renamed or added participants',
  },
  PARTICIPANT_AGE_EXCEPTION: {
    id: 'admin.orderEvent.participantAgeException',
    description: 'Order history event: staff let a participant take a course outside its age range',
  },
  VOUCHER_ANNOUNCED: {
    id: 'admin.orderEvent.voucherAnnounced',
    description: 'Order history event: a swim voucher will be redeemed for a participant',
  },
  VOUCHER_PAYOUT_RECEIVED: {
    id: 'admin.orderEvent.voucherPayoutReceived',
    description: 'Order history event: the payout of a swim voucher reached the school',
  },
  VOUCHER_REFUNDED: {
    id: 'admin.orderEvent.voucherRefunded',
    description: 'Order history event: the fee for a swim voucher was refunded to the customer',
  },
});

/** Staff complete an order afterwards, and its swim vouchers. */
export const orderCompletionMessages = defineMessages<{
  anonymised: { date: string };
  editCustomer: NoMessageValues;
  saveCustomer: NoMessageValues;
  cancelEdit: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  phone: NoMessageValues;
  address: NoMessageValues;
  zipCode: NoMessageValues;
  city: NoMessageValues;
  saved: NoMessageValues;
  editParticipants: NoMessageValues;
  saveParticipants: NoMessageValues;
  newParticipant: { number: number };
  participant: { number: number };
  vouchers: NoMessageValues;
  vouchersHint: NoMessageValues;
  noVouchers: NoMessageValues;
  payoutAmount: NoMessageValues;
  markPayout: NoMessageValues;
  markRefunded: NoMessageValues;
  voucherLine: { name: string; status: string };
  payoutLine: { amount: string; date: string };
  refundLine: { amount: string; date: string };
  addVoucher: NoMessageValues;
  addVoucherButton: NoMessageValues;
  choose: NoMessageValues;
  openVouchers: NoMessageValues;
  openVouchersEmpty: NoMessageValues;
  showOpenVouchers: NoMessageValues;
  openVouchersFailed: NoMessageValues;
  customerFacts: { field: string; before: string; after: string };
  participantsFacts: { before: string; after: string };
  voucherFacts: { participant: string; amount: string };
  birthDate: NoMessageValues;
  allowAgeOutsideRange: NoMessageValues;
  bornOn: { date: string };
  ageExceptionFacts: { participant: string; birthDate: string; age: number; course: string };
}>({
  anonymised: {
    id: 'admin.orderCompletion.anonymised',
    description: 'Order detail: the personal data were removed by the retention job on {date}; nothing can be completed',
  },
  birthDate: {
    id: 'admin.orderCompletion.birthDate',
    description: "Order detail, participants form: label of a participant's date of birth",
  },
  allowAgeOutsideRange: {
    id: 'admin.orderCompletion.allowAgeOutsideRange',
    description:
      'Order detail, participants form: checkbox letting these participants take the course outside its age range (recorded in the history with the staff member)',
  },
  bornOn: { id: 'admin.orderCompletion.bornOn', description: "Order detail: after a participant's name, their date of birth" },
  ageExceptionFacts: {
    id: 'admin.orderCompletion.ageExceptionFacts',
    description: 'Order history: the facts of an age exception staff made',
  },
  editCustomer: {
    id: 'admin.orderCompletion.editCustomer',
    description: 'Order detail: button that opens the form to complete the customer data (phone, address)',
  },
  saveCustomer: { id: 'admin.orderCompletion.saveCustomer', description: 'Order detail: button that saves the customer data' },
  cancelEdit: { id: 'admin.orderCompletion.cancelEdit', description: 'Order detail: button that closes an edit form without saving' },
  firstName: { id: 'admin.orderCompletion.firstName', description: 'Order detail form: first name label' },
  lastName: { id: 'admin.orderCompletion.lastName', description: 'Order detail form: last name label' },
  phone: { id: 'admin.orderCompletion.phone', description: 'Order detail form: phone label' },
  address: { id: 'admin.orderCompletion.address', description: 'Order detail form: street and house number label' },
  zipCode: { id: 'admin.orderCompletion.zipCode', description: 'Order detail form: ZIP code label' },
  city: { id: 'admin.orderCompletion.city', description: 'Order detail form: city label' },
  saved: {
    id: 'admin.orderCompletion.saved',
    description: 'Toast after a completion of the order was saved (docs/SPEC.md §8 "Successfully updated")',
  },
  editParticipants: {
    id: 'admin.orderCompletion.editParticipants',
    description: 'Order detail: button that opens the form to rename or add the participants of an item',
  },
  saveParticipants: {
    id: 'admin.orderCompletion.saveParticipants',
    description: 'Order detail: button that saves the participants of an item',
  },
  newParticipant: {
    id: 'admin.orderCompletion.newParticipant',
    description: 'Order detail form: group label of an empty place to name; {number} counts from 1',
  },
  participant: {
    id: 'admin.orderCompletion.participant',
    description: 'Order detail form: group label of a named participant; {number} counts from 1',
  },
  vouchers: { id: 'admin.orderCompletion.vouchers', description: 'Order detail: heading of the swim vouchers section' },
  vouchersHint: {
    id: 'admin.orderCompletion.vouchersHint',
    description: 'Order detail: what a voucher means for the school (fee paid now, refunded once the payout arrived)',
  },
  noVouchers: { id: 'admin.orderCompletion.noVouchers', description: 'Order detail: no voucher is redeemed for this order' },
  payoutAmount: {
    id: 'admin.orderCompletion.payoutAmount',
    description: 'Order detail: label of the payout amount received for a voucher, in euros',
  },
  markPayout: {
    id: 'admin.orderCompletion.markPayout',
    description: 'Order detail: button: the voucher payout was received (mails the customer)',
  },
  markRefunded: {
    id: 'admin.orderCompletion.markRefunded',
    description: 'Order detail: button: the refund for the voucher was made (mails the customer)',
  },
  voucherLine: {
    id: 'admin.orderCompletion.voucherLine',
    description: 'Order detail: one voucher: {name} the child, {status} where it stands',
  },
  payoutLine: {
    id: 'admin.orderCompletion.payoutLine',
    description: "Order detail: a voucher's payout received, {amount} in euros, {date}",
  },
  refundLine: { id: 'admin.orderCompletion.refundLine', description: "Order detail: a voucher's refund made, {amount} in euros, {date}" },
  addVoucher: {
    id: 'admin.orderCompletion.addVoucher',
    description: 'Order detail: label of the picker of a participant who redeems a voucher (announced later by phone)',
  },
  addVoucherButton: {
    id: 'admin.orderCompletion.addVoucherButton',
    description: 'Order detail: button that records a voucher for the participant picked',
  },
  choose: { id: 'admin.orderCompletion.choose', description: 'Order detail: empty first option of a picker' },
  openVouchers: {
    id: 'admin.orderCompletion.openVouchers',
    description: 'Admin orders view: heading of the open swim vouchers (payout awaited or refund owed)',
  },
  showOpenVouchers: {
    id: 'admin.orderCompletion.showOpenVouchers',
    description: 'Admin orders view: button that shows the open swim vouchers',
  },
  openVouchersEmpty: { id: 'admin.orderCompletion.openVouchersEmpty', description: 'Admin orders view: no open swim voucher' },
  openVouchersFailed: {
    id: 'admin.orderCompletion.openVouchersFailed',
    description: 'Admin orders view: the open vouchers could not be loaded',
  },
  customerFacts: {
    id: 'admin.orderCompletion.customerFacts',
    description: 'Order history: a customer field changed; {field} its name, {before} and {after} the values',
  },
  participantsFacts: {
    id: 'admin.orderCompletion.participantsFacts',
    description: 'Order history: participant names before and after a change',
  },
  voucherFacts: {
    id: 'admin.orderCompletion.voucherFacts',
    description: 'Order history: the child of a voucher step and, when known, {amount}',
  },
});

export const voucherStatusLabels = defineMessages({
  ANNOUNCED: { id: 'admin.voucherStatus.announced', description: 'Swim voucher status: announced, payout awaited' },
  PAYOUT_RECEIVED: { id: 'admin.voucherStatus.payoutReceived', description: 'Swim voucher status: payout received, refund owed' },
  REFUNDED: { id: 'admin.voucherStatus.refunded', description: 'Swim voucher status: refunded' },
});

/** The history line of a mail to the customer, by how far the mail got by now ("queued" until accepted). */
export const orderMailEventLabels = defineMessages({
  QUEUED: { id: 'admin.orderEvent.mail.queued', description: 'Order history event: an e-mail to the customer is waiting to be sent' },
  SENT: { id: 'admin.orderEvent.mail.sent', description: 'Order history event: an e-mail to the customer was accepted by the mail server' },
  CAUGHT: {
    id: 'admin.orderEvent.mail.caught',
    description: 'Order history event: no mail server configured, the built-in mail catcher received the e-mail (not delivered)',
  },
  FAILED: { id: 'admin.orderEvent.mail.failed', description: 'Order history event: an e-mail to the customer could not be sent' },
  NOT_SENT: {
    id: 'admin.orderEvent.mail.notSent',
    description: 'Order history event: an e-mail to the customer was not sent, no mail server is configured',
  },
});

/** The order's invoices in the detail dialog. */
export const orderInvoiceMessages = defineMessages<{
  none: NoMessageValues;
  issue: NoMessageValues;
  issuing: NoMessageValues;
  issued: { number: string };
}>({
  none: {
    id: 'admin.orders.invoices.none',
    description: 'Admin order detail: the order has no invoice yet (one is issued when it is paid)',
  },
  issue: { id: 'admin.orders.invoices.issue', description: "Admin order detail: button that issues the order's invoice now" },
  issuing: { id: 'admin.orders.invoices.issuing', description: 'Admin order detail: the issue-invoice button while the server works' },
  issued: {
    id: 'admin.orders.invoices.issued',
    description: 'Admin order detail: toast after issuing; {number} is the new invoice number',
  },
});

/** Which mail a history line's mail was (`data.template`); a template not listed here shows no name. */
export const orderMailTemplateLabels = defineMessages({
  orderConfirmation: {
    id: 'admin.orderEvent.mailTemplate.orderConfirmation',
    description: 'Order history, mail queued: which mail it was — the order confirmation to the customer',
  },
  officeNewOrder: {
    id: 'admin.orderEvent.mailTemplate.officeNewOrder',
    description: 'Order history, mail queued: which mail it was — the office is told of a new order',
  },
  officePayPalPayment: {
    id: 'admin.orderEvent.mailTemplate.officePayPalPayment',
    description: 'Order history, mail queued: which mail it was — the office is told of a PayPal payment',
  },
  orderConfirmed: {
    id: 'admin.orderEvent.mailTemplate.orderConfirmed',
    description: 'Order history, mail queued: which mail it was — the customer is told staff confirmed the order',
  },
  orderCancelled: {
    id: 'admin.orderEvent.mailTemplate.orderCancelled',
    description: 'Order history, mail queued: which mail it was — the customer is told the order was cancelled, and why',
  },
  orderPaymentReceived: {
    id: 'admin.orderEvent.mailTemplate.orderPaymentReceived',
    description: 'Order history, mail queued: which mail it was — the customer is told staff marked the payment received',
  },
  refundMade: {
    id: 'admin.orderEvent.mailTemplate.refundMade',
    description: 'Order history, mail queued: which mail it was — the customer is told a refund was made',
  },
  voucherPayoutReceived: {
    id: 'admin.orderEvent.mailTemplate.voucherPayoutReceived',
    description: "Order history, mail queued: which mail it was — the customer is told the swim voucher's payout arrived",
  },
  voucherRefunded: {
    id: 'admin.orderEvent.mailTemplate.voucherRefunded',
    description: 'Order history, mail queued: which mail it was — the customer is told the fee for the swim voucher was refunded',
  },
  courseReminder: {
    id: 'admin.orderEvent.mailTemplate.courseReminder',
    description: 'Order history, mail queued: which mail it was — the reminder a few days before the course starts',
  },
});

/** The order detail's refunds. */
export const refundMessages = defineMessages<{
  title: NoMessageValues;
  none: NoMessageValues;
  status: { status: string; method: string; reason: string };
  noAccount: NoMessageValues;
  markMade: NoMessageValues;
  markedMade: NoMessageValues;
  amount: { left: string };
  amountInvalid: NoMessageValues;
  refund: NoMessageValues;
  requested: NoMessageValues;
}>({
  title: { id: 'admin.orders.refunds.title', description: 'Order detail: heading of the refunds section' },
  none: { id: 'admin.orders.refunds.none', description: 'Order detail: no refund recorded yet' },
  status: {
    id: 'admin.orders.refunds.status',
    description: "Order detail: one refund's state, method and reason (enum names, selected in the text)",
  },
  noAccount: {
    id: 'admin.orders.refunds.noAccount',
    description: 'Order detail: an owed refund whose account the customer has not given yet',
  },
  markMade: { id: 'admin.orders.refunds.markMade', description: 'Order detail: button, the bank transfer of an owed refund was made' },
  markedMade: { id: 'admin.orders.refunds.markedMade', description: 'Toast after marking a refund made' },
  amount: {
    id: 'admin.orders.refunds.amount',
    description: 'Order detail: label of the amount to refund; {left} is what is left of the payment (formatted)',
  },
  amountInvalid: { id: 'admin.orders.refunds.amountInvalid', description: 'Order detail: the amount typed is not an amount above 0' },
  refund: { id: 'admin.orders.refunds.refund', description: 'Order detail: button that refunds the amount' },
  requested: { id: 'admin.orders.refunds.requested', description: 'Toast after a refund was recorded' },
});

/** The list of refunds owed by bank transfer on the orders view, with their age and the reminders to the customer. */
export const refundsOwedMessages = defineMessages<{
  title: NoMessageValues;
  show: NoMessageValues;
  empty: NoMessageValues;
  failed: NoMessageValues;
  age: { days: number };
  accountGiven: NoMessageValues;
  accountMissing: NoMessageValues;
  asked: { date: string; reminders: number };
  remind: NoMessageValues;
  reminded: { name: string };
}>({
  title: { id: 'admin.orders.refundsOwed.title', description: 'Orders view: heading of the list of refunds owed by bank transfer' },
  show: { id: 'admin.orders.refundsOwed.show', description: 'Orders view: button that loads the list of refunds owed' },
  empty: { id: 'admin.orders.refundsOwed.empty', description: 'Orders view: no refund is owed' },
  failed: { id: 'admin.orders.refundsOwed.failed', description: 'Orders view: the list of refunds owed could not be loaded' },
  age: {
    id: 'admin.orders.refundsOwed.age',
    description: 'Refunds owed: how long the refund has been owed, in whole days (0: since today)',
  },
  accountGiven: {
    id: 'admin.orders.refundsOwed.accountGiven',
    description: 'Refunds owed: the customer gave the account; the transfer can be made',
  },
  accountMissing: {
    id: 'admin.orders.refundsOwed.accountMissing',
    description: 'Refunds owed: the customer has not given the account yet',
  },
  asked: {
    id: 'admin.orders.refundsOwed.asked',
    description: 'Refunds owed: when the customer was last asked by mail for the account, and how many reminders were sent',
  },
  remind: { id: 'admin.orders.refundsOwed.remind', description: 'Button: ask the customer again by mail for the IBAN of an owed refund' },
  reminded: { id: 'admin.orders.refundsOwed.reminded', description: 'Toast after a reminder mail was queued to the customer' },
});
