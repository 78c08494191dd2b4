import { useSyncExternalStore, type CSSProperties } from 'react';

/**
 * The consent banner's height while it is shown (0 otherwise), for what is fixed at the bottom of the screen (the
 * back-to-top button, toasts) and has to sit above it. Each of them sets `--consent-banner-height` on itself: set
 * on <html>, the variable made the browser restyle every element of the page (~400 on /courses, 11-14 ms here,
 * four times that on a phone) in the task that hydrated it, since custom properties are inherited.
 */
let height = 0;
const listeners = new Set<() => void>();

/**
 * The room the back-to-top button takes at the bottom of the screen (16 px margin, 48 px button, 8 px air): the
 * controls' `scroll-margin-bottom` (GlobalStyle), so a control the browser scrolls to (focus, `scrollIntoView`) stops
 * above the button instead of under it.
 */
export const BOTTOM_BUTTON_ROOM_PX = 72;

/** What a visitor can focus or the page scroll to: GlobalStyle gives them their scroll margins. */
export const SCROLLED_TO_CONTROLS = ':is(a, button, input, select, textarea, [tabindex])';

function controlsRoomRule(): HTMLStyleElement {
  const existing = document.getElementById('consent-banner-room');
  if (existing instanceof HTMLStyleElement) return existing;
  const style = document.createElement('style');
  style.id = 'consent-banner-room';
  document.head.append(style);
  return style;
}

export function publishBannerHeight(px: number) {
  if (px === height) return;
  height = px;
  // The banner takes more of the screen's bottom: scrolled-to controls stop above it too. A rule of its own for the
  // controls alone, not a variable on <html>, which would restyle every element of the page in the task that hydrates
  // it (before-hydration.test.ts). `html` makes it outweigh GlobalStyle's rule, not Header's and ConsentBanner's 0.
  if (typeof document !== 'undefined')
    controlsRoomRule().textContent =
      px > 0 ? `html ${SCROLLED_TO_CONTROLS} { scroll-margin-bottom: ${BOTTOM_BUTTON_ROOM_PX + px}px; }` : '';
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The style that lifts a fixed element above the banner, if one is shown. */
export function useAboveConsentBanner(): CSSProperties | undefined {
  const px = useSyncExternalStore(
    subscribe,
    () => height,
    () => 0,
  );
  return px > 0 ? ({ '--consent-banner-height': `${px}px` } as CSSProperties) : undefined;
}
