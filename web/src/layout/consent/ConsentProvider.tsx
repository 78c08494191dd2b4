import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  type ConsentCategories,
  type ConsentChoice,
  consentCookieLine,
  makeChoice,
  NOTHING_OPTIONAL,
  type OptionalCategory,
  readConsentCookie,
} from './consentChoice';

interface ConsentContextValue {
  /**
   * False while rendering on the server and on the first render in the browser: the cookie is read in
   * an effect, so both renders agree (nothing optional, no banner) and hydration matches.
   */
  ready: boolean;
  /** The stored decision, null when there is none (yet): then the banner asks. */
  choice: ConsentChoice | null;
  /** What may be used now; only "necessary" until a decision says more. */
  categories: ConsentCategories;
  /** Stores a decision about the three optional categories (now, with the current text version). */
  decide(optional: Record<OptionalCategory, boolean>): void;
  /** Allows one more category, keeping the others as decided (off when nothing was decided). */
  grant(category: OptionalCategory): void;
  settingsOpen: boolean;
  openSettings(): void;
  closeSettings(): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    // In a transition, like useInBrowser: an ordinary update here would make React finish hydrating the page in one task.
    startTransition(() => {
      setChoice(readConsentCookie(document.cookie));
      setReady(true);
    });
  }, []);

  const decide = useCallback((optional: Record<OptionalCategory, boolean>) => {
    const next = makeChoice(optional);
    // With cookies blocked the choice still holds for this page view; the next one asks again.
    document.cookie = consentCookieLine(next, window.location.protocol === 'https:');
    setChoice(next);
    setSettingsOpen(false);
  }, []);

  const grant = useCallback(
    (category: OptionalCategory) => decide({ ...(choice?.categories ?? NOTHING_OPTIONAL), [category]: true }),
    [choice, decide],
  );

  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const value = useMemo<ConsentContextValue>(
    () => ({ ready, choice, categories: choice?.categories ?? NOTHING_OPTIONAL, decide, grant, settingsOpen, openSettings, closeSettings }),
    [ready, choice, decide, grant, settingsOpen, openSettings, closeSettings],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside <ConsentProvider>');
  return value;
}
