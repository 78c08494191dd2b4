import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * A partner's API key (README "Partner keys"). The key itself is shown once, when it is made; only its SHA-256 is kept
 * (a 256-bit random key needs no slow hash: nobody can guess it, and a fast hash lets every request be checked against
 * the row, so a revocation holds at once on every instance). `prefix` is its visible beginning, to tell keys apart.
 */
@Entity({ tableName: 'partner_key' })
export class PartnerKey {
  @PrimaryKey()
  id: number;

  @Property({ length: 100 })
  name: string;

  /** `h2o_live_` and the first 8 characters of the random part: shown in the list and logs, never enough to use it. */
  @Property({ length: 30 })
  prefix: string;

  /** Hex SHA-256 of the whole key; a request's key is found by it. */
  @Property({ length: 64, unique: 'partner_key_secret_hash_key' })
  secretHash: string;

  /** What it may do, in the contract's order (partner-scopes.ts). */
  @Property({ type: 'text[]' })
  scopes: string[];

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** When a request last came with it, to the minute (partner-key-usage.ts writes it at most once a minute). */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  /** Set by revocation: from then on every request with it is refused with 401. */
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  revokedBy?: User | null;

  /** Requests counted since `countedSince`, for the usage line of the audit trail (one a day at most). */
  @Property({ type: 'integer', defaultRaw: '0' })
  requestsCounted: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  countedSince: Opt<Date> = new Date();
}
