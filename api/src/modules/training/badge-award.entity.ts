import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Participant } from '../participants/participant.entity.js';
import { User } from '../users/user.entity.js';
import { Badge } from './badge.entity.js';

/**
 * A badge a participant reached (or no longer: `reached` false keeps the time of that mark, so an older
 * mark sent late cannot bring it back). The mark made last on the trainer's phone wins (`markedAt`).
 */
@Entity({ tableName: 'badge_awards' })
@Unique({ name: 'badge_awards_participant_badge_unique', properties: ['participant', 'badge'] })
export class BadgeAward {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Participant, { deleteRule: 'cascade' })
  participant: Participant;

  @ManyToOne(() => Badge, { deleteRule: 'cascade', index: 'badge_awards_badge_id_idx' })
  badge: Badge;

  @Property()
  reached: boolean;

  /** The day it was reached (Berlin), from the mark's time. */
  @Property({ type: 'date' })
  reachedOn: string;

  @Property({ type: 'datetime' })
  markedAt: Date;

  /** The trainer (or admin) who marked it. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  markedBy?: User | null;
}
