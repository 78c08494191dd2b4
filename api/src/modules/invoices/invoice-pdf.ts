import PDFDocument from 'pdfkit';
import { formatEuroCents, formatLocalDate } from '../mail/mail.format.js';
import { vatNote } from '../settings/vat-note.js';
import type { InvoiceContent, InvoiceLine } from './invoice-content.js';
import { INVOICE_TEXTS } from './invoice-texts.js';

// A4 in points; the layout's columns.
const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
const COLUMNS = {
  position: { x: LEFT, width: 28 },
  service: { x: 80, width: 250 },
  quantity: { x: 330, width: 45 },
  unitPrice: { x: 380, width: 80 },
  amount: { x: 465, width: 80 },
};
const PAGE_BOTTOM = 770;

/**
 * Renders an invoice's content into a PDF (pdfkit, A4). The standard Helvetica is not embedded: PDF readers bring it,
 * and its WinAnsi encoding holds €, §, umlauts, ß and the dashes used here. The output depends on the content alone
 * (the creation date is the issue day, pdfkit's file id is a hash of the document info), but the bytes are stored once
 * issued anyway and every download serves those.
 */
export function renderInvoicePdf(content: InvoiceContent, issuedAt: Date): Promise<Buffer> {
  const texts = INVOICE_TEXTS[content.language];
  const title = content.kind === 'cancellation' ? texts.cancellation : texts.invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: LEFT, right: 50 },
    info: {
      Title: `${title} ${content.number}`,
      Author: content.seller.legalName,
      Creator: 'H2O',
      Producer: 'H2O (pdfkit)',
      CreationDate: issuedAt,
    },
    lang: content.language,
    font: 'Helvetica',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = (cents: number) => formatEuroCents(cents, content.language);
  const day = (iso: string) => formatLocalDate(iso, content.language);
  const { seller, customer } = content;

  // The seller, with what §14 asks of it: full name, address, tax number or VAT id.
  doc.font('Helvetica-Bold').fontSize(14).text(seller.legalName, LEFT, 50, { width: 300 });
  doc.font('Helvetica').fontSize(9);
  const sellerLines = [
    seller.owner,
    seller.street,
    [seller.postalCode, seller.town].filter(Boolean).join(' '),
    seller.email,
    seller.phone,
    seller.taxNumber && `${texts.taxNumber}: ${seller.taxNumber}`,
    seller.vatId && `${texts.vatId}: ${seller.vatId}`,
    seller.registerEntry && `${texts.register}: ${seller.registerEntry}`,
  ].filter((line): line is string => !!line);
  doc.text(sellerLines.join('\n'), LEFT, doc.y + 2, { width: 300 });

  // The customer's address block and the invoice's facts beside it.
  const blockTop = 170;
  doc.fontSize(8).fillColor('#555555').text(texts.customer, LEFT, blockTop, { width: 250 });
  doc
    .fontSize(11)
    .fillColor('#000000')
    .text(
      [customer.name, customer.street, [customer.postalCode, customer.town].filter(Boolean).join(' ')].filter(Boolean).join('\n'),
      LEFT,
      blockTop + 12,
      { width: 250 },
    );
  const facts: [string, string][] = [
    [texts.number, content.number],
    [texts.issuedOn, day(content.issuedOn)],
    [texts.orderNumber, content.orderNumber],
    ...(content.servicePeriod
      ? [[texts.servicePeriod, period(content.servicePeriod.from, content.servicePeriod.to, day)] as [string, string]]
      : []),
  ];
  let factY = blockTop;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font('Helvetica').text(label, 330, factY, { width: 100 });
    doc.font('Helvetica-Bold').text(value, 430, factY, { width: 115, align: 'right' });
    factY += 14;
  }

  if (content.demo) {
    // Across the page, behind nothing a reader needs, and in words above the title: made in a demo, not valid.
    doc
      .save()
      .rotate(-35, { origin: [300, 420] })
      .font('Helvetica-Bold')
      .fontSize(120)
      .fillColor('#e8b4b4')
      .text('DEMO', 110, 360, { width: 400, align: 'center', lineBreak: false })
      .restore();
    doc.fillColor('#b00020').font('Helvetica-Bold').fontSize(11).text(texts.demo, LEFT, 250, { width: WIDTH }).fillColor('#000000');
  }

  // Title, and for a cancellation the invoice it cancels.
  doc.font('Helvetica-Bold').fontSize(18).text(`${title} ${content.number}`, LEFT, 270, { width: WIDTH });
  if (content.refersTo)
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(texts.cancels(content.refersTo.number, day(content.refersTo.issuedOn)), LEFT, doc.y + 2, { width: WIDTH });

  // The lines.
  let y = doc.y + 18;
  const header = (top: number) => {
    doc.font('Helvetica-Bold').fontSize(9);
    doc.text(texts.position, COLUMNS.position.x, top, { width: COLUMNS.position.width });
    doc.text(texts.service, COLUMNS.service.x, top, { width: COLUMNS.service.width });
    doc.text(texts.quantity, COLUMNS.quantity.x, top, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(texts.unitPrice, COLUMNS.unitPrice.x, top, { width: COLUMNS.unitPrice.width, align: 'right' });
    doc.text(texts.amount, COLUMNS.amount.x, top, { width: COLUMNS.amount.width, align: 'right' });
    doc
      .moveTo(LEFT, top + 13)
      .lineTo(RIGHT, top + 13)
      .lineWidth(0.5)
      .stroke();
    return top + 18;
  };
  y = header(y);
  content.lines.forEach((line, index) => {
    const details = lineDetails(line, texts, day);
    doc.font('Helvetica-Bold').fontSize(10);
    const titleHeight = doc.heightOfString(line.title, { width: COLUMNS.service.width });
    doc.font('Helvetica').fontSize(9);
    const height = titleHeight + doc.heightOfString(details, { width: COLUMNS.service.width }) + 8;
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = header(50);
    }
    doc.font('Helvetica').fontSize(10);
    doc.text(String(index + 1), COLUMNS.position.x, y, { width: COLUMNS.position.width });
    doc.text(String(line.quantity), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    doc.text(money(line.unitPriceCents), COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
    doc.text(money(line.totalCents), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
    doc.font('Helvetica-Bold').text(line.title, COLUMNS.service.x, y, { width: COLUMNS.service.width });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#333333')
      .text(details, COLUMNS.service.x, doc.y + 1, { width: COLUMNS.service.width });
    doc.fillColor('#000000');
    y = doc.y + 8;
  });
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();

  // Totals: net, VAT and gross, or the gross and the §19 UStG sentence.
  if (y + 120 > PAGE_BOTTOM) {
    doc.addPage();
    y = 50;
  }
  y += 8;
  const total = (label: string, cents: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 300, y, { width: 160 });
    doc.text(money(cents), COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
    y += 16;
  };
  if (content.vatMode === 'INCLUDED_19') {
    total(texts.net, content.totals.netCents);
    total(texts.vat(content.totals.vatRatePercent), content.totals.vatCents);
    total(texts.gross, content.totals.grossCents, true);
  } else {
    total(texts.total, content.totals.grossCents, true);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(vatNote('SMALL_BUSINESS', content.language), LEFT, y + 4, { width: WIDTH });
    y = doc.y;
  }
  const closing = content.kind === 'cancellation' ? texts.refund : content.paid ? texts.paid : texts.unpaid;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(closing, LEFT, y + 16, { width: WIDTH });

  doc.end();
  return done;
}

function period(from: string, to: string, day: (iso: string) => string): string {
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

/** Under a line's title: its dates, weekdays and time, and how many take part. */
function lineDetails(line: InvoiceLine, texts: (typeof INVOICE_TEXTS)['de'], day: (iso: string) => string): string {
  const dates = line.startDate ? `${texts.period}: ${period(line.startDate, line.endDate ?? line.startDate, day)}` : null;
  return [dates, line.schedule, texts.participants(line.participants)].filter(Boolean).join('\n');
}
