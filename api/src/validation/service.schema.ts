import { object } from 'yup';
import { message, optionalText, requiredText, requiredWholeNumber } from './fields.js';

/** Limits of the service form (staff edit the texts of the B2B services), for the schema and the form's hints. */
export const SERVICE_LIMITS = {
  /** The columns hold 200 (titles), 50 (icon). */
  title: 200,
  description: 5000,
  icon: 50,
  imageUrl: 2000,
  order: { min: 0, max: 999 },
} as const;

/**
 * The icons a service may have: the names the site and its REST clients know (the demo services use them), so staff
 * pick one instead of typing a name nobody can show. One list for the form's picker and the server's check.
 */
export const SERVICE_ICONS = ['lifebuoy', 'shield', 'users', 'book', 'presentation', 'compass', 'settings', 'snowflake'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/**
 * An image the site may show: an https address (the CSP allows any https image) or a path on the site
 * itself ("/images/…"); never javascript:, data: or a protocol-relative "//host" address.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A service's texts as staff edit them. The slug is not part of it: links and search engines
 * know the pages by it, so it stays as it is. English texts are optional (the German ones stand in).
 */
export const serviceSchema = object({
  title: requiredText(1, SERVICE_LIMITS.title),
  titleEn: optionalText(SERVICE_LIMITS.title),
  description: requiredText(1, SERVICE_LIMITS.description, { multiline: true }),
  descriptionEn: optionalText(SERVICE_LIMITS.description, { multiline: true }),
  order: requiredWholeNumber(SERVICE_LIMITS.order.min, SERVICE_LIMITS.order.max),
  icon: optionalText(SERVICE_LIMITS.icon).test(
    'icon',
    message('OUT_OF_RANGE', 'validation.iconName'),
    (value) => !value || (SERVICE_ICONS as readonly string[]).includes(value),
  ),
  imageUrl: optionalText(SERVICE_LIMITS.imageUrl).test(
    'imageUrl',
    message('INVALID_URL', 'validation.serviceImageUrl'),
    (value) => !value || isImageUrl(value),
  ),
});

export type ServiceValues = ReturnType<typeof serviceSchema.validateSync>;
