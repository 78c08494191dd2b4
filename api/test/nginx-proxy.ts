import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
const NGINX = '/usr/sbin/nginx';
const DEPLOYED_CONFIG = join(import.meta.dirname, '../../deploy/nginx.conf');

export interface NginxProxy {
  baseUrl: string;
  /** Everything nginx wrote to its error log (stderr) so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs the repository's own proxy configuration (deploy/nginx.conf, as docker-compose.yml mounts it) with a real
 * nginx in front of `upstreams` (`127.0.0.1:port`): the file unchanged but for its upstream servers, its port and
 * its cache folder, inside a main configuration of this test's own (temporary folders, no root paths, no daemon).
 */
export async function startNginx(upstreams: string[]): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'h2o-nginx-'));
  const port = await freePort();
  writeFileSync(join(dir, 'site.conf'), templated(readFileSync(DEPLOYED_CONFIG, 'utf8'), dir, port, upstreams));
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, nginx's workers would run as `nobody`, who may not write the test's folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr notice;',
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await startedWorker(child, (chunk) => (output += chunk));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, output: () => output, stop };
}

/** Resolves once nginx has started its worker (its port is open by then); rejects if it exits before. */
function startedWorker(child: ChildProcess, record: (chunk: string) => void): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      record(String(chunk));
      if (/start worker process \d+/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}:\n${output}`)));
  });
}

/** The deployed file for this run; each replaced line must be there exactly once, so a changed file fails loudly here. */
function templated(config: string, dir: string, port: number, upstreams: string[]): string {
  const replacements: [string, string][] = [
    ['/var/cache/nginx/pages', join(dir, 'cache')],
    ['    server app:3000;\n', upstreams.map((upstream) => `    server ${upstream};\n`).join('')],
    ['    listen 80;\n', `    listen 127.0.0.1:${port};\n`],
  ];
  return replacements.reduce((text, [from, to]) => {
    if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf: expected "${from.trim()}" exactly once`);
    return text.replace(from, to);
  }, config);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
