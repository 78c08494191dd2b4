import { Link } from 'react-router-dom';
import { Fill } from '../../Fill';
import type { LegalDocument } from '../../legalDocument';
import { type BusinessFacts, countryName } from '../business';

/** The German imprint with the business profile's facts; an empty fact stays a placeholder to fill in. */
export const imprintDe = (business: BusinessFacts): LegalDocument => ({
  title: 'Impressum',
  description: 'Impressum von H2O Gersthofen: Anbieterkennzeichnung nach § 5 DDG, Kontakt, inhaltlich Verantwortlicher und Hinweis zur Verbraucherstreitbeilegung.',
  sections: [
    {
      id: 'anbieter',
      heading: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
      body: (
        <address>
          {business.legalName}
          <br />
          Inhaber/in: <Fill>Vor- und Nachname der Inhaberin oder des Inhabers; bei einer Gesellschaft Firma, Rechtsform und vertretungsberechtigte Person</Fill>
          <br />
          {business.street || <Fill>Straße und Hausnummer</Fill>}
          <br />
          {business.postalCode} {business.town}
          <br />
          {countryName(business.country, 'de')}
        </address>
      ),
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      body: (
        <>
          <p>
            E-Mail: <a href={`mailto:${business.email}`}>{business.email}</a>
            <br />
            Telefon: {business.phone || <Fill>Telefonnummer</Fill>}
          </p>
          <p>
            Erreichbar Montag bis Freitag von 9:00 bis 17:00 Uhr, samstags nach Vereinbarung. Sie können uns auch über
            unser <Link to="/contact">Kontaktformular</Link> schreiben.
          </p>
        </>
      ),
    },
    {
      id: 'register',
      heading: 'Registereintrag und Umsatzsteuer',
      body: (
        <p>
          Registergericht und Registernummer: {business.registerEntry || <Fill>nur falls eingetragen, z. B. Amtsgericht Augsburg, HRA/HRB …</Fill>}
          <br />
          Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {business.vatId || <Fill>USt-IdNr., falls erteilt</Fill>}
          <br />
          Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: <Fill>W-IdNr., falls erteilt</Fill>
        </p>
      ),
    },
    {
      id: 'beruf',
      heading: 'Berufsbezeichnung und Qualifikationen',
      body: (
        <p>
          <Fill>Berufsbezeichnung, Staat der Verleihung und zuständige Kammer – nur bei einem reglementierten Beruf anzugeben, sonst diesen Abschnitt entfernen</Fill>
        </p>
      ),
    },
    {
      id: 'verantwortlich',
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV)',
      body: (
        <address>
          <Fill>Vor- und Nachname</Fill>
          <br />
          {business.street || <Fill>Straße und Hausnummer</Fill>}
          <br />
          {business.postalCode} {business.town}
        </address>
      ),
    },
    {
      id: 'streitbeilegung',
      heading: 'Verbraucherstreitbeilegung',
      body: (
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen. Bei Fragen
          oder Beschwerden wenden Sie sich bitte direkt an uns; wir suchen gern gemeinsam mit Ihnen eine Lösung.
        </p>
      ),
    },
    {
      id: 'haftung',
      heading: 'Haftung für Inhalte und Links',
      body: (
        <>
          <p>
            Wir erstellen die Inhalte dieser Website mit Sorgfalt und halten sie aktuell. Als Diensteanbieter sind wir für
            eigene Inhalte nach den allgemeinen Gesetzen verantwortlich; für fremde Informationen, die wir nur übermitteln
            oder speichern, gelten die §§ 7 ff. DDG und das europäische Gesetz über digitale Dienste (Digital Services Act).
          </p>
          <p>
            Unsere Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte
            ist der jeweilige Anbieter verantwortlich. Wird uns eine Rechtsverletzung bekannt, entfernen wir den Link
            umgehend.
          </p>
        </>
      ),
    },
    {
      id: 'urheberrecht',
      heading: 'Urheberrecht',
      body: (
        <p>
          Texte, Bilder und Gestaltung dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung
          und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung.
        </p>
      ),
    },
  ],
});
