import { Migration } from '@mikro-orm/migrations';

const NOTICE_BEFORE = {
  de: 'Ist ein Kurs ausgebucht, schreiben Sie uns über das Kontaktformular; wird ein Platz frei, melden wir uns. ',
  en: 'If a course is fully booked, write to us through the contact form; we will let you know when a place frees up. ',
};
const NOTICE_AFTER = {
  de: 'Ist ein Kurs ausgebucht, tragen Sie sich auf seiner Seite in die Warteliste ein; wird ein Platz frei, bieten wir ihn Ihnen per E-Mail an. ',
  en: 'If a course is fully booked, join the waitlist on its page; when a place comes free, we offer it to you by e-mail. ',
};

/** The demo's full course (db/seeders/demo-courses.ts), word for word: a note staff wrote themselves is kept. */
const NOTES_BEFORE = {
  de: 'Ausgebucht. Wird ein Platz frei, melden wir uns gern: schreiben Sie uns über das Kontaktformular.',
  en: 'Fully booked. If a place becomes free, we will gladly let you know: write to us through the contact form.',
};
const NOTES_AFTER = {
  de: 'Ausgebucht. Tragen Sie sich auf die Warteliste auf dieser Seite ein: Wird ein Platz frei, bieten wir ihn Ihnen per E-Mail an.',
  en: 'Fully booked. Join the waitlist on this page: when a place comes free, we offer it to you by e-mail.',
};

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A full course has a waitlist on its page, yet the courses notice and the demo's full course still sent parents to
 * the contact form: the sentence about full courses now points to the waitlist. Only the texts as shipped change.
 */
export class Migration20261207113000_full_course_waitlist_texts extends Migration {
  override name = 'Migration20261207113000_full_course_waitlist_texts';

  override up(): void | Promise<void> {
    this.swap(NOTICE_BEFORE, NOTICE_AFTER, NOTES_BEFORE, NOTES_AFTER);
  }

  override down(): void | Promise<void> {
    this.swap(NOTICE_AFTER, NOTICE_BEFORE, NOTES_AFTER, NOTES_BEFORE);
  }

  private swap(
    noticeFrom: typeof NOTICE_BEFORE,
    noticeTo: typeof NOTICE_BEFORE,
    notesFrom: typeof NOTES_BEFORE,
    notesTo: typeof NOTES_BEFORE,
  ) {
    for (const language of ['de', 'en'] as const) {
      this.addSql(
        `update "settings" set "value" = jsonb_set("value", '{${language},text}', to_jsonb(replace("value"->'${language}'->>'text', ${text(noticeFrom[language])}, ${text(noticeTo[language])})))` +
          ` where "key" = 'courses_notice' and strpos("value"->'${language}'->>'text', ${text(noticeFrom[language])}) > 0;`,
      );
    }
    this.addSql(`update "courses" set "notes" = ${text(notesTo.de)} where "notes" = ${text(notesFrom.de)};`);
    this.addSql(`update "courses" set "notes_en" = ${text(notesTo.en)} where "notes_en" = ${text(notesFrom.en)};`);
  }
}
