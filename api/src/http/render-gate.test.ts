import { createRenderGate, queueShare } from './render-gate.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

it('runs at most `concurrency` renders at once, queues `queue` more in order, and refuses beyond', async () => {
  const gate = createRenderGate({ concurrency: 2, queue: 1 });
  const run = <T>(render: () => Promise<T>) => gate.run('203.0.113.1', render);
  const order: string[] = [];
  const blockers = [deferred(), deferred(), deferred()];
  const task = (name: string, blocker: { promise: Promise<void> }) => async () => {
    order.push(`start ${name}`);
    await blocker.promise;
    order.push(`end ${name}`);
    return name;
  };
  const a = run(task('a', blockers[0]));
  const b = run(task('b', blockers[1]));
  const c = run(task('c', blockers[2]));
  expect(run(task('refused', deferred()))).toBeNull();
  await Promise.resolve();
  expect(order).toEqual(['start a', 'start b']);
  blockers[0].resolve();
  expect(await a).toBe('a');
  await new Promise((resolve) => setImmediate(resolve));
  expect(order).toEqual(['start a', 'start b', 'end a', 'start c']);
  // c took a's turn: one more may queue again, and a failing render frees its turn too.
  const failing = run(async () => {
    throw new Error('render failed');
  });
  expect(failing).not.toBeNull();
  blockers[1].resolve();
  blockers[2].resolve();
  expect(await Promise.all([b, c])).toEqual(['b', 'c']);
  await expect(failing).rejects.toThrow('render failed');
  const after = [run(async () => 1), run(async () => 2), run(async () => 3)];
  expect(after.every((run) => run !== null)).toBe(true);
  expect(await Promise.all(after)).toEqual([1, 2, 3]);
});

/** A gate of `concurrency` turns (queue 100) whose renders record their start and run until the test ends them. */
function recordingGate(concurrency: number) {
  const gate = createRenderGate({ concurrency, queue: 100 });
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const render = (client: string, name: string) =>
    gate.run(client, () => {
      started.push(name);
      return new Promise<void>((resolve) => ends.set(name, resolve));
    });
  const end = async (name: string) => {
    ends.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, render, end };
}

it("gives a free turn to another client's render before a flooding client's queued ones, and alternates between them", async () => {
  const { started, render, end } = recordingGate(1);
  for (let index = 1; index <= 5; index += 1) expect(render('flood', `flood ${index}`)).not.toBeNull();
  expect(render('visitor', 'visitor 1')).not.toBeNull();
  expect(render('visitor', 'visitor 2')).not.toBeNull();
  expect(render('other', 'other 1')).not.toBeNull();
  expect(started).toEqual(['flood 1']);
  // Turn by turn: those who have had none yet in the order they came, then the one whose last turn is longest ago.
  for (const name of ['flood 1', 'visitor 1', 'other 1', 'flood 2', 'visitor 2', 'flood 3', 'flood 4']) await end(name);
  expect(started).toEqual(['flood 1', 'visitor 1', 'other 1', 'flood 2', 'visitor 2', 'flood 3', 'flood 4', 'flood 5']);
  await end('flood 5');
});

it('gives a free turn to the client with fewer renders running', async () => {
  const { started, render, end } = recordingGate(2);
  for (let index = 1; index <= 4; index += 1) render('flood', `flood ${index}`);
  render('visitor', 'visitor 1');
  render('visitor', 'visitor 2');
  expect(started).toEqual(['flood 1', 'flood 2']);
  await end('flood 1');
  expect(started.at(-1)).toBe('visitor 1');
  // The flood still has one running, the visitor none: the visitor's again, though the flood waited longer.
  await end('visitor 1');
  expect(started.at(-1)).toBe('visitor 2');
  await end('flood 2');
  expect(started.at(-1)).toBe('flood 3');
  for (const name of ['flood 3', 'visitor 2', 'flood 4']) await end(name);
  expect(started).toEqual(['flood 1', 'flood 2', 'visitor 1', 'visitor 2', 'flood 3', 'flood 4']);
});

it("refuses a client's render beyond its share of the queue while another client's still waits for a turn", async () => {
  const gate = createRenderGate({ concurrency: 1, queue: 8 });
  expect(queueShare(8)).toBe(2);
  const block = deferred();
  const flood = Array.from({ length: 6 }, () => gate.run('flood', () => block.promise));
  // One runs, two wait (its share), the rest are refused at once.
  expect(flood.map((run) => run !== null)).toEqual([true, true, true, false, false, false]);
  const visitor = gate.run('visitor', async () => 'page');
  expect(visitor).not.toBeNull();
  block.resolve();
  expect(await visitor).toBe('page');
  await Promise.all(flood.filter((run) => run !== null));
});

it('shares a queue of one or none as it is', () => {
  expect([queueShare(0), queueShare(1), queueShare(2), queueShare(32)]).toEqual([0, 1, 1, 8]);
});
