import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Participant } from '../participants/participant.entity.js';
import { User } from '../users/user.entity.js';

/**
 * Whether a participant was at one session of their course. One row per participant and session day; the
 * mark made last on the trainer's phone wins (`markedAt`, the client's clock), so a mark sent twice changes nothing.
 */
@Entity({ tableName: 'attendances' })
@Unique({ name: 'attendances_participant_session_unique', properties: ['participant', 'sessionDate'] })
export class Attendance {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Participant, { deleteRule: 'cascade' })
  participant: Participant;

  @Property({ type: 'date' })
  sessionDate: string;

  @Property()
  present: boolean;

  /** When the trainer made the mark (their device's clock): the later mark wins. */
  @Property({ type: 'datetime' })
  markedAt: Date;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  markedBy?: User | null;

  /** When the server stored it. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  savedAt: Opt<Date> = new Date();
}
