import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FLASH_DURATION_MS } from '../../../layout/FlashToast';
import { Toast } from '../../../ui/Toast';

interface ToastState {
  tone: 'error' | 'success';
  /** Bold first words, e.g. "Fehler beim Löschen" (SPEC §8: an error toast with a title and the message). */
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

interface ToastContextValue {
  toast: ToastState | null;
  show: (tone: ToastState['tone'], text: string, title?: string, link?: ToastLink) => void;
  outlets: string[];
  register: (id: string) => () => void;
}

// On the toast's colour, as its text.
const ToastAnchor = styled(Link)`
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
`;

const ToastContext = createContext<ToastContextValue | null>(null);

/**
 * One toast at a time for an admin view (SPEC §9: one at a time, 5 s). It shows in the newest mounted
 * `ToastOutlet`: the page's, or the one inside an open modal dialog, since a modal's backdrop covers the
 * page and makes it inert (a toast there would be hidden and never announced).
 */
export function AdminToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [outlets, setOutlets] = useState<string[]>([]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), FLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const show = useCallback(
    (tone: ToastState['tone'], text: string, title?: string, link?: ToastLink) => setToast({ tone, text, title, link, key: Date.now() }),
    [],
  );
  const register = useCallback((id: string) => {
    setOutlets((list) => [...list, id]);
    return () => setOutlets((list) => list.filter((entry) => entry !== id));
  }, []);
  const value = useMemo(() => ({ toast, show, outlets, register }), [toast, show, outlets, register]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** `show(tone, text, title?, link?)`: replaces whatever toast is shown. */
export function useAdminToast(): ToastContextValue['show'] {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useAdminToast outside AdminToastProvider');
  return context.show;
}

export function ToastOutlet() {
  const context = useContext(ToastContext);
  const id = useId();
  const register = context?.register;
  useEffect(() => register?.(id), [register, id]);
  if (!context?.toast || context.outlets[context.outlets.length - 1] !== id) return null;
  const { toast } = context;
  return (
    <Toast key={toast.key} tone={toast.tone}>
      {toast.title && <strong>{toast.title}: </strong>}
      {toast.text}
      {toast.link && (
        <>
          {' '}
          <ToastAnchor to={toast.link.to} data-testid="toast-link">
            {toast.link.label}
          </ToastAnchor>
        </>
      )}
    </Toast>
  );
}
