import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Reads until `done` holds, every 100 ms, for what a job finishes in the background (a mail sent, caught, failed);
 * throws with the last value after `timeoutMs`. A wait for a state, not a timing assertion.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The `send_mail` jobs that may still run, as `n`: for a test with a connection of its own rather than an EntityManager. */
export const MAIL_DELIVERIES_LEFT = `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send_mail' and attempts < max_attempts`;

/**
 * Waits until every mail queued so far was handed to the SMTP server or given up: no `send_mail` job is left that may
 * still run (graphile-worker deletes a job once it succeeded; one that used up its attempts stays but never runs
 * again). The signal a test waits for before it asserts that no further mail arrived, instead of a fixed pause.
 */
export async function mailQueueDone(em: EntityManager, timeoutMs = 20_000): Promise<void> {
  const pending = () => em.fork().execute<{ n: number }[]>(MAIL_DELIVERIES_LEFT);
  await until(pending, ([row]) => row.n === 0, timeoutMs);
}
