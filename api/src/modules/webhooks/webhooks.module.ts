import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { webhookDeliveryTask } from './webhook-delivery.task.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WEBHOOK_DELIVERY_TASK } from './webhook-fanout.js';
import { WebhookDeliveryResolver, WebhookEndpointResolver } from './webhook.resolver.js';
import { WebhookDeliveryView, WebhookEndpointView } from './webhook.types.js';

/**
 * Partners' webhooks: endpoints admins register, one delivery per event and endpoint (queued by publishDomainEvent in
 * the event's transaction), signed POSTs retried on a schedule, and the log. Not refetchable through `node(id:)`.
 */
export const webhooksModule: DomainModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery, WebhookAttempt],
  resolvers: [WebhookEndpointResolver, WebhookDeliveryResolver],
  nodes: [defineNode(WebhookEndpointView, 'WebhookEndpoint'), defineNode(WebhookDeliveryView, 'WebhookDelivery')],
  tasks: (setup) => ({ [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask(setup) }),
};
