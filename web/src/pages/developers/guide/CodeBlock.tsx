/** A code sample: scrolls inside itself on a phone; focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */
export function CodeBlock({ code }: { code: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <pre tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
}
