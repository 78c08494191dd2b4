import { type RefusalMessageId, TranslatedError, refusalTexts } from './refusal-messages.js';

export type LimitCode =
  | 'QUERY_TOO_LARGE'
  | 'TOO_MANY_OPERATIONS'
  | 'TOO_MANY_FIELDS'
  | 'TOO_MANY_FRAGMENTS'
  | 'TOO_MANY_VARIABLES'
  | 'QUERY_TOO_DEEP'
  | 'TOO_MANY_ALIASES'
  | 'TOO_MANY_DIRECTIVES'
  | 'QUERY_TOO_COMPLEX'
  | 'RESPONSE_TOO_LARGE';

/**
 * A refusal with its own code and a 400, whichever Apollo phase raises it (see `limitCodeOf`), its text in every
 * language (the answer shows the request's).
 */
export function limitError(code: LimitCode, id: RefusalMessageId, values?: Record<string, number>) {
  return new TranslatedError(refusalTexts(id, values), { code, http: { status: 400 } });
}
