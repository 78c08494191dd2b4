import type { Language } from '../../context/language.js';

/** The words of an invoice PDF, German and English (the customer's language; the §19 sentence comes from vat-note.ts). */
export interface InvoiceTexts {
  invoice: string;
  cancellation: string;
  /** "Storno zu Rechnung {number} vom {date}". */
  cancels: (number: string, date: string) => string;
  number: string;
  issuedOn: string;
  orderNumber: string;
  servicePeriod: string;
  customer: string;
  position: string;
  service: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  period: string;
  participants: (count: number) => string;
  net: string;
  vat: (percent: number) => string;
  gross: string;
  total: string;
  paid: string;
  unpaid: string;
  refund: string;
  taxNumber: string;
  vatId: string;
  register: string;
  page: string;
  /** The line above the title of an invoice issued in demo mode. */
  demo: string;
}

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  de: {
    invoice: 'Rechnung',
    cancellation: 'Stornorechnung',
    cancels: (number, date) => `Storno zu Rechnung Nr. ${number} vom ${date}`,
    number: 'Rechnungsnummer',
    issuedOn: 'Rechnungsdatum',
    orderNumber: 'Bestellnummer',
    servicePeriod: 'Leistungszeitraum',
    customer: 'Rechnungsempfänger',
    position: 'Pos.',
    service: 'Leistung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    period: 'Zeitraum',
    participants: (count) => `${count} ${count === 1 ? 'Teilnehmer/in' : 'Teilnehmende'}`,
    net: 'Nettobetrag',
    vat: (percent) => `Umsatzsteuer ${percent} %`,
    gross: 'Gesamtbetrag (brutto)',
    total: 'Gesamtbetrag',
    paid: 'Der Betrag wurde bereits bezahlt. Vielen Dank!',
    unpaid: 'Bitte überweisen Sie den Betrag unter Angabe der Bestellnummer.',
    refund: 'Diese Stornorechnung hebt die oben genannte Rechnung auf; bereits gezahlte Beträge werden erstattet.',
    taxNumber: 'Steuernummer',
    vatId: 'USt-IdNr.',
    register: 'Registereintrag',
    page: 'Seite',
    demo: 'DEMO – keine gültige Rechnung: erstellt von einer Demo der Website, nichts davon ist echt.',
  },
  en: {
    invoice: 'Invoice',
    cancellation: 'Cancellation invoice',
    cancels: (number, date) => `Cancels invoice no. ${number} of ${date}`,
    number: 'Invoice number',
    issuedOn: 'Invoice date',
    orderNumber: 'Order number',
    servicePeriod: 'Service period',
    customer: 'Billed to',
    position: 'No.',
    service: 'Service',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    period: 'Period',
    participants: (count) => `${count} ${count === 1 ? 'participant' : 'participants'}`,
    net: 'Net amount',
    vat: (percent) => `VAT ${percent}%`,
    gross: 'Total (gross)',
    total: 'Total',
    paid: 'This amount has been paid. Thank you!',
    unpaid: 'Please transfer the amount quoting the order number.',
    refund: 'This cancellation invoice cancels the invoice named above; amounts already paid are refunded.',
    taxNumber: 'Tax number',
    vatId: 'VAT ID',
    register: 'Register entry',
    page: 'Page',
    demo: 'DEMO – not a valid invoice: issued by a demo of the website, none of it is real.',
  },
};
