import type { TaskList } from 'graphile-worker';
import { domainModules } from '../modules/modules.js';
import { CLEAR_RATE_LIMITS_CRONTAB, CLEAR_RATE_LIMITS_TASK, clearExpiredRateLimitsTask } from './clear-rate-limits.js';
import { type JobWorker, startJobWorker } from './job-queue.js';
import type { JobDependencies, TaskSetup } from './job-tasks.js';

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
