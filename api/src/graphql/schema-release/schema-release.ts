import { type Change, diff } from '@graphql-inspector/core';
import { type GraphQLSchema, buildSchema } from 'graphql';
import {
  type ChangeLevel,
  type Changelog,
  DEPRECATION_ADDED,
  DEPRECATION_CHANGED,
  DEPRECATION_REMOVED,
  LEVELS,
  type RecordedChange,
  type Release,
} from './changelog.js';
import { NOTICE_MONTHS, addMonths, deprecationsOf, elementsOf, removalDateOf, undatedDeprecations } from './deprecation-policy.js';

/** The breaking changes the deprecation policy lets through: removing what was deprecated long enough. */
const REMOVALS = new Set(['FIELD_REMOVED', 'INPUT_FIELD_REMOVED', 'ENUM_VALUE_REMOVED', 'FIELD_ARGUMENT_REMOVED']);

/**
 * @graphql-inspector/core's changes we leave out: its deprecation entries (ours, from the elements themselves, also
 * cover arguments and input fields, which it reports only as directive usages) and the directive usages that repeat
 * them. A breaking one always stays.
 */
function isRepeated(change: Change): boolean {
  if (change.criticality.level === 'BREAKING') return false;
  return change.type.includes('DEPRECATION') || change.type.startsWith('DIRECTIVE_USAGE_');
}

function deprecationChanges(released: GraphQLSchema, current: GraphQLSchema): RecordedChange[] {
  const before = new Map(elementsOf(released).map((element) => [element.path, element.deprecationReason]));
  const changes: RecordedChange[] = [];
  for (const { path, deprecationReason: reason } of elementsOf(current)) {
    const previous = before.get(path) ?? null;
    if (reason !== null && reason !== previous) {
      const type = previous === null ? DEPRECATION_ADDED : DEPRECATION_CHANGED;
      const removalAfter = removalDateOf(reason) ?? undefined;
      changes.push({ level: 'NON_BREAKING', type, path, message: `'${path}' is deprecated: ${reason}`, removalAfter });
    } else if (reason === null && previous !== null) {
      changes.push({ level: 'NON_BREAKING', type: DEPRECATION_REMOVED, path, message: `'${path}' is no longer deprecated` });
    }
  }
  return changes;
}

/** What changed from the released schema to the current one, breaking changes first. */
export async function schemaChanges(releasedSdl: string, currentSdl: string): Promise<RecordedChange[]> {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const inspected = (await diff(released, current))
    .filter((change) => !isRepeated(change))
    .map((change): RecordedChange => ({
      level: change.criticality.level as ChangeLevel,
      type: change.type,
      path: change.path ?? null,
      message: change.message,
    }));
  const all = [...inspected, ...deprecationChanges(released, current)];
  return LEVELS.flatMap((level) => all.filter((change) => change.level === level));
}

/**
 * The breaking changes of schema.graphql against the released schema. Recording a release moves the released
 * schema on, so every breaking change still between the two is one the changelog has not declared.
 */
export async function undeclaredBreakingChanges(releasedSdl: string, currentSdl: string): Promise<RecordedChange[]> {
  return (await schemaChanges(releasedSdl, currentSdl)).filter((change) => change.level === 'BREAKING');
}

/** The day the changelog last announced `path`'s deprecation, or the first release's day for one it was born with. */
export function announcedOn(releases: readonly Release[], path: string): string | undefined {
  const announcing = releases.find((release) =>
    release.changes.some((change) => change.type === DEPRECATION_ADDED && change.path === path),
  );
  return announcing?.date ?? releases.find((release) => release.firstRelease)?.date;
}

/** Why removing `path` on `day` breaks the policy, or null when its deprecation has run its course. */
function removalRefusal(released: GraphQLSchema, releases: readonly Release[], path: string, day: string): string | null {
  const element = elementsOf(released).find((candidate) => candidate.path === path);
  const removalAfter = element?.deprecationReason ? removalDateOf(element.deprecationReason) : null;
  if (!removalAfter) return `${path} is removed without having been deprecated with "Removal after YYYY-MM-DD".`;
  if (removalAfter >= day) return `${path} may be removed only after ${removalAfter}.`;
  const announced = announcedOn(releases, path);
  if (!announced || addMonths(announced, NOTICE_MONTHS) > day)
    return `${path}'s deprecation has not stood ${NOTICE_MONTHS} months in a release (announced ${announced ?? 'never'}).`;
  return null;
}

/** A type goes without notice unless everything that named it was deprecated and may go now. */
function typeRemovalRefusal(released: GraphQLSchema, releases: readonly Release[], typeName: string, day: string): string | null {
  const references = elementsOf(released).filter((element) => element.typeName === typeName);
  const refused = references.map((element) => removalRefusal(released, releases, element.path, day)).filter((reason) => reason !== null);
  return refused.length === 0 ? null : `${typeName} is removed while fields still name it: ${refused.join(' ')}`;
}

export interface ReleaseInput {
  /** null before the first release. */
  releasedSdl: string | null;
  currentSdl: string;
  changelog: Changelog;
  /** ISO day of the release (Gersthofen's). */
  today: string;
  /** Why clients are broken without the policy's notice (`--declare-breaking "…"`): lets such changes through. */
  declaredBreaking?: string;
}

export type ReleaseOutcome =
  { kind: 'recorded'; changelog: Changelog; release: Release } | { kind: 'unchanged' } | { kind: 'refused'; refusals: string[] };

/** A removal day set too soon: less than the notice after the deprecation was announced. */
function tooSoon(path: string, removalAfter: string, announced: string): string | null {
  const due = addMonths(announced, NOTICE_MONTHS);
  return removalAfter < due
    ? `${path}: its removal day ${removalAfter} is less than ${NOTICE_MONTHS} months after ${announced}: ${due} at the earliest.`
    : null;
}

/**
 * `npm run schema:changelog`: the changelog with a release of today for what changed since the released schema,
 * or the refusals of the deprecation policy (nothing is recorded then).
 */
export async function recordRelease({
  releasedSdl,
  currentSdl,
  changelog,
  today,
  declaredBreaking,
}: ReleaseInput): Promise<ReleaseOutcome> {
  const current = buildSchema(currentSdl);
  const policy = undatedDeprecations(current).map(({ path }) => `${path}: its deprecation reason names no "Removal after YYYY-MM-DD".`);
  if (releasedSdl === null) {
    // What the first release is born with counts as announced by it.
    for (const { path, reason } of deprecationsOf(current)) {
      const removalAfter = removalDateOf(reason);
      const refusal = removalAfter && tooSoon(path, removalAfter, today);
      if (refusal) policy.push(refusal);
    }
    if (policy.length > 0) return { kind: 'refused', refusals: policy };
    const release: Release = { date: today, firstRelease: true, changes: [] };
    return { kind: 'recorded', changelog: { releases: [release, ...changelog.releases] }, release };
  }
  const released = buildSchema(releasedSdl);
  const changes = await schemaChanges(releasedSdl, currentSdl);
  if (changes.length === 0) return { kind: 'unchanged' };

  const breaking: string[] = [];
  for (const change of changes) {
    const path = change.path ?? '(schema)';
    if (change.removalAfter && (change.type === DEPRECATION_ADDED || change.type === DEPRECATION_CHANGED)) {
      const announced = change.type === DEPRECATION_ADDED ? today : (announcedOn(changelog.releases, path) ?? today);
      const refusal = tooSoon(path, change.removalAfter, announced);
      if (refusal) policy.push(refusal);
    }
    if (change.level !== 'BREAKING') continue;
    const refusal = REMOVALS.has(change.type)
      ? removalRefusal(released, changelog.releases, path, today)
      : change.type === 'TYPE_REMOVED'
        ? typeRemovalRefusal(released, changelog.releases, path, today)
        : `${path}: ${change.message}, which breaks the clients that use it.`;
    if (refusal) breaking.push(refusal);
  }
  // A declared break lets breaking changes through, never a deprecation without its notice.
  const refusals = [...policy, ...(declaredBreaking ? [] : breaking)];
  if (refusals.length > 0) return { kind: 'refused', refusals };

  const declared = declaredBreaking && breaking.length > 0 ? declaredBreaking : undefined;
  const [latest, ...older] = changelog.releases;
  // A second release on one day joins the first: the changelog lists days.
  const release: Release =
    latest?.date === today
      ? {
          ...latest,
          ...(declared ? { declaredBreaking: [latest.declaredBreaking, declared].filter(Boolean).join(' ') } : {}),
          changes: LEVELS.flatMap((level) => [...latest.changes, ...changes].filter((change) => change.level === level)),
        }
      : { date: today, ...(declared ? { declaredBreaking: declared } : {}), changes };
  return { kind: 'recorded', changelog: { releases: [release, ...(latest?.date === today ? older : changelog.releases)] }, release };
}

/**
 * What the recorded history says against the policy (for the test; the script never records such): a deprecation
 * of the released schema without its notice, a breaking change neither declared nor a removal after its notice.
 */
export function recordedPolicyProblems(changelog: Changelog, releasedSdl: string): string[] {
  const problems: string[] = [];
  const { releases } = changelog;
  for (const { path, reason } of deprecationsOf(buildSchema(releasedSdl))) {
    const removalAfter = removalDateOf(reason);
    const announced = announcedOn(releases, path);
    if (!removalAfter || !announced) problems.push(`${path}: deprecated without a recorded announcement and removal day.`);
    else {
      const refusal = tooSoon(path, removalAfter, announced);
      if (refusal) problems.push(refusal);
    }
  }
  releases.forEach((release, index) => {
    if (release.declaredBreaking) return;
    const earlier = releases.slice(index + 1);
    for (const change of release.changes.filter(({ level }) => level === 'BREAKING')) {
      const announced = change.path && REMOVALS.has(change.type) ? announcedOn(earlier, change.path) : undefined;
      if (change.type === 'TYPE_REMOVED') continue; // allowed with the removal of what named it, which is checked itself
      if (!announced || addMonths(announced, NOTICE_MONTHS) > release.date)
        problems.push(`${release.date}: ${change.path ?? '(schema)'} broke clients without notice and without a declared reason.`);
    }
  });
  return problems;
}
