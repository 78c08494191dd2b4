import { auditServer } from 'graphql-http';
import { type TestApp, startTestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

it('audit', async () => {
  const results = await auditServer({ url: `${app.baseUrl}/graphql` });
  for (const r of results) if (r.status !== 'ok') console.log(r.status, r.id, r.name, r.reason, 'response' in r ? await (r as any).response.clone().text() : '');
});
