import { Migration } from '@mikro-orm/migrations';

/** The first notice (Migration20261127020000_courses_notice), word for word: only that text is replaced. */
const FIRST = {
  de: {
    title: 'Hinweis zur Anmeldung',
    text:
      'Kursplätze können Sie jetzt online anfragen – wir melden uns bei Ihnen mit der Bestätigung. ' +
      'Die Online-Buchung mit direkter Bezahlung führen wir gerade ein. ' +
      'Nach der Buchung sind Stornierung und Erstattung nicht möglich; kommt die Mindestteilnehmerzahl nicht zustande, ' +
      'sagen wir den Kurs ab und erstatten die Kursgebühr vollständig.',
  },
  en: {
    title: 'About booking',
    text:
      'You can now request a place on a course online – we will get back to you to confirm it. ' +
      'Online booking with direct payment is being introduced. ' +
      'Once booked, a course cannot be cancelled or refunded; if a course does not reach its minimum number of participants, ' +
      'we cancel it and refund the fee in full.',
  },
};

/** What is true since the cart and checkout are live: places are booked and paid online; a full course by message. */
const CART_LIVE = {
  de: {
    title: 'Hinweis zur Anmeldung',
    text:
      'Kursplätze buchen Sie direkt online: Kurs in den Warenkorb legen, Teilnehmer angeben, bezahlen – die Bestätigung kommt per E-Mail. ' +
      'Ist ein Kurs ausgebucht, schreiben Sie uns über das Kontaktformular; wird ein Platz frei, melden wir uns. ' +
      'Nach der Buchung sind Stornierung und Erstattung nicht möglich; kommt die Mindestteilnehmerzahl nicht zustande, ' +
      'sagen wir den Kurs ab und erstatten die Kursgebühr vollständig.',
  },
  en: {
    title: 'About booking',
    text:
      'You book places online: add the course to your cart, name the participants, pay – the confirmation comes by e-mail. ' +
      'If a course is fully booked, write to us through the contact form; we will let you know when a place frees up. ' +
      'Once booked, a course cannot be cancelled or refunded; if a course does not reach its minimum number of participants, ' +
      'we cancel it and refund the fee in full.',
  },
};

const literal = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;

/**
 * The courses notice still said places are requested and online booking is "being introduced" while
 * the cart and checkout are live. The first text becomes the true one; a notice an admin wrote is kept.
 */
export class Migration20261130020000_courses_notice_cart extends Migration {
  override name = 'Migration20261130020000_courses_notice_cart';

  override up(): void | Promise<void> {
    this.addSql(`update "settings" set "value" = ${literal(CART_LIVE)} where "key" = 'courses_notice' and "value" = ${literal(FIRST)};`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "settings" set "value" = ${literal(FIRST)} where "key" = 'courses_notice' and "value" = ${literal(CART_LIVE)};`);
  }
}
