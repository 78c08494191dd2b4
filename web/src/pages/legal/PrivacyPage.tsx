import { LegalPage } from './LegalPage';

// Its own route chunk; the text is staff's, with the retention months of the settings.
export function PrivacyPage() {
  return <LegalPage document="PRIVACY" testId="legal-datenschutz" />;
}
