import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Participant } from '../participants/participant.entity.js';
import { User } from '../users/user.entity.js';

/** The trainers' note on a child in a course (a participant is one child in one course). Never shown to the parent. */
@Entity({ tableName: 'participant_notes' })
export class ParticipantNote {
  @PrimaryKey()
  id: number;

  @OneToOne(() => Participant, { owner: true, deleteRule: 'cascade', unique: 'participant_notes_participant_id_unique' })
  participant: Participant;

  @Property({ type: 'text' })
  text: string;

  /** When it was written on the trainer's device: the later text wins. */
  @Property({ type: 'datetime' })
  writtenAt: Date;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  writtenBy?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  savedAt: Opt<Date> = new Date();
}
