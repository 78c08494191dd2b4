import type { ComponentType } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { Skeleton } from '../../../ui/Skeleton';
import { ToastOutlet, ToastProvider } from '../../../ui/ToastProvider';
import { AdminView, ViewIntro } from './AdminView';

/** What the loaded part of a view gets: the data, and the way to load it again after a change. */
export interface ReloadablePart<TQuery extends OperationType> {
  reference: PreloadedQuery<TQuery>;
  reload: () => void;
}

interface ToastingAdminViewProps<TQuery extends OperationType> {
  /** The view's name: its test ids are `admin-<name>` and, when its data failed to load, `<name>-error`. */
  name: string;
  /** The view's title, what a failed load says, and the line under the title that says what the view is for. */
  messages: { title: MessageDescriptor; loadFailed: MessageDescriptor; intro: MessageDescriptor };
  query: GraphQLTaggedNode;
  reference: PreloadedQuery<TQuery> | null;
  /** The height of the skeleton shown while the data loads. */
  loadingHeight: string;
  Part: ComponentType<ReloadablePart<TQuery>>;
}

/** An admin view whose changes answer in toasts of its own: its intro, then its loaded part, which reloads after a change. */
export function ToastingAdminView<TQuery extends OperationType>({
  name,
  messages,
  query,
  reference,
  loadingHeight,
  Part,
}: ToastingAdminViewProps<TQuery>) {
  if (!reference) return null;
  return (
    <ToastProvider>
      <AdminView<TQuery>
        title={messages.title}
        testId={`admin-${name}`}
        query={query}
        reference={reference}
        loadFailed={messages.loadFailed}
        errorTestId={`${name}-error`}
        loading={<Skeleton $height={loadingHeight} />}
        before={
          <ViewIntro>
            <FormattedMessage {...messages.intro} />
          </ViewIntro>
        }
      >
        {(loaded, retry) => <Part reference={loaded} reload={retry} />}
      </AdminView>
      <ToastOutlet />
    </ToastProvider>
  );
}
