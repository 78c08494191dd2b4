import { defineMessages, type NoMessageValues } from 'react-intl';

/** The admins' "Webhooks" view: partners' endpoints, their secrets and deliveries. */
export const adminWebhooksMessages = defineMessages<{
  title: NoMessageValues;
  nav: NoMessageValues;
  intro: NoMessageValues;
  loadFailed: NoMessageValues;
  failed: NoMessageValues;
  none: NoMessageValues;
  name: NoMessageValues;
  url: NoMessageValues;
  events: NoMessageValues;
  activeField: NoMessageValues;
  create: NoMessageValues;
  save: NoMessageValues;
  edit: NoMessageValues;
  cancelEdit: NoMessageValues;
  switchOn: NoMessageValues;
  switchOff: NoMessageValues;
  active: NoMessageValues;
  inactive: NoMessageValues;
  secretHint: { hint: string };
  rotate: NoMessageValues;
  rotateTitle: { name: string };
  rotateText: NoMessageValues;
  delete: NoMessageValues;
  deleteTitle: { name: string };
  deleteText: NoMessageValues;
  secretShown: { name: string };
  saved: NoMessageValues;
  deleted: NoMessageValues;
  deliveries: NoMessageValues;
  noDeliveries: NoMessageValues;
  event: NoMessageValues;
  occurredAt: NoMessageValues;
  status: NoMessageValues;
  attempts: NoMessageValues;
  lastAnswer: NoMessageValues;
  nextAttempt: { time: string };
  redeliver: NoMessageValues;
  redelivered: NoMessageValues;
  attemptLog: { count: number };
  attemptLine: { time: string; answer: string; ms: number };
  manual: NoMessageValues;
  httpStatus: { status: number };
  statusPENDING: NoMessageValues;
  statusDELIVERED: NoMessageValues;
  statusFAILED: NoMessageValues;
  errorTIMEOUT: NoMessageValues;
  errorNETWORK_ERROR: NoMessageValues;
  errorADDRESS_NOT_ALLOWED: NoMessageValues;
  errorHTTPS_REQUIRED: NoMessageValues;
  errorINVALID_URL: NoMessageValues;
  errorDNS_FAILED: NoMessageValues;
  errorSECRET_UNREADABLE: NoMessageValues;
  errorPARTNER_KEY_REVOKED: NoMessageValues;
  partnerKey: NoMessageValues;
  partnerKeyNone: NoMessageValues;
  partnerKeyOption: { name: string; prefix: string };
  partnerKeyHint: NoMessageValues;
  owner: { name: string; prefix: string };
  ownerNone: NoMessageValues;
  keyRevoked: NoMessageValues;
  eventOrderCreated: NoMessageValues;
  eventOrderPaid: NoMessageValues;
  eventOrderCancelled: NoMessageValues;
  eventCourseUpdated: NoMessageValues;
  eventCoursePlacesChanged: NoMessageValues;
  eventWaitlistOffered: NoMessageValues;
}>({
  title: { id: 'admin.webhooks.title', description: 'Webhooks view: heading and tab title' },
  nav: { id: 'admin.webhooks.nav', description: "Admin navigation: the webhooks view (partners' endpoints; admins only)" },
  intro: { id: 'admin.webhooks.intro', description: 'Webhooks view: what webhooks are for' },
  loadFailed: { id: 'admin.webhooks.loadFailed', description: 'Webhooks view: the list failed to load' },
  failed: { id: 'admin.webhooks.failed', description: 'Webhooks view: a change got no answer' },
  none: { id: 'admin.webhooks.none', description: 'Webhooks view: there are no endpoints' },
  name: { id: 'admin.webhooks.name', description: "Webhooks view: field and column: the endpoint's name" },
  url: { id: 'admin.webhooks.url', description: "Webhooks view: field: the endpoint's URL" },
  events: { id: 'admin.webhooks.events', description: 'Webhooks view: field: which events the endpoint gets' },
  activeField: { id: 'admin.webhooks.activeField', description: 'Webhooks view: checkbox: the endpoint gets events' },
  create: { id: 'admin.webhooks.create', description: 'Webhooks view: heading and button of the form for a new endpoint' },
  save: { id: 'admin.webhooks.save', description: 'Webhooks view: button: save the edited endpoint' },
  edit: { id: 'admin.webhooks.edit', description: 'Webhooks view: button: edit the endpoint' },
  cancelEdit: { id: 'admin.webhooks.cancelEdit', description: 'Webhooks view: button: stop editing the endpoint' },
  switchOn: { id: 'admin.webhooks.switchOn', description: 'Webhooks view: button: the endpoint gets events again' },
  switchOff: { id: 'admin.webhooks.switchOff', description: 'Webhooks view: button: the endpoint gets no more events' },
  active: { id: 'admin.webhooks.active', description: 'Webhooks view: badge: the endpoint gets events' },
  inactive: { id: 'admin.webhooks.inactive', description: 'Webhooks view: badge: the endpoint gets no events' },
  secretHint: { id: 'admin.webhooks.secretHint', description: "Webhooks view: the first characters of the endpoint's secret" },
  rotate: { id: 'admin.webhooks.rotate', description: 'Webhooks view: button: a new signing secret' },
  rotateTitle: { id: 'admin.webhooks.rotateTitle', description: 'Webhooks view: heading of the confirmation before rotating the secret' },
  rotateText: { id: 'admin.webhooks.rotateText', description: 'Webhooks view: what rotating the secret means' },
  delete: { id: 'admin.webhooks.delete', description: 'Webhooks view: button: delete the endpoint' },
  deleteTitle: { id: 'admin.webhooks.deleteTitle', description: 'Webhooks view: heading of the confirmation before deleting' },
  deleteText: { id: 'admin.webhooks.deleteText', description: 'Webhooks view: what deleting means' },
  secretShown: { id: 'admin.webhooks.secretShown', description: 'Webhooks view: the new secret, shown once' },
  saved: { id: 'admin.webhooks.saved', description: 'Webhooks view: a change was saved' },
  deleted: { id: 'admin.webhooks.deleted', description: 'Webhooks view: the endpoint was deleted' },
  deliveries: { id: 'admin.webhooks.deliveries', description: "Webhooks view: heading of an endpoint's deliveries" },
  noDeliveries: { id: 'admin.webhooks.noDeliveries', description: 'Webhooks view: the endpoint has no deliveries' },
  event: { id: 'admin.webhooks.event', description: 'Webhooks view: column: the event' },
  occurredAt: { id: 'admin.webhooks.occurredAt', description: 'Webhooks view: column: when the event happened' },
  status: { id: 'admin.webhooks.status', description: "Webhooks view: column: the delivery's status" },
  attempts: { id: 'admin.webhooks.attempts', description: 'Webhooks view: column: attempts made' },
  lastAnswer: { id: 'admin.webhooks.lastAnswer', description: "Webhooks view: column: the latest attempt's answer" },
  nextAttempt: { id: 'admin.webhooks.nextAttempt', description: 'Webhooks view: when the next automatic attempt is due' },
  redeliver: { id: 'admin.webhooks.redeliver', description: 'Webhooks view: button: one more attempt of the delivery now' },
  redelivered: { id: 'admin.webhooks.redelivered', description: 'Webhooks view: a redelivery was queued' },
  attemptLog: { id: 'admin.webhooks.attemptLog', description: 'Webhooks view: the attempts of a delivery, to expand' },
  attemptLine: { id: 'admin.webhooks.attemptLine', description: 'Webhooks view: one attempt of a delivery' },
  manual: { id: 'admin.webhooks.manual', description: 'Webhooks view: the attempt was a redelivery by staff' },
  httpStatus: { id: 'admin.webhooks.httpStatus', description: "Webhooks view: the answer's HTTP status" },
  statusPENDING: { id: 'admin.webhooks.status.pending', description: 'Webhooks view: delivery status: waiting for an attempt' },
  statusDELIVERED: { id: 'admin.webhooks.status.delivered', description: 'Webhooks view: delivery status: answered 2xx' },
  statusFAILED: { id: 'admin.webhooks.status.failed', description: 'Webhooks view: delivery status: all attempts failed' },
  errorTIMEOUT: { id: 'admin.webhooks.error.timeout', description: 'Webhooks view: attempt error' },
  errorNETWORK_ERROR: { id: 'admin.webhooks.error.network', description: 'Webhooks view: attempt error (followed by the code)' },
  errorADDRESS_NOT_ALLOWED: { id: 'admin.webhooks.error.addressNotAllowed', description: 'Webhooks view: attempt error' },
  errorHTTPS_REQUIRED: { id: 'admin.webhooks.error.httpsRequired', description: 'Webhooks view: attempt error' },
  errorINVALID_URL: { id: 'admin.webhooks.error.invalidUrl', description: 'Webhooks view: attempt error' },
  errorDNS_FAILED: { id: 'admin.webhooks.error.dnsFailed', description: 'Webhooks view: attempt error' },
  errorSECRET_UNREADABLE: { id: 'admin.webhooks.error.secretUnreadable', description: 'Webhooks view: attempt error' },
  errorPARTNER_KEY_REVOKED: {
    id: 'admin.webhooks.error.partnerKeyRevoked',
    description: "Webhooks view: attempt error: the endpoint's partner API key was revoked, nothing sent",
  },
  partnerKey: { id: 'admin.webhooks.partnerKey', description: 'Webhooks view: field: the partner API key the endpoint belongs to' },
  partnerKeyNone: {
    id: 'admin.webhooks.partnerKeyNone',
    description: "Webhooks view: choice of the key field: no key, the school's own endpoint",
  },
  partnerKeyOption: {
    id: 'admin.webhooks.partnerKeyOption',
    description: "Webhooks view: choice of the key field: a key's name and visible beginning",
  },
  partnerKeyHint: {
    id: 'admin.webhooks.partnerKeyHint',
    description: "Webhooks view: hint below the key field: which events a key's endpoint may get",
  },
  owner: { id: 'admin.webhooks.owner', description: 'Webhooks view: the partner API key the endpoint belongs to' },
  ownerNone: { id: 'admin.webhooks.ownerNone', description: "Webhooks view: the endpoint belongs to no key (the school's own)" },
  keyRevoked: {
    id: 'admin.webhooks.keyRevoked',
    description: "Webhooks view: badge: the endpoint's key is revoked, nothing is sent to it",
  },
  eventOrderCreated: { id: 'admin.webhooks.event.orderCreated', description: 'Webhooks view: event type label' },
  eventOrderPaid: { id: 'admin.webhooks.event.orderPaid', description: 'Webhooks view: event type label' },
  eventOrderCancelled: { id: 'admin.webhooks.event.orderCancelled', description: 'Webhooks view: event type label' },
  eventCourseUpdated: { id: 'admin.webhooks.event.courseUpdated', description: 'Webhooks view: event type label' },
  eventCoursePlacesChanged: { id: 'admin.webhooks.event.coursePlacesChanged', description: 'Webhooks view: event type label' },
  eventWaitlistOffered: { id: 'admin.webhooks.event.waitlistOffered', description: 'Webhooks view: event type label' },
});
