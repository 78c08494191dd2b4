import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/**
 * One run of a recurring job (reminders, review invitations, data retention), for the admins' jobs screen
 * (last run, how long, what it did) and the log. `counts` are numbers only, never names or addresses.
 */
@Entity({ tableName: 'job_runs' })
@Index({ name: 'job_runs_task_started_idx', properties: ['task', 'startedAt'] })
export class JobRun {
  @PrimaryKey()
  id: number;

  /** The graphile-worker task name (`course_reminders`, …). */
  @Property({ length: 60 })
  task: string;

  /** `schedule` (its crontab line) or `admin` (started by hand). */
  @Property({ length: 20 })
  trigger: string;

  /** The admin who started it by hand; null for scheduled runs. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: 'job_runs_actor_id_idx' })
  actor?: User | null;

  /** The moment the run worked for (the job's clock; tests set it). */
  @Property({ type: 'datetime' })
  asOf: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  startedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  /** True when it finished, false when it failed (`error`), null while it runs. */
  @Property({ type: 'boolean', nullable: true })
  ok?: boolean | null;

  @Property({ type: 'jsonb', nullable: true })
  counts?: Record<string, number> | null;

  /** The error's message (not its data) when it failed. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
