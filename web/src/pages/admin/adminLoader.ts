import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { adminSessionViewerQuery } from '../../__generated__/adminSessionViewerQuery.graphql';
import { preloadAdminTexts } from '../../i18n/AdminTexts';
import { requireSignedIn, retainViewer } from './session/adminSession';

export interface AdminLoaderData {
  viewerRef: PreloadedQuery<adminSessionViewerQuery>;
}

/** The admin area's frame: signed in, or off to the login page. */
export async function adminLoader(args: LoaderFunctionArgs): Promise<AdminLoaderData> {
  // The admin texts' chunk loads while the server is asked who is signed in.
  preloadAdminTexts();
  await requireSignedIn(args);
  return { viewerRef: retainViewer(args) };
}
