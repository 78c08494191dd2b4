import type { FieldError } from './validate.js';

/**
 * The public forms carry a field people never see (`website`, hidden and skipped by the keyboard) that
 * bots fill in. A filled one refuses the whole input with a form error and stores nothing: refusing
 * rather than pretending success, so the rare person whose browser autofilled it is told, and nothing
 * fake is ever answered. Checked by the services, so the GraphQL and REST doors refuse alike.
 */
export const HONEYPOT_FIELD = 'website';

export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** The refusal of a filled honeypot: about the input as a whole (no field), never naming the trap. */
export const honeypotRefusal: FieldError = { field: '', code: 'REJECTED', id: 'validation.rejected' };
