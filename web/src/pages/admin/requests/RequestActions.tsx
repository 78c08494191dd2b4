import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { ConvertToOrderDialog_message$key } from '../../../__generated__/ConvertToOrderDialog_message.graphql';
import type { MessageDialog_message$key } from '../../../__generated__/MessageDialog_message.graphql';
import { ConvertToOrderDialog } from './ConvertToOrderDialog';
import { MessageDialog } from './MessageDialog';

/** A message as both dialogs read it (the row spreads both fragments). */
export type DialogMessage = MessageDialog_message$key & ConvertToOrderDialog_message$key;

interface RequestActionsValue {
  view: (message: DialogMessage) => void;
  convert: (message: DialogMessage) => void;
}

const RequestActionsContext = createContext<RequestActionsValue | null>(null);

export function useRequestActions(): RequestActionsValue {
  const value = useContext(RequestActionsContext);
  if (!value) throw new Error('useRequestActions outside RequestActionsProvider');
  return value;
}

/**
 * The contact messages' actions, shared by the view's rows and the dashboard's course requests: the View dialog (the
 * whole message) and the Convert to Order dialog, one at a time (View offers Convert, which replaces it).
 */
export function RequestActionsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ dialog: 'view' | 'convert'; message: DialogMessage } | null>(null);
  const value = useMemo<RequestActionsValue>(
    () => ({ view: (message) => setOpen({ dialog: 'view', message }), convert: (message) => setOpen({ dialog: 'convert', message }) }),
    [],
  );
  const close = () => setOpen(null);
  return (
    <RequestActionsContext.Provider value={value}>
      {children}
      {open?.dialog === 'view' && (
        <MessageDialog message={open.message} onClose={close} onConvert={() => setOpen({ dialog: 'convert', message: open.message })} />
      )}
      {open?.dialog === 'convert' && <ConvertToOrderDialog message={open.message} onClose={close} />}
    </RequestActionsContext.Provider>
  );
}
