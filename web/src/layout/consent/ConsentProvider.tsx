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
   * False while rendering on the server and on the first render in the browser: the cookie is read after
   * mounting, so both renders agree (nothing optional, no banner) and hydration matches.
   */
  ready: boolean;
  /** The stored decision, null when there is none (yet): then the banner asks. */
  choice: ConsentChoice | null;
  /** The decision right now, for what mounts after a tap (the settings dialog); `choice` follows it a render later. */
  currentChoice(): ConsentChoice | null;
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

type Actions = Pick<ConsentContextValue, 'decide' | 'grant' | 'settingsOpen' | 'openSettings' | 'closeSettings'>;

/**
 * The decision, kept outside React state: each component that reads it follows it on its own. In the context it
 * would change right after hydration (when the cookie is read), and React would then have to hydrate every part
 * of the page still waiting (the newsletter form loads near the footer) before showing the banner.
 */
class ChoiceStore {
  private decided: ConsentChoice | null | undefined;
  private saved: ConsentChoice | null | undefined;
  private readonly listeners = new Set<() => void>();

  /** The decision of this page view if one was made (it holds even with cookies blocked), else the cookie's. */
  current(): ConsentChoice | null {
    if (this.decided !== undefined) return this.decided;
    // The cookie is read once per page view: every reader (banner, footer, maps, videos) asks in the task that runs
    // hydration's effects, and each read of document.cookie asked the browser again and parsed the JSON again.
    if (this.saved === undefined) this.saved = readConsentCookie(document.cookie);
    return this.saved;
  }

  store(next: ConsentChoice) {
    this.decided = next;
    for (const listener of this.listeners) listener();
  }

  follow(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const ConsentContext = createContext<(Actions & { store: ChoiceStore }) | null>(null);

const NOT_READY = { ready: false, choice: null };

/** { ready, choice }: not ready on the server and in the first render in the browser, then the stored decision. */
function useStoredChoice(store: ChoiceStore | undefined): { ready: boolean; choice: ConsentChoice | null } {
  const [state, setState] = useState<{ ready: boolean; choice: ConsentChoice | null }>(NOT_READY);
  useEffect(() => {
    if (!store) return;
    const follow = () => setState({ ready: true, choice: store.current() });
    // A transition: time-sliced, and it waits for the rest of the page to hydrate instead of forcing it.
    startTransition(follow);
    return store.follow(follow);
  }, [store]);
  return state;
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new ChoiceStore());
  const [settingsOpen, setSettingsOpen] = useState(false);

  const decide = useCallback(
    (optional: Record<OptionalCategory, boolean>) => {
      const next = makeChoice(optional);
      // With cookies blocked the choice still holds for this page view; the next one asks again.
      document.cookie = consentCookieLine(next, window.location.protocol === 'https:');
      store.store(next);
      setSettingsOpen(false);
    },
    [store],
  );

  const grant = useCallback(
    (category: OptionalCategory) => decide({ ...(store.current()?.categories ?? NOTHING_OPTIONAL), [category]: true }),
    [decide, store],
  );

  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const value = useMemo(
    () => ({ store, decide, grant, settingsOpen, openSettings, closeSettings }),
    [store, decide, grant, settingsOpen, openSettings, closeSettings],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const context = useContext(ConsentContext);
  const { ready, choice } = useStoredChoice(context?.store);
  if (!context) throw new Error('useConsent must be used inside <ConsentProvider>');
  const { decide, grant, settingsOpen, openSettings, closeSettings } = context;
  const { store } = context;
  const currentChoice = () => store.current();
  return {
    decide,
    grant,
    settingsOpen,
    openSettings,
    closeSettings,
    ready,
    choice,
    currentChoice,
    categories: choice?.categories ?? NOTHING_OPTIONAL,
  };
}
