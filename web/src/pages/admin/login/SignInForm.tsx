import { signInSchema } from '@h2o/api/validation/sign-in.schema';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormStack } from '../../../ui/form/fieldStyles';
import { FormStatus, showRefusal, TextField } from '../../../ui/form/fields';
import { adminLoginMessages } from '../messages';
import { ADMIN_HOME_PATH, TRAINER_HOME_PATH } from '../session/adminSession';
import { useSignInMutation } from './useSignInMutation';

interface Values {
  username: string;
  password: string;
}

/** docs/SPEC.md §2/§5 admin login on the shared schema: both fields required; success goes to /admin. */
export function SignInForm() {
  const navigate = useNavigate();
  const { submit } = useSignInMutation();

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const result = await submit(values);
    if (result.ok) {
      // A trainer's place is the phone view of their courses.
      navigate(result.value.role === 'TRAINER' ? TRAINER_HOME_PATH : ADMIN_HOME_PATH, { replace: true });
      return;
    }
    showRefusal(helpers, result);
    // A refused password is typed again, not corrected: keep the username, empty the password.
    if (result.formError) helpers.setFieldValue('password', '', false);
  };

  return (
    <Formik initialValues={{ username: '', password: '' }} validationSchema={signInSchema} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormStack noValidate onSubmit={handleSubmit} data-testid="sign-in-form">
          <FormStatus />
          <TextField name="username" label={<FormattedMessage {...adminLoginMessages.username} />} autoComplete="username" />
          <TextField
            name="password"
            type="password"
            label={<FormattedMessage {...adminLoginMessages.password} />}
            autoComplete="current-password"
          />
          <Button type="submit" disabled={isSubmitting} data-testid="form-submit" $block>
            <FormattedMessage {...(isSubmitting ? adminLoginMessages.submitting : adminLoginMessages.submit)} />
          </Button>
        </FormStack>
      )}
    </Formik>
  );
}
