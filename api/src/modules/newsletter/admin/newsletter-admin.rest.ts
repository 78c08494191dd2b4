import type { RestNewsletterSubscribersCsvQuery, RestNewsletterSubscribersCsvQueryVariables } from '../../../rest/__generated__/rest-operations.js';
import { RestFile, type RestRoute, restRoute } from '../../../rest/rest-route.js';
import { subscribersCsvFileName } from './newsletter-subscribers.csv.js';

/** The confirmed subscribers as a CSV download for Excel (admins only, as `adminNewsletterSubscribersCsv`). */
export const newsletterAdminRestRoutes: RestRoute[] = [
  restRoute<RestNewsletterSubscribersCsvQuery, RestNewsletterSubscribersCsvQueryVariables>({
    method: 'GET',
    path: '/api/admin/newsletter/subscribers.csv',
    operation: `query RestNewsletterSubscribersCsv { adminNewsletterSubscribersCsv }`,
    shape: ({ adminNewsletterSubscribersCsv: csv }, { language }) => new RestFile('text/csv; charset=utf-8', subscribersCsvFileName(language, new Date()), csv),
  }),
];
