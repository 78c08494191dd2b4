import { type ComponentType, type ReactNode, startTransition, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { AdminView } from './AdminView';
import type { ReloadablePart } from './ToastingAdminView';

/** What the loaded part of a noted view gets besides its data: the note about the last change, kept outside it. */
export interface NotedPart<TQuery extends OperationType> extends ReloadablePart<TQuery> {
  note: string | null;
  setNote: (note: string | null) => void;
}

/** What comes before or after the loaded part; a function gets the way to reload the view after a change. */
type Around = ReactNode | ((reload: () => void) => ReactNode);

interface NotedAdminViewProps<TQuery extends OperationType> {
  /** The view's name: its test ids are `admin-<name>` and, when its data failed to load, `<name>-error`. */
  name: string;
  /** The view's title and what a failed load says. */
  messages: { title: MessageDescriptor; loadFailed: MessageDescriptor };
  query: GraphQLTaggedNode;
  reference: PreloadedQuery<TQuery> | null;
  before?: Around;
  after?: Around;
  Part: ComponentType<NotedPart<TQuery>>;
}

/**
 * An admin view whose changes reload it and leave a note: the note is kept here, outside the part that a reload mounts
 * afresh, and a reload keeps the view (and its note) on screen while the fresh data comes (a transition).
 */
export function NotedAdminView<TQuery extends OperationType>({
  name,
  messages,
  query,
  reference,
  before,
  after,
  Part,
}: NotedAdminViewProps<TQuery>) {
  const [note, setNote] = useState<string | null>(null);
  const reloading = (retry: () => void) => () => startTransition(retry);
  const around = (part: Around) => (typeof part === 'function' ? (retry: () => void) => part(reloading(retry)) : part);
  return (
    <AdminView<TQuery>
      title={messages.title}
      testId={`admin-${name}`}
      query={query}
      reference={reference}
      loadFailed={messages.loadFailed}
      errorTestId={`${name}-error`}
      before={around(before)}
      after={around(after)}
    >
      {(loaded, retry) => <Part reference={loaded} reload={reloading(retry)} note={note} setNote={setNote} />}
    </AdminView>
  );
}
