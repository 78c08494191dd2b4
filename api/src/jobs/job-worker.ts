import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskList } from 'graphile-worker';
import type { AppSettings } from '../app-settings.js';
import type { AppConfig } from '../config.js';
import type { Payments } from '../modules/payments/payments.js';
import { domainModules } from '../modules/modules.js';
import { CLEAR_RATE_LIMITS_CRONTAB, CLEAR_RATE_LIMITS_TASK, clearExpiredRateLimitsTask } from './clear-rate-limits.js';
import { type JobLog, type JobWorker, startJobWorker } from './job-queue.js';

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

export type JobTasks = (dependencies: JobDependencies) => TaskList;

/**
 * Starts this instance's worker for every domain's tasks, on the app's database. Every instance runs
 * one (main.ts, after the migrations); the queue hands each job to exactly one of them.
 */
export function startAppJobWorker(dependencies: JobDependencies): Promise<JobWorker> {
  const tasks: TaskList = Object.assign(
    { [CLEAR_RATE_LIMITS_TASK]: clearExpiredRateLimitsTask(dependencies.orm) },
    ...domainModules.map((module) => module.tasks?.(dependencies) ?? {}),
  );
  const crontab = [CLEAR_RATE_LIMITS_CRONTAB, ...domainModules.flatMap((module) => module.crontab ?? [])];
  return startJobWorker({
    connectionString: dependencies.orm.config.get('clientUrl') as string,
    tasks,
    crontab,
    pollIntervalMs: dependencies.config.jobPollIntervalMs,
    shutdownGraceMs: dependencies.config.shutdownGraceSeconds * 1000,
    log: dependencies.log,
  });
}
