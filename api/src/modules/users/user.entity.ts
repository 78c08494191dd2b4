import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** What an account may do (the sets per field are in ./roles.ts). */
export enum UserRole {
  USER = 'user',
  ADMIN = 'admin',
  /** The back office without settings, staff accounts, mail outbox and deletion (enforced where fields name it). */
  STAFF = 'staff',
  /** Their assigned courses' participants, attendance, notes and badges only. */
  TRAINER = 'trainer',
}

/** A staff account. Never a GraphQL type as such: the password hash must not leak. */
@Entity({ tableName: 'users' })
export class User {
  @PrimaryKey()
  id: number;

  @Property({ length: 100, unique: 'users_username_unique' })
  username: string;

  /** argon2id hash (SPEC's `password`). */
  @Property({ type: 'text', hidden: true })
  passwordHash: string;

  @Enum({ items: () => UserRole, default: UserRole.USER })
  role: UserRole = UserRole.USER;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** Set by an admin: the account can no longer sign in, and its sessions ended at that moment. */
  @Property({ type: 'datetime', nullable: true })
  deactivatedAt?: Date | null;
}
