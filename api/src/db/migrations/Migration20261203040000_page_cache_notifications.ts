import { Migration } from '@mikro-orm/migrations';

/**
 * The rendered-page cache (api/src/http/page-cache) learns of every write that changes what a public
 * page shows from PostgreSQL itself, whatever wrote it (MikroORM, SQL of a job, psql) and on every app instance:
 * a trigger sends `NOTIFY page_cache` with `<table>:<id>` (that row changed) and `<table>` (the set of rows a list
 * shows may have changed: a row inserted or deleted, or a column changed that is not named as list-neutral).
 * Notifications go out at commit, so no instance drops a page before the change is visible, and repeated
 * payloads in one transaction are sent once.
 *
 * Arguments of the trigger: columns whose change never moves a row in or out of a list (`updated_at`), and
 * `column>0` for a column that does so only when it crosses zero (a course's free places: "only available").
 */
export class Migration20261203040000_page_cache_notifications extends Migration {
  override name = 'Migration20261203040000_page_cache_notifications';

  override up(): void | Promise<void> {
    this.addSql(`
create or replace function page_cache_notify() returns trigger language plpgsql as $$
declare
  old_row jsonb;
  new_row jsonb;
  list_changed boolean := false;
  argument text;
  list_neutral text;
begin
  if TG_LEVEL = 'STATEMENT' then
    perform pg_notify('page_cache', TG_TABLE_NAME);
    return null;
  end if;
  if TG_OP = 'INSERT' then
    new_row := to_jsonb(NEW);
    list_changed := true;
  elsif TG_OP = 'DELETE' then
    old_row := to_jsonb(OLD);
    list_changed := true;
  else
    old_row := to_jsonb(OLD);
    new_row := to_jsonb(NEW);
    if old_row = new_row then
      return null;
    end if;
  end if;
  if coalesce(new_row, old_row) ? 'id' then
    perform pg_notify('page_cache', TG_TABLE_NAME || ':' || (coalesce(new_row, old_row) ->> 'id'));
  end if;
  if not list_changed then
    -- TG_ARGV is null, not empty, for a trigger without arguments.
    foreach argument in array coalesce(TG_ARGV, '{}') loop
      list_neutral := argument;
      if argument like '%>0' then
        list_neutral := left(argument, -2);
        if coalesce((old_row ->> list_neutral)::numeric > 0, false) <> coalesce((new_row ->> list_neutral)::numeric > 0, false) then
          list_changed := true;
        end if;
      end if;
      old_row := old_row - list_neutral;
      new_row := new_row - list_neutral;
    end loop;
    list_changed := list_changed or old_row <> new_row;
  end if;
  if list_changed then
    perform pg_notify('page_cache', TG_TABLE_NAME);
  end if;
  return null;
end
$$;`);
    for (const [table, listNeutral] of Object.entries(PAGE_TABLES)) {
      const args = listNeutral.map((column) => `'${column}'`).join(', ');
      this.addSql(
        `create trigger "${table}_page_cache" after insert or update or delete on "${table}" for each row execute function page_cache_notify(${args});`,
      );
      this.addSql(
        `create trigger "${table}_page_cache_truncate" after truncate on "${table}" for each statement execute function page_cache_notify();`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of Object.keys(PAGE_TABLES)) {
      this.addSql(`drop trigger if exists "${table}_page_cache" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_page_cache_truncate" on "${table}";`);
    }
    this.addSql('drop function if exists page_cache_notify();');
  }
}

/** The tables public pages read, with their list-neutral columns (a copy: a migration never changes with the code). */
const PAGE_TABLES: Record<string, string[]> = {
  courses: ['updated_at', 'min_participants_warned_at', 'available_slots>0'],
  services: [],
  blog_posts: ['updated_at'],
  testimonials: [],
  settings: ['updated_at'],
};
