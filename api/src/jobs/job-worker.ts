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

/** What a domain's tasks get besides: a way to stop, with the worker, what they started (the mail catcher). */
export interface TaskSetup extends JobDependencies {
  onStop(stop: () => Promise<void>): void;
}

export type JobTasks = (setup: TaskSetup) => TaskList | Promise<TaskList>;

/**
 * Starts this instance's worker for every domain's tasks, on the app's database. Every instance runs
 * one (main.ts, after the migrations); the queue hands each job to exactly one of them.
 */
export async function startAppJobWorker(dependencies: JobDependencies): Promise<JobWorker> {
  const stops: (() => Promise<void>)[] = [];
  const setup: TaskSetup = { ...dependencies, onStop: (stop) => stops.push(stop) };
  const tasks: TaskList = Object.assign(
    { [CLEAR_RATE_LIMITS_TASK]: clearExpiredRateLimitsTask(dependencies.orm) },
    ...(await Promise.all(domainModules.map((module) => module.tasks?.(setup) ?? {}))),
  );
  const crontab = [CLEAR_RATE_LIMITS_CRONTAB, ...domainModules.flatMap((module) => module.crontab ?? [])];
  const worker = await startJobWorker({
    connectionString: dependencies.orm.config.get('clientUrl') as string,
    tasks,
    crontab,
    pollIntervalMs: dependencies.config.jobPollIntervalMs,
    shutdownGraceMs: dependencies.config.shutdownGraceSeconds * 1000,
    log: dependencies.log,
  });
  return {
    async stop() {
      // The worker first: a mail being sent still reaches the catcher.
      await worker.stop();
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
