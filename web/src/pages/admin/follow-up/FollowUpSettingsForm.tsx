import { FOLLOW_UP_LIMITS, followUpSettingsSchema } from '@h2o/api/validation/follow-up-settings.schema';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FollowUpSettingsForm_settings$key } from '../../../__generated__/FollowUpSettingsForm_settings.graphql';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormStack } from '../../../ui/form/fieldStyles';
import { CheckboxField, FormStatus } from '../../../ui/form/fields';
import { useShowToast } from '../../../ui/ToastProvider';
import { SettingsInput } from '../settings/SettingsInputs';
import { followUpMessages as messages } from './messages';
import { useUpdateFollowUpSettingsMutation } from './useUpdateFollowUpSettingsMutation';

interface Values {
  remindersEnabled: boolean;
  reminderDaysBefore: number | '';
  reviewInvitationsEnabled: boolean;
  reviewInvitationDaysAfter: number | '';
  dataRetentionMonths: number | '';
}

/**
 * Settings card: reminders before a course, automatic review invitations after it, and how many months its
 * customers' and children's data are kept (the privacy policy states that number). Checked with the server's schema.
 */
export function FollowUpSettingsForm({ settings }: { settings: FollowUpSettingsForm_settings$key }) {
  const stored = useFragment(
    graphql`
      fragment FollowUpSettingsForm_settings on FollowUpSettings {
        remindersEnabled
        reminderDaysBefore
        reviewInvitationsEnabled
        reviewInvitationDaysAfter
        dataRetentionMonths
      }
    `,
    settings,
  );
  const intl = useIntl();
  const toast = useShowToast();
  const { submit } = useUpdateFollowUpSettingsMutation();
  const initialValues: Values = { ...stored };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    // Formik ran the schema first: the numbers are numbers here.
    const result = await submit({
      remindersEnabled: values.remindersEnabled,
      reminderDaysBefore: values.reminderDaysBefore as number,
      reviewInvitationsEnabled: values.reviewInvitationsEnabled,
      reviewInvitationDaysAfter: values.reviewInvitationDaysAfter as number,
      dataRetentionMonths: values.dataRetentionMonths as number,
    });
    if (result.ok) {
      helpers.resetForm({ values: { ...result.value } });
      toast('success', intl.formatMessage(messages.saved));
      return;
    }
    helpers.setErrors(result.fieldErrors);
    helpers.setStatus(result.formError);
  };

  const { reminderDaysBefore, reviewInvitationDaysAfter, dataRetentionMonths } = FOLLOW_UP_LIMITS;
  return (
    <Card as="section" aria-labelledby="follow-up-settings-title" data-testid="follow-up-settings-form">
      <h3 id="follow-up-settings-title">
        <FormattedMessage {...messages.settingsTitle} />
      </h3>
      <p>
        <FormattedMessage {...messages.settingsIntro} />
      </p>
      <Formik initialValues={initialValues} validationSchema={followUpSettingsSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit}>
            <FormStatus testId="follow-up-settings-form-error" />
            <CheckboxField name="remindersEnabled" label={<FormattedMessage {...messages.remindersEnabled} />} />
            <SettingsInput
              name="reminderDaysBefore"
              type="number"
              min={reminderDaysBefore.min}
              max={reminderDaysBefore.max}
              label={<FormattedMessage {...messages.reminderDaysBefore} />}
              hint={<FormattedMessage {...messages.reminderDaysBeforeHint} values={reminderDaysBefore} />}
            />
            <CheckboxField name="reviewInvitationsEnabled" label={<FormattedMessage {...messages.reviewInvitationsEnabled} />} />
            <SettingsInput
              name="reviewInvitationDaysAfter"
              type="number"
              min={reviewInvitationDaysAfter.min}
              max={reviewInvitationDaysAfter.max}
              label={<FormattedMessage {...messages.reviewInvitationDaysAfter} />}
              hint={<FormattedMessage {...messages.reviewInvitationDaysAfterHint} values={reviewInvitationDaysAfter} />}
            />
            <SettingsInput
              name="dataRetentionMonths"
              type="number"
              min={dataRetentionMonths.min}
              max={dataRetentionMonths.max}
              label={<FormattedMessage {...messages.dataRetentionMonths} />}
              hint={<FormattedMessage {...messages.dataRetentionMonthsHint} values={dataRetentionMonths} />}
            />
            <div>
              <Button type="submit" disabled={isSubmitting} data-testid="follow-up-settings-save">
                <FormattedMessage {...(isSubmitting ? messages.saving : messages.save)} />
              </Button>
            </div>
          </FormStack>
        )}
      </Formik>
    </Card>
  );
}
