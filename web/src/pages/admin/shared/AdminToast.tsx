// Only for pages/admin/orders, reworked in another branch now: it should import from ui/ToastProvider instead.
export { ToastOutlet, ToastProvider as AdminToastProvider, useShowToast as useAdminToast } from '../../../ui/ToastProvider';
