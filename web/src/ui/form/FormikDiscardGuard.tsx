import { useFormikContext } from 'formik';
import { useReportDirty } from '../ModalDialog';

/** Inside a Formik form in a dialog: the dialog asks before closing while the form holds changes not saved. */
export function FormikDiscardGuard() {
  const { dirty } = useFormikContext();
  useReportDirty(dirty);
  return null;
}
