import { Migration } from '@mikro-orm/migrations';

/**
 * The admin audit log: who changed which object when, with the changed values before and after.
 * Objects are named by type and id without a foreign key, so the record of a deletion outlives the object.
 */
export class Migration20261128050000_audit_events extends Migration {
  override name = 'Migration20261128050000_audit_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" serial primary key, "entity_type" varchar(40) not null, "entity_id" int not null, "action" varchar(40) not null, "actor_id" int null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "audit_events_entity_idx" on "audit_events" ("entity_type", "entity_id");`);
    this.addSql(`create index "audit_events_actor_id_idx" on "audit_events" ("actor_id");`);
    this.addSql(
      `alter table "audit_events" add constraint "audit_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
  }
}
