import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import PrivacyPageQuery, { type PrivacyPageQuery as PageQuery } from '../../__generated__/PrivacyPageQuery.graphql';
import { loadRouteQuery } from '../../relay/loadRouteQuery';

export interface PrivacyLoaderData {
  settingsRef: PreloadedQuery<PageQuery>;
}

/** The months personal data are kept after a course (issue 26: a setting), which the policy states; rendered on the server with them. */
export function privacyLoader({ context }: LoaderFunctionArgs): PrivacyLoaderData {
  return { settingsRef: loadRouteQuery<PageQuery>(context, 'privacy', PrivacyPageQuery, {}) };
}
