import type { Language } from '../context/language.js';

/**
 * The page a visitor sees when a page is refused before it is rendered: their address asked for more pages than
 * the page budget allows (`tooMany`, 429, ./rate-limits.ts), or this server renders all it can right now (`busy`,
 * 503, ./render-gate.ts). Small and fixed: no script, no stylesheet, no database, so a flood of refusals costs next
 * to nothing. The budget's page names the shared-network case, where the visitor did nothing wrong themselves.
 */
const TEXTS = {
  de: {
    tooMany: {
      title: 'Zu viele Seitenaufrufe',
      explanation: 'Von Ihrer Internetadresse wurden in kurzer Zeit sehr viele Seiten aufgerufen.',
      more: 'Teilen Sie die Adresse mit vielen anderen (etwa im Netz einer Schule oder Firma), kann das auch an ihnen liegen.',
    },
    busy: {
      title: 'Gerade sehr viel los',
      explanation: 'Unsere Website bekommt gerade mehr Anfragen, als sie sofort beantworten kann.',
      more: 'Ihre Eingaben und Buchungen gehen dabei nicht verloren.',
    },
    retry: (seconds: number) => `Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} noch einmal.`,
  },
  en: {
    tooMany: {
      title: 'Too many page requests',
      explanation: 'Very many pages were requested from your internet address in a short time.',
      more: 'If you share the address with many others (on a school or company network, say), they may be the cause.',
    },
    busy: {
      title: 'Very busy right now',
      explanation: 'Our website is getting more requests than it can answer at once.',
      more: 'Nothing you entered or booked is lost.',
    },
    retry: (seconds: number) => `Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  },
} satisfies Record<Language, unknown>;

export type Refusal = 'tooMany' | 'busy';

export function refusalPage(refusal: Refusal, language: Language, retryAfterSeconds: number): string {
  const t = TEXTS[language];
  const { title, explanation, more } = t[refusal];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – H2O Gersthofen</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a2b3c}h1{color:#0b5c8a}</style>
</head>
<body>
<h1>${title}</h1>
<p>${explanation} ${t.retry(retryAfterSeconds)}</p>
<p>${more}</p>
</body>
</html>
`;
}
