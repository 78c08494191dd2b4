import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** An inline classic script: `<script>` without src and without a type (or a JavaScript type). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?:\s+type="(?:text\/javascript|module)")?\s*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for the Content-Security-Policy, one per inline script of the HTML. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The script-src sources that let the web client's index.html run its inline scripts (the page's own tiny
 * ones, e.g. the consent-cookie check that must run before the first paint) while every other inline script
 * stays blocked. Read again when the build changes under the running server, as the pages are.
 */
export function webClientScriptSources(distDir: string | undefined): () => string {
  let seen: { mtimeMs: number; sources: string } | undefined;
  return () => {
    if (!distDir) return '';
    const file = join(distDir, 'index.html');
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return '';
    if (seen?.mtimeMs !== stat.mtimeMs) seen = { mtimeMs: stat.mtimeMs, sources: inlineScriptHashes(readFileSync(file, 'utf8')).join(' ') };
    return seen.sources;
  };
}
