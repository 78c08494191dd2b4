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
 * The order page shows its flash (booking or payment successful, payment failed) in the page, under the order
 * number: a toast there covered the IBAN or the participant names on a phone right when the parent needs them.
 */
export const FLASH_IN_PAGE_PATHS = ['/checkout/order'];

/**
 * Shows the toast a previous page left in the history entry's state (e.g. the review page without a
 * course, docs/SPEC.md §2). Set in an effect, never during render: the server renders no state, and a reload
 * keeps the browser's history state, which must not make hydration differ from the server's HTML.
 */
export function FlashToast() {
  const intl = useIntl();
  const location = useLocation();
  const [shown, setShown] = useState<Flash | null>(null);
  useEffect(() => {
    const flash = FLASH_IN_PAGE_PATHS.includes(location.pathname) ? null : flashOf(location.state);
    setShown(flash);
    if (!flash) return;
    const timer = setTimeout(() => setShown(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [location.key, location.state, location.pathname]);
  if (!shown) return null;
  return <Toast tone={shown.tone}>{intl.formatMessage(shown)}</Toast>;
}

/** The flash a previous page left in the history entry's state, if any. */
export function flashOf(state: unknown): Flash | null {
  return (state as { flash?: Flash } | null)?.flash ?? null;
}
