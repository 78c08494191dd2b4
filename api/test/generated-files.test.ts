import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchemaText } from '../src/graphql/print-schema.js';

const root = join(import.meta.dirname, '../..');

describe('generated files', () => {
  it('schema.graphql is what the resolvers produce (run `npm run schema`)', async () => {
    expect(readFileSync(join(root, 'schema.graphql'), 'utf8')).toBe(await printSchemaText());
  });

  it('the Relay artifacts match the queries and the schema (run `npm run relay`)', () => {
    // --validate exits non-zero, naming the files, when an artifact would change.
    expect(() =>
      execFileSync(join(root, 'node_modules/.bin/relay-compiler'), ['--validate', '--noWatchman'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });
});
