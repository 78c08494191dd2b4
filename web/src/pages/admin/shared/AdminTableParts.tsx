import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { adminSharedMessages } from './messages';
import { EmptyState, ListFooter, Table, TableBox } from './tableStyles';

/** A column of an admin table: its heading, and whether it holds numbers (right-aligned, `className="numeric"`). */
export interface TableColumn {
  label: MessageDescriptor;
  numeric?: boolean;
}

export function ColumnHeads({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, numeric }, index) => (
          <th scope="col" key={label.id ?? index} className={numeric ? 'numeric' : undefined}>
            <FormattedMessage {...label} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface SkeletonRowsProps {
  cells: number;
  rows?: number;
  /** The grey bar's height: the height of a row's text. */
  height?: string;
  rowTestId?: string;
}

/** docs/SPEC.md §2 loading state: grey rows in the table's shape. */
export function SkeletonRows({ cells, rows = 5, height = '1.2em', rowTestId }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} data-testid={rowTestId}>
          {Array.from({ length: cells }, (__, cell) => (
            <td key={cell}>
              <Skeleton $height={height} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

interface TableSkeletonProps {
  columns: readonly TableColumn[];
  /** The table's name (the list's label), as the loaded table has it. */
  label: MessageDescriptor;
  testId: string;
  rows?: number;
  rowTestId?: string;
}

/** The table's frame with its headings and grey rows while the list loads; busy, so a screen reader waits for it. */
export function TableSkeleton({ columns, label, testId, rows, rowTestId }: TableSkeletonProps) {
  const intl = useIntl();
  return (
    <TableBox aria-busy="true" aria-label={intl.formatMessage(label)} role="region" data-testid={testId}>
      <Table>
        <ColumnHeads columns={columns} />
        <tbody>
          <SkeletonRows cells={columns.length} rows={rows} rowTestId={rowTestId} />
        </tbody>
      </Table>
    </TableBox>
  );
}

interface ListTableProps {
  columns: readonly TableColumn[];
  label: MessageDescriptor;
  testId: string;
  minWidth?: string;
  /** Set (true or false) by a list that swaps its rows in place; left out, the box has no `aria-busy`. */
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A loaded admin list. The table scrolls sideways in its own box on phones; the box is focusable, so the keyboard
 * can scroll it too, and a named region, so a screen reader finds it.
 */
export function ListTable({ columns, label, testId, minWidth, busy, children }: ListTableProps) {
  const intl = useIntl();
  return (
    <TableBox role="region" aria-label={intl.formatMessage(label)} aria-busy={busy} tabIndex={0} data-testid={testId}>
      <Table $minWidth={minWidth}>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </Table>
    </TableBox>
  );
}

interface EmptyListProps {
  testId: string;
  message: MessageDescriptor;
  /** A second line (e.g. "change the filter"); left out when false. */
  hint?: MessageDescriptor | false;
}

/** An empty list instead of its table; a status, so a screen reader says that the search found nothing. */
export function EmptyList({ testId, message, hint }: EmptyListProps) {
  return (
    <EmptyState role="status" data-testid={testId}>
      <p>
        <FormattedMessage {...message} />
      </p>
      {hint && (
        <p>
          <FormattedMessage {...hint} />
        </p>
      )}
    </EmptyState>
  );
}

interface LoadMoreFooterProps {
  /** Names the count line `<testId>-count` and the button `<testId>-load-more`. */
  testId: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The button's test id, if not `<testId>-load-more`. */
  moreTestId?: string;
  /** The button's text in both states, instead of the shared "Load more" / "Loading …". */
  moreLabel?: MessageDescriptor;
  className?: string;
  /** The count line ("20 of 45"); a status, so a screen reader reads it out when a page is added. */
  children: ReactNode;
}

/** Below a list: how many of how many are shown, and a button for the next page while there is one. */
export function LoadMoreFooter({
  testId,
  hasNext,
  isLoadingNext,
  onLoadMore,
  moreTestId,
  moreLabel,
  className,
  children,
}: LoadMoreFooterProps) {
  const label: MessageDescriptor = moreLabel ?? (isLoadingNext ? adminSharedMessages.loadingMore : adminSharedMessages.loadMore);
  return (
    <ListFooter className={className}>
      <p role="status" data-testid={`${testId}-count`}>
        {children}
      </p>
      {hasNext && (
        <Button
          type="button"
          $variant="secondary"
          disabled={isLoadingNext}
          onClick={onLoadMore}
          data-testid={moreTestId ?? `${testId}-load-more`}
        >
          <FormattedMessage {...label} />
        </Button>
      )}
    </ListFooter>
  );
}
