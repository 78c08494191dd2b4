import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'web');
const builtIndex = join(web, 'dist', 'index.html');

/** Newest modification time among the client's sources and build inputs. */
function newestSourceTime() {
  const inputs = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts'), join(web, 'package.json'), join(root, 'schema.graphql'),
    // The forms' yup schemas and message texts are shared with the API and bundled into the client.
    join(root, 'api', 'src', 'validation')];
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  inputs.forEach(visit);
  return newest;
}

/** Builds the web client when there is no build yet or a source is newer than it. */
export async function ensureWebBuild({ log = console.log } = {}) {
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestSourceTime()) return false;
  log('Building the web client (web/dist)…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  return true;
}

if (import.meta.main) await ensureWebBuild();
