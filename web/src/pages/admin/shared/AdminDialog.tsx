import type { ReactNode } from 'react';
import { ModalDialog } from '../../../ui/ModalDialog';

// Only for pages/admin/orders, reworked in another branch now: it should use ui/ModalDialog (`padded`,
// `width={860}` for wide, `busy` for not closable), `DialogButtons` and ./ConfirmDialog instead.
export { DialogButtons as DialogActions } from '../../../ui/ModalDialog';
export { ConfirmDialog } from './ConfirmDialog';

interface AdminDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  testId: string;
  describedBy?: string;
  closable?: boolean;
}

export function AdminDialog({ wide = false, closable = true, ...props }: AdminDialogProps) {
  return <ModalDialog {...props} width={wide ? 860 : 480} busy={!closable} padded />;
}
