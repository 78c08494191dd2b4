import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context.js';
import { toUserErrors } from '../../graphql/mutation.js';
import { databaseIdOf, toGlobalId } from '../../graphql/node.js';
import { DOMAIN_EVENT_TYPES } from '../events/domain-event-types.js';
import { PartnerKeyView, partnerKeyView } from '../partner-keys/partner-key.types.js';
import { ADMIN_ONLY } from '../users/roles.js';
import type { WebhookAttempt } from './webhook-attempt.entity.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import type { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { RECENT_DELIVERIES_MAX, webhookService } from './webhook.service.js';
import {
  CreateWebhookEndpointInput,
  DeleteWebhookEndpointPayload,
  RedeliverWebhookInput,
  RedeliverWebhookPayload,
  UpdateWebhookEndpointInput,
  WebhookAttemptView,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointPayload,
  WebhookEndpointSecretPayload,
  WebhookEndpointView,
} from './webhook.types.js';

export const endpointView = (endpoint: WebhookEndpoint): WebhookEndpointView => ({
  id: endpoint.id,
  partnerKeyId: endpoint.partnerKey?.id ?? null,
  name: endpoint.name,
  url: endpoint.url,
  eventTypes: endpoint.eventTypes,
  active: endpoint.active,
  secretHint: endpoint.secretHint,
  createdAt: endpoint.createdAt,
  updatedAt: endpoint.updatedAt,
});

export const deliveryView = (delivery: WebhookDelivery): WebhookDeliveryView => ({
  id: delivery.id,
  eventId: delivery.event.id,
  eventType: delivery.event.type,
  subjectId: delivery.event.subjectId,
  occurredAt: delivery.event.occurredAt,
  status: delivery.status,
  attempts: delivery.attempts,
  nextAttemptAt: delivery.nextAttemptAt,
  deliveredAt: delivery.deliveredAt,
});

const attemptView = (attempt: WebhookAttempt): WebhookAttemptView => ({
  attemptedAt: attempt.attemptedAt,
  statusCode: attempt.statusCode,
  durationMs: attempt.durationMs,
  responseBody: attempt.responseBody,
  error: attempt.error,
  errorDetail: attempt.errorDetail,
  manual: attempt.manual,
});

/** Partners' webhooks: admins only (README "Roles": endpoints see every order's facts, and a secret is a credential). */
@Resolver(() => WebhookEndpointView)
export class WebhookEndpointResolver {
  @Authorized(ADMIN_ONLY)
  @Query(() => [WebhookEndpointView], { description: 'Admins only: every webhook endpoint, oldest first.' })
  async webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpointView[]> {
    return (await webhookService.list(ctx)).map(endpointView);
  }

  @Authorized(ADMIN_ONLY)
  @Query(() => [String], { description: 'Admins only: the event types an endpoint may ask for (README "Webhooks").' })
  webhookEventTypes(): string[] {
    return [...DOMAIN_EVENT_TYPES];
  }

  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => PartnerKeyView, {
    nullable: true,
    description:
      "Admins only: the partner key whose integration it serves (it gets only the events the key may see, and nothing once the key is revoked); null: the school's own endpoint.",
  })
  async partnerKey(@Ctx() ctx: RequestContext, @Root() endpoint: WebhookEndpointView): Promise<PartnerKeyView | null> {
    if (endpoint.partnerKeyId === null) return null;
    const key = await webhookService.partnerKey(ctx, endpoint.partnerKeyId);
    return key && partnerKeyView(key);
  }

  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => [WebhookDeliveryView], { description: 'Admins only: its most recent deliveries, newest first.' })
  async recentDeliveries(
    @Ctx() ctx: RequestContext,
    @Root() endpoint: WebhookEndpointView,
    @Arg('first', () => Int, { defaultValue: 20, description: `How many (1 to ${RECENT_DELIVERIES_MAX}).` }) first: number,
  ): Promise<WebhookDeliveryView[]> {
    return (await webhookService.recentDeliveries(ctx, endpoint.id, first)).map(deliveryView);
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => WebhookEndpointSecretPayload, {
    description:
      "Admins only: registers an endpoint, the school's own or a partner key's. The answer carries its signing secret, once. A refused address (`INVALID_URL`, `UNSAFE_URL`), key (`PARTNER_KEY_NOT_FOUND`) or event the key may not see (`EVENT_NOT_IN_SCOPE`) stores nothing. Audited.",
  })
  async createWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'Name, address, events.' }) input: CreateWebhookEndpointInput,
  ): Promise<WebhookEndpointSecretPayload> {
    const result = await webhookService.create(ctx, input);
    return result.ok
      ? { endpoint: endpointView(result.value.endpoint), secret: result.value.secret, errors: [] }
      : { endpoint: null, secret: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => WebhookEndpointPayload, {
    description:
      'Admins only: changes name, address, events, partner key and whether it is active (switching off: `active: false`). Audited.',
  })
  async updateWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateWebhookEndpointInput, { description: 'The endpoint and its fields.' }) input: UpdateWebhookEndpointInput,
  ): Promise<WebhookEndpointPayload> {
    const { endpointId, ...fields } = input;
    const result = await webhookService.update(ctx, databaseIdOf(endpointId, 'WebhookEndpoint'), fields);
    return result.ok
      ? { endpoint: endpointView(result.value), errors: [] }
      : { endpoint: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => WebhookEndpointSecretPayload, {
    description:
      'Admins only: a new signing secret, in this answer once; the old one signs nothing from now on. Audited (without the secret).',
  })
  async rotateWebhookSecret(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint.' }) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointSecretPayload> {
    const result = await webhookService.rotateSecret(ctx, databaseIdOf(input.endpointId, 'WebhookEndpoint'));
    return result.ok
      ? { endpoint: endpointView(result.value.endpoint), secret: result.value.secret, errors: [] }
      : { endpoint: null, secret: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => DeleteWebhookEndpointPayload, {
    description: 'Admins only: deletes an endpoint with its deliveries and their log; nothing more is sent to it. Audited.',
  })
  async deleteWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint.' }) input: WebhookEndpointInput,
  ): Promise<DeleteWebhookEndpointPayload> {
    const result = await webhookService.delete(ctx, databaseIdOf(input.endpointId, 'WebhookEndpoint'));
    return result.ok
      ? { deletedEndpointId: toGlobalId('WebhookEndpoint', result.value), errors: [] }
      : { deletedEndpointId: null, errors: toUserErrors(ctx.language, result.errors) };
  }

  @Authorized(ADMIN_ONLY)
  @Mutation(() => RedeliverWebhookPayload, {
    description:
      'Admins only: one more attempt of a delivery now, whatever its state (a retry on the schedule stays). Refused while its endpoint is switched off or once its partner key is revoked (`INVALID_TRANSITION`).',
  })
  async redeliverWebhook(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RedeliverWebhookInput, { description: 'The delivery.' }) input: RedeliverWebhookInput,
  ): Promise<RedeliverWebhookPayload> {
    const result = await webhookService.redeliver(ctx, databaseIdOf(input.deliveryId, 'WebhookDelivery'));
    return result.ok
      ? { delivery: deliveryView(result.value), errors: [] }
      : { delivery: null, errors: toUserErrors(ctx.language, result.errors) };
  }
}

@Resolver(() => WebhookDeliveryView)
export class WebhookDeliveryResolver {
  @Authorized(ADMIN_ONLY)
  @FieldResolver(() => [WebhookAttemptView], { description: 'Admins only: its attempts, newest first (at most 20).' })
  async attemptLog(@Ctx() ctx: RequestContext, @Root() delivery: WebhookDeliveryView): Promise<WebhookAttemptView[]> {
    return (await webhookService.attempts(ctx, delivery.id)).map(attemptView);
  }
}
