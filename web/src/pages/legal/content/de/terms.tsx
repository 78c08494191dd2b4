import { Link } from 'react-router-dom';
import { Fill } from '../../Fill';
import type { LegalDocument } from '../../legalDocument';
import { BUSINESS } from '../business';

// The cancellation, voucher and participation rules are SPEC §1's (terms and FAQ facts); keep them in step.
export const termsDe: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  description: 'AGB von H2O Gersthofen für Schwimmkurse: Buchung, Zahlung, keine Stornierung nach dem Kauf, Kursabsage mit voller Erstattung, Gutscheine und Teilnahme.',
  sections: [
    {
      id: 'geltung',
      heading: '§ 1 Geltungsbereich',
      body: (
        <p>
          Diese Bedingungen gelten für alle Buchungen von Schwimmkursen über diese Website zwischen {BUSINESS.name},{' '}
          <Fill>Inhaber/in bzw. Firma und Rechtsform, Anschrift</Fill>, {BUSINESS.postalCode} {BUSINESS.town} (im
          Folgenden „wir“), und unseren Kundinnen und Kunden. Leistungen für Bäderbetreiber (etwa technische
          Bäderbetreuung, Aufsichtspersonal, Seminare) vereinbaren wir jeweils einzeln und schriftlich.
        </p>
      ),
    },
    {
      id: 'vertragsschluss',
      heading: '§ 2 Buchung und Vertragsschluss',
      body: (
        <>
          <p>
            Die Kurse auf unserer Website sind noch kein verbindliches Angebot. Sie wählen Kurse in den Warenkorb, geben die
            Namen der Teilnehmenden und Ihre Kontaktdaten an, wählen die Zahlungsart und geben mit dem Absenden der
            Bestellung ein verbindliches Angebot ab. Vor dem Absenden können Sie alle Angaben prüfen und korrigieren.
          </p>
          <p>
            Der Vertrag kommt zustande, wenn wir Ihre Buchung per E-Mail bestätigen. Ein Platz ist für Sie reserviert,
            sobald die Bestätigung vorliegt; die Teilnehmenden müssen namentlich angegeben werden. Eine Kursanfrage über
            das Anfrageformular ist unverbindlich und noch keine Buchung. Vertragssprache ist Deutsch.
          </p>
        </>
      ),
    },
    {
      id: 'preise',
      heading: '§ 3 Preise und Zahlung',
      body: (
        <>
          <p>
            Es gelten die bei der Buchung angezeigten Preise in Euro. Ob darin Umsatzsteuer enthalten ist oder nach § 19
            Umsatzsteuergesetz keine Umsatzsteuer berechnet wird, ist beim Preis angegeben.
          </p>
          <p>
            Die Kursgebühr ist mit der Buchung fällig und im Voraus zu zahlen, wahlweise per Überweisung (Vorkasse) oder
            über einen Zahlungsdienstleister (PayPal). Geht eine Überweisung nicht innerhalb der in der Bestätigung
            genannten Frist ein, dürfen wir den reservierten Platz wieder freigeben.
          </p>
        </>
      ),
    },
    {
      id: 'stornierung',
      heading: '§ 4 Keine Stornierung nach dem Kauf',
      body: (
        <>
          <p>
            Nach dem Kauf ist eine Stornierung oder Rückerstattung der Kursgebühr ausgeschlossen.
          </p>
          <p>
            Ein gesetzliches Widerrufsrecht besteht nicht, da es sich um Dienstleistungen im Zusammenhang mit
            Freizeitbetätigungen handelt, für die ein bestimmter Termin oder Zeitraum vereinbart ist (§ 312g Abs. 2 Nr. 9
            Bürgerliches Gesetzbuch). Ihre übrigen gesetzlichen Rechte bleiben unberührt.
          </p>
        </>
      ),
    },
    {
      id: 'absage',
      heading: '§ 5 Absage durch uns',
      body: (
        <p>
          Wird die für einen Kurs angegebene Mindestteilnehmerzahl nicht erreicht, können wir den Kurs absagen. Wir
          informieren Sie so früh wie möglich und erstatten bereits gezahlte Kursgebühren in voller Höhe. Dasselbe gilt,
          wenn wir einen Kurs aus anderen Gründen, die wir zu vertreten haben, nicht durchführen können.
        </p>
      ),
    },
    {
      id: 'gutscheine',
      heading: '§ 6 Gutscheine zur Schwimmförderung',
      body: (
        <p>
          Wir nehmen Gutscheine aus Programmen zur Förderung des Schwimmenlernens an. Auch dann zahlen Sie die Kursgebühr
          zunächst vollständig im Voraus. Den durch den Gutschein gedeckten Betrag erstatten wir Ihnen, sobald die
          Auszahlung des Gutscheins bei uns eingegangen ist.
        </p>
      ),
    },
    {
      id: 'teilnahme',
      heading: '§ 7 Teilnahme',
      body: (
        <>
          <ul>
            <li>Kinderkurse sind für Kinder ab 5 Jahren; das Alter je Kurs steht in der Kursbeschreibung.</li>
            <li>Wir unterrichten in kleinen Gruppen von höchstens 8 bis 10 Teilnehmenden.</li>
            <li>
              Versäumte Kursstunden werden nicht nachgeholt und nicht erstattet. Bei Krankheit mit ärztlichem Attest suchen
              wir gemeinsam mit Ihnen eine individuelle Lösung.
            </li>
            <li>Bitte mitbringen: Badebekleidung, Handtuch, Badekappe, Badeschuhe und nach Wunsch eine Schwimmbrille.</li>
            <li>
              Teilnehmende sollten gesund sein. Bitte informieren Sie uns vor Kursbeginn über gesundheitliche
              Einschränkungen, die für den Unterricht im Wasser wichtig sind.
            </li>
            <li>
              Es gilt die Haus- und Badeordnung des jeweiligen Bades. Vor und nach dem Unterricht liegt die Aufsicht über
              Kinder bei den Eltern bzw. Begleitpersonen.
            </li>
            <li>
              Wer den Unterricht wiederholt erheblich stört oder Anweisungen zur Sicherheit nicht befolgt, kann nach
              vorheriger Ermahnung vom weiteren Kurs ausgeschlossen werden.
            </li>
          </ul>
          <p>
            Antworten auf häufige Fragen finden Sie auch bei unseren <Link to="/courses">Kursen</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'haftung',
      heading: '§ 8 Haftung',
      body: (
        <p>
          Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des
          Körpers oder der Gesundheit. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht haften wir nur
          für den vorhersehbaren, vertragstypischen Schaden; im Übrigen ist die Haftung für leichte Fahrlässigkeit
          ausgeschlossen. Für mitgebrachte Wertsachen und Garderobe haften wir nur bei Verschulden.
        </p>
      ),
    },
    {
      id: 'datenschutz',
      heading: '§ 9 Datenschutz',
      body: (
        <p>
          Wie wir Ihre Daten und die der Teilnehmenden verarbeiten, erklären wir in unserer{' '}
          <Link to="/datenschutz">Datenschutzerklärung</Link>.
        </p>
      ),
    },
    {
      id: 'schluss',
      heading: '§ 10 Schlussbestimmungen',
      body: (
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbraucherinnen und
          Verbrauchern gilt diese Rechtswahl nur, soweit ihnen nicht der Schutz zwingender Vorschriften des Staates ihres
          gewöhnlichen Aufenthalts entzogen wird. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam. Zur
          Verbraucherstreitbeilegung siehe unser <Link to="/impressum">Impressum</Link>.
        </p>
      ),
    },
  ],
};
