import { Participant } from './participant.entity.js';
import type { DomainModule } from '../domain-module.js';

export const participantsModule: DomainModule = { name: 'participants', entities: [Participant] };
