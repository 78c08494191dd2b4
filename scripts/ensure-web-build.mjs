import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'web');
const builtIndex = join(web, 'dist', 'index.html');
// The API explorer (GraphiQL at GET /graphql) is built by its own config after the site: see web/build/vite.graphiql.config.ts.
const builtGraphiQL = join(web, 'dist', 'graphiql.html');
// The server-rendering entry (web/src/ssr), imported by the API: built last, after the client it refers to.
const builtServerEntry = join(web, 'dist', 'server', 'entry-server.js');

/** Newest modification time among the client's sources and build inputs. */
function newestSourceTime() {
  // web/build: the Vite configs and the build's own plugins, a change to one changes the build. web/public: files
  // copied as they are (the trainer page's service worker). patches/: the libraries' code as the build bundles it.
  const inputs = [
    join(web, 'src'),
    join(web, 'public'),
    join(web, 'index.html'),
    join(web, 'build'),
    join(web, 'graphiql.html'),
    join(web, 'package.json'),
    join(root, 'schema.graphql'),
    join(root, 'patches'),
    // The forms' yup schemas and message texts are shared with the API and bundled into the client.
    join(root, 'api', 'src', 'validation'),
  ];
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
  const built = [builtIndex, builtGraphiQL, builtServerEntry];
  if (built.every(existsSync) && Math.min(...built.map((file) => statSync(file).mtimeMs)) >= newestSourceTime()) return false;
  log('Building the web client (web/dist)…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  // Vite follows an inherited NODE_ENV: under Jest (`test`) it would bundle React's development build,
  // which `npm start` then keeps serving because the build looks fresh.
  const options = { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } };
  execFileSync(process.execPath, [vite, 'build', '--config', 'build/vite.config.ts', '--logLevel', 'warn'], options);
  execFileSync(process.execPath, [vite, 'build', '--config', 'build/vite.graphiql.config.ts', '--logLevel', 'warn'], options);
  execFileSync(
    process.execPath,
    [vite, 'build', '--config', 'build/vite.ssr.config.ts', '--ssr', 'src/ssr/entry-server.tsx', '--logLevel', 'warn'],
    options,
  );
  return true;
}

if (import.meta.main) await ensureWebBuild();
