import { readFileSync } from 'node:fs';
import { Kind, buildSchema, parse, print, visit } from 'graphql';
import { type Changelog, renderChangelogMarkdown } from '../src/graphql/schema-release/changelog.js';
import { addMonths, removalDateOf, undatedDeprecations } from '../src/graphql/schema-release/deprecation-policy.js';
import { SCHEMA_FILES, readChangelog, readReleasedSchema } from '../src/graphql/schema-release/schema-files.js';
import { recordRelease, recordedPolicyProblems, undeclaredBreakingChanges } from '../src/graphql/schema-release/schema-release.js';

/**
 * The public schema never breaks partners' clients by surprise (docs/api/CHANGELOG.md, "Deprecation policy"):
 * schema.graphql against the released schema, the changelog against its record, and the policy's rules on small
 * schemas with chosen days (the release day is an argument, so no clock is needed).
 */
const currentSdl = readFileSync(SCHEMA_FILES.current, 'utf8');
const releasedSdl = readReleasedSchema();

/** The SDL without one field of one type: a deliberate breaking change. */
function withoutField(sdl: string, typeName: string, fieldName: string): string {
  return print(
    visit(parse(sdl), {
      FieldDefinition(node, _key, _parent, _path, ancestors) {
        const owner = ancestors.at(-1);
        const ownerName = owner && 'kind' in owner && owner.kind === Kind.OBJECT_TYPE_DEFINITION ? owner.name.value : undefined;
        return ownerName === typeName && node.name.value === fieldName ? null : undefined;
      },
    }),
  );
}

const explain = (changes: { path: string | null; message: string }[]) => changes.map(({ path, message }) => `${path}: ${message}`);

describe('the public schema and its changelog', () => {
  it('there is a released schema', () => {
    expect(releasedSdl).not.toBeNull();
  });

  it('schema.graphql breaks nothing the changelog has not declared (deprecate first; `npm run schema:changelog` records)', async () => {
    expect(explain(await undeclaredBreakingChanges(releasedSdl!, currentSdl))).toEqual([]);
  });

  it('catches a deliberate breaking change: a field removed, a type changed', async () => {
    const scratch = withoutField(currentSdl, 'Course', 'title');
    expect(scratch.length).toBeLessThan(currentSdl.length);
    expect(explain(await undeclaredBreakingChanges(releasedSdl!, scratch))).toEqual([
      "Course.title: Field 'title' was removed from object type 'Course'",
    ]);
    const retyped = currentSdl.replace(/^(\s+priceCents): Int!$/m, '$1: String!');
    expect(retyped).not.toBe(currentSdl);
    expect((await undeclaredBreakingChanges(releasedSdl!, retyped)).map(({ type }) => type)).toContain('FIELD_TYPE_CHANGED');
    // Adding is never breaking: a new optional field passes.
    const added = currentSdl.replace(/^type Course implements Node \{$/m, 'type Course implements Node {\n  newField: String');
    expect(added).not.toBe(currentSdl);
    expect(await undeclaredBreakingChanges(releasedSdl!, added)).toEqual([]);
  });

  it('every @deprecated reason in schema.graphql names its removal day ("Removal after YYYY-MM-DD")', () => {
    expect(undatedDeprecations(buildSchema(currentSdl))).toEqual([]);
    // The check finds them: every kind of deprecated element, an undated reason, a day the calendar lacks.
    const scratch = buildSchema(`
      type Query {
        a: Int @deprecated(reason: "Use b.")
        b(old: Int @deprecated(reason: "Removal after 2027-02-30")): Int
        c: Int @deprecated(reason: "Use b. Removal after 2027-06-30")
        d(filter: Filter): E
      }
      input Filter { old: Int @deprecated }
      enum E { X @deprecated(reason: "removal after 2027-06-30") Y }
    `);
    expect(undatedDeprecations(scratch).map(({ path }) => path)).toEqual(['Query.a', 'Query.b.old', 'Filter.old', 'E.X']);
  });

  it('CHANGELOG.md is what the record docs/api/changelog.json renders to (run `npm run schema:changelog`)', () => {
    const changelog = readChangelog();
    expect(changelog.releases.length).toBeGreaterThan(0);
    expect(readFileSync(SCHEMA_FILES.changelogMarkdown, 'utf8')).toBe(renderChangelogMarkdown(changelog));
  });

  it('the recorded releases keep the deprecation policy', () => {
    expect(recordedPolicyProblems(readChangelog(), releasedSdl!)).toEqual([]);
  });
});

describe('recording a release (npm run schema:changelog)', () => {
  const v1 = 'type Query { course: Course }\ntype Course { title: String, startDate: String, price: Int }';
  const first = { releases: [{ date: '2026-01-15', firstRelease: true, changes: [] }] } satisfies Changelog;

  async function recorded(input: Parameters<typeof recordRelease>[0]) {
    const outcome = await recordRelease(input);
    if (outcome.kind !== 'recorded') throw new Error(`not recorded: ${JSON.stringify(outcome)}`);
    return outcome;
  }

  it('the first release records the schema as it is', async () => {
    const outcome = await recorded({ releasedSdl: null, currentSdl: v1, changelog: { releases: [] }, today: '2026-01-15' });
    expect(outcome.changelog).toEqual(first);
    expect(renderChangelogMarkdown(outcome.changelog)).toContain('## 2026-01-15\n\nFirst release of the public schema.\n');
  });

  it('records additions; nothing changed records nothing', async () => {
    const v2 = v1.replace('price: Int', 'price: Int, endDate: String');
    const outcome = await recorded({ releasedSdl: v1, currentSdl: v2, changelog: first, today: '2026-02-01' });
    expect(outcome.release).toEqual({
      date: '2026-02-01',
      changes: [
        {
          level: 'NON_BREAKING',
          type: 'FIELD_ADDED',
          path: 'Course.endDate',
          message: "Field 'endDate' was added to object type 'Course'",
        },
      ],
    });
    expect(renderChangelogMarkdown(outcome.changelog)).toContain(
      "## 2026-02-01\n\n### Other changes\n\n- `Course.endDate`: Field 'endDate' was added",
    );
    expect(await recordRelease({ releasedSdl: v2, currentSdl: v2, changelog: outcome.changelog, today: '2026-02-02' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses to remove a field that was never deprecated, and any other breaking change, unless declared', async () => {
    const removed = withoutField(v1, 'Course', 'startDate');
    const refused = await recordRelease({ releasedSdl: v1, currentSdl: removed, changelog: first, today: '2026-02-01' });
    expect(refused).toEqual({
      kind: 'refused',
      refusals: ['Course.startDate is removed without having been deprecated with "Removal after YYYY-MM-DD".'],
    });
    const retyped = v1.replace('price: Int', 'price: String');
    expect(await recordRelease({ releasedSdl: v1, currentSdl: retyped, changelog: first, today: '2026-02-01' })).toMatchObject({
      kind: 'refused',
    });
    const declared = await recorded({
      releasedSdl: v1,
      currentSdl: retyped,
      changelog: first,
      today: '2026-02-01',
      declaredBreaking: 'Prices in words.',
    });
    expect(declared.release).toMatchObject({
      declaredBreaking: 'Prices in words.',
      changes: [{ level: 'BREAKING', type: 'FIELD_TYPE_CHANGED' }],
    });
    expect(renderChangelogMarkdown(declared.changelog)).toContain('Breaks clients without notice, deliberately: Prices in words.');
    expect(recordedPolicyProblems(declared.changelog, retyped)).toEqual([]);
    // The same record without its declaration is what the test of the real changelog would report.
    const undeclared = { releases: [{ ...declared.release, declaredBreaking: undefined }, ...first.releases] };
    expect(recordedPolicyProblems(undeclared, retyped)).toEqual([
      '2026-02-01: Course.price broke clients without notice and without a declared reason.',
    ]);
  });

  it('a deprecation names a removal day at least 6 months after its release; removal only after that day', async () => {
    const deprecate = (day: string) =>
      v1.replace('startDate: String', `startDate: String @deprecated(reason: "Use startsOn. Removal after ${day}")`);
    const tooSoon = await recordRelease({ releasedSdl: v1, currentSdl: deprecate('2026-07-31'), changelog: first, today: '2026-02-01' });
    expect(tooSoon).toEqual({
      kind: 'refused',
      refusals: ['Course.startDate: its removal day 2026-07-31 is less than 6 months after 2026-02-01: 2026-08-01 at the earliest.'],
    });
    const undated = await recordRelease({
      releasedSdl: v1,
      currentSdl: v1.replace('startDate: String', 'startDate: String @deprecated(reason: "Use startsOn.")'),
      changelog: first,
      today: '2026-02-01',
    });
    expect(undated).toEqual({
      kind: 'refused',
      refusals: ['Course.startDate: its deprecation reason names no "Removal after YYYY-MM-DD".'],
    });

    const announced = await recorded({ releasedSdl: v1, currentSdl: deprecate('2026-08-01'), changelog: first, today: '2026-02-01' });
    expect(announced.release.changes).toEqual([
      {
        level: 'NON_BREAKING',
        type: 'DEPRECATION_ADDED',
        path: 'Course.startDate',
        message: "'Course.startDate' is deprecated: Use startsOn. Removal after 2026-08-01",
        removalAfter: '2026-08-01',
      },
    ]);
    expect(recordedPolicyProblems(announced.changelog, deprecate('2026-08-01'))).toEqual([]);

    const removed = withoutField(deprecate('2026-08-01'), 'Course', 'startDate');
    const onTheDay = await recordRelease({
      releasedSdl: deprecate('2026-08-01'),
      currentSdl: removed,
      changelog: announced.changelog,
      today: '2026-08-01',
    });
    expect(onTheDay).toEqual({ kind: 'refused', refusals: ['Course.startDate may be removed only after 2026-08-01.'] });
    const after = await recorded({
      releasedSdl: deprecate('2026-08-01'),
      currentSdl: removed,
      changelog: announced.changelog,
      today: '2026-08-02',
    });
    expect(after.release.changes).toMatchObject([{ level: 'BREAKING', type: 'FIELD_REMOVED', path: 'Course.startDate' }]);
    expect(recordedPolicyProblems(after.changelog, removed)).toEqual([]);
    // Once recorded, the released schema is the new one: the removal is declared.
    expect(await undeclaredBreakingChanges(removed, removed)).toEqual([]);
  });

  it('a removal day is counted from the release that announced it, not from a later change of the reason', async () => {
    const deprecated = v1.replace('price: Int', 'price: Int @deprecated(reason: "Use priceCents. Removal after 2026-08-01")');
    const announced = await recorded({ releasedSdl: v1, currentSdl: deprecated, changelog: first, today: '2026-02-01' });
    const reworded = deprecated.replace('Use priceCents.', 'Use amountCents.');
    const changed = await recorded({ releasedSdl: deprecated, currentSdl: reworded, changelog: announced.changelog, today: '2026-03-01' });
    expect(changed.release.changes).toMatchObject([{ type: 'DEPRECATION_CHANGED', removalAfter: '2026-08-01' }]);
    const earlier = reworded.replace('2026-08-01', '2026-07-01');
    expect(
      await recordRelease({ releasedSdl: reworded, currentSdl: earlier, changelog: changed.changelog, today: '2026-03-02' }),
    ).toMatchObject({
      kind: 'refused',
    });
  });

  it('two releases on one day are one entry', async () => {
    const v2 = v1.replace('price: Int', 'price: Int, a: Int');
    const v3 = v2.replace('a: Int', 'a: Int, b: Int');
    const once = await recorded({ releasedSdl: v1, currentSdl: v2, changelog: first, today: '2026-02-01' });
    const twice = await recorded({ releasedSdl: v2, currentSdl: v3, changelog: once.changelog, today: '2026-02-01' });
    expect(twice.changelog.releases.map(({ date, changes }) => [date, changes.map(({ path }) => path)])).toEqual([
      ['2026-02-01', ['Course.a', 'Course.b']],
      ['2026-01-15', []],
    ]);
  });

  it('days: a removal day must be a real one; months add up to the month end', () => {
    expect(removalDateOf('Removal after 2027-06-30')).toBe('2027-06-30');
    expect(removalDateOf('Removal after 2027-02-29')).toBeNull();
    expect(removalDateOf('Removal after 30.06.2027')).toBeNull();
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-02-01', 6)).toBe('2026-08-01');
    expect(addMonths('2026-09-30', -6)).toBe('2026-03-30');
  });
});
