import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskList } from 'graphile-worker';
import type { AppSettings } from '../app-settings.js';
import type { AppConfig } from '../config.js';
import type { Payments } from '../modules/payments/payments.js';
import type { JobLog } from './job-queue.js';

/**
 * What a domain's tasks may use: the ORM (each job forks its own EntityManager), the configuration, the log, and
 * the settings of the server the worker runs beside (`app.appSettings`: its keys and mail settings, as its requests have them).
 */
export interface JobDependencies {
  orm: MikroORM;
  config: AppConfig;
  appSettings: AppSettings;
  log: JobLog;
  /** The payments of this instance's server (its `app.payments`): PayPal, the stand-in on it, or none. */
  payments: Payments;
}

/** What a domain's tasks get besides: a way to stop, with the worker, what they started (the mail catcher). */
export interface TaskSetup extends JobDependencies {
  onStop(stop: () => Promise<void>): void;
}

export type JobTasks = (setup: TaskSetup) => TaskList | Promise<TaskList>;
