import { lazy, Suspense } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { useConsent } from './ConsentProvider';

// Only a visitor who opens the settings needs the dialog: its code is fetched then, not with every page.
const ConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })));

/** The banner until a decision, and the settings dialog while open; placed last in the page layout. */
export function CookieConsent() {
  const { settingsOpen } = useConsent();
  return (
    <>
      <ConsentBanner />
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      )}
    </>
  );
}
