import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { SOURCE, importsOf, repoRoot as root, sourceFiles } from './source-imports.js';

/**
 * Every package a file imports is declared by its workspace's package.json or the root's. An undeclared
 * import works only while another package happens to pull it into node_modules, and breaks when that one
 * updates or when an install leaves dev packages out (the Docker runtime stage installs the API alone).
 */

/** Which folders and files each workspace owns; '.' is the root. */
const WORKSPACES: Record<string, string[]> = {
  api: ['api'],
  web: ['web'],
  'paypal-stand-in': ['paypal-stand-in'],
  '.': ['test', 'scripts', ...readdirSync(root).filter((name) => SOURCE.test(name))],
};

function declaredBy(workspace: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
  return new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; undefined for relative paths and Node's own modules. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

/** The DefinitelyTyped package that types `name`, which is enough for a type-only import. */
const typesOf = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

describe('declared dependencies', () => {
  it('every imported package is declared by the importing workspace or the root', () => {
    const rootDeclared = declaredBy('.');
    const undeclared: string[] = [];
    let imports = 0;
    for (const [workspace, paths] of Object.entries(WORKSPACES)) {
      const declared = new Set([...rootDeclared, ...declaredBy(workspace)]);
      for (const file of paths.flatMap(sourceFiles)) {
        for (const fileName of importsOf(file)) {
          const name = packageOf(fileName);
          if (!name) continue;
          imports++;
          if (!declared.has(name) && !declared.has(typesOf(name))) undeclared.push(`${relative(root, file)}: ${name}`);
        }
      }
    }
    expect(imports).toBeGreaterThan(100); // the scan did find the imports
    expect(undeclared).toEqual([]);
  });

  it('the API installs no types or development tools with its runtime dependencies', () => {
    const runtime = Object.keys(JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8')).dependencies);
    expect(runtime.filter((name) => name.startsWith('@types/') || ['pino-pretty', 'jest', '@jest/globals'].includes(name))).toEqual([]);
  });
});
