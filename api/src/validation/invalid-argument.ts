import { GraphQLError } from 'graphql';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../context/language.js';
import { type ValidationMessageId, validationCatalogue } from './messages.js';

/** Why a query argument is refused: a stable reason for programs, a catalogue text for people. */
export interface ArgumentProblem {
  reason: 'TOO_LONG' | 'TOO_MANY_WORDS';
  id: ValidationMessageId;
  values?: Record<string, string | number>;
}

/**
 * A query argument refused as a whole (a mutation would answer with `UserError`s instead): the
 * request is the client's mistake, so BAD_USER_INPUT and HTTP 400, and through REST `{ code, message }`.
 * The message is in the request's language, from the same catalogue as form messages.
 */
export class InvalidArgumentError extends GraphQLError {
  constructor(language: Language, argument: string, problem: ArgumentProblem) {
    // Rare (a client's mistake), so no formatter cache as for UserErrors.
    const text = new IntlMessageFormat(validationCatalogue[language][problem.id] ?? validationCatalogue.de[problem.id], language).format(
      problem.values,
    );
    super(`${argument}: ${String(text)}`, {
      extensions: { code: 'BAD_USER_INPUT', argument, reason: problem.reason, http: { status: 400 } },
    });
  }
}
