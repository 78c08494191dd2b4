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

/** Icon names as clients look them up ("lifebuoy", "book"): lower-case letters, digits and hyphens. */
const ICON_NAME = /^[a-z0-9-]+$/;

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
 * A service's texts as staff edit them (issue 14). The slug is not part of it: links and search engines
 * know the pages by it, so it stays as it is. English texts are optional (the German ones stand in).
 */
export const serviceSchema = object({
  title: requiredText(1, SERVICE_LIMITS.title),
  titleEn: optionalText(SERVICE_LIMITS.title),
  description: requiredText(1, SERVICE_LIMITS.description, { multiline: true }),
  descriptionEn: optionalText(SERVICE_LIMITS.description, { multiline: true }),
  order: requiredWholeNumber(SERVICE_LIMITS.order.min, SERVICE_LIMITS.order.max),
  icon: optionalText(SERVICE_LIMITS.icon).test('icon', message('INVALID_CHARACTERS', 'validation.iconName'), (value) => !value || ICON_NAME.test(value)),
  imageUrl: optionalText(SERVICE_LIMITS.imageUrl).test('imageUrl', message('INVALID_URL', 'validation.serviceImageUrl'), (value) => !value || isImageUrl(value)),
});

export type ServiceValues = ReturnType<typeof serviceSchema.validateSync>;
