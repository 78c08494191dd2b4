import { useEffect, useSyncExternalStore } from 'react';
import { type Mark, markQueue } from './markQueue';
import { useSaveTrainerMarksMutation } from './useSaveTrainerMarksMutation';

const noMarks: readonly Mark[] = [];
const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Sends the queue's marks while the trainer page is open (its status bar, mounted once, calls it). */
export function useSendingMarks() {
  const send = useSaveTrainerMarksMutation();
  useEffect(() => markQueue.start(send), [send]);
}

/** The marks still on the phone (all courses), whether it is online, the refusal of the last send and a pause the server asked for. */
export function useMarkQueue() {
  const marks = useSyncExternalStore(markQueue.subscribe, markQueue.snapshot, () => noMarks);
  const refusal = useSyncExternalStore(markQueue.subscribe, markQueue.lastRefusal, () => null);
  const pausedUntil = useSyncExternalStore(markQueue.subscribe, markQueue.pause, () => null);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return { marks, refusal, pausedUntil, online, add: (mark: Mark) => markQueue.add(mark) };
}
