import { Migration } from '@mikro-orm/migrations';

/**
 * Waitlists of full courses. One row per address and course (any case), with its consent, its place in
 * line and its latest offer (places held until `offer_expires_at`, then moved into a cart, then the order they sold).
 */
export class Migration20261203010000_waitlist extends Migration {
  override name = 'Migration20261203010000_waitlist';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "waitlist_entries" ("id" serial primary key, "course_id" int not null, "email" varchar(254) not null, "language" varchar(2) not null, "places" int not null, "status" text not null default 'pending', "position" int null, "consent_version" varchar(50) not null, "consented_at" timestamptz not null, "confirmation_sent_at" timestamptz null, "confirmed_at" timestamptz null, "offered_at" timestamptz null, "offer_expires_at" timestamptz null, "offer_cart_id" int null, "order_id" int null, "ended_at" timestamptz null, "site_origin" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "waitlist_entries_course_status_position_idx" on "waitlist_entries" ("course_id", "status", "position");`);
    this.addSql(`create index "waitlist_entries_offer_cart_id_idx" on "waitlist_entries" ("offer_cart_id");`);
    this.addSql(`create unique index "waitlist_entries_course_email_unique" on "waitlist_entries" ("course_id", lower(email));`);

    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete set null;`,
    );
    this.addSql(`alter table "waitlist_entries" add constraint "waitlist_entries_places_check" check (places >= 1 and places <= 20);`);
    this.addSql(
      `alter table "waitlist_entries" add constraint "waitlist_entries_status_check" check ("status" in ('pending', 'waiting', 'offered', 'accepted', 'booked', 'expired', 'declined', 'left', 'removed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waitlist_entries" cascade;`);
  }
}
