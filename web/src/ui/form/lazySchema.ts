import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

export interface LazySchema<Values extends FormikValues> {
  /** Formik's `validate`: the schema's verdict as Formik's `validationSchema` would give it. */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** Starts loading the schema (on the form's first focus), so that the first check rarely waits for it. */
  preload: () => void;
}

/**
 * A form's shared yup schema (api/src/validation/), loaded when the visitor first acts on the form: yup and the schema
 * are ~13 KiB gzip a form page needs neither to show nor to hydrate (first-load JS). The checks are those
 * of Formik's `validationSchema` (`validateYupSchema`, `yupToFormErrors`). If the schema cannot load (offline), the
 * form is sent unchecked: the server checks the same schema and answers with the same messages.
 */
export function lazySchema<Values extends FormikValues>(load: () => Promise<Schema>): LazySchema<Values> {
  let loading: Promise<Schema> | undefined;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // tried again on the next check
      throw error;
    }));
  return {
    preload: () => void schema().catch(() => undefined),
    validate: async (values) => {
      const loaded = await schema().catch(() => null);
      if (!loaded) return {};
      try {
        await validateYupSchema(values, loaded);
        return {};
      } catch (error) {
        if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
        throw error;
      }
    },
  };
}
