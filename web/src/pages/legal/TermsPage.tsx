import { LegalPage } from './LegalPage';
import { termsDe } from './content/de/terms';
import { termsEn } from './content/en/terms';

// Its own route chunk: the text of one legal page, in both languages (the switch needs no reload).
export function TermsPage() {
  return <LegalPage documents={{ de: termsDe, en: termsEn }} testId="legal-agb" />;
}
