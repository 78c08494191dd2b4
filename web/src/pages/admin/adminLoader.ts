import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { adminSessionViewerQuery } from '../../__generated__/adminSessionViewerQuery.graphql';
import { requireSignedIn, retainViewer } from './session/adminSession';

export interface AdminLoaderData {
  viewerRef: PreloadedQuery<adminSessionViewerQuery>;
}

/** The admin area's frame: signed in, or off to the login page. */
export async function adminLoader(args: LoaderFunctionArgs): Promise<AdminLoaderData> {
  await requireSignedIn(args);
  return { viewerRef: retainViewer(args) };
}
