import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/mutation.js';
import { Node } from '../../graphql/node.js';
import { DateTimeISO } from '../../graphql/scalars.js';
import { WebhookAttemptError } from './webhook-attempt.entity.js';
import { WebhookDeliveryStatus } from './webhook-delivery.entity.js';

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'How far a webhook delivery got.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first attempt or a retry (`nextAttemptAt`).' },
    DELIVERED: { description: 'The endpoint answered with a 2xx status.' },
    FAILED: {
      description: 'Given up: all 8 attempts failed, or the endpoint was switched off while it waited. `redeliverWebhook` tries again.',
    },
  },
});

registerEnumType(WebhookAttemptError, {
  name: 'WebhookAttemptError',
  description: 'Why an attempt got no answer (an answer with a non-2xx status has `statusCode` instead).',
  valuesConfig: {
    TIMEOUT: { description: 'No complete answer within 10 seconds.' },
    NETWORK_ERROR: { description: 'The connection failed (`errorDetail`: e.g. `ECONNREFUSED`, `CERT_HAS_EXPIRED`).' },
    ADDRESS_NOT_ALLOWED: {
      description: 'The host is, or now resolves to, a loopback, link-local, private or reserved address: nothing was sent.',
    },
    HTTPS_REQUIRED: {
      description: 'The address is not https (allowed only with WEBHOOKS_ALLOW_LOCAL outside production): nothing was sent.',
    },
    INVALID_URL: { description: 'The stored address is no longer a valid URL: nothing was sent.' },
    DNS_FAILED: { description: 'The host name did not resolve: nothing was sent.' },
    SECRET_UNREADABLE: { description: 'The signing secret cannot be read (APP_SECRET changed): rotate it. Nothing was sent.' },
    PARTNER_KEY_REVOKED: {
      description: "The endpoint's partner key was revoked: nothing was sent, and the delivery is given up (no retries).",
    },
  },
});

@ObjectType('WebhookEndpoint', {
  implements: Node,
  description: "A partner's webhook endpoint (admins only): where events are POSTed, signed with its secret.",
})
export class WebhookEndpointView {
  /** Database id (the Node fields `id` and `databaseId` come from it). */
  id: number;

  /** The partner key's database id (the field `partnerKey` reads the key); null: the school's own endpoint. */
  partnerKeyId: number | null;

  @Field({ description: 'What staff call it (the partner, the purpose).' })
  name: string;

  @Field({ description: 'The https address events are POSTed to.' })
  url: string;

  @Field(() => [String], { description: "The event types it gets (from `webhookEventTypes`), in that list's order." })
  eventTypes: string[];

  @Field({ description: 'Whether it gets events; a switched-off endpoint gets none, and its waiting deliveries are given up.' })
  active: boolean;

  @Field({
    description: 'The first characters of its signing secret (`whsec_AbCd`), to tell secrets apart; the secret itself is shown only once.',
  })
  secretHint: string;

  @Field(() => DateTimeISO, { description: 'When it was registered.' })
  createdAt: Date;

  @Field(() => DateTimeISO, { description: 'When it was last changed (also a secret rotation).' })
  updatedAt: Date;
}

@ObjectType('WebhookDelivery', { implements: Node, description: 'One event for one endpoint, with its attempts (admins only).' })
export class WebhookDeliveryView {
  id: number;

  @Field(() => ID, { description: "The event's id: the body's `id` and the `H2O-Event-Id` header (the same on every attempt)." })
  eventId: string;

  @Field({ description: 'The event type, e.g. `order.paid`.' })
  eventType: string;

  @Field(() => ID, { description: 'The global id of what the event is about (an order, a course).' })
  subjectId: string;

  @Field(() => DateTimeISO, { description: 'When the event happened.' })
  occurredAt: Date;

  @Field(() => WebhookDeliveryStatus, { description: 'How far it got.' })
  status: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far, automatic and by staff.' })
  attempts: number;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the next automatic attempt is due; null once delivered or given up.' })
  nextAttemptAt: Date | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When an attempt first got a 2xx; null until then.' })
  deliveredAt: Date | null;
}

@ObjectType({ description: 'One POST of a delivery, as logged.' })
export class WebhookAttemptView {
  @Field(() => DateTimeISO, { description: 'When it was sent (and signed).' })
  attemptedAt: Date;

  @Field(() => Int, { nullable: true, description: 'The HTTP status the endpoint answered; null when no answer came (`error`).' })
  statusCode: number | null;

  @Field(() => Int, { description: 'How long it took, in milliseconds.' })
  durationMs: number;

  @Field(() => String, { nullable: true, description: "The first 1 KB of the answer's body." })
  responseBody: string | null;

  @Field(() => WebhookAttemptError, { nullable: true, description: 'Why no answer came; null when one did.' })
  error: WebhookAttemptError | null;

  @Field(() => String, { nullable: true, description: "The network error's code, for `NETWORK_ERROR`." })
  errorDetail: string | null;

  @Field({ description: 'Made by `redeliverWebhook` rather than the schedule.' })
  manual: boolean;
}

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @Field({ description: '1 to 100 characters.' })
  name: string;

  @Field({
    description:
      'An https address (at most 2000 characters, no user or password) whose host is public: not loopback, link-local, private or reserved, also after DNS (`UNSAFE_URL`).',
  })
  url: string;

  @Field(() => [String], { description: 'At least one of `webhookEventTypes` (`REQUIRED`; others: `OUT_OF_RANGE`).' })
  eventTypes: string[];

  @Field(() => Boolean, { nullable: true, description: 'Whether it gets events at once; default true.' })
  active?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The partner key (`PartnerKey.databaseId`) whose integration it serves; null or absent: the school's own endpoint. Its events must be ones the key may see (`PartnerKey.webhookEventTypes`; else `EVENT_NOT_IN_SCOPE` naming the event); a revoked or unknown key is `PARTNER_KEY_NOT_FOUND` (an endpoint may keep the revoked key it has). Nothing is sent to it once its key is revoked.",
  })
  partnerKeyId?: number | null;
}

@InputType({ description: 'A webhook endpoint changed (all its fields; the secret stays).' })
export class UpdateWebhookEndpointInput extends CreateWebhookEndpointInput {
  @Field(() => ID, { description: "The endpoint's global `id`." })
  endpointId: string;
}

@InputType({ description: 'A webhook endpoint.' })
export class WebhookEndpointInput {
  @Field(() => ID, { description: "The endpoint's global `id`." })
  endpointId: string;
}

@InputType({ description: 'The delivery to send again.' })
export class RedeliverWebhookInput {
  @Field(() => ID, { description: "The delivery's global `id`." })
  deliveryId: string;
}

@ObjectType({ description: 'Result of `createWebhookEndpoint` and `rotateWebhookSecret`.' })
export class WebhookEndpointSecretPayload extends MutationPayload {
  @Field(() => WebhookEndpointView, { nullable: true, description: 'The endpoint; null when `errors` says why not.' })
  endpoint: WebhookEndpointView | null;

  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (`whsec_…`), in this answer only: it cannot be read again, only rotated. Null with `errors`.',
  })
  secret: string | null;
}

@ObjectType({ description: 'Result of `updateWebhookEndpoint`.' })
export class WebhookEndpointPayload extends MutationPayload {
  @Field(() => WebhookEndpointView, { nullable: true, description: 'The endpoint as saved; null when `errors` says why not.' })
  endpoint: WebhookEndpointView | null;
}

@ObjectType({ description: 'Result of `deleteWebhookEndpoint`.' })
export class DeleteWebhookEndpointPayload extends MutationPayload {
  @Field(() => ID, { nullable: true, description: 'The global id of the endpoint deleted (with its deliveries and their log).' })
  deletedEndpointId: string | null;
}

@ObjectType({ description: 'Result of `redeliverWebhook`.' })
export class RedeliverWebhookPayload extends MutationPayload {
  @Field(() => WebhookDeliveryView, {
    nullable: true,
    description: 'The delivery; its new attempt is queued and runs within seconds (read `attemptLog` again).',
  })
  delivery: WebhookDeliveryView | null;
}
