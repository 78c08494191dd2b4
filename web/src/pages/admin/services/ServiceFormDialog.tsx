import { SERVICE_LIMITS, serviceSchema } from '@h2o/api/validation/service.schema';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { ServiceFormDialog_service$key } from '../../../__generated__/ServiceFormDialog_service.graphql';
import { Button } from '../../../ui/Button';
import { FieldRow, FormStack, Hint } from '../../../ui/form/fieldStyles';
import { FormStatus, showRefusal } from '../../../ui/form/fields';
import { DialogButtons, DialogCancelButton, ModalDialog } from '../../../ui/ModalDialog';
import { FormikDiscardGuard } from '../../../ui/form/FormikDiscardGuard';
import { useShowToast } from '../../../ui/ToastProvider';
import { SettingsInput } from '../settings/SettingsInputs';
import { serviceFormMessages as messages } from './messages';
import { ServiceIconPicker } from './ServiceIconPicker';
import { useUpdateServiceOfferingMutation } from './useUpdateServiceOfferingMutation';

/** The form as Formik holds it: texts as typed (empty optional ones are stored as null), the position as the number input gives it. */
interface Values {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  order: number | '';
  icon: string;
  imageUrl: string;
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const input = (name: keyof Values) => ({ name, idPrefix: 'service' });

/**
 * Edits one service (docs/SPEC.md §2 services management) on the shared schema: German texts required, English ones
 * optional, the slug shown but fixed. Refusals show at their fields; saved: the dialog closes with a toast.
 */
export function ServiceFormDialog({ service, onClose }: { service: ServiceFormDialog_service$key; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment ServiceFormDialog_service on Service {
        id
        slug
        title
        titleEn
        description
        descriptionEn
        order
        icon
        imageUrl
      }
    `,
    service,
  );
  const intl = useIntl();
  const toast = useShowToast();
  const { submit } = useUpdateServiceOfferingMutation();

  const initialValues: Values = {
    title: data.title,
    titleEn: data.titleEn ?? '',
    description: data.description,
    descriptionEn: data.descriptionEn ?? '',
    order: data.order,
    icon: data.icon ?? '',
    imageUrl: data.imageUrl ?? '',
  };

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    // Checked before sending (Formik ran the schema), so the position is a number here.
    const result = await submit({ id: data.id, ...values, order: values.order as number });
    if (result.ok) {
      toast('success', intl.formatMessage(messages.saved));
      onClose();
      return;
    }
    // `id`: the service is gone (no input for it): above the form.
    showRefusal(helpers, result, ['id']);
  };

  const { order } = SERVICE_LIMITS;
  return (
    <ModalDialog
      padded
      width={860}
      title={intl.formatMessage(messages.title, { title: data.title })}
      onClose={onClose}
      testId="service-dialog"
    >
      <Hint>
        <FormattedMessage {...messages.slugNote} values={{ slug: data.slug }} />
      </Hint>
      <Formik initialValues={initialValues} validationSchema={serviceSchema} onSubmit={onSubmit}>
        {({ handleSubmit, isSubmitting }) => (
          <FormStack noValidate onSubmit={handleSubmit}>
            <FormStatus testId="service-form-error" />
            <FormikDiscardGuard />
            <FieldRow>
              <Group lang="de">
                <legend>
                  <FormattedMessage {...messages.germanGroup} />
                </legend>
                <SettingsInput {...input('title')} label={<FormattedMessage {...messages.fieldTitle} />} />
                <SettingsInput {...input('description')} multiline label={<FormattedMessage {...messages.fieldDescription} />} />
              </Group>
              <Group lang="en">
                <legend>
                  <FormattedMessage {...messages.englishGroup} />
                </legend>
                <Hint>
                  <FormattedMessage {...messages.englishHint} />
                </Hint>
                <SettingsInput {...input('titleEn')} optional label={<FormattedMessage {...messages.fieldTitle} />} />
                <SettingsInput {...input('descriptionEn')} optional multiline label={<FormattedMessage {...messages.fieldDescription} />} />
              </Group>
            </FieldRow>
            <FieldRow>
              <SettingsInput
                {...input('order')}
                type="number"
                min={order.min}
                max={order.max}
                label={<FormattedMessage {...messages.fieldOrder} />}
                hint={<FormattedMessage {...messages.fieldOrderHint} values={order} />}
              />
            </FieldRow>
            <ServiceIconPicker />
            <SettingsInput
              {...input('imageUrl')}
              optional
              label={<FormattedMessage {...messages.fieldImageUrl} />}
              hint={<FormattedMessage {...messages.fieldImageUrlHint} />}
            />
            <DialogButtons>
              <DialogCancelButton onCancel={onClose} disabled={isSubmitting}>
                <FormattedMessage {...messages.cancel} />
              </DialogCancelButton>
              <Button type="submit" disabled={isSubmitting} data-testid="service-save">
                <FormattedMessage {...(isSubmitting ? messages.saving : messages.save)} />
              </Button>
            </DialogButtons>
          </FormStack>
        )}
      </Formik>
    </ModalDialog>
  );
}
