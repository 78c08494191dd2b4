import { defineNode } from '../../graphql/node.js';
import { TrainerParticipant } from '../training/training.types.js';
import { Participant } from './participant.entity.js';
import type { DomainModule } from '../domain-module.js';

export const participantsModule: DomainModule = {
  name: 'participants',
  entities: [Participant],
  // A participant as its trainers see it (modules/training): a global id for the client's store, not
  // refetchable through node(id:) (read with its course, by its trainers only).
  nodes: [defineNode(TrainerParticipant, 'TrainerParticipant')],
};
