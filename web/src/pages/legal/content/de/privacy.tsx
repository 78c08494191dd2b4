import { Link } from 'react-router-dom';
import { Fill } from '../../Fill';
import type { LegalDocument } from '../../legalDocument';
import { BAVARIAN_DPA, BUSINESS } from '../business';

// What is stored follows SPEC §3 (entities) and the code: logs hold the path without its query string
// and the client address (api/src/http/logger.ts); rate limits count per address and minute in PostgreSQL.
/** What the privacy policy states from the settings (issue 26). */
export interface PrivacyFacts {
  /** Months after a course's last day that its orders' personal data are anonymised (setting, default 6). */
  retentionMonths: number;
}

/** The default of the setting, for a page rendered without it (it failed to load). */
export const DEFAULT_RETENTION_MONTHS = 6;

export const privacyDocumentDe = ({ retentionMonths }: PrivacyFacts): LegalDocument => ({
  title: 'Datenschutzerklärung',
  description: 'Welche personenbezogenen Daten H2O Gersthofen bei Kursbuchung, Kontakt, Bewertung und Newsletter verarbeitet, warum, wie lange – und Ihre Rechte nach der DSGVO.',
  intro: (
    <p>
      Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten, wenn Sie
      unsere Website nutzen, einen Kurs buchen oder uns schreiben, auf welcher Rechtsgrundlage der
      Datenschutz-Grundverordnung (DSGVO) das geschieht, wie lange wir die Daten speichern und welche Rechte Sie haben.
    </p>
  ),
  sections: [
    {
      id: 'verantwortlicher',
      heading: '1. Verantwortlicher',
      body: (
        <>
          <address>
            {BUSINESS.name}, <Fill>Inhaber/in bzw. Firma und Rechtsform</Fill>
            <br />
            <Fill>Straße und Hausnummer</Fill>, {BUSINESS.postalCode} {BUSINESS.town}
            <br />
            E-Mail: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
          </address>
          <p>
            Weitere Angaben finden Sie im <Link to="/impressum">Impressum</Link>. Datenschutzbeauftragte/r:{' '}
            <Fill>Name und Kontakt, falls benannt – sonst diesen Satz entfernen</Fill>
          </p>
        </>
      ),
    },
    {
      id: 'server-logs',
      heading: '2. Aufruf der Website und Server-Logdateien',
      body: (
        <>
          <p>
            Bei jedem Aufruf unserer Website verarbeitet unser Server technisch notwendige Daten: Ihre IP-Adresse, Datum und
            Uhrzeit, die aufgerufene Adresse (ohne Suchparameter), die HTTP-Methode, den Statuscode, die Antwortzeit und eine
            zufällige Anfrage-Kennung. Wir benötigen diese Daten, um die Website auszuliefern, Fehler zu finden und Angriffe
            abzuwehren. Zum Schutz vor Überlastung zählen wir außerdem die Anfragen je IP-Adresse und Minute.
          </p>
          <p>
            Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein sicherer und stabiler
            Betrieb. Die Zähler verfallen mit Ablauf ihrer Minute. Die Logdateien löschen wir nach{' '}
            <Fill>Speicherdauer, z. B. 14 Tagen</Fill>, sofern nicht ein konkreter Sicherheitsvorfall eine längere
            Aufbewahrung zur Aufklärung erfordert.
          </p>
        </>
      ),
    },
    {
      id: 'kontakt',
      heading: '3. Kontaktformular, Kursanfragen und E-Mail',
      body: (
        <>
          <p>
            Wenn Sie uns über das <Link to="/contact">Kontaktformular</Link>, eine Kursanfrage oder per E-Mail schreiben,
            speichern wir Ihren Namen, Ihre E-Mail-Adresse, den Betreff, Ihre Nachricht und den Zeitpunkt, um Ihre Anfrage
            zu beantworten. Im Formular bestätigen Sie, diese Datenschutzerklärung zur Kenntnis genommen zu haben.
          </p>
          <p>
            Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage einen Vertrag (etwa eine Kursbuchung)
            vorbereitet, sonst Art. 6 Abs. 1 lit. f DSGVO (Beantwortung von Anfragen). Wir löschen die Nachricht, sobald
            Ihr Anliegen erledigt ist und keine gesetzlichen Aufbewahrungspflichten bestehen; wird daraus eine Buchung, gilt
            Abschnitt 4.
          </p>
        </>
      ),
    },
    {
      id: 'buchungen',
      heading: '4. Kursbuchung, Bestellungen und Teilnehmende',
      body: (
        <>
          <p>
            Für eine Buchung speichern wir den Inhalt Ihres Warenkorbs und Ihre Angaben als Kundin oder Kunde: Vor- und
            Nachname, E-Mail-Adresse, Telefonnummer, Anschrift (Straße, Postleitzahl, Ort), die gebuchten Kurse, Preise,
            die Zahlungsart, den Zahlungs- und Bestellstatus sowie die Kennung der Zahlung. Zu jedem gebuchten Platz
            speichern wir Vor- und Nachnamen der teilnehmenden Person – bei Kinderkursen also die Namen Ihrer Kinder, die
            Sie als Sorgeberechtigte für sie angeben. Die Teilnehmerlisten sehen nur unsere Mitarbeitenden, die den Kurs
            organisieren und leiten.
          </p>
          <p>
            Wir verwenden die Daten, um den Vertrag zu schließen und zu erfüllen: Plätze reservieren, Bestätigungen und
            kursbezogene Nachrichten per E-Mail senden, die Teilnahme organisieren und abrechnen. Rechtsgrundlage ist
            Art. 6 Abs. 1 lit. b DSGVO, für die Aufbewahrung Art. 6 Abs. 1 lit. c DSGVO.
          </p>
          <p>
            Rechnungen und Buchungsbelege bewahren wir nach § 147 Abgabenordnung und § 257 Handelsgesetzbuch bis zu acht
            Jahre auf, Handels- und Geschäftsbriefe sechs Jahre, jeweils ab Ende des Kalenderjahres.{' '}
            <span data-testid="privacy-retention">
              {retentionMonths === 1 ? 'Einen Monat' : `${retentionMonths} Monate`} nach dem letzten Kurstag löschen wir automatisch
              die Namen der Teilnehmenden und Ihre Kontaktdaten zur Bestellung (Name, E-Mail-Adresse, Telefonnummer,
              Anschrift, auch in unseren E-Mails zur Bestellung).
            </span>{' '}
            Rechnungen bleiben die acht Jahre erhalten, mit Ihrem Namen und Ihrer Anschrift als Rechnungsempfänger, aber
            ohne die Namen der Kinder. Nicht abgeschlossene Warenkörbe löschen wir, wenn sie nicht mehr genutzt werden.
          </p>
        </>
      ),
    },
    {
      id: 'zahlung',
      heading: '5. Zahlung',
      body: (
        <p>
          Bei Zahlung per Überweisung verarbeiten wir die Angaben Ihrer Überweisung (Name, Betrag, Verwendungszweck) für
          die Zuordnung zu Ihrer Bestellung. Wählen Sie PayPal, werden Sie zu PayPal (Europe) S.à r.l. et Cie, S.C.A.,
          22–24 Boulevard Royal, L-2449 Luxemburg, weitergeleitet; wir übermitteln Betrag und Bestellnummer und erhalten den
          Zahlungsstatus und eine Zahlungskennung. PayPal verarbeitet Ihre Zahlungsdaten in eigener Verantwortung nach
          seiner Datenschutzerklärung. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.
        </p>
      ),
    },
    {
      id: 'bewertungen',
      heading: '6. Kursbewertungen',
      body: (
        <p>
          Für eine Bewertung speichern wir Ihren Namen, Ihre E-Mail-Adresse, den bewerteten Kurs, eine optionale Angabe zu
          Ihrer Rolle (z. B. „Mutter eines Teilnehmers“), Ihren Text, die Sternebewertung und den Zeitpunkt. Wir
          veröffentlichen Bewertungen erst nach Prüfung, und zwar nur mit Namen, Rolle, Text und Sternen – Ihre
          E-Mail-Adresse nie. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit
          widerrufen können; dann entfernen und löschen wir die Bewertung.
        </p>
      ),
    },
    {
      id: 'newsletter',
      heading: '7. Newsletter',
      body: (
        <p>
          Wenn Sie unseren Newsletter bestellen, senden wir Ihnen zuerst eine E-Mail mit einem Bestätigungslink
          (Double-Opt-in); erst nach Ihrer Bestätigung erhalten Sie den Newsletter. Wir speichern Ihre E-Mail-Adresse, die
          Sprache, Zeitpunkt und Fassung des Einwilligungstextes und den Zeitpunkt Ihrer Bestätigung, damit wir Ihre
          Einwilligung nachweisen können (Art. 7 Abs. 1 DSGVO). Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1
          lit. a DSGVO). Bestätigen Sie die Anmeldung nicht, löschen wir diese Angaben nach 30 Tagen. Sie können den
          Newsletter jederzeit abbestellen, etwa über den Link in jeder Ausgabe oder per E-Mail an uns; Ihre Adresse
          nehmen wir dann aus dem Verteiler und bewahren nur den Nachweis von Einwilligung und Abmeldung auf (Art. 6
          Abs. 1 lit. f DSGVO).
        </p>
      ),
    },
    {
      id: 'verwaltung',
      heading: '8. Zugänge unserer Mitarbeitenden',
      body: (
        <p>
          Für den Verwaltungsbereich speichern wir je Mitarbeiterin und Mitarbeiter Benutzernamen, E-Mail-Adresse, Rolle,
          Erstellungsdatum und das Passwort ausschließlich als kryptografischen Hashwert. Die Anmeldung hält ein
          Sitzungs-Cookie. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Beschäftigungsverhältnis) und lit. f DSGVO
          (Schutz vor unbefugtem Zugriff). Ein Zugang wird gelöscht, wenn die Person ausscheidet.
        </p>
      ),
    },
    {
      id: 'cookies',
      heading: '9. Cookies und Speicherung im Browser',
      body: (
        <>
          <p>
            Wir speichern nur das in Ihrem Browser, was die Website zum Funktionieren braucht. Das erlaubt § 25 Abs. 2 Nr. 2
            Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG) ohne Einwilligung; die anschließende Verarbeitung
            stützen wir auf Art. 6 Abs. 1 lit. f DSGVO.
          </p>
          <ul>
            <li>
              <strong>lang</strong> (Cookie): Ihre Sprache (Deutsch oder Englisch), damit der Server die Seiten gleich in
              dieser Sprache sendet. Für die Dauer der Browsersitzung, nach einer ausdrücklichen Wahl ein Jahr; die Wahl
              steht zusätzlich im lokalen Speicher Ihres Browsers.
            </li>
            <li>
              <strong>consent</strong> (Cookie-Einstellungen): Ihre Auswahl im Cookie-Dialog mit Zeitpunkt und Textversion, damit wir Sie nicht bei jedem Besuch
              erneut fragen müssen – bis Sie sie ändern, höchstens zwölf Monate.
            </li>
            <li>
              <strong>h2o_cart</strong> und <strong>h2o_has_cart</strong> (Warenkorb): eine zufällige Kennung Ihres
              Warenkorbs, die nur der Server lesen kann, und der Hinweis, dass es einen Warenkorb gibt. Den Inhalt (Kurse,
              Anzahl, Teilnehmernamen) speichern wir auf unserem Server. 30 Tage ab der letzten Änderung; nach der
              Bestellung wird der Warenkorb geleert.
            </li>
            <li>
              <strong>h2o_session</strong> (Anmeldung, nur Verwaltungsbereich): ein Sitzungs-Cookie, das nur der Server lesen
              kann.
            </li>
          </ul>
          <h3>Kategorien im Cookie-Dialog</h3>
          <p>
            Im Cookie-Dialog können Sie vier Kategorien wählen: <strong>notwendig</strong> (die oben genannten; nicht
            abschaltbar), <strong>Statistik</strong>, <strong>Marketing</strong> und <strong>Personalisierung</strong>.
            Unter Marketing fallen derzeit nur Fotos in Blogbeiträgen, die von einem externen Bildanbieter geladen werden (
            <Fill>Name, Anschrift und Sitzland des Bildanbieters</Fill>): Beim Laden erfährt der Anbieter Ihre IP-Adresse
            und Angaben zu Ihrem Browser. Ohne Ihre Einwilligung laden wir diese Fotos nicht und zeigen einen Platzhalter.
            Statistik-, Werbe- oder Personalisierungsdienste setzen wir nicht ein. Ihre Einwilligung (§ 25 Abs. 1 TDDDG,
            Art. 6 Abs. 1 lit. a DSGVO) speichern wir mit Zeitpunkt und Textversion; Sie können sie im Dialog – über
            „Cookie-Einstellungen“ im Seitenfuß jeder Seite – jederzeit ändern oder widerrufen. Neue Dienste nennen wir
            hier, bevor wir sie einsetzen.
          </p>
        </>
      ),
    },
    {
      id: 'empfaenger',
      heading: '10. Empfänger und Auftragsverarbeiter',
      body: (
        <>
          <p>
            Wir verkaufen Ihre Daten nicht. Folgende Dienstleister verarbeiten Daten in unserem Auftrag und nach unseren
            Weisungen; mit ihnen haben wir Verträge nach Art. 28 DSGVO geschlossen:
          </p>
          <ul>
            <li>
              Hosting von Website und Datenbank: <Fill>Name und Anschrift des Hosting-Anbieters, Serverstandort</Fill>
            </li>
            <li>
              Versand von E-Mails (SMTP): <Fill>Name und Anschrift des E-Mail-Dienstleisters</Fill>
            </li>
          </ul>
          <p>
            PayPal handelt bei der Zahlung als eigener Verantwortlicher (Abschnitt 5). Behörden erhalten Daten nur, wenn ein
            Gesetz uns dazu verpflichtet. Eine Übermittlung in Länder außerhalb der EU und des EWR findet durch uns nicht
            statt.
          </p>
        </>
      ),
    },
    {
      id: 'rechte',
      heading: '11. Ihre Rechte',
      body: (
        <>
          <p>Sie haben gegenüber uns das Recht auf</p>
          <ul>
            <li>Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),</li>
            <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
            <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
            <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
            <li>
              Widerspruch gegen Verarbeitungen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO aus Gründen, die sich aus Ihrer
              besonderen Situation ergeben (Art. 21 DSGVO),
            </li>
            <li>Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
          </ul>
          <p>
            Schreiben Sie uns dazu an <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>. Außerdem können Sie sich
            bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei der für uns zuständigen:{' '}
            {BAVARIAN_DPA.name}, {BAVARIAN_DPA.street}, {BAVARIAN_DPA.town},{' '}
            <a href={BAVARIAN_DPA.url} rel="noopener noreferrer">
              www.lda.bayern.de
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'pflicht',
      heading: '12. Pflicht zur Angabe, keine automatisierten Entscheidungen',
      body: (
        <p>
          Die Angaben, die für eine Buchung als Pflichtfeld gekennzeichnet sind, brauchen wir für den Vertrag; ohne sie
          können wir keine Buchung annehmen. Alle übrigen Angaben sind freiwillig. Wir treffen keine automatisierten
          Entscheidungen und erstellen keine Profile im Sinne von Art. 22 DSGVO.
        </p>
      ),
    },
    {
      id: 'sicherheit',
      heading: '13. Sicherheit',
      body: (
        <p>
          Unsere Website wird verschlüsselt übertragen (TLS). Passwörter speichern wir nur als Hashwert, und auf
          Bestellungen und Teilnehmerlisten haben nur angemeldete Mitarbeitende Zugriff.
        </p>
      ),
    },
  ],
});

export const privacyDe = privacyDocumentDe({ retentionMonths: DEFAULT_RETENTION_MONTHS });
