import 'reflect-metadata';
import { type TestApp, startTestApp } from './test-app.js';
import { COMPILE_AFTER_RUNS } from '../src/graphql/compiled-execution.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://www.h2o.example' } });
  // Break the database under the running server, as a failed disk or a bad deploy would.
  await t.database.orm.em.fork().execute('alter table services rename to services_gone');
});
afterAll(() => t.close());

describe('unexpected failures in production', () => {
  it('masks the details on /graphql but keeps the path and a stable code', async () => {
    const { data, errors } = await t.graphql(`{ service(slug: "coaching") { id } courses(first: 1) { totalCount } }`);
    expect(errors).toEqual([
      {
        message: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
        path: ['service'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    // The rest of the query is still answered.
    expect(data).toEqual({ service: null, courses: { totalCount: 10 } });
  });

  it('answers a query sent again and again the same, once it runs compiled', async () => {
    const query = `{ service(slug: "coaching") { id } courses(first: 1) { totalCount } }`;
    const answers = [];
    for (let run = 0; run < COMPILE_AFTER_RUNS + 3; run++) answers.push(await t.graphql(query));
    for (const answer of answers) {
      expect(answer.errors).toEqual([
        {
          message: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
          path: ['service'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(answer.data).toEqual({ service: null, courses: { totalCount: 10 } });
    }
  });

  it('answers the REST door with a JSON 500 that reveals nothing', async () => {
    const response = await fetch(`${t.baseUrl}/api/services`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'An error has occurred. Please try again later.' });
    expect(JSON.stringify(body)).not.toMatch(/services_gone|relation|select/i);
  });

  it('serves again as soon as the database is repaired', async () => {
    await t.database.orm.em.fork().execute('alter table services_gone rename to services');
    expect((await fetch(`${t.baseUrl}/api/services`)).status).toBe(200);
  });

  it('keeps user errors readable in production', async () => {
    const { errors } = await t.graphql(`{ courses(first: 5000) { totalCount } }`);
    expect(errors[0].message).toBe('"first" muss zwischen 0 und 200 liegen.');
  });
});
