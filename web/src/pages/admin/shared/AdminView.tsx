import { type ReactNode, Suspense } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { PreloadedQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { PageHead } from '../../../seo/PageHead';
import { PageSpinner } from '../../../ui/Spinner';
import { referenceKey, useRetryableQuery } from './adminQueries';
import { LoadErrorBoundary, LoadFailed } from './LoadFailed';
import { ViewPage } from './tableStyles';

/** The muted line under a view's title that says what the view is for. */
export const ViewIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a view shows when its query failed: the view's own message, and where tests find it. */
interface LoadFailure {
  loadFailed: MessageDescriptor;
  errorTestId: string;
}

interface AdminQueryProps<TQuery extends OperationType> extends LoadFailure {
  query: GraphQLTaggedNode;
  /** The query reference the loader started. */
  reference: PreloadedQuery<TQuery>;
  /** Shown while the data loads; a spinner unless the view has a skeleton of its own. */
  loading?: ReactNode;
  /** The part that reads the data (`usePreloadedQuery`), with the way to ask again (`retry`). */
  children: (reference: PreloadedQuery<TQuery>, retry: () => void) => ReactNode;
}

/**
 * The loaded part of an admin view: the loader's query read by `children`, the loading state meanwhile, and when
 * the query failed the view's message with a button that asks again. Each attempt gets its own error boundary, so
 * a retry renders afresh instead of the old failure.
 */
export function AdminQuery<TQuery extends OperationType>({
  query,
  reference: loaded,
  loadFailed,
  errorTestId,
  loading,
  children,
}: AdminQueryProps<TQuery>) {
  const [reference, retry] = useRetryableQuery<TQuery>(query, loaded);
  return (
    <AdminQueryBoundary
      reference={reference}
      retry={retry}
      loadFailed={loadFailed}
      errorTestId={errorTestId}
      loading={loading}
      render={children}
    />
  );
}

function AdminQueryBoundary<TQuery extends OperationType>({
  reference,
  retry,
  loadFailed,
  errorTestId,
  loading,
  render,
}: LoadFailure & {
  reference: PreloadedQuery<TQuery>;
  retry: () => void;
  loading?: ReactNode;
  render: AdminQueryProps<TQuery>['children'];
}) {
  const intl = useIntl();
  return (
    <LoadErrorBoundary
      key={referenceKey(reference)}
      fallback={() => <LoadFailed message={intl.formatMessage(loadFailed)} onRetry={retry} testId={errorTestId} />}
    >
      <Suspense fallback={loading ?? <PageSpinner />}>{render(reference, retry)}</Suspense>
    </LoadErrorBoundary>
  );
}

/** What comes before or after the loaded part; a function gets the way to load the view's data again. */
type Around = ReactNode | ((retry: () => void) => ReactNode);

interface AdminViewProps<TQuery extends OperationType> extends Omit<AdminQueryProps<TQuery>, 'reference'> {
  title: MessageDescriptor;
  testId: string;
  /** The loader's query reference; null for a role that may not open the view (the layout says why): nothing shows. */
  reference: PreloadedQuery<TQuery> | null;
  /** Between the title and the loaded part: the intro, the filters, a form that does not need the data. */
  before?: Around;
  /** After the loaded part. */
  after?: Around;
}

/**
 * The shell of every admin view (loader data → view → retry): the title (also the tab's, kept out of search
 * engines), what comes before the data, the data with its loading and failed states, what comes after.
 */
export function AdminView<TQuery extends OperationType>({ reference, ...props }: AdminViewProps<TQuery>) {
  return reference ? <LoadedAdminView reference={reference} {...props} /> : null;
}

function LoadedAdminView<TQuery extends OperationType>({
  title,
  testId,
  query,
  reference: loaded,
  loadFailed,
  errorTestId,
  loading,
  before,
  after,
  children,
}: AdminViewProps<TQuery> & { reference: PreloadedQuery<TQuery> }) {
  const intl = useIntl();
  const [reference, retry] = useRetryableQuery<TQuery>(query, loaded);
  const around = (part: Around) => (typeof part === 'function' ? part(retry) : part);
  return (
    <ViewPage data-testid={testId}>
      <PageHead title={intl.formatMessage(title)} noindex />
      <h1>
        <FormattedMessage {...title} />
      </h1>
      {around(before)}
      <AdminQueryBoundary
        reference={reference}
        retry={retry}
        loadFailed={loadFailed}
        errorTestId={errorTestId}
        loading={loading}
        render={children}
      />
      {around(after)}
    </ViewPage>
  );
}
