import { createIntl } from 'react-intl';
import { addModuleTexts, messagesFor, provideCatalogue, withModuleTexts } from './catalogues';

// In the browser build modules bring their own texts (web/build/catalogues.ts): they must reach every intl object,
// those made before the module ran and those made after (a language switch, the admin area's).
describe('texts handed over by a module', () => {
  it('reach the intl object made before, a catalogue loaded after, and a merged one made before', () => {
    provideCatalogue('de', { 'shell.greeting': 'Hallo' });
    const german = createIntl({ locale: 'de', messages: messagesFor('de') });
    const adminGerman = withModuleTexts('de', { ...messagesFor('de'), 'admin.title': 'Verwaltung' });

    addModuleTexts({ de: { 'page.title': 'Seite {number}' }, en: { 'page.title': 'Page {number}' } });

    expect(german.formatMessage({ id: 'page.title' }, { number: 2 })).toBe('Seite 2');
    expect(german.formatMessage({ id: 'shell.greeting' })).toBe('Hallo');
    expect(adminGerman['page.title']).toBe('Seite {number}');

    // The other language arrives later, on a switch: it gets the texts of every page loaded so far.
    provideCatalogue('en', { 'shell.greeting': 'Hello' });
    const english = createIntl({ locale: 'en', messages: messagesFor('en') });
    expect(english.formatMessage({ id: 'page.title' }, { number: 3 })).toBe('Page 3');
    expect(english.formatMessage({ id: 'shell.greeting' })).toBe('Hello');
  });
});
