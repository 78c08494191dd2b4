import { LegalPage } from './LegalPage';

// Its own route chunk; the text is staff's, with the business profile's facts, rendered on the server.
export function ImprintPage() {
  return <LegalPage document="IMPRINT" testId="legal-impressum" />;
}
