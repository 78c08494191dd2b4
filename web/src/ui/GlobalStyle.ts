import { createGlobalStyle } from 'styled-components';
import { BOTTOM_BUTTON_ROOM_PX, SCROLLED_TO_CONTROLS } from '../layout/consent/bannerHeight';

/*
 * The type scale: font sizes 0.8, 0.9, 1, 1.15, 1.4, 1.6, 2, 2.6 and 3rem, weights 400 and 700 (typeScale.test.ts
 * keeps it). Before its first paint, Chromium on Linux asks the browser process about every size and weight a page
 * uses, one synchronous round trip each; 20 of them on /courses took 40-140 ms of the first layout here, which
 * Lighthouse's mobile simulation charges to FCP and LCP several times over. A page now uses 8-12.
 */

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /* A control the browser scrolls to (focus, scrollIntoView) stops below the sticky header (top bar and main row) and
     above the back-to-top button and, while shown, the consent banner (its height: bannerHeight.ts). On the controls,
     not as the page's scroll-padding: with that, focusing a control inside the sticky header or banner scrolled the
     page to its top or end (they sit inside the padded edge wherever the page is); Header and ConsentBanner set 0. */
  ${SCROLLED_TO_CONTROLS} {
    scroll-margin-top: calc(36px + ${({ theme }) => theme.layout.headerHeight} + 8px);
    scroll-margin-bottom: ${BOTTOM_BUTTON_ROOM_PX}px;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  /* Long German compounds in headings ("Familienschwimmen" in a narrow column) break at a syllable with a hyphen
     where the browser has a dictionary for the page's language, never leaving fewer than four letters on a line. */
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 0.5em; hyphens: auto; hyphenate-limit-chars: 10 4 4; }
  p { margin: 0 0 1em; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
