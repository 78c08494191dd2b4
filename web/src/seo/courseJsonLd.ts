import { eurosFromCents } from '@h2o/api/validation/money';
import type { Course, ItemAvailability, WithContext } from 'schema-dts';
import { ORGANISATION_ADDRESS, ORGANISATION_NAME, organisationReference } from './organization';

/** What the course page knows of a course (its Relay fragment), as far as schema.org needs it. */
export interface CourseFacts {
  databaseId: number;
  title: string;
  description: string;
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  location: string | null | undefined;
  priceCents: number;
  availability: string;
  bookable: boolean;
}

/**
 * The API decides availability and bookability; schema.org has fixed words for them. A course
 * that cannot be booked for another reason than being full (started, withdrawn) is out of stock;
 * one that is over is discontinued.
 */
export function offerAvailability({ availability, bookable }: Pick<CourseFacts, 'availability' | 'bookable'>): ItemAvailability {
  if (availability === 'ENDED' || availability === 'CANCELLED') return 'https://schema.org/Discontinued';
  if (availability === 'FULLY_BOOKED') return 'https://schema.org/SoldOut';
  if (!bookable) return 'https://schema.org/OutOfStock';
  return availability === 'ALMOST_FULL' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}

/** Euro cents as the decimal number schema.org's `price` wants (18050 → 180.5). */
const euros = (cents: number) => eurosFromCents(Math.round(cents));

/** A schema.org Course with its one dated, on-site CourseInstance and the offer to book it. */
export function courseJsonLd(course: CourseFacts, origin: string, url: string): WithContext<Course> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${origin}/course/${course.databaseId}#course`,
    name: course.title,
    description: course.description,
    url,
    provider: organisationReference(origin),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      ...(course.startDate ? { startDate: course.startDate } : {}),
      ...(course.endDate ? { endDate: course.endDate } : {}),
      location: {
        '@type': 'Place',
        name: course.location?.trim() || ORGANISATION_NAME,
        address: ORGANISATION_ADDRESS,
      },
      offers: {
        '@type': 'Offer',
        price: euros(course.priceCents),
        priceCurrency: 'EUR',
        availability: offerAvailability(course),
        url,
        category: 'Paid',
      },
    },
  };
}
