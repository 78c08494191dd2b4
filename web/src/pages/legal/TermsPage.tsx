import { LegalPage } from './LegalPage';

// Its own route chunk; the text is staff's (issue 27).
export function TermsPage() {
  return <LegalPage document="TERMS" testId="legal-agb" />;
}
