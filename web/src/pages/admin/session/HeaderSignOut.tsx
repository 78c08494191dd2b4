import { useLazyLoadQuery } from 'react-relay/hooks';
import type { adminSessionViewerQuery } from '../../../__generated__/adminSessionViewerQuery.graphql';
import { AdminTexts } from '../../../i18n/AdminTexts';
import { adminViewerQuery } from './adminSession';
import { SignOutButton } from './SignOutButton';

/**
 * The admin header's sign-out button, only while someone is signed in (docs/SPEC.md §2). It reads the viewer
 * the admin routes' loaders put into the store, and updates when sign-in or sign-out change it.
 * Loaded with the admin area only (React.lazy in the header), never with the public pages.
 */
export function HeaderSignOut() {
  // Rendered by the header, outside the admin routes' texts: it brings them along itself.
  return (
    <AdminTexts fallback={null}>
      <HeaderSignOutButton />
    </AdminTexts>
  );
}

function HeaderSignOutButton() {
  const { viewer } = useLazyLoadQuery<adminSessionViewerQuery>(adminViewerQuery, {}, { fetchPolicy: 'store-or-network' });
  return viewer ? <SignOutButton testId="header-sign-out" /> : null;
}
