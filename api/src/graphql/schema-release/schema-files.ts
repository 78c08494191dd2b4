import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Changelog } from './changelog.js';

const root = join(import.meta.dirname, '../../../..');

/** Where the schema, its release and the changelog live, from the repository's root. */
export const SCHEMA_FILES = {
  current: join(root, 'schema.graphql'),
  /** The schema as last released: what partners' clients were built against. */
  released: join(root, 'docs/api/released/schema.graphql'),
  /** The record `npm run schema:changelog` appends to, which the /developers page reads. */
  changelogJson: join(root, 'docs/api/changelog.json'),
  changelogMarkdown: join(root, 'docs/api/CHANGELOG.md'),
};

export function readReleasedSchema(): string | null {
  return existsSync(SCHEMA_FILES.released) ? readFileSync(SCHEMA_FILES.released, 'utf8') : null;
}

export function readChangelog(): Changelog {
  return existsSync(SCHEMA_FILES.changelogJson)
    ? (JSON.parse(readFileSync(SCHEMA_FILES.changelogJson, 'utf8')) as Changelog)
    : { releases: [] };
}
