import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import type { FieldMessage } from './fields.js';

/** One refused field: its name in the input, and why. */
export interface FieldError extends FieldMessage {
  field: string;
}

export type Validated<S extends AnyObjectSchema> = { ok: true; value: InferType<S> } | { ok: false; errors: FieldError[] };

/**
 * Checks `input` against a shared schema and returns the cleaned value (trimmed, unknown keys
 * dropped) or the first failure of each field, in the schema's field order.
 */
export function validateInput<S extends AnyObjectSchema>(schema: S, input: unknown): Validated<S> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField = new Map<string, FieldError>();
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      // yup names list entries `items[0].name`; the API says `items.0.name` everywhere (as its services do).
      const field = (failure.path ?? '').replace(/\[(\d+)\]/g, '.$1');
      if (!byField.has(field)) byField.set(field, { field, ...fieldMessage(failure, field) });
    }
    const order = Object.keys(schema.fields);
    // A nested field ("de.title") sorts by its top-level field; within it, yup's order stands.
    const rank = (field: string) => order.indexOf(field.split('.')[0]);
    return { ok: false, errors: [...byField.values()].sort((a, b) => rank(a.field) - rank(b.field)) };
  }
}

/**
 * A rule's message must be a `FieldMessage` (`message(code, id)`): a rule written with yup's default text (or with
 * its message where yup expects options, as `matches` does) would otherwise reach the catalogue without an id.
 * Named here, with the field, instead of failing later as a formatter's "A message must be provided as a String or AST".
 */
function fieldMessage(failure: ValidationError, field: string): FieldMessage {
  const given = failure.errors[0] as unknown;
  if (typeof given === 'object' && given !== null && 'id' in given && 'code' in given) return given as FieldMessage;
  throw new Error(
    `The validation rule "${failure.type ?? 'unknown'}" of "${field}" has no message id (give it message(code, id)): ${String(given)}`,
  );
}
