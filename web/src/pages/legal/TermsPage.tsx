import { LegalPage } from './LegalPage';

// Its own route chunk; the text is staff's.
export function TermsPage() {
  return <LegalPage document="TERMS" testId="legal-agb" />;
}
