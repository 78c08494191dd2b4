import { LegalPage } from './LegalPage';

// Its own route chunk; the text is staff's (issue 27), with the retention months of the settings (issue 26).
export function PrivacyPage() {
  return <LegalPage document="PRIVACY" testId="legal-datenschutz" />;
}
