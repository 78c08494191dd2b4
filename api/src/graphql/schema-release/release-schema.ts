import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { todayInGersthofen } from '../../modules/courses/course.rules.js';
import { renderChangelogMarkdown } from './changelog.js';
import { SCHEMA_FILES, readChangelog, readReleasedSchema } from './schema-files.js';
import { recordRelease } from './schema-release.js';

/**
 * `npm run schema:changelog [-- --declare-breaking "why"]`: records what schema.graphql changed since the released
 * schema as today's release in docs/api/changelog.json and CHANGELOG.md, and makes schema.graphql the released
 * schema. Refuses (exit 1, nothing written) what the deprecation policy forbids; `--declare-breaking` lets a breaking
 * change through with its reason in the changelog, for when no notice is possible (a security fix).
 */
const { values } = parseArgs({ options: { 'declare-breaking': { type: 'string' } } });
const declaredBreaking = values['declare-breaking']?.trim() || undefined;
const currentSdl = readFileSync(SCHEMA_FILES.current, 'utf8');
const outcome = await recordRelease({
  releasedSdl: readReleasedSchema(),
  currentSdl,
  changelog: readChangelog(),
  today: todayInGersthofen(),
  declaredBreaking,
});

if (outcome.kind === 'unchanged') {
  // The prose may still lag behind its record (its wording changed): rendered afresh.
  writeFileSync(SCHEMA_FILES.changelogMarkdown, renderChangelogMarkdown(readChangelog()));
  console.log('schema.graphql is the released schema: nothing to record.');
} else if (outcome.kind === 'refused') {
  console.error(`Not recorded (docs/api/CHANGELOG.md, "Deprecation policy"):\n${outcome.refusals.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
} else {
  // Written as Prettier writes JSON, so `npm run lint` passes over it.
  const options = await prettier.resolveConfig(SCHEMA_FILES.changelogJson);
  writeFileSync(SCHEMA_FILES.changelogJson, await prettier.format(JSON.stringify(outcome.changelog), { ...options, parser: 'json' }));
  writeFileSync(SCHEMA_FILES.changelogMarkdown, renderChangelogMarkdown(outcome.changelog));
  writeFileSync(SCHEMA_FILES.released, currentSdl);
  const { date, changes, firstRelease } = outcome.release;
  console.log(`Recorded the release of ${date}${firstRelease ? ' (the first)' : ''}: ${changes.length} change(s).`);
}
