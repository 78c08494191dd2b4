import { css } from 'styled-components';

/**
 * For parts that are mostly below the first screen (the footer's columns, the cards of a list): the browser lays
 * them out and paints them only when they come near the viewport, so the first layout, which a phone does before it
 * can paint anything, covers the first screen instead of the whole page. On /courses it took half the CPU time
 * (8.5-9.6 → 4.3-5.5 ms in Lighthouse's traces here). Parts on the first screen are laid out at once as before;
 * find-in-page, anchors and assistive technology still see the whole page. The height is the estimate used until
 * the part was first laid out (`auto` then keeps its real height), so the scroll bar is about right.
 * Layout containment comes with it: a `position: fixed` descendant would be placed in the part, not the viewport
 * (dialogs are safe: `showModal()` puts them in the top layer).
 */
export const layoutWhenNear = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight};
`;
