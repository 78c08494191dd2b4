import { Component, type ReactNode, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import { useLoaderData, useNavigation, useRevalidator } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminCoursesPageQuery } from '../../../__generated__/AdminCoursesPageQuery.graphql';
import CourseFormDialogQueryNode, { type CourseFormDialogQuery } from '../../../__generated__/CourseFormDialogQuery.graphql';
import { PageHead } from '../../../seo/PageHead';
import { Button } from '../../../ui/Button';
import { Toast } from '../../../ui/Toast';
import { useToast } from '../../../ui/useToast';
import { SearchBox } from '../shared/SearchBox';
import type { AdminCoursesLoaderData } from './adminCoursesLoader';
import { AdminCourseTable, AdminCourseTableError, AdminCourseTableSkeleton, type RowActions } from './AdminCourseTable';
import { CancelCourseDialog } from './CancelCourseDialog';
import { type CourseSummary, DeleteCourseDialog, DuplicateCourseDialog } from './CourseActionDialogs';
import { CreateCourseDialog, EditCourseDialog } from './CourseFormDialog';
import { adminCoursesMessages as messages, cancelCourseMessages } from './messages';

const adminCoursesPageQuery = graphql`
  query AdminCoursesPageQuery($search: String) {
    ...AdminCourseTable_query @arguments(search: $search)
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  > header p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
`;

/**
 * The list's error state, set back when `resetKey` changes (the loader's answer to a retry or a new search) without remounting the list,
 * so a new search keeps showing the previous rows until its answer is there.
 */
class ListErrorBoundary extends Component<{ resetKey: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; course: Pick<CourseSummary, 'id' | 'title'> }
  | { kind: 'duplicate'; course: CourseSummary }
  | { kind: 'delete'; course: CourseSummary }
  | { kind: 'cancelCourse'; course: CourseSummary };

function CourseList({
  coursesRef,
  ...props
}: { coursesRef: PreloadedQuery<AdminCoursesPageQuery> } & Omit<Parameters<typeof AdminCourseTable>[0], 'query'>) {
  const data = usePreloadedQuery<AdminCoursesPageQuery>(adminCoursesPageQuery, coursesRef);
  return <AdminCourseTable query={data} {...props} />;
}

/**
 * docs/SPEC.md §2 admin area, Courses: a searchable table (`?q=`) with "load more", create / edit (four tabs and the
 * history) / duplicate / delete dialogs and an active switch per course that changes at once (optimistic) and
 * goes back with the server's message when refused.
 */
export function AdminCoursesPage() {
  const data = useLoaderData() as AdminCoursesLoaderData;
  // No admin: the layout shows why instead of this view.
  return data.coursesRef ? <CoursesView coursesRef={data.coursesRef} search={data.search} attempt={data.attempt} /> : null;
}

function CoursesView({
  coursesRef,
  search,
  attempt,
}: {
  coursesRef: PreloadedQuery<AdminCoursesPageQuery>;
  search: string;
  attempt: number;
}) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [toast, showToast] = useToast();
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [editRef, loadEdit, disposeEdit] = useQueryLoader<CourseFormDialogQuery>(CourseFormDialogQueryNode);
  const connections = connectionId ? [connectionId] : [];

  const openEdit = useCallback(
    (course: Pick<CourseSummary, 'id' | 'title'>) => {
      // Asked afresh each time: another admin may have changed the course since the list was loaded.
      loadEdit({ id: course.id }, { fetchPolicy: 'network-only' });
      setDialog({ kind: 'edit', course });
    },
    [loadEdit],
  );

  const closeDialog = useCallback(() => {
    setDialog(null);
    disposeEdit();
  }, [disposeEdit]);

  const actions: RowActions = {
    onEdit: openEdit,
    onDuplicate: (course) => setDialog({ kind: 'duplicate', course }),
    onDelete: (course) => setDialog({ kind: 'delete', course }),
    onCancelCourse: (course) => setDialog({ kind: 'cancelCourse', course }),
    onSwitchRefused: (message) => showToast('error', message),
  };

  // The loader asks again; its new answer (a new `attempt`) sets the error state back.
  const retry = () => void revalidator.revalidate();

  const searching = navigation.state === 'loading' && navigation.location.pathname === '/admin/courses';

  return (
    <Page data-testid="admin-courses">
      <PageHead title={intl.formatMessage(messages.title)} noindex />
      <header>
        <h1>
          <FormattedMessage {...messages.title} />
        </h1>
        <p>
          <FormattedMessage {...messages.intro} />
        </p>
      </header>
      <Toolbar>
        <SearchBox label={messages.searchLabel} placeholder={messages.searchPlaceholder} testId="admin-courses-search" />
        <Button type="button" onClick={() => setDialog({ kind: 'create' })} data-testid="admin-courses-new">
          <FormattedMessage {...messages.newCourse} />
        </Button>
      </Toolbar>
      <ListErrorBoundary resetKey={String(attempt)} fallback={<AdminCourseTableError onRetry={retry} />}>
        <Suspense fallback={<AdminCourseTableSkeleton />}>
          <CourseList coursesRef={coursesRef} search={search} searching={searching} actions={actions} onConnection={setConnectionId} />
        </Suspense>
      </ListErrorBoundary>

      {dialog?.kind === 'create' && (
        <CreateCourseDialog
          connections={connections}
          onClose={closeDialog}
          onCreated={(title) => {
            closeDialog();
            showToast('success', intl.formatMessage(messages.created, { title }));
          }}
        />
      )}
      {dialog?.kind === 'edit' && editRef && (
        <EditCourseDialog
          title={dialog.course.title}
          queryRef={editRef}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            showToast('success', intl.formatMessage(messages.updated));
          }}
          onRetry={() => loadEdit({ id: dialog.course.id }, { fetchPolicy: 'network-only' })}
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateCourseDialog
          course={dialog.course}
          connections={connections}
          onClose={closeDialog}
          onDuplicated={(copy) => {
            showToast('success', intl.formatMessage(messages.duplicated, { title: copy.title }));
            // The copy is inactive until edited: straight on to editing it.
            openEdit(copy);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCourseDialog
          course={dialog.course}
          connections={connections}
          onClose={closeDialog}
          onDeleted={() => {
            closeDialog();
            showToast('success', intl.formatMessage(messages.deleted));
          }}
          onDeactivated={() => {
            closeDialog();
            showToast('success', intl.formatMessage(messages.deactivated, { title: dialog.course.title }));
          }}
        />
      )}
      {dialog?.kind === 'cancelCourse' && (
        <CancelCourseDialog
          course={dialog.course}
          onClose={closeDialog}
          onCancelled={({ cancelledOrders, refunds }) => {
            closeDialog();
            showToast('success', intl.formatMessage(cancelCourseMessages.done, { orders: cancelledOrders, refunds }));
          }}
        />
      )}
      {toast && (
        <Toast key={toast.key} tone={toast.tone}>
          {toast.text}
        </Toast>
      )}
    </Page>
  );
}
