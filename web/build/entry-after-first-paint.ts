import type { Plugin } from 'vite';

/**
 * The page arrives rendered (server-side), so its scripts are for later: hydration, not the first paint. Named in the
 * HTML, the entry (boot.ts) and the two chunks it imports were fetched while the page was parsed, and on a fast
 * connection had arrived before the first paint: Lighthouse's simulation then counts them, on slow 4G, into First
 * Contentful Paint (the imports have high priority) and Largest Contentful Paint (every request that ended before it),
 * though the paint never waited for them. So index.html asks for the entry only once the page is painted (the paint
 * waits for the whole page, see ssr/document.ts): a small inline script inserts it then. The Content-Security-Policy allows the
 * script by its hash, as the other inline scripts of the built index.html (api/src/http/inline-scripts.ts).
 */
export function entryAfterFirstPaint(): Plugin {
  return {
    name: 'h2o-entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
        // Vite writes the entry tag this way; another shape would silently load the entry before the paint again.
        if (entries.length !== 1) throw new Error(`${filename}: expected one entry <script type="module">, found ${entries.length}`);
        const [tag, src] = entries[0];
        // Once the first contentful paint is reported (its entry comes when the frame is on the screen, after the main
        // thread's paint: a script asked for in the task after the frame still counted as "before" it). Where the
        // browser reports no paints, in the task after the first frame; in a hidden tab, at once; at the latest 3 s
        // after the page is parsed.
        const loader =
          '(function(d){var s;function go(){if(s)return;s=d.createElement("script");s.type="module";s.crossOrigin="";' +
          `s.src=${JSON.stringify(src)};d.head.appendChild(s)}` +
          'var P=window.PerformanceObserver,paints=!!P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0;' +
          'if(paints)new P(function(l){l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:true});' +
          'd.addEventListener("DOMContentLoaded",function(){if(d.visibilityState==="hidden")go();' +
          'else if(!paints)requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)});' +
          'd.addEventListener("visibilitychange",go)})(document)';
        return html.replace(tag, () => `<script>${loader}</script>`);
      },
    },
  };
}
