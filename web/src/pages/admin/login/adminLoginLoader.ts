import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { preloadAdminTexts } from '../../../i18n/AdminTexts';
import { ADMIN_HOME_PATH, TRAINER_HOME_PATH, viewerOf } from '../session/adminSession';

/** docs/SPEC.md §2: an authenticated user is sent on to the admin area. */
export async function adminLoginLoader(args: LoaderFunctionArgs): Promise<null> {
  // The admin texts' chunk loads while the server is asked who is signed in.
  preloadAdminTexts();
  const viewer = await viewerOf(args);
  if (viewer) throw redirect(viewer.role === 'TRAINER' ? TRAINER_HOME_PATH : ADMIN_HOME_PATH);
  return null;
}
