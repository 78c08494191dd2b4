import type { DomainModule } from '../domain-module.js';
import { PlaceHold } from './place-hold.entity.js';
import { RELEASE_PLACE_HOLDS_TASK } from './place-hold.service.js';
import { releasePlaceHoldsTask } from './places.tasks.js';

export const placesModule: DomainModule = {
  name: 'places',
  entities: [PlaceHold],
  tasks: ({ orm, log }) => ({ [RELEASE_PLACE_HOLDS_TASK]: releasePlaceHoldsTask(orm, log) }),
};
