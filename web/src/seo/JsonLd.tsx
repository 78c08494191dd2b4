import type { Thing, WithContext } from 'schema-dts';

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` as \u escapes, so text such as "</script>"
 * or "<!--" in a course title cannot end the element or start a comment; U+2028/2029 likewise, as
 * old parsers take them for line ends. The result parses to the same JSON.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org structured data. `application/ld+json` is a data block, not a script the browser runs,
 * so the API's CSP (no inline scripts) does not apply to it; React renders it in place (not hoisted),
 * which search engines accept anywhere in the document.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
