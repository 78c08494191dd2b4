import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

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

/**
 * The hand-written files of the API and the web client that mention the example field. Left out: generated
 * files (step 6), migrations (step 2 writes the field's own), and unit tests beside the code (optional; step 8
 * names the API tests that must learn the field).
 */
function handWrittenFilesNaming(field: string): string[] {
  return ['api/src', 'web/src'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file}`)
      .filter((file) => /\.(tsx?|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.includes('/__generated__/') && !file.startsWith('api/src/db/migrations/'))
      .filter((file) => readFileSync(join(root, file), 'utf8').includes(field)),
  );
}

describe('README "Adding a field" (followed for its example, Course.specialRequirements)', () => {
  it('names files that exist', () => {
    const named = namedFiles();
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it('names every hand-written file the example field had to be added to', () => {
    const touched = handWrittenFilesNaming('specialRequirements');
    expect(touched).toContain('api/src/modules/courses/course.entity.ts'); // the walk found the field
    expect(touched.filter((file) => !namedFiles().includes(file))).toEqual([]);
  });
});
