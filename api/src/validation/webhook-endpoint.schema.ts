import { array, boolean, number, object, string } from 'yup';
import { message, requiredText } from './fields.js';

/**
 * A webhook endpoint as staff register it (the admin form and the server). The event types come from the caller (the
 * API's DOMAIN_EVENT_TYPES; the form reads them from `webhookEventTypes`). Whether the address may be reached at all
 * (https only, no private network) is the server's check after this one: it needs DNS and the server's settings.
 */
export const WEBHOOK_NAME_MAX = 100;
export const WEBHOOK_URL_MAX = 2000;

/** Whether `value` parses as an http(s) URL with a host and without user or password (the form's first check). */
export function isWebhookUrlShape(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
}

export function webhookEndpointFields(eventTypes: readonly string[]) {
  return {
    name: requiredText(1, WEBHOOK_NAME_MAX),
    url: requiredText(1, WEBHOOK_URL_MAX).test(
      'url',
      message('INVALID_URL', 'validation.webhookUrl'),
      (value) => !value || isWebhookUrlShape(value),
    ),
    eventTypes: array(string().defined())
      .transform((value: unknown, original: unknown) =>
        Array.isArray(original) && original.every((v) => typeof v === 'string') ? value : undefined,
      )
      .required(message('REQUIRED', 'validation.webhookEventTypes'))
      .min(1, message('REQUIRED', 'validation.webhookEventTypes'))
      .test('known', message('OUT_OF_RANGE', 'validation.webhookEventTypeUnknown'), (value) =>
        (value ?? []).every((type) => eventTypes.includes(type)),
      ),
    active: boolean()
      .transform((value: unknown, original: unknown) => (typeof original === 'boolean' ? value : undefined))
      .default(true),
    // The partner key the endpoint belongs to (its `databaseId`); null or absent: the school's own endpoint. Whether the
    // key is valid and may see the events chosen is the server's check after this one: it needs the key's row.
    partnerKeyId: number()
      .transform((value: unknown, original: unknown) => (typeof original === 'number' ? value : undefined))
      .integer(message('PARTNER_KEY_NOT_FOUND', 'validation.partnerKeyNotFound'))
      .min(1, message('PARTNER_KEY_NOT_FOUND', 'validation.partnerKeyNotFound'))
      .max(2 ** 31 - 1, message('PARTNER_KEY_NOT_FOUND', 'validation.partnerKeyNotFound'))
      .nullable()
      .default(null),
  };
}

export function webhookEndpointSchema(eventTypes: readonly string[]) {
  return object(webhookEndpointFields(eventTypes));
}
