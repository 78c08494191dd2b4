/**
 * Resolves when the visitor first moves to another page in the browser (main.tsx watches the router).
 *
 * A part of the page kept as server HTML until it is needed (a lazy component in a Suspense boundary that
 * has not hydrated yet, such as the newsletter form near the footer) must be loaded by then: a navigation
 * is a transition, and React finishes a transition only after hydrating every boundary it passes through,
 * so the new page would wait for that part (for ever, if its code waits for a scroll).
 */
let started: () => void = () => {};
export const firstNavigation = new Promise<void>((resolve) => {
  started = resolve;
});

export function noteNavigation(): void {
  started();
}
