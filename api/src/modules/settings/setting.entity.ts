import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Business settings and one-time markers (e.g. when demo data was loaded), as JSON values by key. */
@Entity({ tableName: 'settings' })
export class Setting {
  @PrimaryKey({ length: 100 })
  key: string;

  @Property({ type: 'jsonb' })
  value: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
