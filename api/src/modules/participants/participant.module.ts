import { trainingService } from '../training/training.service.js';
import { TRAINER_ROLES } from '../users/roles.js';
import { defineNode } from '../../graphql/node.js';
import { TrainerParticipant } from '../training/training.types.js';
import { Participant } from './participant.entity.js';
import type { DomainModule } from '../domain-module.js';

export const participantsModule: DomainModule = {
  name: 'participants',
  entities: [Participant],
  // A participant as its trainers see it (modules/training): the course's own trainers and admins, as `trainerRoster`.
  nodes: [
    defineNode(TrainerParticipant, 'TrainerParticipant', (ctx, id) => trainingService.participant(ctx, id), { readableBy: TRAINER_ROLES }),
  ],
};
