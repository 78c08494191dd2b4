/**
 * Amounts and dates in mails, the way the site shows them (web/src/i18n/format.ts): euros the German way
 * ("1.234,50 €") and dates as day.month.year in either language (SPEC §1, §9), so a mail and the order page
 * the customer opens from it read alike.
 */
import { displayEuros } from '../../validation/money.js';

/** Integer euro cents to "12,50 €" (with a no-break space, so the amount never wraps apart). */
export const formatEuroCents = displayEuros;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`YYYY-MM-DD`, a course's start) to "dd.mm.yyyy", read without time zones so it never shifts. */
export function formatLocalDate(value: string): string {
  const match = LOCAL_DATE.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

// Instants (when ordered, the payment deadline) are days in Gersthofen, wherever the server runs.
const gersthofenDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** An ISO date-time to its day in Gersthofen, "dd.mm.yyyy". */
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : gersthofenDate.format(date);
}

const gersthofenDateTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An ISO date-time to its day and time of day in Gersthofen, "dd.mm.yyyy, hh:mm" (when something happened, for staff). */
export function formatInstantDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : gersthofenDateTime.format(date);
}
