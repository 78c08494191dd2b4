/** The default privacy: the text the site showed before staff could edit it, as Markdown; `{{…}}` are placeholders (legal-placeholders.ts), `[…]` what only the business can fill in. */
export const privacyDe = String.raw`Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten, wenn Sie unsere Website nutzen, einen Kurs buchen oder uns schreiben, auf welcher Rechtsgrundlage der Datenschutz-Grundverordnung (DSGVO) das geschieht, wie lange wir die Daten speichern und welche Rechte Sie haben.

## 1. Verantwortlicher {#verantwortlicher}

{{legalName}}, {{owner}}\
{{street}}, {{postalCode}} {{town}}\
E-Mail: [{{email}}](mailto:{{email}})

Weitere Angaben finden Sie im [Impressum](/impressum). Datenschutzbeauftragte/r: [Name und Kontakt, falls benannt – sonst diesen Satz entfernen]

## 2. Aufruf der Website und Server-Logdateien {#server-logs}

Bei jedem Aufruf unserer Website verarbeitet unser Server technisch notwendige Daten: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse (ohne Suchparameter), die HTTP-Methode, den Statuscode, die Antwortzeit und eine zufällige Anfrage-Kennung. Wir benötigen diese Daten, um die Website auszuliefern, Fehler zu finden und Angriffe abzuwehren. Zum Schutz vor Überlastung zählen wir außerdem die Anfragen je IP-Adresse und Minute.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein sicherer und stabiler Betrieb. Die Zähler verfallen mit Ablauf ihrer Minute. Die Logdateien löschen wir nach [Speicherdauer, z. B. 14 Tagen], sofern nicht ein konkreter Sicherheitsvorfall eine längere Aufbewahrung zur Aufklärung erfordert.

## 3. Kontaktformular, Kursanfragen und E-Mail {#kontakt}

Wenn Sie uns über das [Kontaktformular](/contact), eine Kursanfrage oder per E-Mail schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, den Betreff, Ihre Nachricht und den Zeitpunkt, um Ihre Anfrage zu beantworten. Im Formular bestätigen Sie, diese Datenschutzerklärung zur Kenntnis genommen zu haben.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage einen Vertrag (etwa eine Kursbuchung) vorbereitet, sonst Art. 6 Abs. 1 lit. f DSGVO (Beantwortung von Anfragen). Wir löschen die Nachricht, sobald Ihr Anliegen erledigt ist und keine gesetzlichen Aufbewahrungspflichten bestehen; wird daraus eine Buchung, gilt Abschnitt 4.

## 4. Kursbuchung, Bestellungen und Teilnehmende {#buchungen}

Für eine Buchung speichern wir den Inhalt Ihres Warenkorbs und Ihre Angaben als Kundin oder Kunde: Vor- und Nachname, E-Mail-Adresse, Telefonnummer, Anschrift (Straße, Postleitzahl, Ort), die gebuchten Kurse, Preise, die Zahlungsart, den Zahlungs- und Bestellstatus sowie die Kennung der Zahlung. Zu jedem gebuchten Platz speichern wir Vor- und Nachnamen der teilnehmenden Person – bei Kinderkursen also die Namen Ihrer Kinder, die Sie als Sorgeberechtigte für sie angeben. Die Teilnehmerlisten sehen nur unsere Mitarbeitenden, die den Kurs organisieren und leiten.

Wir verwenden die Daten, um den Vertrag zu schließen und zu erfüllen: Plätze reservieren, Bestätigungen und kursbezogene Nachrichten per E-Mail senden, die Teilnahme organisieren und abrechnen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, für die Aufbewahrung Art. 6 Abs. 1 lit. c DSGVO.

Rechnungen und Buchungsbelege bewahren wir nach § 147 Abgabenordnung und § 257 Handelsgesetzbuch bis zu acht Jahre auf, Handels- und Geschäftsbriefe sechs Jahre, jeweils ab Ende des Kalenderjahres. {{retentionPeriod}} nach dem letzten Kurstag löschen wir automatisch die Namen der Teilnehmenden und Ihre Kontaktdaten zur Bestellung (Name, E-Mail-Adresse, Telefonnummer, Anschrift, auch in unseren E-Mails zur Bestellung). Rechnungen bleiben die acht Jahre erhalten, mit Ihrem Namen und Ihrer Anschrift als Rechnungsempfänger, aber ohne die Namen der Kinder. Nicht abgeschlossene Warenkörbe löschen wir, wenn sie nicht mehr genutzt werden.

## 5. Zahlung {#zahlung}

Bei Zahlung per Überweisung verarbeiten wir die Angaben Ihrer Überweisung (Name, Betrag, Verwendungszweck) für die Zuordnung zu Ihrer Bestellung. Wählen Sie PayPal, werden Sie zu PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxemburg, weitergeleitet; wir übermitteln Betrag und Bestellnummer und erhalten den Zahlungsstatus und eine Zahlungskennung. PayPal verarbeitet Ihre Zahlungsdaten in eigener Verantwortung nach seiner Datenschutzerklärung. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.

## 6. Kursbewertungen {#bewertungen}

Für eine Bewertung speichern wir Ihren Namen, Ihre E-Mail-Adresse, den bewerteten Kurs, eine optionale Angabe zu Ihrer Rolle (z. B. „Mutter eines Teilnehmers“), Ihren Text, die Sternebewertung und den Zeitpunkt. Wir veröffentlichen Bewertungen erst nach Prüfung, und zwar nur mit Namen, Rolle, Text und Sternen – Ihre E-Mail-Adresse nie. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können; dann entfernen und löschen wir die Bewertung.

## 7. Newsletter {#newsletter}

Wenn Sie unseren Newsletter bestellen, senden wir Ihnen zuerst eine E-Mail mit einem Bestätigungslink (Double-Opt-in); erst nach Ihrer Bestätigung erhalten Sie den Newsletter. Wir speichern Ihre E-Mail-Adresse, die Sprache, Zeitpunkt und Fassung des Einwilligungstextes und den Zeitpunkt Ihrer Bestätigung, damit wir Ihre Einwilligung nachweisen können (Art. 7 Abs. 1 DSGVO). Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Bestätigen Sie die Anmeldung nicht, löschen wir diese Angaben nach 30 Tagen. Sie können den Newsletter jederzeit abbestellen, etwa über den Link in jeder Ausgabe oder per E-Mail an uns; Ihre Adresse nehmen wir dann aus dem Verteiler und bewahren nur den Nachweis von Einwilligung und Abmeldung auf (Art. 6 Abs. 1 lit. f DSGVO).

## 8. Zugänge unserer Mitarbeitenden {#verwaltung}

Für den Verwaltungsbereich speichern wir je Mitarbeiterin und Mitarbeiter Benutzernamen, E-Mail-Adresse, Rolle, Erstellungsdatum und das Passwort ausschließlich als kryptografischen Hashwert. Die Anmeldung hält ein Sitzungs-Cookie. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Beschäftigungsverhältnis) und lit. f DSGVO (Schutz vor unbefugtem Zugriff). Ein Zugang wird gelöscht, wenn die Person ausscheidet.

## 9. Cookies und Speicherung im Browser {#cookies}

Wir speichern nur das in Ihrem Browser, was die Website zum Funktionieren braucht. Das erlaubt § 25 Abs. 2 Nr. 2 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG) ohne Einwilligung; die anschließende Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. f DSGVO.

- **lang** (Cookie): Ihre Sprache (Deutsch oder Englisch), damit der Server die Seiten gleich in dieser Sprache sendet. Für die Dauer der Browsersitzung, nach einer ausdrücklichen Wahl ein Jahr; die Wahl steht zusätzlich im lokalen Speicher Ihres Browsers.
- **consent** (Cookie-Einstellungen): Ihre Auswahl im Cookie-Dialog mit Zeitpunkt und Textversion, damit wir Sie nicht bei jedem Besuch erneut fragen müssen – bis Sie sie ändern, höchstens zwölf Monate.
- **h2o\_cart** und **h2o\_has\_cart** (Warenkorb): eine zufällige Kennung Ihres Warenkorbs, die nur der Server lesen kann, und der Hinweis, dass es einen Warenkorb gibt. Den Inhalt (Kurse, Anzahl, Teilnehmernamen) speichern wir auf unserem Server. 30 Tage ab der letzten Änderung; nach der Bestellung wird der Warenkorb geleert.
- **h2o\_session** (Anmeldung, nur Verwaltungsbereich): ein Sitzungs-Cookie, das nur der Server lesen kann.

### Kategorien im Cookie-Dialog

Im Cookie-Dialog gibt es zwei Kategorien: **notwendig** (die oben genannten; nicht abschaltbar) und **Marketing und externe Inhalte**, die Sie wählen können. Unter Marketing fallen derzeit nur Fotos in Blogbeiträgen, die von einem externen Bildanbieter geladen werden ([Name, Anschrift und Sitzland des Bildanbieters]): Beim Laden erfährt der Anbieter Ihre IP-Adresse und Angaben zu Ihrem Browser. Ohne Ihre Einwilligung laden wir diese Fotos nicht und zeigen einen Platzhalter. Statistik-, Werbe- oder Personalisierungsdienste setzen wir nicht ein. Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO) speichern wir mit Zeitpunkt und Textversion; Sie können sie im Dialog – über „Cookie-Einstellungen“ im Seitenfuß jeder Seite – jederzeit ändern oder widerrufen. Neue Dienste nennen wir hier, bevor wir sie einsetzen.

## 10. Empfänger und Auftragsverarbeiter {#empfaenger}

Wir verkaufen Ihre Daten nicht. Folgende Dienstleister verarbeiten Daten in unserem Auftrag und nach unseren Weisungen; mit ihnen haben wir Verträge nach Art. 28 DSGVO geschlossen:

- Hosting von Website und Datenbank: [Name und Anschrift des Hosting-Anbieters, Serverstandort]
- Versand von E-Mails (SMTP): [Name und Anschrift des E-Mail-Dienstleisters]

PayPal handelt bei der Zahlung als eigener Verantwortlicher (Abschnitt 5). Behörden erhalten Daten nur, wenn ein Gesetz uns dazu verpflichtet. Eine Übermittlung in Länder außerhalb der EU und des EWR findet durch uns nicht statt.

## 11. Ihre Rechte {#rechte}

Sie haben gegenüber uns das Recht auf

- Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),
- Berichtigung unrichtiger Daten (Art. 16 DSGVO),
- Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),
- Datenübertragbarkeit (Art. 20 DSGVO),
- Widerspruch gegen Verarbeitungen auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO),
- Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).

Schreiben Sie uns dazu an [{{email}}](mailto:{{email}}). Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei der für uns zuständigen: Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach, [www.lda.bayern.de](https://www.lda.bayern.de).

## 12. Pflicht zur Angabe, keine automatisierten Entscheidungen {#pflicht}

Die Angaben, die für eine Buchung als Pflichtfeld gekennzeichnet sind, brauchen wir für den Vertrag; ohne sie können wir keine Buchung annehmen. Alle übrigen Angaben sind freiwillig. Wir treffen keine automatisierten Entscheidungen und erstellen keine Profile im Sinne von Art. 22 DSGVO.

## 13. Sicherheit {#sicherheit}

Unsere Website wird verschlüsselt übertragen (TLS). Passwörter speichern wir nur als Hashwert, und auf Bestellungen und Teilnehmerlisten haben nur angemeldete Mitarbeitende Zugriff.
`;

export const privacyEn = String.raw`*This English version is provided for your convenience. In case of any discrepancy, the German version is legally binding.*

Protecting your data matters to us. This page explains which personal data we process when you use our website, book a course or write to us, on which legal basis of the General Data Protection Regulation (GDPR) we do so, how long we keep the data and which rights you have.

## 1. Controller {#verantwortlicher}

{{legalName}}, {{owner}}\
{{street}}, {{postalCode}} {{town}}, Germany\
E-mail: [{{email}}](mailto:{{email}})

Further details are given in our [imprint](/impressum). Data protection officer: [name and contact, if appointed – otherwise remove this sentence]

## 2. Visiting the website and server log files {#server-logs}

Whenever you open our website, our server processes technically necessary data: your IP address, date and time, the address requested (without query parameters), the HTTP method, the status code, the response time and a random request id. We need these data to deliver the website, find errors and fend off attacks. To protect against overload we also count the requests per IP address and minute.

The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is a secure and stable operation. The counters expire at the end of their minute. We delete the log files after [retention period, e.g. 14 days], unless a specific security incident requires keeping them longer to investigate it.

## 3. Contact form, course requests and e-mail {#kontakt}

When you write to us using the [contact form](/contact), a course request or by e-mail, we store your name, your e-mail address, the subject, your message and the time, in order to answer your request. In the form you confirm that you have read this privacy policy.

The legal basis is Art. 6(1)(b) GDPR where your request prepares a contract (such as a course booking), otherwise Art. 6(1)(f) GDPR (answering enquiries). We delete the message once your request has been dealt with and no statutory retention obligation applies; if it leads to a booking, section 4 applies.

## 4. Course bookings, orders and participants {#buchungen}

For a booking we store the content of your cart and your details as a customer: first and last name, e-mail address, telephone number, address (street, postcode, town), the courses booked, prices, the payment method, the payment and order status and the payment reference. For every place booked we store the first and last name of the participant – for children's courses, therefore, the names of your children, which you provide for them as their parent or guardian. Participant lists are seen only by the staff who organise and teach the course.

We use the data to conclude and perform the contract: reserving places, sending confirmations and course-related messages by e-mail, organising participation and invoicing. The legal basis is Art. 6(1)(b) GDPR, and Art. 6(1)(c) GDPR for retention.

We keep invoices and accounting records for up to eight years under § 147 German Fiscal Code (AO) and § 257 German Commercial Code (HGB), commercial and business letters for six years, each from the end of the calendar year. {{retentionPeriod}} after a course's last day we automatically delete the participants' names and your contact data of the order (name, e-mail address, phone number, address, also in our e-mails about the order). Invoices are kept for the eight years, with your name and address as the recipient, but without the children's names. Carts that never become an order are deleted once they are no longer used.

## 5. Payment {#zahlung}

If you pay by bank transfer, we process the details of your transfer (name, amount, reference) to match it to your order. If you choose PayPal, you are forwarded to PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxembourg; we transmit the amount and order number and receive the payment status and a payment reference. PayPal processes your payment data as an independent controller under its own privacy policy. The legal basis is Art. 6(1)(b) GDPR.

## 6. Course reviews {#bewertungen}

For a review we store your name, your e-mail address, the course reviewed, an optional note on your role (e.g. "mother of a participant"), your text, the star rating and the time. We publish reviews only after checking them, and only with name, role, text and stars – never your e-mail address. The legal basis is your consent (Art. 6(1)(a) GDPR), which you may withdraw at any time; we then remove and delete the review.

## 7. Newsletter {#newsletter}

If you subscribe to our newsletter, we first send you an e-mail with a confirmation link (double opt-in); only after you confirm do you receive the newsletter. We store your e-mail address, your language, the time and version of the consent text and the time of your confirmation so that we can prove your consent (Art. 7(1) GDPR). The legal basis is your consent (Art. 6(1)(a) GDPR). If you do not confirm the subscription, we delete these details after 30 days. You can unsubscribe at any time, for example via the link in every issue or by e-mail to us; we then take your address off the list and keep only the record of your consent and unsubscription (Art. 6(1)(f) GDPR).

## 8. Staff accounts {#verwaltung}

For the administration area we store, for each member of staff, the username, e-mail address, role, date of creation and the password, only as a cryptographic hash. A session cookie keeps the sign-in. The legal basis is Art. 6(1)(b) GDPR (employment relationship) and Art. 6(1)(f) GDPR (protection against unauthorised access). An account is deleted when the person leaves.

## 9. Cookies and storage in your browser {#cookies}

We store in your browser only what the website needs in order to work. § 25(2) no. 2 German Telecommunications Digital Services Data Protection Act (TDDDG) allows this without consent; we base the subsequent processing on Art. 6(1)(f) GDPR.

- **lang** (cookie): your language (German or English), so that the server sends the pages in that language straight away. For the browser session, for one year after an explicit choice; the choice is also kept in your browser's local storage.
- **consent** (cookie settings): your choice in the cookie dialog with its time and text version, so that we need not ask you again on every visit – until you change it, for at most twelve months.
- **h2o\_cart** and **h2o\_has\_cart** (cart): a random id of your cart that only the server can read, and the note that a cart exists. The content (courses, number of places, participants' names) is kept on our server. 30 days from the last change; the cart is emptied after the order.
- **h2o\_session** (sign-in, administration area only): a session cookie that only the server can read.

### Categories in the cookie dialog

The cookie dialog has two categories: **necessary** (those above; cannot be disabled) and **marketing and external content**, which you may choose. Marketing currently covers only photos in blog articles that are loaded from an external image host ([name, address and country of the image host]): when they load, the host learns your IP address and details of your browser. Without your consent we do not load these photos and show a placeholder instead. We use no analytics, advertising or personalisation services. We store your consent (§ 25(1) TDDDG, Art. 6(1)(a) GDPR) with its time and the version of the texts; you can change or withdraw it at any time in the dialog, under “Cookie settings” at the bottom of every page. We will name new services here before we use them.

## 10. Recipients and processors {#empfaenger}

We do not sell your data. The following service providers process data on our behalf and on our instructions; we have concluded contracts with them under Art. 28 GDPR:

- Hosting of the website and database: [name and address of the hosting provider, server location]
- Sending e-mails (SMTP): [name and address of the e-mail service provider]

PayPal acts as an independent controller for payments (section 5). Authorities receive data only where a law obliges us to provide it. We do not transfer data to countries outside the EU and the EEA.

## 11. Your rights {#rechte}

You have the right to

- access to the data we hold about you (Art. 15 GDPR),
- rectification of inaccurate data (Art. 16 GDPR),
- erasure (Art. 17 GDPR) and restriction of processing (Art. 18 GDPR),
- data portability (Art. 20 GDPR),
- object to processing based on Art. 6(1)(f) GDPR on grounds relating to your particular situation (Art. 21 GDPR),
- withdraw a consent with effect for the future (Art. 7(3) GDPR).

To do so, write to us at [{{email}}](mailto:{{email}}). You may also lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), for example the one responsible for us: the Bavarian State Office for Data Protection Supervision (BayLDA), Promenade 18, 91522 Ansbach, Germany, [www.lda.bayern.de](https://www.lda.bayern.de).

## 12. Obligation to provide data, no automated decisions {#pflicht}

We need the details marked as required for a booking to perform the contract; without them we cannot accept a booking. All other details are voluntary. We make no automated decisions and do no profiling within the meaning of Art. 22 GDPR.

## 13. Security {#sicherheit}

Our website is transmitted encrypted (TLS). We store passwords only as a hash, and only signed-in staff can access orders and participant lists.
`;
