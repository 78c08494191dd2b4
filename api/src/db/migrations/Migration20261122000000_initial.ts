import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_initial extends Migration {
  override name = 'Migration20261122000000_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "carts" ("id" serial primary key, "session_id" varchar(100) not null, "email" varchar(254) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "carts" add constraint "carts_session_id_unique" unique ("session_id");`);

    this.addSql(
      `create table "contact_messages" ("id" serial primary key, "name" varchar(200) not null, "email" varchar(254) not null, "subject" varchar(300) not null, "message" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contact_messages_created_at_idx" on "contact_messages" ("created_at");`);

    this.addSql(
      `create table "courses" ("id" serial primary key, "title" varchar(200) not null, "description" text not null default '', "course_type" text not null, "level" text not null default 'BEGINNER', "age_group" text not null default 'CHILDREN_5_7', "start_date" date null, "end_date" date null, "schedule" text null, "time" varchar(50) null, "location" text null, "duration" text null, "available_slots" int not null default 10, "total_slots" int not null default 10, "price_cents" int not null default 0, "is_active" boolean not null default true, "notes" text null, "special_requirements" text null, "cancellation_policy" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "courses_active_start_date_idx" on "courses" ("is_active", "start_date");`);
    this.addSql(`alter table "courses" add constraint "courses_total_slots_check" check (total_slots >= 1);`);
    this.addSql(`alter table "courses" add constraint "courses_price_cents_check" check (price_cents >= 0);`);
    this.addSql(
      `alter table "courses" add constraint "courses_slots_check" check (available_slots >= 0 and available_slots <= total_slots);`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_course_type_check" check ("course_type" in ('CHILDREN', 'ADULTS', 'ADVANCED', 'LIFESAVING'));`,
    );
    this.addSql(`alter table "courses" add constraint "courses_level_check" check ("level" in ('BEGINNER', 'ADVANCED', 'PROFESSIONAL'));`);
    this.addSql(
      `alter table "courses" add constraint "courses_age_group_check" check ("age_group" in ('CHILDREN_5_7', 'YOUTH_16_PLUS', 'ADULTS_18_PLUS', 'ALL_AGES'));`,
    );

    this.addSql(
      `create table "cart_items" ("id" serial primary key, "cart_id" int not null, "course_id" int not null, "quantity" int not null default 1, "price_cents" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "cart_items_course_id_idx" on "cart_items" ("course_id");`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_cart_course_unique" unique ("cart_id", "course_id");`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_quantity_check" check (quantity >= 1);`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_price_cents_check" check (price_cents >= 0);`);

    this.addSql(
      `create table "cart_participants" ("id" serial primary key, "cart_item_id" int not null, "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "cart_participants_cart_item_id_idx" on "cart_participants" ("cart_item_id");`);

    this.addSql(
      `create table "bookings" ("id" serial primary key, "course_id" int not null, "name" varchar(200) not null, "email" varchar(254) not null, "status" text not null default 'pending', "message" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "bookings_course_id_idx" on "bookings" ("course_id");`);
    this.addSql(`alter table "bookings" add constraint "bookings_status_check" check ("status" in ('pending', 'confirmed', 'cancelled'));`);

    this.addSql(
      `create table "orders" ("id" serial primary key, "customer_first_name" varchar(100) not null, "customer_last_name" varchar(100) not null, "customer_email" varchar(254) not null, "customer_phone" varchar(50) not null, "customer_address" varchar(200) not null, "customer_city" varchar(100) not null, "customer_zip_code" varchar(20) not null, "total_amount_cents" int not null, "order_status" text not null default 'pending', "payment_method" varchar(30) not null, "payment_id" varchar(200) null, "payment_status" text not null default 'pending', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "orders_customer_email_idx" on "orders" ("customer_email");`);
    this.addSql(`create index "orders_status_created_idx" on "orders" ("order_status", "created_at");`);
    this.addSql(`alter table "orders" add constraint "orders_total_amount_cents_check" check (total_amount_cents >= 0);`);
    this.addSql(
      `alter table "orders" add constraint "orders_order_status_check" check ("order_status" in ('pending', 'confirmed', 'cancelled'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_payment_status_check" check ("payment_status" in ('pending', 'paid', 'failed', 'refunded'));`,
    );

    this.addSql(
      `create table "order_items" ("id" serial primary key, "order_id" int not null, "course_id" int not null, "quantity" int not null default 1, "price_cents" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "order_items_order_id_idx" on "order_items" ("order_id");`);
    this.addSql(`create index "order_items_course_id_idx" on "order_items" ("course_id");`);
    this.addSql(`alter table "order_items" add constraint "order_items_quantity_check" check (quantity >= 1);`);
    this.addSql(`alter table "order_items" add constraint "order_items_price_cents_check" check (price_cents >= 0);`);

    this.addSql(
      `create table "participants" ("id" serial primary key, "booking_id" int null, "order_item_id" int null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "participants_booking_id_idx" on "participants" ("booking_id");`);
    this.addSql(`create index "participants_order_item_id_idx" on "participants" ("order_item_id");`);
    this.addSql(
      `alter table "participants" add constraint "participants_owner_check" check (booking_id is not null or order_item_id is not null);`,
    );

    this.addSql(
      `create table "services" ("id" serial primary key, "slug" varchar(100) not null, "title" varchar(200) not null, "title_en" varchar(200) null, "description" text not null, "description_en" text null, "image_url" text null, "sort_order" int not null default 0, "icon" varchar(50) null);`,
    );
    this.addSql(`alter table "services" add constraint "services_slug_unique" unique ("slug");`);
    this.addSql(`create unique index "services_slug_key_unique" on "services" (regexp_replace(lower(slug), '[^a-z0-9]', '', 'g'));`);

    this.addSql(
      `create table "settings" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("key"));`,
    );

    this.addSql(
      `create table "testimonials" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) null, "course_id" int null, "role" varchar(100) null, "content" text not null, "rating" smallint not null, "is_visible" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "testimonials_visible_created_idx" on "testimonials" ("is_visible", "created_at");`);
    this.addSql(`alter table "testimonials" add constraint "testimonials_rating_check" check (rating >= 1 and rating <= 5);`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(100) not null, "password_hash" text not null, "role" text not null default 'user', "email" varchar(254) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin'));`);

    this.addSql(
      `create table "blog_posts" ("id" serial primary key, "title" varchar(200) not null, "slug" varchar(200) not null, "summary" text not null, "content" text not null, "image_url" text null, "author_id" int null, "published" boolean not null default false, "published_at" timestamptz null, "category" varchar(50) null, "tags" text[] not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_posts_published_idx" on "blog_posts" ("published", "published_at");`);

    this.addSql(
      `alter table "cart_items" add constraint "cart_items_cart_id_foreign" foreign key ("cart_id") references "carts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_items" add constraint "cart_items_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "cart_participants" add constraint "cart_participants_cart_item_id_foreign" foreign key ("cart_item_id") references "cart_items" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "bookings" add constraint "bookings_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_items" add constraint "order_items_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "participants" add constraint "participants_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "participants" add constraint "participants_order_item_id_foreign" foreign key ("order_item_id") references "order_items" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "testimonials" add constraint "testimonials_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "blog_posts" add constraint "blog_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
  }
}
