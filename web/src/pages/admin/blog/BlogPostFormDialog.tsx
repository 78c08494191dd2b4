import { Form, Formik, type FormikHelpers, useField, useFormikContext } from 'formik';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { refusalText } from '../../../relay/refusalText';
import { Button } from '../../../ui/Button';
import { FieldBox, FieldError, FormAlert } from '../../../ui/form/fieldStyles';
import { CheckboxField, FieldIdPrefixProvider, FormStatus, TextField, useShownError } from '../../../ui/form/fields';
import { formMessages } from '../../../ui/form/messages';
import { DialogButtons, DialogCancelButton, ModalDialog } from '../../../ui/ModalDialog';
import { FormikDiscardGuard } from '../../../ui/form/FormikDiscardGuard';
import { type ContentLanguage, LanguageTabs } from '../shared/LanguageTabs';
import { adminSharedMessages } from '../shared/messages';
import { ToastOutlet, useShowToast } from '../../../ui/ToastProvider';
import {
  BLOG_TEXTS,
  type BlogFormValues,
  checkBlogForm,
  formField,
  missesRequiredFields,
  newBlogPostValues,
  slugForTitle,
  storedBlogPostValues,
} from './blogForm';
import type { BlogPostData } from './BlogPostsTable';
import { adminBlogMessages as messages } from './messages';
import type { ShownList } from './blogPostChanges';
import { useCreateBlogPostMutation } from './useCreateBlogPostMutation';
import { useUpdateBlogPostMutation } from './useUpdateBlogPostMutation';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  textarea {
    min-height: 6rem;
  }
  p.hint {
    margin: -10px 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The title input: every change of it also sets the slug (docs/SPEC.md §5), which stays editable below it. */
function TitleField({ slugFollows }: { slugFollows: boolean }) {
  const intl = useIntl();
  const [field] = useField<string>('title');
  const { setFieldValue } = useFormikContext<BlogFormValues>();
  const error = useShownError('title');
  const id = 'blog-title';
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    if (slugFollows) void setFieldValue('slug', slugForTitle(event.target.value));
  };
  return (
    <FieldBox>
      <label htmlFor={id}>{intl.formatMessage(messages.fieldTitle)}</label>
      <input
        {...field}
        id={id}
        type="text"
        required
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={id}
      />
      {error && (
        <FieldError id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </FieldBox>
  );
}

/** docs/SPEC.md §5: title, slug, content or summary missing when sending: one sentence naming them, above the buttons. */
function RequiredFieldsNote() {
  const { values, submitCount } = useFormikContext<BlogFormValues>();
  if (submitCount === 0 || !missesRequiredFields(values)) return null;
  return (
    <FormAlert $tone="error" role="alert" data-testid="blog-form-required">
      <p>
        <FormattedMessage {...messages.requiredFields} />
      </p>
    </FormAlert>
  );
}

interface Props {
  /** The post to edit; absent: a new one. */
  post?: BlogPostData;
  list: ShownList;
  onClose: () => void;
  onSaved: (text: string) => void;
}

/**
 * docs/SPEC.md §2/§4 create and edit dialog: Formik with the shared rules (api/src/validation/blog-post.schema.ts); the slug
 * follows the title (of a new post or a draft: a published post keeps its address, so links to it keep working);
 * "publish immediately" on create, "published" on edit. It cannot be closed while saving; closed, it is unmounted,
 * so it opens afresh next time. The server's refusals land on their fields.
 */
export function BlogPostFormDialog({ post, list, onClose, onSaved }: Props) {
  const intl = useIntl();
  const showToast = useShowToast();
  const { create, isInFlight: creating } = useCreateBlogPostMutation();
  const { update, isInFlight: updating } = useUpdateBlogPostMutation();
  const saving = creating || updating;
  const editing = post !== undefined;

  const submit = async (values: BlogFormValues, helpers: FormikHelpers<BlogFormValues>) => {
    const checked = checkBlogForm(values);
    if (!checked.ok) return;
    helpers.setStatus(null);
    const outcome = editing ? await update(post.id, checked.value) : await create(checked.value, list);
    if (outcome.ok) {
      onSaved(intl.formatMessage(editing ? messages.updated : messages.created));
      return;
    }
    const failed = intl.formatMessage(editing ? messages.updateFailed : messages.createFailed);
    if (!outcome.answered) {
      helpers.setStatus(outcome.formError);
      showToast('error', failed, intl.formatMessage(adminSharedMessages.errorTitle));
      return;
    }
    const onFields: Record<string, string> = {};
    const above = outcome.formError ? [outcome.formError] : [];
    for (const [field, message] of Object.entries(outcome.fieldErrors)) {
      const name = formField(field);
      if (name in values) onFields[name] ??= message;
      else above.push(message);
    }
    helpers.setErrors(onFields);
    helpers.setStatus(above.join(' ') || null);
    showToast('error', [failed, refusalText(outcome)].join(' '), intl.formatMessage(adminSharedMessages.errorTitle));
  };

  return (
    <ModalDialog
      padded
      width={860}
      title={intl.formatMessage(editing ? messages.editTitle : messages.createTitle)}
      onClose={() => {
        if (!saving) onClose();
      }}
      busy={saving}
      testId="blog-form-dialog"
    >
      <Formik<BlogFormValues>
        initialValues={editing ? storedBlogPostValues(post) : newBlogPostValues()}
        validate={(values) => {
          const checked = checkBlogForm(values);
          return checked.ok ? {} : checked.errors;
        }}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate data-testid="blog-form">
            <FormikDiscardGuard />
            <FieldIdPrefixProvider value="blog">
              <Fields>
                <BlogTexts
                  german={
                    <>
                      <TitleField slugFollows={!editing || !post.published} />
                      <TextField name="slug" label={intl.formatMessage(messages.fieldSlug)} />
                      <p className="hint">
                        <FormattedMessage {...messages.slugHint} />
                      </p>
                      <TextField name="summary" label={intl.formatMessage(messages.fieldSummary)} multiline />
                      <TextField name="content" label={intl.formatMessage(messages.fieldContent)} multiline />
                      <TextField
                        name="category"
                        required={false}
                        label={<OptionalLabel text={intl.formatMessage(messages.fieldCategory)} />}
                      />
                      <TextField
                        name="tagsString"
                        required={false}
                        label={<OptionalLabel text={intl.formatMessage(messages.fieldTags)} />}
                      />
                      <p className="hint">
                        <FormattedMessage {...messages.tagsHint} />
                      </p>
                    </>
                  }
                  english={
                    <>
                      <TextField name="titleEn" required={false} label={<OptionalLabel text={intl.formatMessage(messages.fieldTitle)} />} />
                      <TextField
                        name="summaryEn"
                        required={false}
                        label={<OptionalLabel text={intl.formatMessage(messages.fieldSummary)} />}
                        multiline
                      />
                      <TextField
                        name="contentEn"
                        required={false}
                        label={<OptionalLabel text={intl.formatMessage(messages.fieldContent)} />}
                        multiline
                      />
                      <TextField
                        name="categoryEn"
                        required={false}
                        label={<OptionalLabel text={intl.formatMessage(messages.fieldCategory)} />}
                      />
                      <TextField
                        name="tagsStringEn"
                        required={false}
                        label={<OptionalLabel text={intl.formatMessage(messages.fieldTags)} />}
                      />
                    </>
                  }
                />
                <TextField name="imageUrl" required={false} label={<OptionalLabel text={intl.formatMessage(messages.fieldImageUrl)} />} />
                <CheckboxField
                  name="published"
                  label={intl.formatMessage(editing ? messages.fieldPublished : messages.publishImmediately)}
                />
              </Fields>
            </FieldIdPrefixProvider>
            <RequiredFieldsNote />
            <FormStatus testId="blog-form-error" />
            <DialogButtons style={{ marginTop: 16 }}>
              <DialogCancelButton disabled={isSubmitting} onCancel={onClose} testId="blog-form-cancel">
                <FormattedMessage {...messages.cancel} />
              </DialogCancelButton>
              <Button type="submit" disabled={isSubmitting} data-testid="blog-form-save">
                <FormattedMessage {...(isSubmitting ? messages.saving : messages.save)} />
              </Button>
            </DialogButtons>
          </Form>
        )}
      </Formik>
      {/* The page behind the modal is inert: its toasts show in here while the dialog is open. */}
      <ToastOutlet />
    </ModalDialog>
  );
}

/**
 * The post's texts in a tab per language. A tab with refused fields is marked; after a refused send the
 * tab of the first refused text is shown (the other's inputs are hidden and could not be seen or focused).
 */
function BlogTexts({ german, english }: { german: ReactNode; english: ReactNode }) {
  const { errors, submitCount } = useFormikContext<BlogFormValues>();
  const [language, setLanguage] = useState<ContentLanguage>('de');
  const refused = (suffix: '' | 'En') =>
    submitCount > 0 && BLOG_TEXTS.some((text) => Boolean(errors[`${text}${suffix}` as keyof BlogFormValues]));
  const germanRefused = refused('');
  const englishRefused = refused('En');
  useEffect(() => {
    if (submitCount === 0) return;
    if (germanRefused) setLanguage('de');
    else if (englishRefused) setLanguage('en');
  }, [submitCount, germanRefused, englishRefused]);
  return (
    <LanguageTabs
      language={language}
      onSelect={setLanguage}
      invalid={{ de: germanRefused, en: englishRefused }}
      german={german}
      english={english}
    />
  );
}

function OptionalLabel({ text }: { text: string }) {
  return (
    <>
      {text} <FormattedMessage {...formMessages.optional} />
    </>
  );
}
