import type { RestServicesQuery, RestServicesQueryVariables } from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restRoute } from '../../rest/rest-route.js';

export const serviceRestRoutes: RestRoute[] = [
  restRoute<RestServicesQuery, RestServicesQueryVariables>({
    method: 'GET',
    path: '/api/services',
    operation: `query RestServices { services { databaseId slug title titleEn description descriptionEn imageUrl order icon } }`,
    shape: (data) => data.services.map(({ databaseId, ...service }) => ({ id: databaseId, ...service })),
  }),
];
