import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../src/util/free-port.js';
import { type AppProcess, startAppProcess } from './app-process.js';
import { cloneTestDatabase } from './test-app.js';

const root = join(import.meta.dirname, '../..');
let server: AppProcess | undefined;
afterAll(() => server?.stop());

it('the compiled production build (`npm run build:api`, as the Docker image runs it) serves both doors', async () => {
  // From scratch, as the Docker build does: files of an earlier build would stay in api/dist otherwise.
  rmSync(join(root, 'api/dist'), { recursive: true, force: true });
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'api/tsconfig.build.json'], { cwd: root, stdio: 'pipe' });
  // The local PayPal stand-in is a dev dependency the build never compiles: no file of it, nothing naming its routes.
  const built = readdirSync(join(root, 'api/dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(built).toContain('main.js');
  expect(
    built.filter(
      (file) =>
        /paypal-sandbox|paypal-stand-in/i.test(file) ||
        /paypal-sandbox|function registerPayPalStandIn/i.test(readFileSync(join(root, 'api/dist', file), 'utf8')),
    ),
  ).toEqual([]);
  const port = await findFreePort();
  server = await startAppProcess(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: await cloneTestDatabase(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  expect(await (await fetch(`${base}/api/courses/1`)).json()).toMatchObject({ id: 1, title: 'Seepferdchen-Kurs', price: 160 });
  const graphql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ course(databaseId: 1) { id startDate availability } }' }),
  });
  expect(((await graphql.json()) as any).data.course).toMatchObject({ id: 'Q291cnNlOjE=', availability: 'AVAILABLE' });
});
