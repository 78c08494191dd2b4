import { useCallback, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from './Toast';

export interface ToastState {
  tone: 'error' | 'success';
  /** Bold first words, e.g. "Fehler beim Löschen" (docs/SPEC.md §8: an error toast with a title and the message). */
  title?: string;
  text: string;
  /** A link after the text ("Bestellung öffnen"), e.g. to what the action made. */
  link?: ToastLink;
  /** A new key per toast: the same text again is announced again. */
  key: number;
}

export interface ToastLink {
  to: string;
  label: string;
}

/** A page's own toast (ui/Toast): one at a time (docs/SPEC.md §9), gone after 5 s. */
export function useToast() {
  const [toast, setToast] = useState<ToastState | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback(
    (tone: ToastState['tone'], text: string, title?: string, link?: ToastLink) => setToast({ tone, text, title, link, key: Date.now() }),
    [],
  );
  const hide = useCallback(() => setToast(null), []);
  return [toast, show, hide] as const;
}
