import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import { EVENT_RETENTION_DAYS, FORGET_OLD_EVENTS_CRONTAB, FORGET_OLD_EVENTS_TASK } from '../src/modules/events/forget-old-events.js';
import { eventsModule } from '../src/modules/events/events.module.js';
import { publishDomainEvent } from '../src/modules/events/publish-domain-event.js';
import { type AdminCallers, adminCallers } from './admin-callers.js';
import { type TestApp, cloneTestDatabase, startTestApp } from './test-app.js';
import { until } from './until.js';

/**
 * The event log forgets: events older than the retention go with their webhook deliveries and attempts, on a daily
 * job that two instances may both run; an event whose delivery is still pending stays. The job works for the moment in
 * its payload (the controlled clock of the job tests), queued as its crontab line would be, once per instance.
 */
let receiver: Server;
let receiverUrl: string;
let one: TestApp;
let two: TestApp;
let callers: AdminCallers;
const env = { APP_SECRET: randomBytes(32).toString('hex'), JOB_POLL_INTERVAL_MS: '100', WEBHOOKS_ALLOW_LOCAL: '1' };

beforeAll(async () => {
  receiver = createServer((request, response) => request.resume().on('end', () => response.writeHead(200).end('ok')));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
  const databaseUrl = await cloneTestDatabase();
  one = await startTestApp({ jobWorker: true, databaseUrl, env });
  two = await startTestApp({ jobWorker: true, databaseUrl, env });
  callers = await adminCallers(one, { username: 'retention-user' });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => callers.sql<T>(query, params);
const DAY_MS = 24 * 60 * 60 * 1000;

async function publishCourseUpdated(): Promise<string> {
  const event = await one.database.orm.em
    .fork()
    .transactional((em) => publishDomainEvent(em, 'course.updated', { type: 'Course', databaseId: 1 }));
  return event.id;
}

async function runOnBothInstances(asOf: Date) {
  const queue = () =>
    sql("select graphile_worker.add_job(?, json_build_object('asOf', ?::text))", [FORGET_OLD_EVENTS_TASK, asOf.toISOString()]);
  await queue();
  await queue();
  await until(
    () => sql<{ n: number }>('select count(*)::int as n from graphile_worker.jobs where task_identifier = ?', [FORGET_OLD_EVENTS_TASK]),
    ([row]) => row.n === 0,
  );
}

test('is a daily job of the events module', () => {
  expect(eventsModule.crontab).toContain(FORGET_OLD_EVENTS_CRONTAB);
  expect(FORGET_OLD_EVENTS_CRONTAB).toMatch(new RegExp(`^\\d+ \\d+ \\* \\* \\* ${FORGET_OLD_EVENTS_TASK}$`));
});

test(`forgets events older than ${EVENT_RETENTION_DAYS} days with their deliveries and attempts, keeps a pending one, on two instances`, async () => {
  const created = await callers.admin(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { databaseId } errors { code } } }',
    { input: { name: 'Retention', url: receiverUrl, eventTypes: ['course.updated'] } },
  );
  expect(created.createWebhookEndpoint.errors).toEqual([]);
  const [old, oldPending, recent] = [await publishCourseUpdated(), await publishCourseUpdated(), await publishCourseUpdated()];
  const ours = [old, oldPending, recent];
  await until(
    () => sql<{ n: number }>("select count(*)::int as n from webhook_deliveries where status = 'delivered' and event_id in (?)", [ours]),
    ([row]) => row.n === 3,
  );
  expect(
    (
      await sql(
        'select count(*)::int as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.event_id = ?',
        [old],
      )
    )[0].n,
  ).toBe(1);

  const now = new Date();
  const past = new Date(now.getTime() - (EVENT_RETENTION_DAYS + 1) * DAY_MS);
  await sql('update domain_events set occurred_at = ? where id in (?, ?)', [past, old, oldPending]);
  // A redelivery staff started, not yet done: its event must stay until it is.
  await sql("update webhook_deliveries set status = 'pending', next_attempt_at = ? where event_id = ?", [
    new Date(now.getTime() + DAY_MS),
    oldPending,
  ]);

  // A day before they are due: nothing goes.
  await runOnBothInstances(new Date(now.getTime() - 2 * DAY_MS));
  expect((await sql('select count(*)::int as n from domain_events where id in (?)', [ours]))[0].n).toBe(3);

  await runOnBothInstances(now);
  const kept = await sql<{ id: string }>('select id from domain_events where id in (?) order by occurred_at', [ours]);
  expect(kept.map((row) => row.id).sort()).toEqual([oldPending, recent].sort());
  expect((await sql('select count(*)::int as n from webhook_deliveries where event_id = ?', [old]))[0].n).toBe(0);
  expect(
    (
      await sql(
        'select count(*)::int as n from webhook_attempts a where not exists (select 1 from webhook_deliveries d where d.id = a.delivery_id)',
      )
    )[0].n,
  ).toBe(0);
  // The admin's delivery log shows what is left.
  const endpoints = await callers.admin('{ webhookEndpoints { databaseId recentDeliveries { eventId } } }');
  const mine = endpoints.webhookEndpoints.find(
    (endpoint: { databaseId: number }) => endpoint.databaseId === created.createWebhookEndpoint.endpoint.databaseId,
  );
  expect(mine.recentDeliveries.map((delivery: { eventId: string }) => delivery.eventId).sort()).toEqual([oldPending, recent].sort());
});
