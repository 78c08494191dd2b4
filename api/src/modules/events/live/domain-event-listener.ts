import type { EntityManager } from '@mikro-orm/postgresql';
import { listenToChannel } from '../../../db/channel-listener.js';
import { DomainEvent } from '../domain-event.entity.js';
import { DOMAIN_EVENT_CHANNEL, DOMAIN_EVENT_TYPES, type PublishedDomainEvent } from '../domain-event-types.js';
import type { DomainEventFeed } from './domain-event-feed.js';

/**
 * How far back the log is read after a lost connection, before the last event heard: `occurredAt` is the writer's
 * clock when it published, and transactions commit in another order than they began (a checkout that took a second
 * commits after one that began later), so the gap's events may be stamped a little before the last one heard.
 */
const CATCH_UP_MARGIN_MS = 60_000;
/** The most events one catch-up hands on (an outage of hours would otherwise flood every subscriber at once). */
const CATCH_UP_LIMIT = 1_000;
/** Ids of the events handed on lately, so one heard both in the log and by NOTIFY reaches subscribers once. */
const REMEMBERED_IDS = 5_000;

export interface DomainEventListener {
  /** Resolves once every event committed before the call has been handed to the feed (see ChannelListener.sync). */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg?: string): void;
}

/**
 * This instance's one database connection listening for domain events (`pg_notify` at each commit of
 * publishDomainEvent, from every instance), handing each to the in-process feed. The connection is opened again
 * with back-off when lost (db/channel-listener.ts); the events committed meanwhile are then read from the event log
 * and handed on late rather than never, so a subscriber misses nothing a short outage took.
 */
export function listenForDomainEvents(
  connectionString: () => string,
  rootEm: EntityManager,
  feed: DomainEventFeed,
  log: Logger,
): DomainEventListener {
  const handedOn = new Set<string>();
  let lastHeard: Date | null = null;
  let listeningSince: Date | null = null;
  let wasLost = false;

  const handOn = (event: PublishedDomainEvent) => {
    if (handedOn.has(event.id)) return;
    handedOn.add(event.id);
    // A Set iterates in insertion order: the oldest id goes first.
    if (handedOn.size > REMEMBERED_IDS) handedOn.delete(handedOn.values().next().value!);
    const occurredAt = new Date(event.occurredAt);
    if (!lastHeard || occurredAt > lastHeard) lastHeard = occurredAt;
    feed.publish(event);
  };

  const catchUp = async () => {
    const since = new Date((lastHeard ?? listeningSince ?? new Date()).getTime() - CATCH_UP_MARGIN_MS);
    try {
      const missed = await rootEm
        .fork()
        .find(DomainEvent, { occurredAt: { $gt: since } }, { orderBy: { occurredAt: 'asc', id: 'asc' }, limit: CATCH_UP_LIMIT });
      for (const event of missed) handOn({ ...event, occurredAt: event.occurredAt.toISOString() });
    } catch (error) {
      log.warn({ err: error }, 'live updates: could not read the events missed while the database was away');
    }
  };

  return listenToChannel({
    connectionString,
    channel: DOMAIN_EVENT_CHANNEL,
    applicationName: 'h2o domain events',
    onNotification(payload) {
      const event = parseEvent(payload);
      if (event) handOn(event);
      else log.warn({ payload: payload.slice(0, 200) }, 'live updates: ignored a notification that is no domain event');
    },
    onListening(listening) {
      if (!listening) return;
      listeningSince ??= new Date();
      if (!wasLost) return;
      wasLost = false;
      void catchUp();
    },
    onLost(error) {
      wasLost = true;
      log.warn({ err: error }, 'live updates: lost the database notifications; listening again');
    },
  });
}

const KNOWN_TYPES = new Set<string>(DOMAIN_EVENT_TYPES);

/** A notification's payload as publishDomainEvent writes it; null for anything else (nobody else should NOTIFY here). */
function parseEvent(payload: string): PublishedDomainEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { id, type, subjectId, data, occurredAt } = parsed as Record<string, unknown>;
  const valid =
    typeof id === 'string' &&
    typeof type === 'string' &&
    KNOWN_TYPES.has(type) &&
    typeof subjectId === 'string' &&
    typeof occurredAt === 'string' &&
    !Number.isNaN(Date.parse(occurredAt)) &&
    (data === undefined || (typeof data === 'object' && data !== null && !Array.isArray(data)));
  return valid ? (parsed as PublishedDomainEvent) : null;
}
