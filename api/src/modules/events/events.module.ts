import type { DomainModule } from '../domain-module.js';
import { DomainEvent } from './domain-event.entity.js';
import { FORGET_OLD_EVENTS_CRONTAB, FORGET_OLD_EVENTS_TASK, forgetOldEventsTask } from './forget-old-events.js';
import { CourseLiveEventResolver, LiveEventsResolver, OrderLiveEventResolver } from './live/live-events.resolver.js';

export const eventsModule: DomainModule = {
  name: 'events',
  entities: [DomainEvent],
  // The GraphQL subscriptions over /graphql/stream (http/graphql-stream/).
  resolvers: [LiveEventsResolver, OrderLiveEventResolver, CourseLiveEventResolver],
  tasks: ({ orm, log }) => ({ [FORGET_OLD_EVENTS_TASK]: forgetOldEventsTask(orm, log) }),
  crontab: [FORGET_OLD_EVENTS_CRONTAB],
};
