import type { DomainModule } from '../domain-module.js';
import { DomainEvent } from './domain-event.entity.js';

export const eventsModule: DomainModule = {
  name: 'events',
  entities: [DomainEvent],
};
