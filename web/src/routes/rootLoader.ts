import type { LoaderFunctionArgs } from 'react-router-dom';
import RootServicesQuery, { type RootServicesQuery as ServicesQuery } from '../__generated__/RootServicesQuery.graphql';
import type { RootLoaderData } from '../layout/RootServices';
import { loadRouteQuery } from '../relay/loadRouteQuery';

/** The services for header and footer, once per visit (the root route does not revalidate). */
export function rootLoader({ context }: LoaderFunctionArgs): RootLoaderData {
  return { servicesRef: loadRouteQuery<ServicesQuery>(context, 'root.services', RootServicesQuery, {}) };
}
