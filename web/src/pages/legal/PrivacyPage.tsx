import { LegalPage } from './LegalPage';
import { privacyDe } from './content/de/privacy';
import { privacyEn } from './content/en/privacy';

// Its own route chunk: the text of one legal page, in both languages (the switch needs no reload).
export function PrivacyPage() {
  return <LegalPage documents={{ de: privacyDe, en: privacyEn }} testId="legal-datenschutz" />;
}
