import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { type LogFunctionFactory, Logger, type Runner, type TaskList, run, runMigrations } from 'graphile-worker';

/**
 * Background work on graphile-worker, a job queue made for PostgreSQL: jobs live in its own schema
 * (`graphile_worker`, migrated by the library itself, outside MikroORM), are added by a SQL function
 * inside the transaction of the write that causes them, and are claimed with SKIP LOCKED, so every
 * app instance runs a worker and no job runs twice. New jobs wake the workers through LISTEN/NOTIFY;
 * polling only finds retries that have come due.
 */

/** Where the app's logs go (fastify's pino logger and the test loggers fit). */
export interface JobLog {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

/** graphile-worker's log lines into ours; its debug chatter stays out unless the level asks for it. */
function workerLogger(log: JobLog): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
    const fields = {
      jobQueue: true,
      workerId: scope.workerId,
      taskIdentifier: scope.taskIdentifier,
      jobId: scope.jobId,
      ...pickError(meta),
    };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug?.(fields, message);
  };
  return new Logger(factory);
}

/** Only the error of a log line's meta: jobs' payloads are not logged (they may name people). */
function pickError(meta: Record<string, unknown> | undefined) {
  const error = meta?.error;
  return error instanceof Error ? { err: error } : {};
}

/** Creates or updates graphile-worker's schema; safe while other instances do the same. */
export async function migrateJobQueue(connectionString: string, log?: JobLog): Promise<void> {
  await runMigrations({ connectionString, maxPoolSize: 1, ...(log ? { logger: workerLogger(log) } : {}) });
}

export interface AddJobOptions {
  /** Attempts before the job is given up; graphile-worker waits exp(min(attempt, 10)) s between them. */
  maxAttempts?: number;
  /** Not before then (a deadline, e.g. forgetting an unconfirmed sign-up); default: at once. */
  runAt?: Date;
  /** One waiting job per key: adding another with the same key replaces it (and its `runAt`). */
  jobKey?: string;
}

/**
 * Adds a job in the transaction of `em` (a transactional EntityManager): it exists once that commits,
 * and never if it rolls back. Refuses an EntityManager outside a transaction, where that would not hold.
 */
export async function addJob(
  em: EntityManager,
  task: string,
  payload: Record<string, unknown>,
  options: AddJobOptions = {},
): Promise<void> {
  if (!em.isInTransaction()) throw new Error(`addJob(${task}) must run inside the transaction of the write that causes it`);
  await em.execute('select graphile_worker.add_job(?, cast(? as json), run_at => ?, max_attempts => ?, job_key => ?)', [
    task,
    JSON.stringify(payload),
    options.runAt ?? null,
    options.maxAttempts ?? 25,
    options.jobKey ?? null,
  ]);
}

export interface JobWorkerOptions {
  connectionString: string;
  tasks: TaskList;
  /** How often to look for retries that have come due (new jobs arrive by NOTIFY at once). */
  pollIntervalMs: number;
  /** Recurring jobs, one graphile-worker crontab line each (`0 3 * * * task_name`): once per schedule, whatever the number of instances. */
  crontab?: string[];
  concurrency?: number;
  /** On stop, running jobs get this long before their abort signal fires (graphile-worker's default: 5 s). */
  shutdownGraceMs?: number;
  log: JobLog;
}

export interface JobWorker {
  /** Lets running jobs finish (a mail being sent), then releases the connections. */
  stop(): Promise<void>;
}

export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const concurrency = options.concurrency ?? 2;
  // Our pool rather than graphile-worker's own, for its connection timeout: without one, a connection opened while
  // PostgreSQL restarts could wait forever, and the worker with it (its stop hung past the shutdown grace).
  const pgPool = new pg.Pool({
    connectionString: options.connectionString,
    // One connection listens for NOTIFY; the rest claim and complete jobs.
    max: concurrency + 2,
    connectionTimeoutMillis: 5_000,
    application_name: 'h2o job queue',
  });
  // A connection the server ended is dropped by the pool; the query on it fails and is retried (patches/graphile-worker).
  pgPool.on('error', (error) => options.log.warn({ err: error, jobQueue: true }, 'job queue: an idle database connection was lost'));
  pgPool.on('connect', (client) => client.on('error', () => {}));
  const runner: Runner = await run({
    pgPool,
    concurrency,
    pollInterval: options.pollIntervalMs,
    taskList: options.tasks,
    // Given even when empty: graphile-worker would otherwise look for a `crontab` file in the working directory.
    crontab: (options.crontab ?? []).join('\n'),
    logger: workerLogger(options.log),
    // main.ts owns the process's signals and stops the worker in its shutdown.
    noHandleSignals: true,
    ...(options.shutdownGraceMs ? { gracefulShutdownAbortTimeout: options.shutdownGraceMs } : {}),
  });
  // A runner that dies on its own (the database gone for good) is logged; the app keeps serving.
  runner.promise.catch((error: unknown) => options.log.error({ err: error }, 'job worker stopped unexpectedly'));
  // Once: a second stop (a test that stops the worker before closing its app) waits for the first.
  let stopping: Promise<void> | null = null;
  return {
    stop() {
      // graphile-worker leaves a pool it was given open.
      stopping ??= runner.stop().finally(() => pgPool.end());
      return stopping;
    },
  };
}
