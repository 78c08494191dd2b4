import { type ReactNode, startTransition, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { AdminCourseRow_course$key } from '../../../__generated__/AdminCourseRow_course.graphql';
import type { AdminCourseTable_query$key } from '../../../__generated__/AdminCourseTable_query.graphql';
import { commonMessages } from '../../../i18n/messages';
import { formatDate, formatMoney } from '../../../i18n/format';
import { refusalText } from '../../../relay/refusalText';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ageGroupMessages, enumLabel, levelMessages } from '../../courses/enumMessages';
import type { CourseSummary } from './CourseActionDialogs';
import { adminCoursesMessages as messages, cancelCourseMessages } from './messages';
import { useSetCourseActiveMutation } from './useSetCourseActiveMutation';
import { ColumnHeads, LoadMoreFooter, SkeletonRows, type TableColumn } from '../shared/AdminTableParts';
import { Switch } from '../shared/Switch';
import { usePeriodicRefresh } from '../shared/usePeriodicRefresh';
import { useMayDeleteForGood } from '../session/permissions';

export const COURSE_PAGE_SIZE = 20;

/** The table scrolls sideways inside its box on narrow screens; the page itself never gets wider than the phone. */
const Scroller = styled.div`
  /* Also the box of the cells' hidden texts (absolutely positioned): else they would widen the page. */
  position: relative;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-busy='true'] table {
    opacity: 0.6;
  }
`;

const Table = styled.table`
  width: 100%;
  /* Fits the admin area's column from 900 px on; narrower screens scroll it inside its box. */
  min-width: 780px;
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: 8px 6px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.8rem;
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
  }
  th:first-child,
  td:first-child {
    padding-left: 12px;
  }
  th:last-child,
  td:last-child {
    padding-right: 12px;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td.numeric {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  th.numeric {
    text-align: right;
  }
  td.title {
    min-width: 140px;
    font-weight: 700;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  td.title .name {
    display: block;
  }
  td.title .dates {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td.title .day {
    white-space: nowrap;
  }
  /* From 900 px on it fits the admin column, also at 1024 px: no minimum width, texts wrap. */
  ${({ theme }) => theme.media.md} {
    min-width: 0;
    th,
    td {
      padding: 8px 4px;
    }
    /* Words stay whole (a column is at least its longest word wide); only a title may hyphenate. */
    td {
      overflow-wrap: break-word;
    }
    td.title {
      min-width: 0;
    }
  }
`;

/** The switch with its badge below: narrow, so the actions fit beside it. */
const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  button {
    min-height: 36px;
    padding: 4px 10px;
    border-width: 1px;
    font-size: 0.9rem;
    white-space: nowrap;
  }
`;

/** Copy and delete as icons (with their names as tooltip and accessible name), so a row's actions fit on one line. */
const IconButton = styled(Button)`
  && {
    width: 36px;
    min-width: 36px;
    padding: 0;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function CopyIcon() {
  return (
    <svg {...iconProps}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

// The shared list footer, set off from the table (this view's box has no gap around it).
const Footer = styled(LoadMoreFooter)`
  margin-top: 12px;
`;

const StateBox = styled.div`
  padding: 32px 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p:last-child {
    margin: 0;
  }
`;

/** What a row's actions tell the page (which opens the dialogs and shows the toasts). */
export interface RowActions {
  onEdit: (course: CourseSummary) => void;
  onDuplicate: (course: CourseSummary) => void;
  onDelete: (course: CourseSummary) => void;
  /** The school cancels the course (with refunds). */
  onCancelCourse: (course: CourseSummary) => void;
  /** The active switch was set back: the server's message, or "could not be saved". */
  onSwitchRefused: (message: string) => void;
}

const COLUMNS: TableColumn[] = [
  { label: messages.columnId, numeric: true },
  { label: messages.columnTitle },
  { label: messages.columnLevel },
  { label: messages.columnAgeGroup },
  { label: messages.columnSlots, numeric: true },
  { label: messages.columnPrice, numeric: true },
  { label: messages.columnStatus },
  { label: messages.columnActions },
];

function TableBox({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const intl = useIntl();
  // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
  return (
    <Scroller
      role="region"
      aria-label={intl.formatMessage(messages.listLabel)}
      aria-busy={busy || undefined}
      tabIndex={0}
      data-testid="admin-courses-table"
    >
      <Table>
        <ColumnHeads columns={COLUMNS} />
        {children}
      </Table>
    </Scroller>
  );
}

/** docs/SPEC.md §2 loading state: skeleton rows in the table's shape. */
export function AdminCourseTableSkeleton() {
  return (
    <TableBox busy>
      <tbody data-testid="admin-courses-skeleton">
        <SkeletonRows cells={COLUMNS.length} height="18px" />
      </tbody>
    </TableBox>
  );
}

/** The list failed to load (a refused search, no connection): say so, and ask again on request. */
export function AdminCourseTableError({ onRetry }: { onRetry: () => void }) {
  return (
    <StateBox role="alert" data-testid="admin-courses-error">
      <p>
        <FormattedMessage {...messages.loadFailed} />
      </p>
      <p>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </p>
    </StateBox>
  );
}

function ActiveSwitch({
  id,
  title,
  isActive,
  onRefused,
}: {
  id: string;
  title: string;
  isActive: boolean;
  onRefused: (message: string) => void;
}) {
  const { setActive, isInFlight } = useSetCourseActiveMutation();
  const toggle = async () => {
    // One change at a time per course: a second click before the answer would race the first.
    if (isInFlight) return;
    const result = await setActive(id, !isActive);
    if (!result.ok) onRefused(refusalText(result));
  };
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={isActive}
      aria-label={title}
      aria-busy={isInFlight || undefined}
      onClick={toggle}
      data-testid="course-active-switch"
    />
  );
}

/** First and last day, one date a line so the column stays narrow: "02.03.2099 –" over "27.04.2099". */
function CourseDates({ startDate, endDate }: { startDate: string | null | undefined; endDate: string | null | undefined }) {
  const intl = useIntl();
  if (!startDate || !endDate || startDate === endDate) return <span className="day">{formatDate(intl, startDate ?? endDate)}</span>;
  return (
    <>
      <span className="day">{formatDate(intl, startDate)} –</span> <span className="day">{formatDate(intl, endDate)}</span>
    </>
  );
}

function CourseRow({ course: courseKey, actions }: { course: AdminCourseRow_course$key; actions: RowActions }) {
  const intl = useIntl();
  const mayDelete = useMayDeleteForGood();
  const course = useFragment(
    graphql`
      fragment AdminCourseRow_course on Course {
        id
        databaseId
        title
        level
        ageGroup
        availableSlots
        totalSlots
        priceCents
        isActive
        cancelledAt
        startDate
        endDate
        ended
      }
    `,
    courseKey,
  );
  const summary: CourseSummary = { id: course.id, title: course.title, isActive: course.isActive };
  return (
    <tr data-testid="admin-course-row" data-course-id={course.databaseId}>
      <td className="numeric">{course.databaseId}</td>
      <td className="title">
        <span className="name">{course.title}</span>
        {/* The course's first and last day under its title: which course it is, and whether it is over. */}
        <span className="dates" data-testid="course-dates">
          <CourseDates startDate={course.startDate} endDate={course.endDate} />
        </span>
      </td>
      <td>{enumLabel(intl, levelMessages, course.level)}</td>
      <td>{enumLabel(intl, ageGroupMessages, course.ageGroup)}</td>
      <td className="numeric">
        <span aria-hidden="true">
          {course.availableSlots} / {course.totalSlots}
        </span>
        <VisuallyHidden>
          <FormattedMessage {...messages.slots} values={{ available: course.availableSlots, total: course.totalSlots }} />
        </VisuallyHidden>
      </td>
      <td className="numeric">{formatMoney(course.priceCents, intl.locale)}</td>
      <td>
        <Status>
          <ActiveSwitch id={course.id} title={course.title} isActive={course.isActive} onRefused={actions.onSwitchRefused} />
          <Badge $tone={course.isActive && !course.ended ? 'success' : 'neutral'} data-testid="course-status">
            <FormattedMessage
              {...(course.cancelledAt
                ? cancelCourseMessages.cancelled
                : course.ended
                  ? messages.ended
                  : course.isActive
                    ? messages.active
                    : messages.inactive)}
            />
          </Badge>
        </Status>
      </td>
      <td>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-label={intl.formatMessage(messages.editNamed, { title: course.title })}
            onClick={() => actions.onEdit(summary)}
          >
            <FormattedMessage {...messages.edit} />
          </Button>
          <IconButton
            type="button"
            $variant="secondary"
            aria-label={intl.formatMessage(messages.duplicateNamed, { title: course.title })}
            title={intl.formatMessage(messages.duplicate)}
            onClick={() => actions.onDuplicate(summary)}
          >
            <CopyIcon />
          </IconButton>
          {/* An ended course has nothing left to call off (the server refuses it too). */}
          {!course.cancelledAt && !course.ended && (
            <Button
              type="button"
              $variant="secondary"
              aria-label={intl.formatMessage(cancelCourseMessages.actionNamed, { title: course.title })}
              onClick={() => actions.onCancelCourse(summary)}
              data-testid="course-cancel"
            >
              <FormattedMessage {...cancelCourseMessages.action} />
            </Button>
          )}
          {mayDelete && (
            <IconButton
              type="button"
              $variant="secondary"
              aria-label={intl.formatMessage(messages.deleteNamed, { title: course.title })}
              title={intl.formatMessage(messages.delete)}
              onClick={() => actions.onDelete(summary)}
            >
              <TrashIcon />
            </IconButton>
          )}
        </Actions>
      </td>
    </tr>
  );
}

interface TableProps {
  query: AdminCourseTable_query$key;
  search: string;
  /** A search is under way: the shown rows are the previous search's. */
  searching: boolean;
  actions: RowActions;
  /** The shown connection's id, for mutations that add rows to it or take them out. */
  onConnection: (connectionId: string) => void;
}

/** docs/SPEC.md §2 course table: ID, title, level, age group, free/total places, price, status with the active switch, actions. */
export function AdminCourseTable({ query, search, searching, actions, onConnection }: TableProps) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment AdminCourseTable_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String" })
      @refetchable(queryName: "AdminCourseTablePaginationQuery") {
        adminCourses(first: $count, after: $cursor, search: $search)
          @required(action: THROW)
          @connection(key: "AdminCourseTable_adminCourses") {
          __id
          totalCount
          edges {
            node {
              id
              ...AdminCourseRow_course
            }
          }
        }
      }
    `,
    query,
  );
  const { __id: connectionId, edges, totalCount } = data.adminCourses;
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);
  // docs/SPEC.md §7: every 30 s, what other admins and bookings changed (free places above all); as many rows as are shown,
  // in a transition so the table stays as it is until the answer is there.
  usePeriodicRefresh(() => {
    startTransition(() => {
      refetch({ count: Math.max(edges.length, COURSE_PAGE_SIZE) }, { fetchPolicy: 'network-only' });
    });
  }, 30_000);

  if (edges.length === 0) {
    return (
      <StateBox data-testid="admin-courses-empty">
        <p>{search ? <FormattedMessage {...messages.emptySearch} values={{ search }} /> : <FormattedMessage {...messages.empty} />}</p>
      </StateBox>
    );
  }

  return (
    <>
      <TableBox busy={searching}>
        <tbody>
          {edges.map(({ node }) => (
            <CourseRow key={node.id} course={node} actions={actions} />
          ))}
        </tbody>
      </TableBox>
      <Footer
        testId="admin-courses"
        moreTestId="admin-courses-more"
        moreLabel={messages.loadMore}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(COURSE_PAGE_SIZE)}
      >
        <FormattedMessage {...messages.count} values={{ count: totalCount }} />
      </Footer>
    </>
  );
}
