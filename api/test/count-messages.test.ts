import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { mailMessages } from '../src/modules/mail/mail-registry.js';
// Loading the modules registers every domain's mail texts (modules.ts).
import '../src/modules/modules.js';
import { validationCatalogue } from '../src/validation/messages.js';

/**
 * A count shown with a word after it takes the word's plural form from the count ("1 Bestellung", "2 Bestellungen"):
 * every message, in the web's catalogues and the mails', that puts a count argument before a word does so through ICU
 * `plural`. A count argument is one named like a count (`count`, `n`, `total`, `…Count`, or a plural noun such as
 * `orders`, `places`, `weeks`). A bare `{x}` is fine only where no word follows ("({percent} %)"); `{x, number}` says on
 * purpose that the word after it has no plural form ("{value, number} fällig"). A new "{count} Bestellungen" fails here.
 */
const COUNT_NAME =
  /^(n|count|total|value|sent|failed|caught|held|notListed|[a-z]+Count|places|seats|orders|invoices|participants|refunds|mails|weeks|days|months|hours|minutes|courses|bookings|items|children|sessions|spots|reviews|steps|subscribers|recipients|messages|requests)$/;
const root = fileURLToPath(new URL('../..', import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(join(root, 'web/src/i18n/locales', file), 'utf8')) as Record<string, string>;

const catalogues: Record<string, Record<string, string>> = {
  'web de': json('de.json'),
  'web en': json('en.json'),
  'web admin de': json('admin.de.json'),
  'web admin en': json('admin.en.json'),
  'mail de': mailMessages('de'),
  'mail en': mailMessages('en'),
  'validation de': validationCatalogue.de,
  'validation en': validationCatalogue.en,
};

/** The count arguments shown without `plural` right before a word, in this message's elements (plural branches too). */
function countsBeforeWords(elements: MessageFormatElement[]): string[] {
  const found: string[] = [];
  elements.forEach((element, index) => {
    if (element.type === TYPE.argument && COUNT_NAME.test(element.value)) {
      const next = elements[index + 1];
      if (next?.type === TYPE.literal && /^\s*\p{L}/u.test(next.value)) found.push(`{${element.value}}${next.value.slice(0, 20)}`);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) found.push(...countsBeforeWords(option.value));
    }
    if (element.type === TYPE.tag) found.push(...countsBeforeWords(element.children));
  });
  return found;
}

describe('counts in messages', () => {
  it("take their word's plural form through ICU plural, in every web and mail catalogue", () => {
    const offenders = Object.entries(catalogues).flatMap(([catalogue, messages]) =>
      Object.entries(messages).flatMap(([id, text]) => countsBeforeWords(parse(text)).map((found) => `${catalogue}: ${id}: ${found}`)),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a count without plural (the check can fail)', () => {
    expect(countsBeforeWords(parse('{count} Bestellungen'))).toEqual(['{count} Bestellungen']);
    expect(countsBeforeWords(parse('Noch {total} Plätze'))).toEqual(['{total} Plätze']);
    expect(countsBeforeWords(parse('{count, plural, one {# Bestellung} other {# Bestellungen}}'))).toEqual([]);
    expect(countsBeforeWords(parse('{sent, number} von {total, plural, one {# E-Mail} other {# E-Mails}}'))).toEqual([]);
  });

  it('read without a doubled word ("Bitte bitten Sie …")', () => {
    const doubled = Object.entries(catalogues).flatMap(([catalogue, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => /\bbitte bitten\b|\bplease please\b/i.test(text))
        .map(([id]) => `${catalogue}: ${id}`),
    );
    expect(doubled).toEqual([]);
    expect(validationCatalogue.de['validation.invitationExpired']).toBe(
      'Diese Einladung ist abgelaufen. Bitte lassen Sie sich von der Verwaltung eine neue Einladung schicken.',
    );
  });
});
