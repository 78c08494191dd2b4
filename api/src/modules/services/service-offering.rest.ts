import type { RestRoute } from '../../rest/rest-route.js';

export const serviceRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/services',
    operation: `query RestServices { services { databaseId slug title titleEn description descriptionEn imageUrl order icon } }`,
    shape: (data) => data.services.map(({ databaseId, ...service }: Record<string, unknown>) => ({ id: databaseId, ...service })),
  },
];
