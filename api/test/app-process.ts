import { type ChildProcess, spawn } from 'node:child_process';

export interface AppProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM to its whole process group (npm, shell, node, an embedded PostgreSQL), then waits. */
  stop(): Promise<void>;
}

/** Resolves once no process of the group `pid` leads is left (bounded: the app's own grace ends it). */
async function groupGone(pid: number) {
  for (let waited = 0; waited < 30_000; waited += 50) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the app as a separate process and resolves once it prints that it is running. */
export function startAppProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<AppProcess> {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const running: AppProcess = {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      // npm may exit before the app under it has finished shutting down (its drain, its database): wait for the group.
      await groupGone(child.pid!);
    },
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (/H2O is running: http:\/\/localhost:\d+/.test(output)) resolve(running);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}
