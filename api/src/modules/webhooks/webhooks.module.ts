import { defineNode } from '../../graphql/node.js';
import type { DomainModule } from '../domain-module.js';
import { WebhookAttempt } from './webhook-attempt.entity.js';
import { webhookDeliveryTask } from './webhook-delivery.task.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WEBHOOK_DELIVERY_TASK } from './webhook-fanout.js';
import { ADMIN_ONLY } from '../users/roles.js';
import { WebhookDeliveryResolver, WebhookEndpointResolver, deliveryView, endpointView } from './webhook.resolver.js';
import { webhookService } from './webhook.service.js';
import { WebhookDeliveryView, WebhookEndpointView } from './webhook.types.js';

/**
 * Partners' webhooks: endpoints admins register, one delivery per event and endpoint (queued by publishDomainEvent in
 * the event's transaction), signed POSTs retried on a schedule, and the log. Endpoints and deliveries are refetchable
 * through `node(id:)` by admins (null for everyone else), as every Node type is.
 */
export const webhooksModule: DomainModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery, WebhookAttempt],
  resolvers: [WebhookEndpointResolver, WebhookDeliveryResolver],
  nodes: [
    defineNode(
      WebhookEndpointView,
      'WebhookEndpoint',
      async (ctx, id) => {
        const endpoint = await webhookService.endpoint(ctx, id);
        return endpoint && endpointView(endpoint);
      },
      { readableBy: ADMIN_ONLY },
    ),
    defineNode(
      WebhookDeliveryView,
      'WebhookDelivery',
      async (ctx, id) => {
        const delivery = await webhookService.delivery(ctx, id);
        return delivery && deliveryView(delivery);
      },
      { readableBy: ADMIN_ONLY },
    ),
  ],
  tasks: (setup) => ({ [WEBHOOK_DELIVERY_TASK]: webhookDeliveryTask(setup) }),
};
