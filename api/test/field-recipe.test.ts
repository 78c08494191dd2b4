import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cloneTestDatabase } from './test-app.js';

const root = join(import.meta.dirname, '../..');

/** Most hand-written files one new text (with its English twin) may take: the table, the migration and the views showing it. */
const MOST_FILES_PER_TEXT = 6;

/** The README's "Adding a field" section, up to the next heading. */
function recipe(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('#### Adding a field');
  expect(start).toBeGreaterThan(0);
  const end = readme.slice(start + 1).search(/\n#{2,4} /);
  return readme.slice(start, end < 0 ? undefined : start + 1 + end);
}

/** The source files the recipe names (`api/...` or `web/...` with an extension). */
function namedFiles(): string[] {
  return [...recipe().matchAll(/`((?:api|web)\/[^`\s*]+\.(?:tsx?|json))`/g)].map((match) => match[1]);
}

/** Every file under `folder` of `tree`, by its path from the tree's root. */
function filesOf(tree: string, folder: string): string[] {
  return readdirSync(join(tree, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((file) => statSync(join(tree, file)).isFile());
}

/** The files of the scratch copy that differ from (or are missing in) the repository's, generated ones left out. */
function handWrittenChanges(scratch: string): string[] {
  return ['api/src', 'web/src']
    .flatMap((folder) => filesOf(scratch, folder))
    .filter((file) => !file.includes('/__generated__/'))
    .filter((file) => !existsSync(join(root, file)) || !readFileSync(join(root, file)).equals(readFileSync(join(scratch, file))));
}

/** Replaces `anchor` in a file of the scratch copy (the anchor must be there: the recipe's step lands where it says). */
function edit(scratch: string, file: string, anchor: string, replacement: string): void {
  const path = join(scratch, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(anchor);
  writeFileSync(path, text.replace(anchor, replacement));
}

async function run(scratch: string, script: string, args: string[], env: Record<string, string> = {}) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', '@swc-node/register/esm-register', script, ...args], {
    cwd: scratch,
    env: { ...process.env, ...env },
  });
  return stdout;
}

let scratch: string;
beforeAll(() => {
  // A copy of the sources (the packages are the repository's), where the recipe is followed for a new text.
  scratch = mkdtempSync(join(tmpdir(), 'h2o-field-recipe-'));
  for (const file of [
    'package.json',
    'tsconfig.json',
    'schema.graphql',
    'api/package.json',
    'api/tsconfig.json',
    'web/package.json',
    'web/tsconfig.json',
  ]) {
    cpSync(join(root, file), join(scratch, file));
  }
  for (const folder of ['api/src', 'web/src']) cpSync(join(root, folder), join(scratch, folder), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('README "Adding a field"', () => {
  it('names files that exist', () => {
    const named = namedFiles();
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it(`adds a course text with its English twin (meetingPoint) by touching at most ${MOST_FILES_PER_TEXT} hand-written files`, async () => {
    // Step 1: the declaration.
    edit(
      scratch,
      'api/src/validation/course-fields.ts',
      '} as const satisfies TextFieldTable;',
      `  meetingPoint: {
    translated: true,
    max: 300,
    read: 'public',
    formTab: 'additional',
    docs: {
      field: 'Where participants meet before the first session, in the language of the request (German when no English text is written); null when not said.',
      input: 'Where participants meet before the first session; at most 300 characters; null or empty: not said.',
      inputEn: 'English meeting point; at most 300 characters; null or empty: not translated.',
      asWritten: 'Where participants meet.',
    },
    label: { de: 'Treffpunkt', en: 'Meeting point' },
    pageLabel: { de: 'Treffpunkt', en: 'Meeting point' },
  },
} as const satisfies TextFieldTable;`,
    );

    // Step 2: the migration, written by the command on a database the existing migrations built, and its down() cut
    // to the columns as the recipe says.
    const databaseUrl = await cloneTestDatabase();
    const migrations = join(scratch, 'api/src/db/migrations');
    const created = await run(scratch, 'api/src/db/cli.ts', ['migration:create', '--name', 'meeting_point', '--directory', migrations], {
      DATABASE_URL: databaseUrl,
    });
    expect(created).toMatch(/^Created /);
    const [migration] = readdirSync(migrations).filter((file) => file.endsWith('_meeting_point.ts'));
    const generated = readFileSync(join(migrations, migration), 'utf8');
    expect(generated).toMatch(/alter table "courses" add "meeting_point" text null, add "meeting_point_en" text null;/);
    const downStart = generated.indexOf('override down()');
    const down = generated.slice(downStart);
    const kept = down
      .split('\n')
      .filter((line) => !line.includes('this.addSql(') || line.includes('alter table "courses"'))
      .join('\n');
    writeFileSync(join(migrations, migration), generated.slice(0, downStart) + kept);

    // Step 3: the views that show it: the course page and the admin form's query (its input comes from the declaration).
    edit(scratch, 'web/src/pages/course-detail/CourseDetail.tsx', '        whatToBring\n', '        whatToBring\n        meetingPoint\n');
    edit(
      scratch,
      'web/src/pages/course-detail/CourseDetail.tsx',
      "            <Text lang={lang('NOTES')}>{orNone(data.notes)}</Text>\n",
      "            <Text lang={lang('NOTES')}>{orNone(data.notes)}</Text>\n" +
        "            <h2>\n              <FormattedMessage {...courseTextPageLabel('meetingPoint')} />\n            </h2>\n" +
        "            <Text lang={lang('MEETING_POINT')}>{orNone(data.meetingPoint)}</Text>\n",
    );
    for (let twice = 0; twice < 2; twice++) {
      edit(
        scratch,
        'web/src/pages/admin/courses/CourseFormDialog.tsx',
        '      whatToBring\n    }',
        '      whatToBring\n      meetingPoint\n    }',
      );
    }

    const touched = handWrittenChanges(scratch);
    expect(touched.sort()).toEqual(
      [
        'api/src/validation/course-fields.ts',
        `api/src/db/migrations/${migration}`,
        'web/src/pages/course-detail/CourseDetail.tsx',
        'web/src/pages/admin/courses/CourseFormDialog.tsx',
      ].sort(),
    );
    expect(touched.length).toBeLessThanOrEqual(MOST_FILES_PER_TEXT);
    // The recipe names each file it had to touch (the migration by its folder).
    const named = recipe();
    for (const file of touched.filter((path) => !path.includes('/migrations/'))) expect(named).toContain(`\`${file}\``);

    // What the declaration alone gave: the GraphQL type and its inputs, the translated-texts enum and type.
    await run(scratch, 'api/src/graphql/print-schema.ts', []);
    const schema = readFileSync(join(scratch, 'schema.graphql'), 'utf8');
    const block = (kind: string, name: string) => schema.match(new RegExp(`${kind} ${name}\\b[^{]*\\{([^}]*)\\}`))?.[1] ?? '';
    expect(block('type', 'Course')).toMatch(/\n {2}meetingPoint: String\n/);
    expect(block('type', 'CourseTexts')).toMatch(/\n {2}meetingPoint: String\n/);
    expect(block('enum', 'CourseText')).toContain('MEETING_POINT');
    for (const input of ['CreateCourseInput', 'UpdateCourseInput']) {
      expect(block('input', input)).toMatch(/\n {2}meetingPoint: String\n/);
      expect(block('input', input)).toMatch(/\n {2}meetingPointEn: String\n/);
    }
    // Else the schema is the repository's: every line it gained is about the new text, and it lost none.
    const before = readFileSync(join(root, 'schema.graphql'), 'utf8').split('\n');
    const after = schema.split('\n');
    expect(after.filter((line) => !before.includes(line) && !/meet/i.test(line))).toEqual([]);
    expect(before.filter((line) => !after.includes(line))).toEqual([]);

    // The migration brings the database to what the entity declares.
    await run(scratch, 'api/src/db/cli.ts', ['migrate'], { DATABASE_URL: databaseUrl });
    const again = await run(
      scratch,
      'api/src/db/cli.ts',
      ['migration:create', '--directory', mkdtempSync(join(tmpdir(), 'h2o-field-recipe-none-'))],
      { DATABASE_URL: databaseUrl },
    );
    expect(again).toBe('No changes: entities and migrations agree (no file written).\n');
  }, 300_000);
});
