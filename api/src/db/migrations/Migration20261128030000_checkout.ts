import { Migration } from '@mikro-orm/migrations';

/**
 * Checkout: places held for a cart while its visitor checks out (`place_holds`), each order's history
 * (`order_events`), and what orders need to be idempotent, readable by their customer and payable later:
 * idempotency key and fingerprint, access key, language, origin, payment deadline and PayPal approval page.
 */
export class Migration20261128030000_checkout extends Migration {
  override name = 'Migration20261128030000_checkout';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "place_holds" ("id" serial primary key, "cart_id" int not null, "course_id" int not null, "quantity" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "place_holds_course_id_idx" on "place_holds" ("course_id");`);
    this.addSql(`create index "place_holds_expires_at_idx" on "place_holds" ("expires_at");`);
    this.addSql(`alter table "place_holds" add constraint "place_holds_cart_course_unique" unique ("cart_id", "course_id");`);

    this.addSql(
      `create table "order_events" ("id" serial primary key, "order_id" int not null, "type" varchar(40) not null, "data" jsonb null, "actor_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "order_events_order_id_idx" on "order_events" ("order_id");`);
    this.addSql(`create index "order_events_actor_id_idx" on "order_events" ("actor_id");`);

    this.addSql(
      `alter table "orders" add "payment_approval_url" varchar(500) null, add "payment_deadline" timestamptz null, add "idempotency_key" varchar(100) null, add "request_fingerprint" varchar(64) null, add "access_key" varchar(43) null, add "site_origin" varchar(200) null, add "language" varchar(2) not null default 'de';`,
    );
    // Orders from before have no access key: give each a random one (43 hex characters fit the key's alphabet).
    this.addSql(
      `update "orders" set "access_key" = substr(md5(random()::text || id::text) || md5(random()::text), 1, 43) where "access_key" is null;`,
    );
    this.addSql(`alter table "orders" alter column "access_key" set not null;`);
    this.addSql(`alter table "orders" add constraint "orders_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`alter table "orders" add constraint "orders_access_key_unique" unique ("access_key");`);

    this.addSql(
      `alter table "place_holds" add constraint "place_holds_cart_id_foreign" foreign key ("cart_id") references "carts" ("id") on delete no action;`,
    );
    this.addSql(
      `alter table "place_holds" add constraint "place_holds_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete no action;`,
    );
    this.addSql(`alter table "place_holds" add constraint "place_holds_quantity_check" check (quantity >= 1);`);

    this.addSql(
      `alter table "order_events" add constraint "order_events_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "order_events" add constraint "order_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "place_holds" cascade;`);
    this.addSql(`drop table if exists "order_events" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_idempotency_key_unique";`);
    this.addSql(`alter table "orders" drop constraint "orders_access_key_unique";`);
    this.addSql(
      `alter table "orders" drop column "payment_approval_url", drop column "payment_deadline", drop column "idempotency_key", drop column "request_fingerprint", drop column "access_key", drop column "site_origin", drop column "language";`,
    );
  }
}
