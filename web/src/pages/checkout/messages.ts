import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

export const checkoutMessages = defineMessages<{
  title: NoMessageValues;
  stepsLabel: NoMessageValues;
  stepCart: NoMessageValues;
  stepParticipants: NoMessageValues;
  stepPayment: NoMessageValues;
  stepDone: NoMessageValues;
  heldUntil: { time: string };
  heldUntilDate: { time: string; date: string };
  holdFailed: NoMessageValues;
  unavailableItems: NoMessageValues;
  continue: NoMessageValues;
  back: NoMessageValues;
  orderError: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  title: { id: 'checkout.title', description: 'Checkout page: browser tab title and accessible name of the page heading' },
  stepsLabel: { id: 'checkout.steps.label', description: 'Checkout: accessible name of the step indicator (an ordered list)' },
  stepCart: {
    id: 'checkout.step.cart',
    description:
      'Checkout step indicator, step 1: named for what it asks, the customer\'s contact details, like its heading (docs/SPEC.md §2 said "Cart"; parents took it for the cart)',
  },
  stepParticipants: { id: 'checkout.step.participants', description: 'Checkout step indicator, step 2: the names of the participants' },
  stepPayment: { id: 'checkout.step.payment', description: 'Checkout step indicator, step 3: payment method and order' },
  stepDone: { id: 'checkout.step.done', description: 'Checkout step indicator: hidden suffix for screen readers of a finished step' },
  heldUntil: {
    id: 'checkout.hold.until',
    description:
      'Checkout: the course places are reserved for the visitor until {time} (a clock time in Europe/Berlin, "14:35" in German, "2:35 pm" in English)',
  },
  heldUntilDate: {
    id: 'checkout.hold.untilDate',
    description:
      'Checkout: the course places are reserved until a moment on another day than today (a waitlist offer held until tomorrow): {date} ("08.12.2026" / "08/12/2026") and {time} ("08:07" / "8:07 am"), Europe/Berlin',
  },
  holdFailed: {
    id: 'checkout.hold.failed',
    description:
      'Checkout: the places could not be reserved (no connection, server fault); ordering still works, the places are taken when ordering',
  },
  unavailableItems: {
    id: 'checkout.hold.unavailable',
    description: 'Checkout: heading above the courses in the cart that can no longer be booked (each with its reason and a remove button)',
  },
  continue: { id: 'checkout.continue', description: 'Checkout: button to the next step' },
  back: { id: 'checkout.back', description: 'Checkout: button back to the previous step' },
  orderError: {
    id: 'checkout.toast.orderError',
    description:
      'Checkout toast (docs/SPEC.md §8): the order failed for a reason the visitor cannot fix (server fault, offline after 3 tries); title, colon, text',
  },
  loadFailed: {
    id: 'checkout.loadFailed',
    description: 'Checkout: the cart could not be loaded at all (offline, server fault); a retry button follows',
  },
});

export const customerStepMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  address: NoMessageValues;
  city: NoMessageValues;
  zipCode: NoMessageValues;
}>({
  title: { id: 'checkout.customer.title', description: 'Checkout step 1: heading (the customer information)' },
  intro: { id: 'checkout.customer.intro', description: 'Checkout step 1: text under the heading' },
  firstName: { id: 'checkout.field.firstName', description: 'Checkout form label: first name (of the customer, and of each participant)' },
  lastName: { id: 'checkout.field.lastName', description: 'Checkout form label: last name (of the customer, and of each participant)' },
  email: { id: 'checkout.field.email', description: "Checkout form label: the customer's e-mail address (the confirmation goes there)" },
  phone: { id: 'checkout.field.phone', description: "Checkout form label: the customer's phone number" },
  address: { id: 'checkout.field.address', description: 'Checkout form label: street and house number' },
  city: { id: 'checkout.field.city', description: 'Checkout form label: town or city' },
  zipCode: { id: 'checkout.field.zipCode', description: 'Checkout form label: postal code' },
});

export const participantsStepMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  participant: { number: number };
  complete: NoMessageValues;
  incomplete: NoMessageValues;
  saveFailed: NoMessageValues;
  birthDate: NoMessageValues;
  ageRange: { range: string };
}>({
  birthDate: { id: 'checkout.participants.birthDate', description: 'Checkout step 2: label of the date of birth field of one place' },
  ageRange: {
    id: 'checkout.participants.ageRange',
    description:
      'Checkout step 2: the course\'s age group under its title ({range}: e.g. "5-7 Jahre"), counted on the first day of the course',
  },
  title: { id: 'checkout.participants.title', description: 'Checkout step 2: heading (who takes the places)' },
  intro: { id: 'checkout.participants.intro', description: 'Checkout step 2: text under the heading' },
  participant: {
    id: 'checkout.participants.participant',
    description: 'Checkout step 2: caption of the name fields of one place of a course; {number} counts from 1',
  },
  complete: {
    id: 'checkout.participants.complete',
    description: 'Checkout step 2: badge of a course whose places all have first and last names (docs/SPEC.md §2)',
  },
  incomplete: {
    id: 'checkout.participants.incomplete',
    description: 'Checkout step 2: badge of a course with a place still lacking a name (docs/SPEC.md §2)',
  },
  saveFailed: {
    id: 'checkout.participants.saveFailed',
    description: 'Checkout step 2: the names could not be saved (no connection, server fault)',
  },
});

export const paymentStepMessages = defineMessages<{
  title: NoMessageValues;
  method: NoMessageValues;
  paypal: NoMessageValues;
  paypalHint: NoMessageValues;
  bankTransfer: NoMessageValues;
  bankTransferHint: { days: number };
  legal: { terms: MessageTag; cancellation: MessageTag };
  submit: NoMessageValues;
  submitting: NoMessageValues;
  newTotal: { total: string };
  removeUnavailable: NoMessageValues;
  itemRefused: { title: string; message: string };
  vouchers: NoMessageValues;
  vouchersHint: NoMessageValues;
  voucherFor: { name: string; course: string };
}>({
  vouchers: {
    id: 'checkout.payment.vouchers',
    description: 'Checkout step 3: caption of the swim voucher choice (which children redeem one)',
  },
  vouchersHint: {
    id: 'checkout.payment.vouchers.hint',
    description: 'Checkout step 3: what redeeming a swim voucher means (pay now, refund after the payout)',
  },
  voucherFor: { id: 'checkout.payment.voucherFor', description: 'Checkout step 3: checkbox: {name} redeems a swim voucher for {course}' },
  title: { id: 'checkout.payment.title', description: 'Checkout step 3: heading (payment method and order)' },
  method: { id: 'checkout.payment.method', description: 'Checkout step 3: caption of the payment method choice' },
  paypal: { id: 'checkout.payment.paypal', description: 'Checkout step 3: payment method PayPal (also shown on the order page)' },
  paypalHint: { id: 'checkout.payment.paypal.hint', description: 'Checkout step 3: what choosing PayPal means' },
  bankTransfer: {
    id: 'checkout.payment.bankTransfer',
    description: 'Checkout step 3: payment method bank transfer in advance (also shown on the order page)',
  },
  bankTransferHint: {
    id: 'checkout.payment.bankTransfer.hint',
    description: 'Checkout step 3: what choosing bank transfer means; {days} days to pay (ICU plural)',
  },
  legal: {
    id: 'checkout.payment.legal',
    description:
      'Checkout step 3: checkbox accepting the terms; <terms> links the terms (AGB), <cancellation> the cancellation terms (docs/SPEC.md §5)',
  },
  submit: {
    id: 'checkout.payment.submit',
    description: 'Checkout step 3: the order button (German law: it must say the order costs money)',
  },
  submitting: { id: 'checkout.payment.submitting', description: 'Checkout step 3: the order button while the order is being sent' },
  newTotal: {
    id: 'checkout.payment.newTotal',
    description: 'Checkout step 3: after "prices have changed", the new total, {total} like "160,00 €"',
  },
  removeUnavailable: {
    id: 'checkout.payment.removeUnavailable',
    description: 'Checkout step 3: ordering is not possible while the cart holds courses that can no longer be booked',
  },
  itemRefused: {
    id: 'checkout.payment.itemRefused',
    description: 'Checkout step 3: the server refused one course of the order; {title} is the course, {message} the reason',
  },
});

export const summaryMessages = defineMessages<{
  title: NoMessageValues;
  places: { count: number; price: string };
  total: NoMessageValues;
}>({
  title: { id: 'checkout.summary.title', description: 'Checkout: heading of the order summary beside (on phones below) the steps' },
  places: {
    id: 'checkout.summary.places',
    description: 'Checkout order summary: number of places times the price of one, e.g. "2 Plätze × 160,00 €" (ICU plural)',
  },
  total: { id: 'checkout.summary.total', description: 'Checkout order summary and order page: label of the total amount' },
});

/** Where a swim voucher of the order stands, as its customer reads it; {amount} the payout or the refund. */
export const voucherStatusMessages = defineMessages<{
  ANNOUNCED: { amount: string };
  PAYOUT_RECEIVED: { amount: string };
  REFUNDED: { amount: string };
}>({
  ANNOUNCED: {
    id: 'order.voucher.announced',
    description: 'Order page: a swim voucher is announced; the payout has not reached the school yet',
  },
  PAYOUT_RECEIVED: {
    id: 'order.voucher.payoutReceived',
    description: 'Order page: the voucher payout ({amount}) reached the school; the refund follows',
  },
  REFUNDED: { id: 'order.voucher.refunded', description: 'Order page: {amount} was refunded for the voucher' },
});

export const orderPageMessages = defineMessages<{
  vouchers: NoMessageValues;
  vouchersHint: NoMessageValues;
  voucherVoid: NoMessageValues;
  documentTitle: NoMessageValues;
  thanks: NoMessageValues;
  number: NoMessageValues;
  status: NoMessageValues;
  paymentStatus: NoMessageValues;
  paymentMethod: NoMessageValues;
  items: NoMessageValues;
  participants: NoMessageValues;
  mailSent: { email: string };
  mailSentEarlier: { email: string; date: string };
  mailAfterPayment: { email: string };
  mailCaught: { email: string };
  mailNotSent: { email: string };
  bankTitle: NoMessageValues;
  bankIntro: { deadline: string };
  accountHolder: NoMessageValues;
  iban: NoMessageValues;
  bic: NoMessageValues;
  bankName: NoMessageValues;
  reference: NoMessageValues;
  amount: NoMessageValues;
  deadline: NoMessageValues;
  unpaid: NoMessageValues;
  payWithPayPal: NoMessageValues;
  redirecting: NoMessageValues;
  completing: NoMessageValues;
  browseCourses: NoMessageValues;
  keepLink: { link: MessageTag };
  notFoundTitle: NoMessageValues;
  notFoundText: NoMessageValues;
  paymentSuccess: NoMessageValues;
  paymentError: NoMessageValues;
  paymentCanceled: NoMessageValues;
  bookingSuccess: NoMessageValues;
}>({
  vouchers: { id: 'order.vouchers', description: 'Order page: heading of the swim vouchers of the order' },
  vouchersHint: {
    id: 'order.vouchers.hint',
    description: 'Order page: what happens with a swim voucher (fee paid, refunded once the payout arrived)',
  },
  voucherVoid: {
    id: 'order.voucher.void',
    description:
      'Order page: a swim voucher announced for an order that was cancelled since: nothing is redeemed for it (the cancellation refunded what was paid)',
  },
  documentTitle: { id: 'order.documentTitle', description: "Order page (after checkout, and PayPal's return): browser tab title" },
  thanks: { id: 'order.thanks', description: 'Order page: heading' },
  number: { id: 'order.number', description: 'Order page: label of the (large) order number' },
  status: { id: 'order.status', description: 'Order page: label of the order status' },
  paymentStatus: { id: 'order.paymentStatus', description: 'Order page: label of the payment status' },
  paymentMethod: { id: 'order.paymentMethod', description: 'Order page: label of the payment method' },
  items: { id: 'order.items', description: 'Order page: heading of the booked courses' },
  participants: { id: 'order.participants', description: 'Order page: label of the list of participants of one course' },
  mailSent: { id: 'order.mail.sent', description: 'Order page: the confirmation e-mail is on its way to {email}' },
  mailSentEarlier: {
    id: 'order.mail.sentEarlier',
    description: 'Order page revisited later: the confirmation e-mail was sent to {email} on {date} (a formatted date)',
  },
  mailAfterPayment: {
    id: 'order.mail.afterPayment',
    description: 'Order page, PayPal order not paid yet: the confirmation goes to {email} once paid',
  },
  mailCaught: {
    id: 'order.mail.caught',
    description: 'Order page, demo install without a mail server: the confirmation to {email} was kept for the staff, not sent',
  },
  mailNotSent: {
    id: 'order.mail.notSent',
    description: 'Order page: the confirmation to {email} could not be sent (failed or no mail server); the order stands',
  },
  bankTitle: { id: 'order.bank.title', description: 'Order page, bank transfer: heading of the account details' },
  bankIntro: { id: 'order.bank.intro', description: 'Order page, bank transfer: what to do, by {deadline} (German date)' },
  accountHolder: { id: 'order.bank.accountHolder', description: 'Order page, bank transfer: label of the account holder' },
  iban: { id: 'order.bank.iban', description: 'Order page, bank transfer: label of the IBAN' },
  bic: { id: 'order.bank.bic', description: 'Order page, bank transfer: label of the BIC' },
  bankName: { id: 'order.bank.bankName', description: "Order page, bank transfer: label of the bank's name" },
  reference: {
    id: 'order.bank.reference',
    description: 'Order page, bank transfer: label of the transfer reference (Verwendungszweck: the order number)',
  },
  amount: { id: 'order.bank.amount', description: 'Order page, bank transfer: label of the amount to transfer' },
  deadline: { id: 'order.bank.deadline', description: 'Order page, bank transfer: label of the date the money must have arrived by' },
  unpaid: { id: 'order.paypal.unpaid', description: 'Order page, PayPal order not paid yet (cancelled on PayPal, or the payment failed)' },
  payWithPayPal: { id: 'order.paypal.pay', description: 'Order page: button starting the PayPal payment (again)' },
  redirecting: { id: 'order.paypal.redirecting', description: "Order page: the PayPal button while PayPal's page is being opened" },
  completing: { id: 'order.paypal.completing', description: 'Order page, back from PayPal: the payment is being completed' },
  browseCourses: { id: 'order.browseCourses', description: 'Order page: button to the course list' },
  keepLink: {
    id: 'order.keepLink',
    description:
      "Order page, under the order number: this page's address is the way back to the order; <link>…</link> goes to the page that mails the links again",
  },
  notFoundTitle: { id: 'order.notFound.title', description: 'Order page with an unknown or missing key: heading' },
  notFoundText: { id: 'order.notFound.text', description: 'Order page with an unknown or missing key: explanation' },
  paymentSuccess: {
    id: 'order.toast.paymentSuccess',
    description:
      "Order page after PayPal's return when the payment was captured: two short sentences. Says nothing of the confirmation mail (the page's mail line says what is true of it)",
  },
  paymentError: {
    id: 'order.toast.paymentError',
    description: 'Toast (docs/SPEC.md §8) when the PayPal payment failed; title, colon, text',
  },
  paymentCanceled: {
    id: 'order.toast.paymentCanceled',
    description: "Toast (docs/SPEC.md §8) when the visitor cancelled on PayPal's page; title, colon, text",
  },
  bookingSuccess: {
    id: 'order.toast.bookingSuccess',
    description:
      "Order page right after a bank transfer order was placed: booking complete, order received; two short sentences. Says nothing of the confirmation mail (the page's mail line says what is true of it)",
  },
});

export const orderStatusMessages = defineMessages({
  PENDING: { id: 'order.status.pending', description: 'Order status: new, not yet confirmed by staff' },
  CONFIRMED: { id: 'order.status.confirmed', description: 'Order status: confirmed by staff' },
  CANCELLED: { id: 'order.status.cancelled', description: 'Order status: cancelled' },
});

export const paymentStatusMessages = defineMessages({
  PENDING: { id: 'order.paymentStatus.pending', description: 'Payment status: not paid yet' },
  PAID: { id: 'order.paymentStatus.paid', description: 'Payment status: paid' },
  FAILED: { id: 'order.paymentStatus.failed', description: 'Payment status: the payment did not happen' },
  REFUNDED: { id: 'order.paymentStatus.refunded', description: 'Payment status: paid and refunded' },
});

/** The customer's account for a refund owed by bank transfer (RefundIbanForm). */
export const refundIbanMessages = defineMessages<{
  title: NoMessageValues;
  intro: { amount: string };
  accountHolder: NoMessageValues;
  iban: NoMessageValues;
  submit: NoMessageValues;
  given: { amount: string };
  sendFailed: NoMessageValues;
}>({
  title: {
    id: 'order.refund.title',
    description: 'Order page: heading of the form asking for the account a refund by bank transfer goes to',
  },
  intro: {
    id: 'order.refund.intro',
    description: 'Order page: we owe you {amount} (formatted euros) back by bank transfer; which account should it go to?',
  },
  accountHolder: { id: 'order.refund.accountHolder', description: 'Order page, refund form: label of the account holder field' },
  iban: { id: 'order.refund.iban', description: 'Order page, refund form: label of the IBAN field' },
  submit: { id: 'order.refund.submit', description: 'Order page, refund form: submit button' },
  given: { id: 'order.refund.given', description: 'Order page: the account for the refund of {amount} was given; the transfer follows' },
  sendFailed: {
    id: 'order.refund.sendFailed',
    description: 'Order page, refund form: the account could not be sent (network or server fault)',
  },
});
