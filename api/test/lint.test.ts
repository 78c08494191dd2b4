import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

/**
 * The whole tree is linted by the root's eslint.config.mjs and formatted as Prettier writes it (.prettierrc.json,
 * minus .prettierignore): what `npm run lint` checks, on every `npm test`. Each check also runs once on a deliberately
 * wrong snippet, so it cannot pass by checking nothing.
 */
const repoRoot = join(import.meta.dirname, '../..');

// ESLint over ~1,000 files takes about a minute of CPU, more on a loaded machine.
const TREE_TIMEOUT_MS = 600_000;

/** Each problem as `path:line:column rule message`: what a failing test shows. */
function problems(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${relative(repoRoot, result.filePath)}:${message.line}:${message.column} ${message.ruleId ?? 'parse error'} ${message.message}`,
    ),
  );
}

const IGNORE_FILES = [join(repoRoot, '.gitignore'), join(repoRoot, '.prettierignore')];
// Never walked, as Prettier's own `prettier --check .` never does.
const NEVER_WALKED = new Set(['node_modules', '.git']);

/** The files `prettier --check .` checks: those it has a parser for, neither git- nor Prettier-ignored. */
async function formattedFiles(folder = repoRoot): Promise<string[]> {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      // A folder ignored as a whole (`.data/`, `**/__generated__/`) ignores any file in it: not walked.
      if (NEVER_WALKED.has(entry.name) || (await prettier.getFileInfo(join(path, 'any-file.ts'), { ignorePath: IGNORE_FILES })).ignored)
        continue;
      files.push(...(await formattedFiles(path)));
    } else if (entry.isFile()) {
      const info = await prettier.getFileInfo(path, { ignorePath: IGNORE_FILES });
      if (!info.ignored && info.inferredParser) files.push(path);
    }
  }
  return files;
}

/** Whether Prettier would leave `source` as it is, with the repository's options for `filepath`. */
async function isFormatted(source: string, filepath: string): Promise<boolean> {
  const options = await prettier.resolveConfig(filepath, { editorconfig: true });
  return prettier.check(source, { ...options, filepath });
}

describe('lint', () => {
  const eslint = new ESLint({ cwd: repoRoot });

  it(
    'ESLint finds no problem in the tree',
    async () => {
      const results = await eslint.lintFiles(['.']);
      expect(results.length).toBeGreaterThan(500); // the tree was linted, not an empty selection
      expect(problems(results)).toEqual([]);
    },
    TREE_TIMEOUT_MS,
  );

  it('ESLint reports a deliberate violation of each kind of rule', async () => {
    const inApi = await eslint.lintText('export function f(value: any) {\n  const unused = value;\n}\n', {
      filePath: join(repoRoot, 'api/src/lint-probe.ts'),
    });
    expect(problems(inApi).map((line) => line.split(' ')[1])).toEqual([
      '@typescript-eslint/no-explicit-any',
      '@typescript-eslint/no-unused-vars',
    ]);

    const component = [
      "import { useState } from 'react';",
      "import { useEffect } from 'react';",
      'export function Probe({ id }: { id: string }) {',
      '  const [shown, setShown] = useState(id);',
      '  useEffect(() => setShown(id), []);',
      '  return <div onClick={() => setShown(id)} accessKey="s">{shown}</div>;',
      '}',
      '',
    ].join('\n');
    const inWeb = await eslint.lintText(component, { filePath: join(repoRoot, 'web/src/LintProbe.tsx') });
    expect(new Set(problems(inWeb).map((line) => line.split(' ')[1]))).toEqual(
      new Set([
        'import-x/no-duplicates',
        'react-hooks/exhaustive-deps',
        'jsx-a11y/click-events-have-key-events',
        'jsx-a11y/no-static-element-interactions',
        'no-restricted-syntax',
      ]),
    );
  });

  it(
    'Prettier would change no file of the tree',
    async () => {
      const files = await formattedFiles();
      expect(files.length).toBeGreaterThan(500); // the tree was found, not an empty selection
      const unformatted: string[] = [];
      for (const file of files) if (!(await isFormatted(readFileSync(file, 'utf8'), file))) unformatted.push(relative(repoRoot, file));
      expect(unformatted).toEqual([]);
    },
    TREE_TIMEOUT_MS,
  );

  it('Prettier finds a deliberately unformatted file', async () => {
    const file = join(repoRoot, 'api/src/format-probe.ts');
    expect(await isFormatted("export const formatted = { a: 1, b: 'two' };\n", file)).toBe(true);
    expect(await isFormatted('export const unformatted = {a:1,b:"two"}\n', file)).toBe(false);
  });
});
