import type { DomainModule } from '../domain-module.js';
import { defineNode } from '../../graphql/node.js';
import { Attendance } from './attendance.entity.js';
import { BadgeAward } from './badge-award.entity.js';
import { Badge } from './badge.entity.js';
import { CourseTrainer } from './course-trainer.entity.js';
import { ParticipantNote } from './participant-note.entity.js';
import { ParticipantProgressResolver, TrainingResolver } from './training.resolver.js';
import { BadgeView } from './training.types.js';

/** The trainer's phone view (attendance, notes, badges of their courses) and the badge list. */
export const trainingModule: DomainModule = {
  name: 'training',
  entities: [CourseTrainer, Attendance, ParticipantNote, Badge, BadgeAward],
  resolvers: [TrainingResolver, ParticipantProgressResolver],
  // A global id for the client's store; not refetchable through node(id:). (TrainerParticipant's is in participants.)
  nodes: [defineNode(BadgeView, 'Badge')],
};
