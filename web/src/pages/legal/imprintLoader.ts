import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import ImprintPageQuery, { type ImprintPageQuery as PageQuery } from '../../__generated__/ImprintPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';

export interface ImprintLoaderData {
  profileRef: PreloadedQuery<PageQuery>;
}

/** The business profile's public facts, which the imprint prints (issue 24); rendered on the server with them. */
export function imprintLoader({ context }: LoaderFunctionArgs): ImprintLoaderData {
  return { profileRef: loadRouteQuery<PageQuery>(context, 'imprint', ImprintPageQuery, {}) };
}
