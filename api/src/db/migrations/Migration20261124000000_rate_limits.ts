import { Migration } from '@mikro-orm/migrations';

/**
 * Counters of the per-client rate limits (http/rate-limiter.ts), in the shape rate-limiter-flexible's
 * RateLimiterPostgres reads and writes; created here so the limiter never runs DDL while serving.
 * Written by hand: no entity maps it (orm.config.ts keeps it out of the schema diff). Unlogged: a counter
 * is written on every request and is worthless after a crash, so it skips the write-ahead log.
 */
export class Migration20261124000000_rate_limits extends Migration {
  override name = 'Migration20261124000000_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(
      `create unlogged table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
