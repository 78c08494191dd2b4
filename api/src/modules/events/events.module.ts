import type { DomainModule } from '../domain-module.js';
import { DomainEvent } from './domain-event.entity.js';
import { CourseLiveEventResolver, LiveEventsResolver, OrderLiveEventResolver } from './live/live-events.resolver.js';

export const eventsModule: DomainModule = {
  name: 'events',
  entities: [DomainEvent],
  // The GraphQL subscriptions over /graphql/stream (http/graphql-stream/).
  resolvers: [LiveEventsResolver, OrderLiveEventResolver, CourseLiveEventResolver],
};
