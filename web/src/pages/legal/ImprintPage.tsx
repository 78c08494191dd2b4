import { LegalPage } from './LegalPage';
import { imprintDe } from './content/de/imprint';
import { imprintEn } from './content/en/imprint';

// Its own route chunk: the text of one legal page, in both languages (the switch needs no reload).
export function ImprintPage() {
  return <LegalPage documents={{ de: imprintDe, en: imprintEn }} testId="legal-impressum" />;
}
