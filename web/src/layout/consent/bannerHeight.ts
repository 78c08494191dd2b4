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

export function publishBannerHeight(px: number) {
  if (px === height) return;
  height = px;
  // The banner takes more of the screen's bottom: scrolled-to controls stop above it too (their scroll-margin-bottom,
  // GlobalStyle). Set on <html> only when the banner shows, hides or changes height, after layout (ResizeObserver).
  if (typeof document !== 'undefined') document.documentElement.style.setProperty('--consent-banner-room', px > 0 ? `${px}px` : '');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The style that lifts a fixed element above the banner, if one is shown. */
export function useAboveConsentBanner(): CSSProperties | undefined {
  const px = useSyncExternalStore(subscribe, () => height, () => 0);
  return px > 0 ? ({ '--consent-banner-height': `${px}px` } as CSSProperties) : undefined;
}
