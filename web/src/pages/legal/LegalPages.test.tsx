import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SiteOriginProvider } from '../../seo/SiteOrigin';
import { expectHeadingsInOrder } from '../../test/headingOrder';
import { renderWithProviders } from '../../test/renderWithProviders';
import { privacyDe } from './content/de/privacy';
import { imprintDe } from './content/de/imprint';
import { termsDe } from './content/de/terms';
import { privacyEn } from './content/en/privacy';
import { imprintEn } from './content/en/imprint';
import { termsEn } from './content/en/terms';
import { DEFAULT_BUSINESS_FACTS } from './content/business';
import { ImprintDocument } from './ImprintPage';
import { PrivacyDocument } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const ORIGIN = 'https://h2o.example';

function renderLegal(Page: ComponentType, path: string, language: 'de' | 'en') {
  return renderWithProviders(
    <SiteOriginProvider origin={ORIGIN}>
      <Page />
    </SiteOriginProvider>,
    { language, route: path },
  );
}

/** The page's visible text with runs of white space (JSX line breaks) folded into one space. */
function pageText(): string {
  return (document.querySelector('article')?.textContent ?? '').replace(/\s+/g, ' ');
}

const pages = [
  { path: '/impressum', Page: () => <ImprintDocument business={DEFAULT_BUSINESS_FACTS} />, de: 'Impressum', en: 'Imprint' },
  { path: '/datenschutz', Page: () => <PrivacyDocument retentionMonths={6} />, de: 'Datenschutzerklärung', en: 'Privacy policy' },
  { path: '/agb', Page: TermsPage, de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions' },
];

describe.each(pages)('$path', ({ path, Page, de, en }) => {
  it.each([
    ['de', de, 'Stand: 26.11.2026'],
    ['en', en, 'Last updated: 26/11/2026'],
  ] as const)('in %s: title, revision date, an indexable head and headings in order', (language, title, updated) => {
    const { container } = renderLegal(Page, path, language);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(updated).closest('time')).toHaveAttribute('dateTime', '2026-11-26');
    expect(document.title.startsWith(`${title} – H2O Gersthofen`)).toBe(true);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(60);
    expect(description.length).toBeLessThanOrEqual(165);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
    expectHeadingsInOrder(container);
  });
});

describe('the English legal texts', () => {
  it.each([
    ['imprint', imprintDe(DEFAULT_BUSINESS_FACTS), imprintEn(DEFAULT_BUSINESS_FACTS)],
    ['privacy policy', privacyDe, privacyEn],
    ['terms', termsDe, termsEn],
  ])('follow the German %s section by section, and say the German text binds', (_, german, english) => {
    expect(english.sections.map((section) => section.id)).toEqual(german.sections.map((section) => section.id));
    renderLegal(() => <>{english.intro}</>, '/', 'en');
    expect(screen.getByText(/the German version is legally binding/)).toBeInTheDocument();
  });
});

describe('/impressum', () => {
  it.each(['de', 'en'] as const)('in %s names the provider in Gersthofen and marks every fact the spec lacks', (language) => {
    renderLegal(() => <ImprintDocument business={DEFAULT_BUSINESS_FACTS} />, '/impressum', language);
    const text = pageText();
    expect(text).toContain('H2O Gersthofen');
    expect(text).toContain('86368 Gersthofen');
    expect(text).toMatch(/§ 5 (Digitale-Dienste-Gesetz|German Digital Services Act) \(DDG\)/);
    expect(text).toMatch(/§ 18 (Abs\. 2|\(2\))/);
    expect(text).toMatch(/Verbraucherschlichtungsstelle|consumer arbitration board/);
    expect(screen.getByRole('link', { name: 'info@h2o-gersthofen.de' })).toHaveAttribute('href', 'mailto:info@h2o-gersthofen.de');
    // Owner, street, phone, register, VAT id, business id, profession, responsible person and street:
    // placeholders to fill in, never invented values.
    const placeholders = [...document.querySelectorAll('[data-legal-placeholder]')].map((mark) => mark.textContent);
    expect(placeholders).toHaveLength(9);
    for (const placeholder of placeholders) expect(placeholder).toMatch(/^\[.+\]$/);
    expect(text).not.toMatch(/ec\.europa\.eu\/consumers\/odr/); // the EU ODR platform closed in July 2025
  });

  it.each([
    ['de', 'Deutschland', 'Telefon: 0821 555123'],
    ['en', 'Germany', 'Telephone: 0821 555123'],
  ] as const)('in %s prints the business profile\'s facts where staff entered them, placeholders for the rest', (language, country, phone) => {
    const business = { ...DEFAULT_BUSINESS_FACTS, legalName: 'H2O Gersthofen – Inh. Erika Muster', street: 'Badstraße 7', phone: '0821 555123', vatId: 'DE123456789', email: 'kontakt@h2o.test' };
    renderLegal(() => <ImprintDocument business={business} />, '/impressum', language);
    const text = pageText();
    expect(text).toContain('H2O Gersthofen – Inh. Erika Muster');
    expect(text.match(/Badstraße 7/g)).toHaveLength(2); // the provider's address and the responsible person's
    expect(text).toContain(`86368 Gersthofen${country}`); // lines of the address (<br>, no space in the text)
    expect(text).toContain(phone);
    expect(text).toContain('DE123456789');
    expect(screen.getByRole('link', { name: 'kontakt@h2o.test' })).toHaveAttribute('href', 'mailto:kontakt@h2o.test');
    // Owner, register entry (empty: a sole proprietor), business id, profession and responsible person stay to fill in.
    expect(document.querySelectorAll('[data-legal-placeholder]')).toHaveLength(5);
  });
});

describe('/datenschutz', () => {
  it.each([
    [
      'de',
      [
        'Kontaktformular', 'Kursanfrage', 'Teilnehmerlisten', 'Namen Ihrer Kinder', 'Kursbewertungen', 'Newsletter',
        'Zugänge unserer Mitarbeitenden', 'Server-Logdateien', 'lang', 'Cookie-Einstellungen', 'PayPal',
        'Art. 6 Abs. 1 lit. a DSGVO', 'Art. 6 Abs. 1 lit. b DSGVO', 'Art. 6 Abs. 1 lit. c DSGVO', 'Art. 6 Abs. 1 lit. f DSGVO',
        'Art. 15 DSGVO', 'Art. 17 DSGVO', 'Art. 21 DSGVO', 'Art. 77 DSGVO', 'Bayerisches Landesamt für Datenschutzaufsicht',
        'notwendig', 'Statistik', 'Marketing', 'Personalisierung', 'Hosting', 'SMTP', '§ 147 Abgabenordnung',
      ],
    ],
    [
      'en',
      [
        'contact form', 'course request', 'Participant lists', 'names of your children', 'Course reviews', 'newsletter',
        'Staff accounts', 'server log files', 'lang', 'Cookie settings', 'PayPal',
        'Art. 6(1)(a) GDPR', 'Art. 6(1)(b) GDPR', 'Art. 6(1)(c) GDPR', 'Art. 6(1)(f) GDPR',
        'Art. 15 GDPR', 'Art. 17 GDPR', 'Art. 21 GDPR', 'Art. 77 GDPR', 'Bayerisches Landesamt für Datenschutzaufsicht',
        'necessary', 'analytics', 'marketing', 'personalisation', 'Hosting', 'SMTP', '§ 147 German Fiscal Code',
      ],
    ],
  ] as const)('in %s names what is stored, why, the processors, the cookie categories and the rights', (language, facts) => {
    renderLegal(() => <PrivacyDocument retentionMonths={6} />, '/datenschutz', language);
    const text = pageText();
    expect(facts.filter((fact) => !text.includes(fact))).toEqual([]);
  });

  it.each([
    ['de', 9, '9 Monate nach dem letzten Kurstag löschen wir automatisch die Namen der Teilnehmenden'],
    ['de', 1, 'Einen Monat nach dem letzten Kurstag'],
    ['en', 9, "9 months after a course's last day we automatically delete the participants' names"],
  ] as const)('in %s states the retention months of the setting (%s; issue 26)', (language, months, sentence) => {
    renderLegal(() => <PrivacyDocument retentionMonths={months} />, '/datenschutz', language);
    expect(screen.getByTestId('privacy-retention').textContent?.replace(/\s+/g, ' ')).toContain(sentence);
  });
});

describe('/agb', () => {
  it.each([
    [
      'de',
      [
        'Nach dem Kauf ist eine Stornierung oder Rückerstattung der Kursgebühr ausgeschlossen.',
        'Wird die für einen Kurs angegebene Mindestteilnehmerzahl nicht erreicht, können wir den Kurs absagen.',
        'erstatten bereits gezahlte Kursgebühren in voller Höhe',
        'Den durch den Gutschein gedeckten Betrag erstatten wir Ihnen, sobald die Auszahlung des Gutscheins bei uns eingegangen ist.',
        'im Voraus zu zahlen, wahlweise per Überweisung (Vorkasse) oder über einen Zahlungsdienstleister',
        'für Kinder ab 5 Jahren', 'höchstens 8 bis 10 Teilnehmenden', 'nicht nachgeholt und nicht erstattet', 'ärztlichem Attest',
      ],
    ],
    [
      'en',
      [
        'After purchase, cancellation or a refund of the course fee is excluded.',
        'If the minimum number of participants stated for a course is not reached, we may cancel the course.',
        'refund course fees already paid in full',
        'We refund the amount covered by the voucher to you as soon as the voucher payout has reached us.',
        'payable in advance, either by bank transfer (prepayment) or through a payment provider',
        'for children from 5 years', 'at most 8 to 10 participants', 'neither made up nor refunded', 'medical certificate',
      ],
    ],
  ] as const)('in %s carries the cancellation, voucher, payment and participation rules of SPEC §1', (language, rules) => {
    renderLegal(TermsPage, '/agb', language);
    const text = pageText();
    expect(rules.filter((rule) => !text.includes(rule))).toEqual([]);
    expect(screen.getByRole('link', { name: language === 'de' ? 'Datenschutzerklärung' : 'privacy policy' })).toHaveAttribute('href', '/datenschutz');
  });
});
