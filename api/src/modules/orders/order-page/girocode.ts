import QRCode from 'qrcode';
import { payPalValueFromCents } from '../../../validation/money.js';

/** What a GiroCode carries: the transfer the order page asks for. */
export interface GiroCodeTransfer {
  accountHolder: string;
  iban: string;
  bic: string | null;
  amountCents: number;
  /** The order number: what staff match the transfer by. */
  reference: string;
}

/**
 * EUR amount as EPC069-12 writes it: "EUR" and euros with a point and two decimals (EUR12.50), which is how PayPal
 * writes a EUR value too, so the money module's formatter writes both (and throws on negative or fractional cents).
 */
export function epcAmount(cents: number): string {
  return `EUR${payPalValueFromCents(cents)}`;
}

/**
 * The text of an EPC069-12 "GiroCode" (version 002, UTF-8, SEPA credit transfer), which banking apps read
 * to fill in a transfer: BCD / 002 / 1 / SCT / BIC (optional in 002) / name (≤ 70) / IBAN / amount / purpose
 * (empty) / structured reference (empty) / unstructured reference (≤ 140: the order number). Line breaks
 * inside a value would shift every line after it, so they become spaces.
 */
export function epcPayload(transfer: GiroCodeTransfer): string {
  const line = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    line(transfer.bic ?? '', 11),
    line(transfer.accountHolder, 70),
    transfer.iban.replace(/\s+/g, '').toUpperCase(),
    epcAmount(transfer.amountCents),
    '',
    '',
    line(transfer.reference, 140),
  ].join('\n');
}

/**
 * The GiroCode as an SVG document, drawn on the server (so the page needs no QR code of its own and the mail or a
 * printout could carry the same). Error correction M, as EPC069-12 requires.
 */
export function giroCodeSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
