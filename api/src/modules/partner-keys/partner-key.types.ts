import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import type { PartnerKey } from './partner-key.entity.js';

/** A partner API key as admins see it in "API-Schlüssel" (never the key itself after its creation, nor its hash). */
@ObjectType('PartnerKey', { description: "A partner's API key: who made it, what it may do, when it was last used." })
export class PartnerKeyView {
  @Field(() => Int, { description: "The key's database id (the inputs' `keyId`)." })
  databaseId: number;

  @Field({ description: 'The name it was given, to tell it apart (whose program uses it).' })
  name: string;

  @Field({ description: 'Its visible beginning (`h2o_live_` and 8 characters): enough to recognise it, never to use it.' })
  prefix: string;

  @Field(() => [String], { description: 'What it may do: `read:catalogue`, `read:orders`, `write:bookings`.' })
  scopes: string[];

  @Field(() => String, { nullable: true, description: 'Username of the admin who made it; null once that account is gone.' })
  createdBy: string | null;

  @Field(() => DateTimeISO, { description: 'When it was made.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { nullable: true, description: 'When a request last came with it (to the minute); null: never used.' })
  lastUsedAt: Date | null;

  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When it was revoked (every request with it is refused since); null while valid.',
  })
  revokedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Username of the admin who revoked it.' })
  revokedBy: string | null;
}

/** A key as the admin area reads it (the list, a webhook endpoint's owner). */
export const partnerKeyView = (key: PartnerKey): PartnerKeyView => ({
  databaseId: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  createdBy: key.createdBy?.username ?? null,
  createdAt: key.createdAt,
  lastUsedAt: key.lastUsedAt ?? null,
  revokedAt: key.revokedAt ?? null,
  revokedBy: key.revokedBy?.username ?? null,
});

@InputType({ description: 'A new partner key: its name and what it may do.' })
export class CreatePartnerKeyInput {
  @Field({ description: 'A name that tells it apart, 2 to 100 characters.' })
  name: string;

  @Field(() => [String], {
    description:
      "At least one of `read:catalogue` (public reads with the key's own budget), `read:orders` (orders and their participants, read only) and `write:bookings` (course requests and the bookings' state); `UNKNOWN_SCOPE` for anything else.",
  })
  scopes: string[];
}

@InputType({ description: 'The key to revoke.' })
export class RevokePartnerKeyInput {
  @Field(() => Int, { description: "The key's `databaseId`." })
  keyId: number;
}

@ObjectType({ description: 'The key made, and the key itself: shown this once, never again.' })
export class CreatePartnerKeyPayload extends MutationPayload {
  @Field(() => PartnerKeyView, { nullable: true, description: 'The key as the list shows it; null when refused.' })
  partnerKey: PartnerKeyView | null;

  @Field(() => String, {
    nullable: true,
    description: 'The whole key (`h2o_live_…`), to give to the partner now: only its hash is kept, it cannot be read again.',
  })
  key: string | null;
}

@ObjectType({ description: 'The revoked key.' })
export class RevokePartnerKeyPayload extends MutationPayload {
  @Field(() => PartnerKeyView, { nullable: true, description: 'The key, now revoked; null when refused.' })
  partnerKey: PartnerKeyView | null;
}
