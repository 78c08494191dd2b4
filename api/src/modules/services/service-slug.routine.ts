import { Routine } from '@mikro-orm/core';

/**
 * The one definition of how service slugs compare: old links spell them in several ways
 * (technische-baederbetreuung, TechnischeBaederbetreuung, Gefährdungsbeurteilungen), so both the
 * stored slug and the asked-for one go through this database function. The unique index on
 * `services` uses it too, so two services can never share a key. JS never re-implements it.
 */
export const serviceSlugKey = new Routine({
  name: 'service_slug_key',
  type: 'function',
  language: 'sql',
  deterministic: true,
  params: { value: { type: 'text', runtimeType: 'string' } },
  returns: { runtimeType: 'string', columnType: 'text' },
  body: `select regexp_replace(replace(replace(replace(replace(lower(value), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), '[^a-z0-9]', '', 'g')`,
});
