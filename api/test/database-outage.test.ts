import pg from 'pg';
import { type TestApp, cloneTestDatabase, startTestApp } from './test-app.js';

/**
 * The database drops the app's connections under load (README "Errors"): answers are 200 or 503 with
 * Retry-After and SERVICE_UNAVAILABLE, never a 500 or the driver's text, and the app serves on. A database
 * that cannot be reached at all: process-faults.test.ts (in a real process, since under Jest's VM the
 * socket errors Node makes are of another realm, and graphql-js no longer sees them as errors).
 */
const DRIVER_TEXT = /terminat|connection error|ECONN|not queryable|timeout exceeded|administrator/i;
const COURSES_QUERY = '{ courses(first: 20) { totalCount edges { node { title } } } }';

let t: TestApp;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await cloneTestDatabase();
  // Default mode (not production): the driver's text must not leak there either.
  t = await startTestApp({ databaseUrl });
});
afterAll(() => t.close());

async function restCourses() {
  const response = await fetch(`${t.baseUrl}/api/courses`);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

async function graphqlCourses() {
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: COURSES_QUERY }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

function expectUnavailableOrFine(answer: { status: number; retryAfter: string | null; body: string }) {
  expect(answer.body).not.toMatch(DRIVER_TEXT);
  if (answer.status === 200) {
    expect(answer.body).not.toContain('"errors"');
    return;
  }
  expect(answer).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
  expect(answer.body).toContain('SERVICE_UNAVAILABLE');
}

it("answers 200 or 503 with Retry-After, never a 500 or the driver's text, while pg_terminate_backend ends the app's connections", async () => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const answers: Awaited<ReturnType<typeof restCourses>>[] = [];
  let running = true;
  const client = async (index: number) => {
    while (running) answers.push(await (index % 2 ? restCourses() : graphqlCourses()));
  };
  const clients = Array.from({ length: 8 }, (_, index) => client(index));
  try {
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the clients run between two rounds
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    }
  } finally {
    running = false;
    await Promise.all(clients);
    await admin.end();
  }
  expect(answers.length).toBeGreaterThan(20);
  for (const answer of answers) expectUnavailableOrFine(answer);
  // The pool has dropped the dead connections: the next requests are served.
  expect((await restCourses()).status).toBe(200);
  expect(await graphqlCourses()).toMatchObject({ status: 200, body: expect.stringContaining('"totalCount"') });
});
