import { useEffect, useRef, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { Disposable, Environment } from 'relay-runtime';
import type { liveOrderEventsSubscription } from '../../../__generated__/liveOrderEventsSubscription.graphql';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';

/**
 * How often a view refreshes while the live stream is unavailable (it could not be opened, or broke for good): slower
 * than docs/SPEC.md §7's 10 s, which the stream replaces; a fallback, not the way the list keeps current.
 */
export const LIVE_FALLBACK_REFRESH_MS = 30_000;

const orderEventsSubscription = graphql`
  subscription liveOrderEventsSubscription {
    orderEvents {
      id
      type
    }
  }
`;

interface Listener {
  onEvent(): void;
  onFailure(): void;
}

/** One subscription per tab, however many views listen (the dashboard has two): the API caps streams per address. */
interface Feed {
  listeners: Set<Listener>;
  subscription: Disposable;
}

const feeds = new WeakMap<Environment, Feed>();

function listen(environment: Environment, listener: Listener): () => void {
  let feed = feeds.get(environment);
  if (!feed) {
    const listeners = new Set<Listener>();
    // Registered before the subscription starts: a failure reported at once still finds it.
    const opened: Feed = { listeners, subscription: { dispose: () => {} } };
    feeds.set(environment, opened);
    const failed = () => {
      // Gone for good: the views that listen fall back to their timer; the next view to listen opens a new stream.
      if (feeds.get(environment) === opened) feeds.delete(environment);
      for (const each of listeners) each.onFailure();
    };
    opened.subscription = requestSubscription<liveOrderEventsSubscription>(environment, {
      subscription: orderEventsSubscription,
      variables: {},
      onNext: () => {
        for (const each of listeners) each.onEvent();
      },
      onError: failed,
      // The server ends the stream only when the session ended (signed out, role changed).
      onCompleted: failed,
    });
    feed = opened;
  }
  const current = feed;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.subscription.dispose();
    if (feeds.get(environment) === current) feeds.delete(environment);
  };
}

/**
 * Calls `refresh` whenever an order is placed, paid or cancelled, through any instance (the API's `orderEvents`
 * subscription, README "Public API": Subscriptions), instead of on a timer; while the stream is unavailable, every
 * LIVE_FALLBACK_REFRESH_MS (`usePeriodicRefresh`). Give it a refetch with `fetchPolicy: 'network-only'`.
 */
export function useLiveOrderRefresh(refresh: () => void): void {
  const environment = useRelayEnvironment();
  const latest = useRef(refresh);
  latest.current = refresh;
  const [streamFailed, setStreamFailed] = useState(false);
  useEffect(() => listen(environment, { onEvent: () => latest.current(), onFailure: () => setStreamFailed(true) }), [environment]);
  usePeriodicRefresh(refresh, streamFailed ? LIVE_FALLBACK_REFRESH_MS : null);
}
