import { ConsentBanner } from './ConsentBanner';
import { ConsentDialog } from './ConsentDialog';
import { useConsent } from './ConsentProvider';

/** The banner until a decision, and the settings dialog while open; placed last in the page layout. */
export function CookieConsent() {
  const { settingsOpen } = useConsent();
  return (
    <>
      <ConsentBanner />
      {settingsOpen && <ConsentDialog />}
    </>
  );
}
