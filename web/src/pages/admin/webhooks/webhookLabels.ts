import type { MessageDescriptor } from 'react-intl';
import { adminWebhooksMessages as messages } from './messages';

/** Each event type's label (the API's names, in brackets, are what partners read in `type`). */
export const EVENT_LABELS: Record<string, MessageDescriptor> = {
  'order.created': messages.eventOrderCreated,
  'order.paid': messages.eventOrderPaid,
  'order.cancelled': messages.eventOrderCancelled,
  'course.updated': messages.eventCourseUpdated,
  'course.places_changed': messages.eventCoursePlacesChanged,
  'waitlist.offered': messages.eventWaitlistOffered,
};

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  PENDING: messages.statusPENDING,
  DELIVERED: messages.statusDELIVERED,
  FAILED: messages.statusFAILED,
};

export const ERROR_LABELS: Record<string, MessageDescriptor> = {
  TIMEOUT: messages.errorTIMEOUT,
  NETWORK_ERROR: messages.errorNETWORK_ERROR,
  ADDRESS_NOT_ALLOWED: messages.errorADDRESS_NOT_ALLOWED,
  HTTPS_REQUIRED: messages.errorHTTPS_REQUIRED,
  INVALID_URL: messages.errorINVALID_URL,
  DNS_FAILED: messages.errorDNS_FAILED,
  SECRET_UNREADABLE: messages.errorSECRET_UNREADABLE,
  PARTNER_KEY_REVOKED: messages.errorPARTNER_KEY_REVOKED,
};
