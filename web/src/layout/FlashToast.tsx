import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Toast, TOAST_DURATION_MS } from '../ui/Toast';

/** What a page hands to the next one when it sends the visitor on: `navigate(to, { state: { flash } })`. */
export interface Flash {
  /** A catalogue message id. */
  id: string;
  tone: 'error' | 'success';
}

/**
 * Shows the toast a previous page left in the history entry's state (e.g. the review page without a
 * course, SPEC §2). Set in an effect, never during render: the server renders no state, and a reload
 * keeps the browser's history state, which must not make hydration differ from the server's HTML.
 */
export function FlashToast() {
  const intl = useIntl();
  const location = useLocation();
  const [shown, setShown] = useState<Flash | null>(null);
  useEffect(() => {
    const flash = (location.state as { flash?: Flash } | null)?.flash ?? null;
    setShown(flash);
    if (!flash) return;
    const timer = setTimeout(() => setShown(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.state]);
  if (!shown) return null;
  return <Toast tone={shown.tone}>{intl.formatMessage({ id: shown.id })}</Toast>;
}
