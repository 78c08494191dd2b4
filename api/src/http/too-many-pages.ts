import type { Language } from '../context/language.js';

/**
 * The page a visitor sees when their address has asked for more pages than the page budget allows
 * (./rate-limits.ts). Small and fixed: no script, no stylesheet, no database, so a flood of refusals costs
 * next to nothing. It names the shared-network case, where the visitor did nothing wrong themselves.
 */
const TEXTS = {
  de: {
    title: 'Zu viele Seitenaufrufe',
    explanation: 'Von Ihrer Internetadresse wurden in kurzer Zeit sehr viele Seiten aufgerufen.',
    shared: 'Teilen Sie die Adresse mit vielen anderen (etwa im Netz einer Schule oder Firma), kann das auch an ihnen liegen.',
    retry: (seconds: number) => `Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} noch einmal.`,
  },
  en: {
    title: 'Too many page requests',
    explanation: 'Very many pages were requested from your internet address in a short time.',
    shared: 'If you share the address with many others (on a school or company network, say), they may be the cause.',
    retry: (seconds: number) => `Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  },
} satisfies Record<Language, unknown>;

export function tooManyPagesPage(language: Language, retryAfterSeconds: number): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} – H2O Gersthofen</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a2b3c}h1{color:#0b5c8a}</style>
</head>
<body>
<h1>${t.title}</h1>
<p>${t.explanation} ${t.retry(retryAfterSeconds)}</p>
<p>${t.shared}</p>
</body>
</html>
`;
}
