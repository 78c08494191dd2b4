import { randomBytes } from 'node:crypto';
import type { Language } from '@h2o/api/context/language';
import { centsFromPayPalValue, displayEuros } from '@h2o/api/validation/money';
import type { PayPalJson } from './orders.js';

/**
 * The buyer's page of the stand-in: what PayPal's checkout is for a real payment, reduced to the order and two
 * buttons in a plain form. No script; its one <style> carries a nonce. Its own Content-Security-Policy allows
 * the form to go on to the shop's return and cancel URLs (browsers check form-action on redirects too).
 */

const TEXTS = {
  de: {
    notice: 'Testzahlung – es wird kein echtes Geld bewegt.',
    merchant: 'Empfänger',
    items: 'Ihre Bestellung',
    item: 'Artikel',
    quantity: 'Menge',
    price: 'Preis',
    total: 'Gesamt',
    pay: 'Jetzt bezahlen',
    cancel: 'Abbrechen',
    notFound: 'Diese Zahlung gibt es nicht.',
    closed: 'Diese Zahlung ist bereits abgeschlossen.',
    badRequest: 'Die Anfrage ist ungültig.',
  },
  en: {
    notice: 'Test payment – no real money moves.',
    merchant: 'Payee',
    items: 'Your order',
    item: 'Item',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    pay: 'Pay now',
    cancel: 'Cancel',
    notFound: 'This payment does not exist.',
    closed: 'This payment is already completed.',
    badRequest: 'The request is invalid.',
  },
} satisfies Record<Language, Record<string, string>>;

export type SandboxPageMessage = 'notFound' | 'closed' | 'badRequest';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

// The site's money format (SPEC §9: EUR, de-DE) in both languages.
const money = (value: string) => displayEuros(centsFromPayPalValue(value));

export interface SandboxPage {
  html: string;
  contentSecurityPolicy: string;
}

/** The approval page of an open order: its payee, items, total and the two buttons. */
export function approvalPage(options: {
  language: Language;
  orderId: string;
  body: PayPalJson;
  brandName?: string;
  formUrl: string;
  returnUrls: string[];
}): SandboxPage {
  const t = TEXTS[options.language];
  const unit = options.body.purchase_units[0];
  const items = (unit.items ?? []) as { name: string; quantity: string; unit_amount: { value: string } }[];
  const rows = items
    .map(
      (item) =>
        `<tr><th scope="row">${escapeHtml(item.name)}</th><td>${escapeHtml(item.quantity)}</td><td>${escapeHtml(money(item.unit_amount.value))}</td></tr>`,
    )
    .join('');
  const main = `
<p class="notice">${escapeHtml(t.notice)}</p>
<p>${escapeHtml(t.merchant)}: ${escapeHtml(options.brandName ?? unit.payee?.email_address ?? '')}</p>
${
  items.length
    ? `<table><caption>${escapeHtml(t.items)}</caption><thead><tr><th scope="col">${escapeHtml(t.item)}</th><th scope="col">${escapeHtml(t.quantity)}</th><th scope="col">${escapeHtml(t.price)}</th></tr></thead><tbody>${rows}</tbody></table>`
    : ''
}
<p class="total">${escapeHtml(t.total)}: <strong data-testid="paypal-sandbox-total">${escapeHtml(money(unit.amount.value))}</strong></p>
<form method="post" action="${escapeHtml(options.formUrl)}">
<input type="hidden" name="token" value="${escapeHtml(options.orderId)}">
<button type="submit" name="action" value="approve" class="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</form>`;
  return page(options.language, main, options.returnUrls);
}

/** A page that only says why there is nothing to approve (unknown, completed, malformed). */
export function messagePage(language: Language, message: SandboxPageMessage): SandboxPage {
  return page(language, `<p role="alert">${escapeHtml(TEXTS[language][message])}</p>`, []);
}

function page(language: Language, main: string, formTargets: string[]): SandboxPage {
  const nonce = randomBytes(16).toString('base64');
  const origins = [...new Set(formTargets.map((url) => new URL(url).origin))];
  return {
    contentSecurityPolicy: [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `form-action 'self' ${origins.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    html: `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>PayPal Sandbox</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>PayPal Sandbox</h1>
${main}
</main>
</body>
</html>
`,
  };
}

// Big, full-width buttons for thumbs; a visible focus ring for keyboards.
const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f5f7fa}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;color:#003087}
.notice{padding:.5rem .75rem;background:#fff4ce;border-radius:.25rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}
caption{text-align:left;font-weight:600;padding-bottom:.25rem}
th,td{padding:.5rem .25rem;border-bottom:1px solid #d0d7de;text-align:left;vertical-align:top}
td,th[scope=col]+th{text-align:right}
.total{font-size:1.25rem}
form{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
button{min-height:3rem;font:inherit;font-weight:600;border-radius:1.5rem;border:2px solid #003087;background:#fff;color:#003087;cursor:pointer}
button.pay{background:#ffc439;border-color:#ffc439;color:#111}
button:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
`;
