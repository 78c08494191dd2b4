import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Toast } from './Toast';
import { type ToastState, useToast } from './useToast';

interface ToastContextValue {
  toast: ToastState | null;
  show: ReturnType<typeof useToast>[1];
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
 * One toast at a time for a whole view (docs/SPEC.md §9: one at a time, 5 s), shown by any part of it. It shows in the
 * newest mounted `ToastOutlet`: the page's, or the one inside an open modal dialog, since a modal's backdrop
 * covers the page and makes it inert (a toast there would be hidden and never announced).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, show] = useToast();
  const [outlets, setOutlets] = useState<string[]>([]);
  const register = useCallback((id: string) => {
    setOutlets((list) => [...list, id]);
    return () => setOutlets((list) => list.filter((entry) => entry !== id));
  }, []);
  const value = useMemo(() => ({ toast, show, outlets, register }), [toast, show, outlets, register]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** `show(tone, text, title?, link?)`: replaces whatever toast is shown. */
export function useShowToast(): ToastContextValue['show'] {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useShowToast outside ToastProvider');
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
