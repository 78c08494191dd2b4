import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { printSchemaText } from '../src/graphql/print-schema.js';
import { printRestTypesText } from '../src/rest/print-rest-types.js';

const root = join(import.meta.dirname, '../..');

describe('generated files', () => {
  it('schema.graphql is what the resolvers produce (run `npm run schema`)', async () => {
    expect(readFileSync(join(root, 'schema.graphql'), 'utf8')).toBe(await printSchemaText());
  });

  it("the REST rows' operation types are what their operations and the schema produce (run `npm run schema`)", async () => {
    expect(readFileSync(join(root, 'api/src/rest/__generated__/rest-operations.ts'), 'utf8')).toBe(await printRestTypesText());
  });

  it('the Relay artifacts match the queries and the schema (run `npm run relay`)', () => {
    // --validate exits non-zero, naming the files, when an artifact would change.
    expect(() =>
      execFileSync(join(root, 'node_modules/.bin/relay-compiler'), ['--validate', '--noWatchman'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it("every operation of the web client is in the persisted-queries file the API reads, under its text's SHA-256", () => {
    const artifacts = join(root, 'web/src/__generated__');
    const persisted = JSON.parse(readFileSync(join(artifacts, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
    const ids = readdirSync(artifacts)
      .filter((file) => file.endsWith('.graphql.ts'))
      .flatMap((file) => [...(/@relayRequestID (\w+)/.exec(readFileSync(join(artifacts, file), 'utf8'))?.slice(1) ?? [])]);
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      expect(persisted[id]).toEqual(expect.any(String));
      expect(createHash('sha256').update(persisted[id]).digest('hex')).toBe(id);
    }
  });
});
