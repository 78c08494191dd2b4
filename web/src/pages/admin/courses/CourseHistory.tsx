import { COURSE_TEXT_FIELDS } from '@h2o/api/validation/course-fields';
import { textNames } from '@h2o/api/validation/text-fields';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { CourseHistory_course$key } from '../../../__generated__/CourseHistory_course.graphql';
import { formatDate, formatMoney } from '../../../i18n/format';
import { ageGroupMessages, courseTypeMessages, enumLabel, levelMessages } from '../../courses/enumMessages';
import { formatDateTime } from '../shared/adminFormat';
import { isEnglishField } from '../shared/LanguageTabs';
import { contentLanguageMessages } from '../shared/messages';
import { courseFormMessages, courseHistoryMessages, courseTextLabel } from './messages';

const Events = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Event = styled.li`
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: break-word;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: baseline;
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  header span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  ul {
    margin: 8px 0 0;
    padding-left: 18px;
  }
  details {
    margin-top: 8px;
  }
  summary {
    cursor: pointer;
  }
  del {
    color: ${({ theme }) => theme.colors.danger};
  }
  ins {
    color: ${({ theme }) => theme.colors.success};
    text-decoration: none;
  }
`;

/** The fields of the course as the log names them (as in the GraphQL type), in the form's order, with their labels. */
const PLACED_LABELS: [string, MessageDescriptor][] = [
  ['title', courseTextLabel('title')],
  ['description', courseTextLabel('description')],
  ['courseType', courseFormMessages.courseType],
  ['level', courseFormMessages.level],
  ['ageGroup', courseFormMessages.ageGroup],
  ['startDate', courseFormMessages.startDate],
  ['endDate', courseFormMessages.endDate],
  ['schedule', courseTextLabel('schedule')],
  ['time', courseTextLabel('time')],
  ['duration', courseTextLabel('duration')],
  ['totalSlots', courseFormMessages.totalSlots],
  ['minParticipants', courseFormMessages.minParticipants],
  ['availableSlots', courseFormMessages.availableSlots],
  ['priceCents', courseFormMessages.price],
  ['isActive', courseFormMessages.isActive],
];
/** …then the further texts (api/src/validation/course-fields.ts), in the table's order. */
const FIELD_LABELS: [string, MessageDescriptor][] = [
  ...PLACED_LABELS,
  ...textNames(COURSE_TEXT_FIELDS)
    .filter((name) => !PLACED_LABELS.some(([field]) => field === name))
    .map((name): [string, MessageDescriptor] => [name, courseTextLabel(name)]),
];
const KNOWN_FIELDS = new Set(FIELD_LABELS.map(([field]) => field));

/** A logged value as staff read it: money, dates, choices and yes/no in words; an empty one as "—". */
export function valueText(intl: IntlShape, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return intl.formatMessage(courseHistoryMessages.none);
  if (typeof value === 'boolean') return intl.formatMessage(value ? courseHistoryMessages.yes : courseHistoryMessages.no);
  if (field === 'priceCents' && typeof value === 'number') return formatMoney(value, intl.locale);
  if ((field === 'startDate' || field === 'endDate') && typeof value === 'string') return formatDate(intl, value);
  if (typeof value === 'string') {
    if (field === 'level') return enumLabel(intl, levelMessages, value);
    if (field === 'ageGroup') return enumLabel(intl, ageGroupMessages, value);
    if (field === 'courseType') return enumLabel(intl, courseTypeMessages, value);
    return value;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

type Values = Record<string, unknown> | null | undefined;

/** The fields a log entry names, the form's first, then any the form does not know (named as logged). */
function fieldsOf(before: Values, after: Values): string[] {
  const named = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  named.delete('duplicatedFrom');
  return [
    ...FIELD_LABELS.map(([field]) => field).filter((field) => named.has(field)),
    ...[...named].filter((field) => !KNOWN_FIELDS.has(field)),
  ];
}

function fieldLabel(intl: IntlShape, field: string): string {
  const entry = FIELD_LABELS.find(([name]) => name === field);
  if (entry) return intl.formatMessage(entry[1]);
  // An English text: its German twin's label, marked English.
  const german = isEnglishField(field) ? FIELD_LABELS.find(([name]) => `${name}En` === field) : undefined;
  return german ? intl.formatMessage(contentLanguageMessages.englishField, { label: intl.formatMessage(german[1]) }) : field;
}

/**
 * The course's audit trail (who, when, what changed), newest first: an update lists each changed field
 * with its value before and after; a creation, copy or deletion has all values, folded away.
 */
export function CourseHistory({ course }: { course: CourseHistory_course$key }) {
  const intl = useIntl();
  const { auditTrail } = useFragment(
    graphql`
      fragment CourseHistory_course on Course {
        auditTrail @required(action: THROW) {
          action
          at
          actor
          before
          after
        }
      }
    `,
    course,
  );
  if (auditTrail.length === 0) {
    return (
      <p data-testid="course-history-empty">
        <FormattedMessage {...courseHistoryMessages.empty} />
      </p>
    );
  }
  return (
    <Events data-testid="course-history">
      {auditTrail.map((event, index) => {
        const before = event.before as Values;
        const after = event.after as Values;
        const fields = fieldsOf(before, after);
        const duplicatedFrom = after?.duplicatedFrom;
        const changes = (
          <ul aria-label={intl.formatMessage(courseHistoryMessages.changesLabel)}>
            {fields.map((field) => (
              <li key={field} data-testid="course-history-change">
                {fieldLabel(intl, field)}:{' '}
                {event.action === 'UPDATED' ? (
                  <>
                    <del>{valueText(intl, field, before?.[field])}</del> → <ins>{valueText(intl, field, after?.[field])}</ins>
                  </>
                ) : (
                  valueText(intl, field, (after ?? before)?.[field])
                )}
              </li>
            ))}
          </ul>
        );
        return (
          // The log has no ids; its order (newest first) is fixed, so the position is a stable key.
          <Event key={`${event.at}-${index}`} data-testid="course-history-event">
            <header>
              <strong>
                <FormattedMessage {...courseHistoryMessages.action} values={{ action: event.action }} />
              </strong>
              <span>{event.actor ?? intl.formatMessage(courseHistoryMessages.unknownActor)}</span>
              <span>
                <time dateTime={event.at}>{formatDateTime(event.at, intl.locale) ?? event.at}</time>
              </span>
            </header>
            {typeof duplicatedFrom === 'number' && (
              <p>
                <FormattedMessage {...courseHistoryMessages.copyOf} values={{ id: String(duplicatedFrom) }} />
              </p>
            )}
            {event.action === 'UPDATED' ? (
              changes
            ) : (
              <details>
                <summary>
                  <FormattedMessage {...courseHistoryMessages.allValues} />
                </summary>
                {changes}
              </details>
            )}
          </Event>
        );
      })}
    </Events>
  );
}
