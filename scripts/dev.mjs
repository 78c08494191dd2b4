import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm run dev`: the API restarting on change (node --watch), Vite with hot reload on
 * http://localhost:5173 (proxying /graphql and /api to the API), and the Relay compiler re-running
 * when queries or schema.graphql change. Ctrl+C stops all three.
 */
const root = join(import.meta.dirname, '..');
const node = process.execPath;
const apiPort = process.env.PORT ?? '3000';

const tasks = [
  ['api', [node, '--watch', '--import', '@swc-node/register/esm-register', 'api/src/main.ts'], { PORT: apiPort }],
  ['web', [node, 'node_modules/vite/bin/vite.js', 'web', '--config', 'web/build/vite.config.ts'], { API_PORT: apiPort }],
  ['relay', [node, 'scripts/relay-watch.mjs'], {}],
];

const children = tasks.map(([name, [command, ...args], env]) => {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${name}] `));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
