import type { DomainModule } from '../domain-module.js';
import { defineNode } from '../../graphql/node.js';
import { Attendance } from './attendance.entity.js';
import { BadgeAward } from './badge-award.entity.js';
import { Badge } from './badge.entity.js';
import { CourseTrainer } from './course-trainer.entity.js';
import { ParticipantNote } from './participant-note.entity.js';
import { ParticipantProgressResolver, TrainingResolver, badgeView } from './training.resolver.js';
import { trainingService } from './training.service.js';
import { TRAINER_ROLES } from '../users/roles.js';
import { BadgeView } from './training.types.js';

/** The trainer's phone view (attendance, notes, badges of their courses) and the badge list. */
export const trainingModule: DomainModule = {
  name: 'training',
  entities: [CourseTrainer, Attendance, ParticipantNote, Badge, BadgeAward],
  resolvers: [TrainingResolver, ParticipantProgressResolver],
  // Admins (the badge list) and trainers (the active badges their rosters offer). (TrainerParticipant's is in participants.)
  nodes: [
    defineNode(
      BadgeView,
      'Badge',
      async (ctx, id) => {
        const badge = await trainingService.badge(ctx, id);
        return badge && badgeView(ctx, badge);
      },
      { readableBy: TRAINER_ROLES },
    ),
  ],
};
