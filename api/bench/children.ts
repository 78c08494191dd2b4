import { type ChildProcess, fork } from 'node:child_process';

/** Server children of a benchmark (api/bench/run.ts, api/bench/documents.ts): started, then all stopped at the end. */
const children = new Set<ChildProcess>();

/** The node flags that run our app as `npm start` does (swc-node for its decorators), plus extra ones. */
export const appExecArgv = (extra: string[] = []) => ['--import', import.meta.resolve('@swc-node/register/esm-register'), ...extra];

/** Forks a server child and waits for the port it listens on (loopback only). */
export function startChild(
  file: string,
  databaseUrl: string,
  execArgv: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(new URL(file, import.meta.url), [], {
    execArgv,
    // Servers run as in production (graphql-js skips its development-only checks).
    env: { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start within 60 s`)), 60_000);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before listening`)));
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ child, url: `http://127.0.0.1:${message.port}` });
    });
  });
}

export function stopChildren(): Promise<void> {
  return Promise.all([...children].map(stopChild)).then(() => {});
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 8_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// A benchmark that ends any other way leaves no server behind.
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
