/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues } from './catalogues';

const sourceRoot = join(__dirname, '..');

/** Every source file that declares messages (messages.ts, enumMessages.ts, …). */
function messageFiles(): string[] {
  return (readdirSync(sourceRoot, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__') && !file.endsWith('.test.ts'))
    .filter((file) => readFileSync(join(sourceRoot, file), 'utf8').match(/\bdefineMessages\s*[<(]/));
}

function declaredIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of messageFiles()) {
    const source = readFileSync(join(sourceRoot, file), 'utf8');
    for (const match of source.matchAll(/\bid:\s*'([^']+)'/g)) ids.set(match[1], file);
  }
  return ids;
}

describe('message catalogues', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.de).sort());
  });

  it('have no empty texts', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const [id, text] of Object.entries(catalogue)) expect([id, text.trim().length > 0]).toEqual([id, true]);
    }
  });

  it('contain every id declared with defineMessages', () => {
    const ids = declaredIds();
    expect(ids.size).toBeGreaterThan(100);
    const missing = [...ids].filter(([id]) => !(id in catalogues.de) || !(id in catalogues.en));
    expect(missing).toEqual([]);
  });

  it('contain no id that no component declares', () => {
    const ids = declaredIds();
    expect(Object.keys(catalogues.de).filter((id) => !ids.has(id))).toEqual([]);
  });
});
