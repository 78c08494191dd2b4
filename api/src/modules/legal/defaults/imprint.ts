/** The default imprint: the text the site showed before staff could edit it, as Markdown; `{{…}}` are placeholders (legal-placeholders.ts), `[…]` what only the business can fill in. */
export const imprintDe = String.raw`## Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) {#anbieter}

{{legalName}}\
Inhaber/in bzw. Rechtsform: {{owner}}\
{{street}}\
{{postalCode}} {{town}}\
{{country}}

## Kontakt {#kontakt}

E-Mail: [{{email}}](mailto:{{email}})\
Telefon: {{phone}}

Erreichbar Montag bis Freitag von 9:00 bis 17:00 Uhr, samstags nach Vereinbarung. Sie können uns auch über unser [Kontaktformular](/contact) schreiben.

## Registereintrag und Umsatzsteuer {#register}

Registergericht und Registernummer: {{registerEntry}}\
Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {{vatId}}\
Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: [W-IdNr., falls erteilt]

## Berufsbezeichnung und Qualifikationen {#beruf}

[Berufsbezeichnung, Staat der Verleihung und zuständige Kammer – nur bei einem reglementierten Beruf anzugeben, sonst diesen Abschnitt entfernen]

## Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV) {#verantwortlich}

[Vor- und Nachname]\
{{street}}\
{{postalCode}} {{town}}

## Verbraucherstreitbeilegung {#streitbeilegung}

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen. Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an uns; wir suchen gern gemeinsam mit Ihnen eine Lösung.

## Haftung für Inhalte und Links {#haftung}

Wir erstellen die Inhalte dieser Website mit Sorgfalt und halten sie aktuell. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich; für fremde Informationen, die wir nur übermitteln oder speichern, gelten die §§ 7 ff. DDG und das europäische Gesetz über digitale Dienste (Digital Services Act).

Unsere Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Wird uns eine Rechtsverletzung bekannt, entfernen wir den Link umgehend.

## Urheberrecht {#urheberrecht}

Texte, Bilder und Gestaltung dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung.
`;

export const imprintEn = String.raw`*This English version is provided for your convenience. In case of any discrepancy, the German version is legally binding.*

## Information pursuant to § 5 German Digital Services Act (DDG) {#anbieter}

{{legalName}}\
Owner or legal form: {{owner}}\
{{street}}\
{{postalCode}} {{town}}\
{{country}}

## Contact {#kontakt}

E-mail: [{{email}}](mailto:{{email}})\
Telephone: {{phone}}

Available Monday to Friday from 9:00 to 17:00, Saturdays by appointment. You can also write to us using our [contact form](/contact).

## Commercial register and VAT {#register}

Register court and registration number: {{registerEntry}}\
VAT identification number pursuant to § 27a German VAT Act (UStG): {{vatId}}\
Business identification number pursuant to § 139c German Fiscal Code (AO): [W-IdNr., if issued]

## Professional title and qualifications {#beruf}

[professional title, state that conferred it and competent chamber – only for a regulated profession, otherwise remove this section]

## Responsible for content pursuant to § 18 (2) German Interstate Media Treaty (MStV) {#verantwortlich}

[first and last name]\
{{street}}\
{{postalCode}} {{town}}

## Consumer dispute resolution {#streitbeilegung}

We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board within the meaning of the German Consumer Dispute Resolution Act (VSBG). If you have a question or a complaint, please contact us directly; we will gladly look for a solution together with you.

## Liability for content and links {#haftung}

We create the content of this website with care and keep it up to date. As a service provider we are responsible for our own content under the general laws; for third-party information that we merely transmit or store, §§ 7 et seq. DDG and the EU Digital Services Act apply.

Our website contains links to third-party websites whose content we cannot influence. The respective provider is responsible for that content. If we become aware of an infringement, we will remove the link immediately.

## Copyright {#urheberrecht}

The texts, images and design of this website are protected by German copyright law. Any reproduction, adaptation or distribution beyond the limits of copyright law requires our prior written consent.
`;
