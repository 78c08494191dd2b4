/**
 * At most `concurrency` server renders at once in this process, and at most `queue` more waiting for a turn;
 * beyond that a render is refused at once (the page handler answers 503 with Retry-After). A render holds the
 * event loop for milliseconds at a time and several database connections, so without a bound a flood of
 * distinct pages (cache-busting addresses) starved every other request of both: other visitors waited seconds
 * and their API calls failed for want of a pooled connection. Waiting in a short queue costs little.
 *
 * The turns are shared fairly between clients (addresses): a free turn goes to the waiting client with the fewest
 * renders running, and among those to the one whose last turn is longest ago (turn by turn, in the order they
 * came); one client may hold at most a share of the queue. So a client flooding with renders of its own never
 * stands in front of another visitor's page: that page is rendered as soon as a render ends, and is not refused
 * because the flood filled the queue. A client alone may still use every turn.
 */
export interface RenderGate {
  /** Runs `render` for `client` when its turn comes; null when the queue, or the client's share of it, is full (nothing ran). */
  run<T>(client: string, render: () => Promise<T>): Promise<T> | null;
}

/** The part of the queue one client may fill: a quarter, at least one place when there is a queue at all. */
export const queueShare = (queue: number) => Math.min(queue, Math.max(1, Math.ceil(queue / 4)));

interface Waiting {
  client: string;
  /** Arrival order: a client's own renders go in this order, and so do clients that have had no turn yet. */
  arrival: number;
  start: () => void;
}

export function createRenderGate({ concurrency, queue }: { concurrency: number; queue: number }): RenderGate {
  const share = queueShare(queue);
  const running = new Map<string, number>();
  /** When each client with renders running or waiting last had a turn (turns counted from 1). */
  const lastTurn = new Map<string, number>();
  const waiting: Waiting[] = [];
  let runningCount = 0;
  let arrivals = 0;
  let turns = 0;

  const rank = ({ client, arrival }: Waiting) => [running.get(client) ?? 0, lastTurn.get(client) ?? 0, arrival];

  /** The waiting render whose turn it is (see above). */
  const next = (): number => {
    let best = 0;
    let bestRank = rank(waiting[0]);
    for (let index = 1; index < waiting.length; index += 1) {
      const candidate = rank(waiting[index]);
      const order = candidate.findIndex((value, at) => value !== bestRank[at]);
      if (order >= 0 && candidate[order] < bestRank[order]) [best, bestRank] = [index, candidate];
    }
    return best;
  };

  const finished = (client: string) => {
    runningCount -= 1;
    const left = (running.get(client) ?? 1) - 1;
    if (left > 0) running.set(client, left);
    else running.delete(client);
    if (waiting.length > 0) waiting.splice(next(), 1)[0].start();
    // Forgotten once it has nothing running or waiting: the maps hold no more clients than renders.
    if (!running.has(client) && !waiting.some((entry) => entry.client === client)) lastTurn.delete(client);
  };

  const begin = <T>(client: string, render: () => Promise<T>): Promise<T> => {
    runningCount += 1;
    running.set(client, (running.get(client) ?? 0) + 1);
    lastTurn.set(client, (turns += 1));
    // A render that throws at once (not only one that rejects) frees its turn too.
    const rendered = (async () => render())();
    void rendered.then(
      () => finished(client),
      () => finished(client),
    );
    return rendered;
  };

  return {
    run(client, render) {
      if (runningCount < concurrency) return begin(client, render);
      if (waiting.length >= queue || waiting.filter((entry) => entry.client === client).length >= share) return null;
      return new Promise((resolve, reject) => {
        waiting.push({ client, arrival: (arrivals += 1), start: () => begin(client, render).then(resolve, reject) });
      });
    },
  };
}
