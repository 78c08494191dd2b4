import { createRenderGate } from './render-gate.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

it('runs at most `concurrency` renders at once, queues `queue` more in order, and refuses beyond', async () => {
  const gate = createRenderGate({ concurrency: 2, queue: 1 });
  const order: string[] = [];
  const blockers = [deferred(), deferred(), deferred()];
  const task = (name: string, blocker: { promise: Promise<void> }) => async () => {
    order.push(`start ${name}`);
    await blocker.promise;
    order.push(`end ${name}`);
    return name;
  };
  const a = gate.run(task('a', blockers[0]));
  const b = gate.run(task('b', blockers[1]));
  const c = gate.run(task('c', blockers[2]));
  expect(gate.run(task('refused', deferred()))).toBeNull();
  await Promise.resolve();
  expect(order).toEqual(['start a', 'start b']);
  blockers[0].resolve();
  expect(await a).toBe('a');
  await new Promise((resolve) => setImmediate(resolve));
  expect(order).toEqual(['start a', 'start b', 'end a', 'start c']);
  // c took a's turn: one more may queue again, and a failing render frees its turn too.
  const failing = gate.run(async () => {
    throw new Error('render failed');
  });
  expect(failing).not.toBeNull();
  blockers[1].resolve();
  blockers[2].resolve();
  expect(await Promise.all([b, c])).toEqual(['b', 'c']);
  await expect(failing).rejects.toThrow('render failed');
  const after = [gate.run(async () => 1), gate.run(async () => 2), gate.run(async () => 3)];
  expect(after.every((run) => run !== null)).toBe(true);
  expect(await Promise.all(after)).toEqual([1, 2, 3]);
});
