import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO, JSONObject } from '../../graphql/scalars.js';
import { AuditAction, type AuditValues } from './audit-event.entity.js';
import type * as service from './audit.service.js';

registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'What an admin did to an object. New values may be added: show an unknown one as it is named.',
  valuesConfig: {
    CREATED: { description: 'Created it; `after` holds all its values.' },
    DUPLICATED: {
      description: "Created it as a copy of another; `after` holds all its values and `duplicatedFrom` the original's databaseId.",
    },
    UPDATED: { description: 'Changed it; `before` and `after` hold only the fields that changed.' },
    DELETED: { description: 'Deleted it; `before` holds all its values.' },
    REVOKED: { description: 'Revoked it (a partner key); `after` holds `revokedAt`.' },
    USED: {
      description:
        "Nobody's doing: how much a partner key was used; `after` holds `requests` (counted from `from` to `to`); `actor` is null. At most one a day.",
    },
    SIGN_IN_LOCKED: {
      description:
        "Nobody's doing: signing in as this account was locked after failed attempts in a row; `after` holds `failuresInARow`, `lockedAt` and `lockedUntil`; `actor` is null.",
    },
  },
});

/** One line of an object's audit trail (admins only: reached through admin-only fields such as `Course.auditTrail`). */
@ObjectType('AuditEvent', { description: 'An admin change of an object: who, when, what, with the values before and after.' })
export class AuditEventView implements service.AuditEventView {
  @Field(() => AuditAction, { description: 'What was done.' })
  action: AuditAction;

  @Field(() => DateTimeISO, { description: 'When it was done.' })
  at: Date;

  @Field(() => String, { nullable: true, description: 'Username of the admin who did it; null when that account no longer exists.' })
  actor: string | null;

  @Field(() => JSONObject, {
    nullable: true,
    description:
      'Values before, by field name (as in the GraphQL type: `priceCents`, `isActive`, …): only the changed fields of an update, all fields of a deleted object; null for creations.',
  })
  before: AuditValues | null;

  @Field(() => JSONObject, {
    nullable: true,
    description: 'Values after, by field name: only the changed fields of an update, all fields of a created object; null for deletions.',
  })
  after: AuditValues | null;
}
