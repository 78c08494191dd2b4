import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** Staff's waitlists: each course's line, its offers and the sales it brought; moving and removing entries. */
export const adminWaitlistMessages = defineMessages<{
  nav: None;
  title: None;
  intro: None;
  empty: None;
  loadFailed: None;
  summary: { free: number; total: number; waiting: number; offered: number };
  sales: { sales: number; places: number };
  position: None;
  email: None;
  places: None;
  language: None;
  status: None;
  offerUntil: None;
  order: None;
  actions: None;
  moveUp: { email: string };
  moveDown: { email: string };
  remove: { email: string };
  changed: None;
  changeFailed: None;
  settingsTitle: None;
  offerHours: None;
  save: None;
  saved: None;
}>({
  nav: { id: 'admin.waitlist.nav', description: 'Admin navigation: the waitlists view' },
  title: { id: 'admin.waitlist.title', description: 'Waitlists view: heading and tab title' },
  intro: { id: 'admin.waitlist.intro', description: 'Waitlists view: what it shows (offers go out by themselves when places come free)' },
  empty: { id: 'admin.waitlist.empty', description: 'Waitlists view: no course has a waitlist yet' },
  loadFailed: { id: 'admin.waitlist.loadFailed', description: 'Waitlists view: the list could not be loaded' },
  summary: {
    id: 'admin.waitlist.summary',
    description: "One course's waitlist: free places of all, places waited for, places held for offers",
  },
  sales: {
    id: 'admin.waitlist.sales',
    description: "One course's waitlist: orders placed through its offers and their places (the places re-sold through the list)",
  },
  position: { id: 'admin.waitlist.position', description: 'Waitlist table column: place in line' },
  email: { id: 'admin.waitlist.email', description: "Waitlist table column: the parent's e-mail address" },
  places: { id: 'admin.waitlist.places', description: 'Waitlist table column: places asked for' },
  language: { id: 'admin.waitlist.language', description: 'Waitlist table column: language of the mails' },
  status: { id: 'admin.waitlist.status', description: 'Waitlist table column: where the entry stands' },
  offerUntil: { id: 'admin.waitlist.offerUntil', description: 'Waitlist table column: until when the offer holds the places' },
  order: { id: 'admin.waitlist.order', description: 'Waitlist table column: the order placed through the offer' },
  actions: { id: 'admin.waitlist.actions', description: 'Waitlist table column: move and remove buttons' },
  moveUp: {
    id: 'admin.waitlist.moveUp',
    description: 'Waitlist: button moving the entry one place ahead; {email} names it for screen readers',
  },
  moveDown: { id: 'admin.waitlist.moveDown', description: 'Waitlist: button moving the entry one place back' },
  remove: { id: 'admin.waitlist.remove', description: 'Waitlist: button taking the entry off the list (its offer goes to the next)' },
  changed: { id: 'admin.waitlist.changed', description: 'Toast after moving or removing an entry' },
  changeFailed: { id: 'admin.waitlist.changeFailed', description: 'Toast when moving or removing failed' },
  settingsTitle: { id: 'admin.waitlist.settingsTitle', description: 'Waitlists view: heading of the offer-time setting' },
  offerHours: { id: 'admin.waitlist.offerHours', description: 'Setting: hours an offer holds its places (1 to 168)' },
  save: { id: 'admin.waitlist.save', description: 'Setting: save button' },
  saved: { id: 'admin.waitlist.saved', description: 'Toast after saving the offer time' },
});

/** The entries' states, as staff read them. */
export const waitlistStatusMessages = defineMessages({
  PENDING: { id: 'admin.waitlist.status.pending', description: 'Waitlist entry: address not confirmed yet' },
  WAITING: { id: 'admin.waitlist.status.waiting', description: 'Waitlist entry: in line' },
  OFFERED: { id: 'admin.waitlist.status.offered', description: 'Waitlist entry: offer mailed, places held' },
  ACCEPTED: { id: 'admin.waitlist.status.accepted', description: "Waitlist entry: offer taken, places in the parent's cart" },
  BOOKED: { id: 'admin.waitlist.status.booked', description: 'Waitlist entry: booked through the offer' },
  EXPIRED: { id: 'admin.waitlist.status.expired', description: 'Waitlist entry: offer expired unused' },
  DECLINED: { id: 'admin.waitlist.status.declined', description: 'Waitlist entry: offer declined' },
  LEFT: { id: 'admin.waitlist.status.left', description: 'Waitlist entry: the parent left the list' },
  REMOVED: { id: 'admin.waitlist.status.removed', description: 'Waitlist entry: removed by staff' },
});
