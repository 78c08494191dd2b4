import { useCallback, useEffect, useState } from 'react';
import { FLASH_DURATION_MS } from '../../layout/FlashToast';

export interface ToastState {
  tone: 'error' | 'success';
  text: string;
  /** A new key per toast: the same text again is announced again. */
  key: number;
}

/** A page's own toast (ui/Toast): one at a time (SPEC §9), gone after 5 s. */
export function useToast() {
  const [toast, setToast] = useState<ToastState | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), FLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const show = useCallback((tone: ToastState['tone'], text: string) => setToast({ tone, text, key: Date.now() }), []);
  const hide = useCallback(() => setToast(null), []);
  return [toast, show, hide] as const;
}
