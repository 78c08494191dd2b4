import { Fragment } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import changelog from '../../../../docs/api/changelog.json';
import { changelogMessages } from './messages';

type Level = 'BREAKING' | 'DANGEROUS' | 'NON_BREAKING';
interface RecordedChange {
  level: string;
  type: string;
  path: string | null;
  message: string;
  removalAfter?: string;
}
interface Release {
  date: string;
  firstRelease?: boolean;
  declaredBreaking?: string;
  changes: RecordedChange[];
}

const LEVELS: readonly Level[] = ['BREAKING', 'DANGEROUS', 'NON_BREAKING'];

/**
 * What a change did, in the reader's language, from its type (@graphql-inspector/core's ChangeType words, or our
 * DEPRECATION_*); the path says what it did it to. The English message of the record stays in CHANGELOG.md.
 */
function changeText({ type }: RecordedChange): MessageDescriptor {
  if (type.startsWith('DEPRECATION_'))
    return type === 'DEPRECATION_REMOVED' ? changelogMessages.undeprecated : changelogMessages.deprecated;
  if (type.includes('DESCRIPTION')) return changelogMessages.descriptionChanged;
  if (type.includes('DEFAULT')) return changelogMessages.defaultChanged;
  if (type.endsWith('_TYPE_CHANGED') || type.endsWith('_KIND_CHANGED')) return changelogMessages.typeChanged;
  if (type.endsWith('_ADDED')) return changelogMessages.added;
  if (type.endsWith('_REMOVED')) return changelogMessages.removed;
  return changelogMessages.changed;
}

/** The changelog as docs/api/changelog.json records it (read at build time), newest release first. */
export function ChangelogSection() {
  const releases = (changelog as { releases: Release[] }).releases;
  return (
    <>
      <p>
        <FormattedMessage {...changelogMessages.intro} />
      </p>
      {releases.map((release) => (
        <section key={release.date} aria-labelledby={`release-${release.date}`}>
          <h3 id={`release-${release.date}`}>
            <time dateTime={release.date}>{release.date}</time>
          </h3>
          {release.firstRelease && (
            <p>
              <FormattedMessage {...changelogMessages.firstRelease} />
            </p>
          )}
          {release.declaredBreaking && (
            <p>
              <FormattedMessage {...changelogMessages.declaredBreaking} values={{ reason: release.declaredBreaking }} />
            </p>
          )}
          {LEVELS.map((level) => {
            const changes = release.changes.filter((change) => change.level === level);
            if (changes.length === 0) return null;
            return (
              <div key={level}>
                <h4>
                  <FormattedMessage {...changelogMessages[level]} />
                </h4>
                <ul>
                  {changes.map((change, index) => (
                    <li key={index}>
                      <FormattedMessage
                        {...changeText(change)}
                        values={{ path: <SchemaPath path={change.path ?? 'schema'} />, day: change.removalAfter ?? '' }}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </>
  );
}

/**
 * A schema coordinate (`Mutation.createWebhookEndpoint.input`) that may wrap between its parts on a phone, never inside
 * a name: a name cut in two reads as two names.
 */
function SchemaPath({ path }: { path: string }) {
  const parts = path.split('.');
  return (
    <code className="schema-path">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && '.'}
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
