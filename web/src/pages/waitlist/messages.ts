import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/**
 * The waitlist of a full course. `consent` is the text the parent agrees to: whenever it changes (in either
 * language), bump WAITLIST_CONSENT_VERSION in api/src/validation/waitlist.schema.ts, stored with each entry.
 */
export const waitlistFormMessages = defineMessages<{
  title: None;
  intro: None;
  places: None;
  language: None;
  languageDe: None;
  languageEn: None;
  consent: None;
  submit: None;
  success: None;
  sendFailed: None;
  join: None;
}>({
  title: { id: 'waitlist.form.title', description: 'Course page of a full course: heading of the waitlist form' },
  intro: {
    id: 'waitlist.form.intro',
    description: 'Waitlist form: what joining does (double opt-in, an offer by mail that holds the place for a while)',
  },
  places: { id: 'waitlist.form.places', description: 'Waitlist form: number of places wanted (1 to 20)' },
  language: { id: 'waitlist.form.language', description: 'Waitlist form: language of the mails (select)' },
  languageDe: { id: 'waitlist.form.languageDe', description: 'Waitlist form: language option German' },
  languageEn: { id: 'waitlist.form.languageEn', description: 'Waitlist form: language option English' },
  consent: {
    id: 'waitlist.form.consent',
    description: 'Waitlist consent checkbox label (the privacy-policy link follows). Bump WAITLIST_CONSENT_VERSION when it changes',
  },
  submit: { id: 'waitlist.form.submit', description: 'Waitlist form: submit button' },
  success: {
    id: 'waitlist.form.success',
    description: 'Waitlist sign-up accepted: check the inbox and confirm; must not say whether the address was on the list already',
  },
  sendFailed: { id: 'waitlist.form.sendFailed', description: 'Waitlist sign-up could not be sent (no connection, server fault)' },
  join: { id: 'waitlist.card.join', description: 'Course card of a full course: link to the waitlist form on the course page' },
});

type LinkTexts = { title: None; intro: None; button: None; working: None; doneTitle: None; doneText: { email: string }; failedTitle: None };

export const waitlistConfirmMessages = defineMessages<LinkTexts>({
  title: { id: 'waitlist.confirm.title', description: 'Waitlist confirmation page (/waitlist/confirm): heading and tab title' },
  intro: { id: 'waitlist.confirm.intro', description: 'Waitlist confirmation page: text above the button' },
  button: { id: 'waitlist.confirm.button', description: 'Waitlist confirmation page: the button that confirms' },
  working: { id: 'waitlist.confirm.working', description: 'Waitlist confirmation page: the button while confirming' },
  doneTitle: { id: 'waitlist.confirm.doneTitle', description: 'Waitlist confirmation page: heading once confirmed' },
  doneText: { id: 'waitlist.confirm.doneText', description: 'Waitlist confirmation page: text once confirmed; {email} gets the offer' },
  failedTitle: {
    id: 'waitlist.confirm.failedTitle',
    description: 'Waitlist confirmation page: heading when the link was refused; the reason follows',
  },
});

export const waitlistLeaveMessages = defineMessages<LinkTexts>({
  title: { id: 'waitlist.leave.title', description: 'Leave page (/waitlist/leave): heading and tab title' },
  intro: { id: 'waitlist.leave.intro', description: 'Leave page: text above the button' },
  button: { id: 'waitlist.leave.button', description: 'Leave page: the button that takes the address off the list' },
  working: { id: 'waitlist.leave.working', description: 'Leave page: the button while leaving' },
  doneTitle: { id: 'waitlist.leave.doneTitle', description: 'Leave page: heading once off the list' },
  doneText: { id: 'waitlist.leave.doneText', description: 'Leave page: text once off the list; {email} is the address' },
  failedTitle: { id: 'waitlist.leave.failedTitle', description: 'Leave page: heading when the link was refused; the reason follows' },
});

export const waitlistOfferMessages = defineMessages<{
  title: None;
  intro: None;
  accept: None;
  accepting: None;
  decline: None;
  declining: None;
  declinedTitle: None;
  declinedText: None;
  failedTitle: None;
  failed: None;
  unknown: None;
  course: None;
  dates: None;
  time: None;
  location: None;
  placesLabel: None;
  places: { places: number };
  heldUntil: { places: number; time: string };
  heldUntilDate: { places: number; time: string; date: string };
  expiredTitle: None;
  expiredText: { time: string; date: string };
  takenTitle: None;
  takenText: None;
  toCheckout: None;
  declinedBefore: None;
}>({
  title: { id: 'waitlist.offer.title', description: 'Offer page (/waitlist/offer): heading and tab title' },
  intro: { id: 'waitlist.offer.intro', description: 'Offer page: what the buttons do (book: the places go into the cart, then checkout)' },
  accept: { id: 'waitlist.offer.accept', description: 'Offer page: button that takes the offer and goes to checkout' },
  accepting: { id: 'waitlist.offer.accepting', description: 'Offer page: that button while working' },
  decline: { id: 'waitlist.offer.decline', description: 'Offer page: button that declines the offer' },
  declining: { id: 'waitlist.offer.declining', description: 'Offer page: that button while working' },
  declinedTitle: { id: 'waitlist.offer.declinedTitle', description: 'Offer page: heading once declined' },
  declinedText: { id: 'waitlist.offer.declinedText', description: 'Offer page: text once declined (the place goes to the next in line)' },
  failedTitle: { id: 'waitlist.offer.failedTitle', description: 'Offer page: heading when the offer cannot be taken; the reason follows' },
  failed: { id: 'waitlist.offer.failed', description: "Waitlist link pages: the button's request failed (no connection, server fault)" },
  unknown: {
    id: 'waitlist.offer.unknown',
    description: 'Offer page: the link names no offer (changed, cut off, or not from our mail); open it from the mail again',
  },
  course: { id: 'waitlist.offer.course', description: 'Offer page, details list: label of the course title' },
  dates: { id: 'waitlist.offer.dates', description: "Offer page, details list: label of the course's first and last day" },
  time: {
    id: 'waitlist.offer.time',
    description: 'Offer page, details list: label of when the course takes place (weekday and clock time)',
  },
  location: { id: 'waitlist.offer.location', description: 'Offer page, details list: label of where the course takes place' },
  placesLabel: { id: 'waitlist.offer.placesLabel', description: 'Offer page, details list: label of the number of places offered' },
  places: { id: 'waitlist.offer.places', description: 'Offer page, details list: the number of places offered ("2 Plätze")' },
  heldUntil: {
    id: 'waitlist.offer.heldUntil',
    description:
      'Offer page: the offered places are reserved until {time} today (a clock time in Europe/Berlin, "14:35" in German, "2:35 pm" in English); {places} the number',
  },
  heldUntilDate: {
    id: 'waitlist.offer.heldUntilDate',
    description:
      'Offer page: the offered places are reserved until a moment on another day than today: {date} ("08.12.2026" / "08/12/2026") and {time} ("08:07" / "8:07 am"), Europe/Berlin',
  },
  expiredTitle: {
    id: 'waitlist.offer.expiredTitle',
    description: 'Offer page: heading when the offer ended unused (its time ran out, or it was withdrawn)',
  },
  expiredText: {
    id: 'waitlist.offer.expiredText',
    description: 'Offer page: the offer held the places until {date}, {time} (Europe/Berlin) and is over; the places went on',
  },
  takenTitle: {
    id: 'waitlist.offer.takenTitle',
    description: 'Offer page: heading when the offer was taken already (its places are in a cart, or booked)',
  },
  takenText: {
    id: 'waitlist.offer.takenText',
    description: 'Offer page: the offer was taken; the places wait in the cart of the browser it was taken in',
  },
  toCheckout: { id: 'waitlist.offer.toCheckout', description: 'Offer page of a taken offer: link to the checkout' },
  declinedBefore: {
    id: 'waitlist.offer.declinedBefore',
    description: 'Offer page opened again after the offer was declined (or the address left the list): the places went to the next in line',
  },
});
