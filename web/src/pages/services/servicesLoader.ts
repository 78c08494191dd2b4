import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import ServicesPageQuery, { type ServicesPageQuery as PageQuery } from '../../__generated__/ServicesPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';

export interface ServicesLoaderData {
  servicesRef: PreloadedQuery<PageQuery>;
}

export function servicesLoader({ context }: LoaderFunctionArgs): ServicesLoaderData {
  return { servicesRef: loadRouteQuery<PageQuery>(context, 'services', ServicesPageQuery, {}) };
}
