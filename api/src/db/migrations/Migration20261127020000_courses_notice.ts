import { Migration } from '@mikro-orm/migrations';

/**
 * The notice box above the course list becomes an admin setting (key `courses_notice`). Its first text
 * replaces the catalogue's outdated "bookings and cancellations from autumn 2025" with what is true in
 * November 2026: requests online now, online booking with payment being introduced, and the
 * cancellation terms of docs/SPEC.md §1. A value an admin saved already is kept.
 */
export class Migration20261127020000_courses_notice extends Migration {
  override name = 'Migration20261127020000_courses_notice';

  override up(): void | Promise<void> {
    const notice = {
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
    const literal = `'${JSON.stringify(notice).replaceAll("'", "''")}'`;
    this.addSql(`insert into "settings" ("key", "value") values ('courses_notice', ${literal}::jsonb) on conflict ("key") do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "settings" where "key" = 'courses_notice';`);
  }
}
