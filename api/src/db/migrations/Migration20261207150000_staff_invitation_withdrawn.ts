import { Migration } from '@mikro-orm/migrations';

/** An admin may withdraw an open invitation: its link then says it was withdrawn. */
export class Migration20261207150000_staff_invitation_withdrawn extends Migration {
  override name = 'Migration20261207150000_staff_invitation_withdrawn';

  override up(): void | Promise<void> {
    this.addSql(`alter table "staff_invitations" add "withdrawn_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "staff_invitations" drop column "withdrawn_at";`);
  }
}
