/** The default terms: the text the site showed before staff could edit it, as Markdown; `{{…}}` are placeholders (legal-placeholders.ts), `[…]` what only the business can fill in. */
export const termsDe = String.raw`## § 1 Geltungsbereich {#geltung}

Diese Bedingungen gelten für alle Buchungen von Schwimmkursen über diese Website zwischen {{legalName}}, {{owner}}, {{street}}, {{postalCode}} {{town}} (im Folgenden „wir“), und unseren Kundinnen und Kunden. Leistungen für Bäderbetreiber (etwa technische Bäderbetreuung, Aufsichtspersonal, Seminare) vereinbaren wir jeweils einzeln und schriftlich.

## § 2 Buchung und Vertragsschluss {#vertragsschluss}

Die Kurse auf unserer Website sind noch kein verbindliches Angebot. Sie wählen Kurse in den Warenkorb, geben die Namen der Teilnehmenden und Ihre Kontaktdaten an, wählen die Zahlungsart und geben mit dem Absenden der Bestellung ein verbindliches Angebot ab. Vor dem Absenden können Sie alle Angaben prüfen und korrigieren.

Der Vertrag kommt zustande und Ihre Buchung ist bestätigt, sobald Ihre Zahlung bei uns eingegangen ist: bei PayPal mit der Zahlung, bei Überweisung mit dem Zahlungseingang auf unserem Konto. Die Bestätigung senden wir Ihnen per E-Mail. Bis dahin halten wir die bestellten Plätze bis zum Ende der Zahlungsfrist für Sie frei; die Teilnehmenden müssen namentlich angegeben werden. Eine Kursanfrage über das Anfrageformular ist unverbindlich und noch keine Buchung. Vertragssprache ist Deutsch.

## § 3 Preise und Zahlung {#preise}

Es gelten die bei der Buchung angezeigten Preise in Euro. Ob darin Umsatzsteuer enthalten ist oder nach § 19 Umsatzsteuergesetz keine Umsatzsteuer berechnet wird, ist beim Preis angegeben.

Die Kursgebühr ist mit der Buchung fällig und im Voraus zu zahlen, wahlweise per Überweisung (Vorkasse) oder über einen Zahlungsdienstleister (PayPal). Geht eine Überweisung nicht innerhalb der in der Bestätigung genannten Frist ein, dürfen wir den reservierten Platz wieder freigeben.

## § 4 Keine Stornierung nach dem Kauf {#stornierung}

Nach dem Kauf ist eine Stornierung oder Rückerstattung der Kursgebühr ausgeschlossen.

Ein gesetzliches Widerrufsrecht besteht nicht, da es sich um Dienstleistungen im Zusammenhang mit Freizeitbetätigungen handelt, für die ein bestimmter Termin oder Zeitraum vereinbart ist (§ 312g Abs. 2 Nr. 9 Bürgerliches Gesetzbuch). Ihre übrigen gesetzlichen Rechte bleiben unberührt.

## § 5 Absage durch uns {#absage}

Wird die für einen Kurs angegebene Mindestteilnehmerzahl nicht erreicht, können wir den Kurs absagen. Wir informieren Sie so früh wie möglich und erstatten bereits gezahlte Kursgebühren in voller Höhe. Dasselbe gilt, wenn wir einen Kurs aus anderen Gründen, die wir zu vertreten haben, nicht durchführen können.

## § 6 Gutscheine zur Schwimmförderung {#gutscheine}

Wir nehmen Gutscheine aus Programmen zur Förderung des Schwimmenlernens an. Auch dann zahlen Sie die Kursgebühr zunächst vollständig im Voraus. Den durch den Gutschein gedeckten Betrag erstatten wir Ihnen, sobald die Auszahlung des Gutscheins bei uns eingegangen ist.

## § 7 Teilnahme {#teilnahme}

- Kinderkurse sind für Kinder ab 5 Jahren; das Alter je Kurs steht in der Kursbeschreibung.
- Wie viele Plätze ein Kurs hat, steht bei jedem Kurs auf der Website; Schwimmkurse halten wir bewusst klein.
- Versäumte Kursstunden werden nicht nachgeholt und nicht erstattet. Bei Krankheit mit ärztlichem Attest suchen wir gemeinsam mit Ihnen eine individuelle Lösung.
- Bitte mitbringen: Badebekleidung, Handtuch, Badekappe, Badeschuhe und nach Wunsch eine Schwimmbrille.
- Teilnehmende sollten gesund sein. Bitte informieren Sie uns vor Kursbeginn über gesundheitliche Einschränkungen, die für den Unterricht im Wasser wichtig sind.
- Es gilt die Haus- und Badeordnung des jeweiligen Bades. Vor und nach dem Unterricht liegt die Aufsicht über Kinder bei den Eltern bzw. Begleitpersonen.
- Wer den Unterricht wiederholt erheblich stört oder Anweisungen zur Sicherheit nicht befolgt, kann nach vorheriger Ermahnung vom weiteren Kurs ausgeschlossen werden.

Antworten auf häufige Fragen finden Sie auch bei unseren [Kursen](/courses).

## § 8 Haftung {#haftung}

Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht haften wir nur für den vorhersehbaren, vertragstypischen Schaden; im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen. Für mitgebrachte Wertsachen und Garderobe haften wir nur bei Verschulden.

## § 9 Datenschutz {#datenschutz}

Wie wir Ihre Daten und die der Teilnehmenden verarbeiten, erklären wir in unserer [Datenschutzerklärung](/datenschutz).

## § 10 Schlussbestimmungen {#schluss}

Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbraucherinnen und Verbrauchern gilt diese Rechtswahl nur, soweit ihnen nicht der Schutz zwingender Vorschriften des Staates ihres gewöhnlichen Aufenthalts entzogen wird. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam. Zur Verbraucherstreitbeilegung siehe unser [Impressum](/impressum).
`;

export const termsEn = String.raw`*This English version is provided for your convenience. In case of any discrepancy, the German version is legally binding.*

## § 1 Scope {#geltung}

These terms apply to all bookings of swimming courses through this website between {{legalName}}, {{owner}}, {{street}}, {{postalCode}} {{town}} ("we"), and our customers. Services for pool operators (such as technical pool management, lifeguard staff, seminars) are agreed individually and in writing.

## § 2 Booking and conclusion of the contract {#vertragsschluss}

The courses on our website are not yet a binding offer. You put courses into the cart, enter the names of the participants and your contact details, choose the payment method and make a binding offer by submitting the order. Before submitting you can check and correct all details.

The contract is concluded and your booking is confirmed as soon as your payment has reached us: with PayPal on payment, by bank transfer when the money arrives in our account. We send you the confirmation by e-mail. Until then we keep the places you ordered for you until the end of the payment period; participants must be named. A course request made with the request form is not binding and not yet a booking. The language of the contract is German.

## § 3 Prices and payment {#preise}

The prices in euros shown at the time of booking apply. The price states whether it includes VAT or whether no VAT is charged under § 19 German VAT Act (small business rule).

The course fee is due on booking and payable in advance, either by bank transfer (prepayment) or through a payment provider (PayPal). If a bank transfer does not arrive within the period stated in the confirmation, we may release the reserved place.

## § 4 No cancellation after purchase {#stornierung}

After purchase, cancellation or a refund of the course fee is excluded.

There is no statutory right of withdrawal, since these are services related to leisure activities for which a specific date or period has been agreed (§ 312g(2) no. 9 German Civil Code). Your other statutory rights remain unaffected.

## § 5 Cancellation by us {#absage}

If the minimum number of participants stated for a course is not reached, we may cancel the course. We will inform you as early as possible and refund course fees already paid in full. The same applies if we cannot hold a course for other reasons for which we are responsible.

## § 6 Swimming-support vouchers {#gutscheine}

We accept vouchers from programmes that support learning to swim. Even then you first pay the course fee in full in advance. We refund the amount covered by the voucher to you as soon as the voucher payout has reached us.

## § 7 Participation {#teilnahme}

- Children's courses are for children from 5 years; each course's description states its age group.
- How many places a course has is shown with each course on the website; we keep swimming courses deliberately small.
- Missed lessons are neither made up nor refunded. In case of illness with a medical certificate we will find an individual solution together with you.
- Please bring: swimwear, a towel, a swimming cap, water shoes and, if you like, goggles.
- Participants should be in good health. Please tell us before the course starts about any health restrictions that matter for lessons in the water.
- The rules of the respective pool apply. Before and after the lesson, parents or accompanying persons are responsible for supervising children.
- Anyone who repeatedly and seriously disrupts the lessons or ignores safety instructions may, after a warning, be excluded from the rest of the course.

You will also find answers to frequent questions with our [courses](/courses).

## § 8 Liability {#haftung}

We are liable without limitation for intent and gross negligence and for damage arising from injury to life, body or health. For a slightly negligent breach of an essential contractual obligation we are liable only for the foreseeable damage typical of the contract; otherwise liability for slight negligence is excluded. We are liable for valuables and clothing brought along only if we are at fault.

## § 9 Data protection {#datenschutz}

Our [privacy policy](/datenschutz) explains how we process your data and that of the participants.

## § 10 Final provisions {#schluss}

The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers this choice of law applies only insofar as it does not deprive them of the protection of mandatory provisions of the state of their habitual residence. Should any provision be invalid, the others remain valid. On consumer dispute resolution see our [imprint](/impressum).
`;
