import RootServicesQuery, { type RootServicesQuery as ServicesQuery } from '../__generated__/RootServicesQuery.graphql';
import type { RootLoaderData } from '../layout/RootServices';
import { loadRouteQuery } from '../relay/loadRouteQuery';

/** The services for header and footer, once per visit (the root route does not revalidate). */
export function rootLoader(): RootLoaderData {
  return { servicesRef: loadRouteQuery<ServicesQuery>('root.services', RootServicesQuery, {}) };
}
