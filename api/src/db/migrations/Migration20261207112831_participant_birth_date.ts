import { Migration } from '@mikro-orm/migrations';

export class Migration20261207112831_participant_birth_date extends Migration {
  override name = 'Migration20261207112831_participant_birth_date';

  override up(): void | Promise<void> {
    this.addSql(`alter table "cart_participants" add "birth_date" date null;`);

    this.addSql(`alter table "participants" add "birth_date" date null;`);
  }

  // Only the two columns: the page-cache triggers and service_slug_key that MikroORM also lists here exist
  // already and must stay (README "Adding a field").
  override down(): void | Promise<void> {
    this.addSql(`alter table "cart_participants" drop column "birth_date";`);

    this.addSql(`alter table "participants" drop column "birth_date";`);
  }
}
