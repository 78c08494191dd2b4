/**
 * The trainer's marks on their way to the server: kept in the browser (localStorage) from the tap on, so a
 * lost connection, a reload or a closed tab loses none; sent in batches, again after a failure (on the `online` event
 * and every few seconds). The server keeps the latest mark per participant and session (note, badge) by `markedAt`,
 * so sending one twice changes nothing.
 */
export type Mark =
  | { kind: 'attendance'; courseId: number; participantId: number; sessionDate: string; present: boolean; markedAt: string }
  | { kind: 'note'; courseId: number; participantId: number; text: string; markedAt: string }
  | { kind: 'badge'; courseId: number; participantId: number; badgeId: number; reached: boolean; markedAt: string };

/**
 * What a send came to: stored; refused by the server (dropped, with its message); too many in a short time (429: kept,
 * sent after the pause the server named, the connection is fine); or no answer (kept, sent again later).
 */
export type SendOutcome =
  { kind: 'saved' } | { kind: 'refused'; message: string } | { kind: 'throttled'; retryAfterSeconds: number | null } | { kind: 'failed' };

export const STORAGE_KEY = 'h2o.trainer.marks';
/** The most one call carries (the server takes 300). */
const BATCH = 200;
const RETRY_MS = 5_000;
/** The longest pause a 429 may impose on the queue (the server's window is a minute). */
const MAX_PAUSE_MS = 60_000;
const DEBOUNCE_MS = 300;

/** One mark per participant and session (note, badge): a newer tap replaces the one still waiting. */
export function markKey(mark: Mark): string {
  const what = mark.kind === 'attendance' ? mark.sessionDate : mark.kind === 'badge' ? String(mark.badgeId) : '';
  return `${mark.courseId}:${mark.kind}:${mark.participantId}:${what}`;
}

export function withMark(queue: readonly Mark[], mark: Mark): Mark[] {
  return [...queue.filter((queued) => markKey(queued) !== markKey(mark)), mark];
}

/** The queue without the marks sent (a mark changed again meanwhile stays: its newer version was not sent). */
export function withoutSent(queue: readonly Mark[], sent: readonly Mark[]): Mark[] {
  const done = new Set(sent.map((mark) => `${markKey(mark)}@${mark.markedAt}`));
  return queue.filter((mark) => !done.has(`${markKey(mark)}@${mark.markedAt}`));
}

function isMark(value: unknown): value is Mark {
  if (!value || typeof value !== 'object') return false;
  const mark = value as Record<string, unknown>;
  return (
    ['attendance', 'note', 'badge'].includes(mark.kind as string) &&
    typeof mark.courseId === 'number' &&
    typeof mark.participantId === 'number' &&
    typeof mark.markedAt === 'string'
  );
}

function readStored(): Mark[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isMark) : [];
  } catch {
    return [];
  }
}

type Sender = (courseId: number, marks: Mark[]) => Promise<SendOutcome>;

/** The browser's one queue (a module singleton: every view of the trainer page shares it), with subscribers for React. */
class MarkQueue {
  private marks: Mark[] | null = null;
  private listeners = new Set<() => void>();
  private sending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sender: Sender | null = null;
  private refusal: string | null = null;
  private pausedUntil: number | null = null;
  private started = false;

  snapshot = (): readonly Mark[] => (this.marks ??= readStored());
  lastRefusal = (): string | null => this.refusal;
  /** When the server asked for a pause (429), the time (ms) the marks go again; null otherwise. */
  pause = (): number | null => this.pausedUntil;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts sending through `sender` (the page's Relay mutation); also what an earlier visit left behind. */
  start(sender: Sender): () => void {
    this.sender = sender;
    if (!this.started) {
      this.started = true;
      window.addEventListener('online', this.onOnline);
      // Another tab of the trainer page changed the queue.
      window.addEventListener('storage', this.reload);
    }
    this.sendSoon();
    return () => {
      if (this.sender === sender) this.sender = null;
    };
  }

  add(mark: Mark) {
    this.update(withMark(this.snapshot(), mark));
    // While the server asked for a pause, a new tap waits for its end with the rest.
    this.sendSoon(this.pausedUntil ? Math.max(this.pausedUntil - Date.now(), DEBOUNCE_MS) : DEBOUNCE_MS);
  }

  private onOnline = () => this.sendSoon(0);

  private reload = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    this.marks = readStored();
    this.emit();
  };

  private update(marks: Mark[]) {
    this.marks = marks;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(marks));
    } catch {
      // Storage full or refused (private mode): the marks stay in memory and are sent while the page is open.
    }
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private sendSoon(delay = DEBOUNCE_MS) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.send(), delay);
  }

  private async send() {
    this.timer = null;
    const sender = this.sender;
    const queue = this.snapshot();
    if (this.sending || !sender || queue.length === 0) return;
    this.sending = true;
    const courseId = queue[0].courseId;
    const batch = queue.filter((mark) => mark.courseId === courseId).slice(0, BATCH);
    let outcome: SendOutcome;
    try {
      outcome = await sender(courseId, batch);
    } catch {
      outcome = { kind: 'failed' };
    }
    this.sending = false;
    this.pausedUntil = null;
    if (outcome.kind === 'failed') {
      this.emit();
      this.sendSoon(RETRY_MS);
      return;
    }
    if (outcome.kind === 'throttled') {
      const wait = Math.min(Math.max((outcome.retryAfterSeconds ?? RETRY_MS / 1000) * 1000, DEBOUNCE_MS), MAX_PAUSE_MS);
      this.pausedUntil = Date.now() + wait;
      this.emit();
      this.sendSoon(wait);
      return;
    }
    this.refusal = outcome.kind === 'refused' ? outcome.message : null;
    this.update(withoutSent(this.snapshot(), batch));
    if (this.snapshot().length > 0) this.sendSoon(0);
  }
}

export const markQueue = new MarkQueue();
