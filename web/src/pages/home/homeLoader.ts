import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import HomePageQuery, { type HomePageQuery as HomeQuery } from '../../__generated__/HomePageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';

export interface HomeLoaderData {
  homeRef: PreloadedQuery<HomeQuery>;
}

export function homeLoader({ context }: LoaderFunctionArgs): HomeLoaderData {
  return { homeRef: loadRouteQuery<HomeQuery>(context, 'home', HomePageQuery, {}) };
}
