import type { PreloadedQuery } from 'react-relay';
import HomePageQuery, { type HomePageQuery as HomeQuery } from '../../__generated__/HomePageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';

export interface HomeLoaderData {
  homeRef: PreloadedQuery<HomeQuery>;
}

export function homeLoader(): HomeLoaderData {
  return { homeRef: loadRouteQuery<HomeQuery>('home', HomePageQuery, {}) };
}
