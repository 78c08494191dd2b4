/**
 * Runs in a worker (./intlWarmUp.ts): uses each `Intl` service the first page needs once, in the page's language,
 * so that the process loads its locale data here instead of on the page's main thread. The message names the
 * language; the answer says it is done, and the worker then ends itself.
 */
self.onmessage = ({ data: language }: MessageEvent<string>) => {
  const region = language === 'en' ? 'en-GB' : 'de-DE';
  // What react-intl's createIntl checks, then what src/i18n/format.ts and displayEuros format with.
  Intl.NumberFormat.supportedLocalesOf(language);
  Intl.DateTimeFormat.supportedLocalesOf(language);
  new Intl.NumberFormat(region, { style: 'currency', currency: 'EUR' }).format(1250);
  new Intl.DateTimeFormat(region, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(0);
  new Intl.PluralRules(language).select(2);
  self.postMessage('warm');
  self.close();
};
