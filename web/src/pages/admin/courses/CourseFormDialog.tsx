import { placesTaken } from '@h2o/api/validation/course-places';
import { COURSE_TEXT_FIELDS } from '@h2o/api/validation/course-fields';
import { AGE_GROUPS, COURSE_LEVELS, COURSE_TYPES, type CourseValues } from '@h2o/api/validation/course.schema';
import type { TextFieldDeclaration } from '@h2o/api/validation/text-fields';
import { Formik, type FormikErrors, type FormikHelpers, useFormikContext } from 'formik';
import { type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { CourseFormDialog_course$key } from '../../../__generated__/CourseFormDialog_course.graphql';
import type { CourseFormDialogQuery } from '../../../__generated__/CourseFormDialogQuery.graphql';
import type { CreateCourseInput } from '../../../__generated__/useCreateCourseMutation.graphql';
import type { UpdateCourseInput } from '../../../__generated__/useUpdateCourseMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import type { MutationOutcome } from '../../../relay/useMutationOutcome';
import { Button } from '../../../ui/Button';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { FieldRow, FormAlert, Hint } from '../../../ui/form/fieldStyles';
import { Skeleton } from '../../../ui/Skeleton';
import { ageGroupMessages, courseTypeMessages, enumLabel, levelMessages } from '../../courses/enumMessages';
import { FormikDiscardGuard } from '../../../ui/form/FormikDiscardGuard';
import { FormikInvalidSubmit } from '../../../ui/form/FormikInvalidSubmit';
import { type ContentLanguage, isEnglishField, LanguageTabs } from '../shared/LanguageTabs';
import {
  COURSE_FORM_TABS,
  COURSE_TEXTS,
  type CourseFormTab,
  type CourseTextName,
  type CourseFormValues,
  changedFields,
  checkCourseForm,
  formFieldErrors,
  newCourseValues,
  type StoredCourse,
  storedCourse,
  storedCourseValues,
  tabsWithErrors,
  textsOfTab,
} from './courseForm';
import { CourseHistory } from './CourseHistory';
import { CourseCheckbox, CourseInput, CourseSelect, courseFieldId } from './CourseInputs';
import { courseDialogMessages, courseFormMessages as messages, courseTextHint, courseTextLabel, courseTrainerMessages } from './messages';
import { DialogActions, DialogBody, DialogCancelButton, ModalDialog } from '../../../ui/ModalDialog';
import { CourseTrainersPanel } from './CourseTrainersPanel';
import { TabList, TabPanel } from './Tabs';
import { useCreateCourseMutation } from './useCreateCourseMutation';
import { useUpdateCourseMutation } from './useUpdateCourseMutation';

/** The course being edited, asked afresh when the dialog opens (another admin may have changed it). */
export const courseFormDialogQuery = graphql`
  query CourseFormDialogQuery($id: ID!) {
    adminCourse(id: $id) {
      ...CourseFormDialog_course
    }
  }
`;

const courseFragment = graphql`
  fragment CourseFormDialog_course on Course {
    id
    databaseId
    courseType
    level
    ageGroup
    startDate
    endDate
    time
    totalSlots
    availableSlots
    minParticipants
    priceCents
    isActive
    # The texts as written in each language (the plain fields answer in the admin's language, with fallback).
    de: texts(language: DE) {
      title
      description
      schedule
      duration
      location
      notes
      specialRequirements
      cancellationPolicy
      whatToBring
    }
    en: texts(language: EN) {
      title
      description
      schedule
      duration
      location
      notes
      specialRequirements
      cancellationPolicy
      whatToBring
    }
    ...CourseHistory_course
  }
`;

type TabKey = CourseFormTab | 'trainers' | 'history';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

const ErrorTitle = styled.strong`
  display: block;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** What a save resolves to: stored (the dialog closes), or refused with the reasons for the form. */
type SaveResult = MutationOutcome<unknown>;

interface CourseFormProps {
  initialValues: CourseFormValues;
  /** The stored course when editing (its places taken), null when creating. */
  stored: StoredCourse | null;
  history?: ReactNode;
  /** The trainers tab (editing only). */
  trainers?: ReactNode;
  errorTitle: string;
  submitLabel: ReactNode;
  onSave: (value: CourseValues) => Promise<SaveResult>;
  onCancel: () => void;
  setBusy: (busy: boolean) => void;
}

const TAB_LABELS = {
  basic: messages.tabBasic,
  schedule: messages.tabSchedule,
  capacity: messages.tabCapacity,
  additional: messages.tabAdditional,
  trainers: courseTrainerMessages.tab,
  history: messages.tabHistory,
} as const;

/** The first field with an error, in tab and field order. */
function firstInvalidField(errors: Partial<Record<string, unknown>>): { tab: CourseFormTab; field: string } | null {
  const [tab] = tabsWithErrors(errors);
  if (!tab) return null;
  const field = COURSE_FORM_TABS[tab].find((name) => errors[name]);
  return field ? { tab, field } : null;
}

/**
 * docs/SPEC.md §2/§5 course form in four tabs (a fifth, the history, when editing). Checked with the shared rules before
 * anything is sent; refused fields, the browser's or the server's, show at their inputs, their tabs are marked, and
 * the first of them is shown and focused. docs/SPEC.md §8: a refusal also shows "Error creating/updating course" with the
 * server's message (or "Unknown error") above the form.
 */
function CourseForm({ initialValues, stored, history, trainers, errorTitle, submitLabel, onSave, onCancel, setBusy }: CourseFormProps) {
  const intl = useIntl();
  const idBase = useId();
  const [tab, setTab] = useState<TabKey>('basic');
  // Which language's texts the text groups show; one choice for all of them (an admin translates tab by tab).
  const [textLanguage, setTextLanguage] = useState<ContentLanguage>('de');
  const [alert, setAlert] = useState<string | null>(null);
  const [focusField, setFocusField] = useState<string | null>(null);

  // Focus after the tab holding the field is shown (a hidden input cannot take focus).
  useEffect(() => {
    if (!focusField) return;
    document.getElementById(courseFieldId(focusField))?.focus();
    setFocusField(null);
  }, [focusField, tab, textLanguage]);

  const showFirstError = useCallback((errors: Partial<Record<string, unknown>>) => {
    const first = firstInvalidField(errors);
    if (!first) return;
    setTab(first.tab);
    if (isEnglishField(first.field)) setTextLanguage('en');
    else if ((COURSE_TEXTS as readonly string[]).includes(first.field)) setTextLanguage('de');
    setFocusField(first.field);
  }, []);

  // The server's refusals by field, with the value each was refused for. Formik replaces all errors whenever it
  // validates (on every change and blur), so they are merged back in until their field changes or a new send.
  const serverErrors = useRef<Record<string, { message: string; value: unknown }>>({});

  const validate = (values: CourseFormValues) => {
    const checked = checkCourseForm(values, stored);
    const errors: Record<string, unknown> = checked.ok ? {} : { ...checked.errors };
    for (const [field, refused] of Object.entries(serverErrors.current)) {
      if (errors[field] === undefined && values[field as keyof CourseFormValues] === refused.value) errors[field] = refused.message;
    }
    return errors as FormikErrors<CourseFormValues>;
  };

  const onSubmit = async (values: CourseFormValues, helpers: FormikHelpers<CourseFormValues>) => {
    const checked = checkCourseForm(values, stored);
    if (!checked.ok) return;
    setAlert(null);
    setBusy(true);
    try {
      const result = await onSave(checked.value);
      if (result.ok) return;
      const { onFields, aboveForm } = formFieldErrors(result.fieldErrors, stored !== null);
      serverErrors.current = Object.fromEntries(
        Object.entries(onFields).map(([field, message]) => [field, { message, value: values[field as keyof CourseFormValues] }]),
      );
      helpers.setErrors(onFields as FormikErrors<CourseFormValues>);
      const reasons = [...aboveForm, result.formError].filter(Boolean).join(' ');
      const reason = reasons || intl.formatMessage(Object.keys(onFields).length > 0 ? messages.checkFields : messages.unknownError);
      setAlert(reason);
      showFirstError(onFields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting, errors, submitCount }) => {
        // Marked once a send was tried, as the fields show their errors (useShownError).
        const invalid = new Set<TabKey>(submitCount > 0 ? tabsWithErrors(errors) : []);
        const tabs = (Object.keys(COURSE_FORM_TABS) as TabKey[]).concat(trainers ? ['trainers'] : []).concat(history ? ['history'] : []);
        const texts: TextGroupProps = {
          language: textLanguage,
          onLanguage: setTextLanguage,
          refused: (field) => submitCount > 0 && Boolean(errors[field as keyof CourseFormValues]),
        };
        return (
          <Form
            noValidate
            onSubmit={(event) => {
              // A new send is checked afresh; the server judges it again.
              serverErrors.current = {};
              handleSubmit(event);
            }}
            data-testid="course-form"
          >
            <FormikInvalidSubmit onInvalid={() => showFirstError(errors)} />
            <FormikDiscardGuard />
            <TabList
              idBase={idBase}
              label={intl.formatMessage(messages.tabsLabel)}
              tabs={tabs.map((key) => ({ key, label: <FormattedMessage {...TAB_LABELS[key]} />, invalid: invalid.has(key) }))}
              selected={tab}
              onSelect={setTab}
              invalidText={intl.formatMessage(messages.tabInvalid)}
            />
            <DialogBody>
              {alert && (
                <FormAlert $tone="error" role="alert" data-testid="course-form-error" style={{ marginBottom: 16 }}>
                  <ErrorTitle>{errorTitle}</ErrorTitle>
                  <p>{alert}</p>
                </FormAlert>
              )}
              <TabPanel idBase={idBase} tabKey="basic" selected={tab === 'basic'}>
                <BasicFields texts={texts} />
              </TabPanel>
              <TabPanel idBase={idBase} tabKey="schedule" selected={tab === 'schedule'}>
                <ScheduleFields texts={texts} />
              </TabPanel>
              <TabPanel idBase={idBase} tabKey="capacity" selected={tab === 'capacity'}>
                <CapacityFields stored={stored} />
              </TabPanel>
              <TabPanel idBase={idBase} tabKey="additional" selected={tab === 'additional'}>
                <AdditionalFields texts={texts} />
              </TabPanel>
              {trainers && (
                <TabPanel idBase={idBase} tabKey="trainers" selected={tab === 'trainers'}>
                  {/* Asked for when opened: most edits never look at the trainers. */}
                  {tab === 'trainers' && trainers}
                </TabPanel>
              )}
              {history && (
                <TabPanel idBase={idBase} tabKey="history" selected={tab === 'history'}>
                  {history}
                </TabPanel>
              )}
            </DialogBody>
            <DialogActions>
              <DialogCancelButton onCancel={onCancel} disabled={isSubmitting}>
                <FormattedMessage {...courseDialogMessages.cancel} />
              </DialogCancelButton>
              <Button type="submit" disabled={isSubmitting} data-testid="course-form-submit">
                {isSubmitting ? <FormattedMessage {...messages.saving} /> : submitLabel}
              </Button>
            </DialogActions>
          </Form>
        );
      }}
    </Formik>
  );
}

function useEnumOptions() {
  const intl = useIntl();
  return {
    courseTypes: COURSE_TYPES.map((value) => ({ value, label: enumLabel(intl, courseTypeMessages, value) })),
    levels: COURSE_LEVELS.map((value) => ({ value, label: enumLabel(intl, levelMessages, value) })),
    ageGroups: AGE_GROUPS.map((value) => ({ value, label: enumLabel(intl, ageGroupMessages, value) })),
  };
}

/** What a tab's text group needs: the language shown, how to switch it, and which fields were refused. */
interface TextGroupProps {
  language: ContentLanguage;
  onLanguage: (language: ContentLanguage) => void;
  refused: (field: string) => boolean;
}

/** A tab's texts in German and English: `render(suffix)` gives the inputs, named `<text>` or `<text>En`. */
function TextGroup({
  texts,
  fields,
  render,
}: {
  texts: TextGroupProps;
  fields: readonly string[];
  render: (suffix: '' | 'En') => ReactNode;
}) {
  return (
    <LanguageTabs
      language={texts.language}
      onSelect={texts.onLanguage}
      invalid={{ de: fields.some((field) => texts.refused(field)), en: fields.some((field) => texts.refused(`${field}En`)) }}
      german={render('')}
      english={render('En')}
    />
  );
}

/** A course text's input (declared in api/src/validation/course-fields.ts): `<name>` or its English twin `<name>En`. */
function CourseTextInput({ name, suffix, autoFocus }: { name: CourseTextName; suffix: '' | 'En'; autoFocus?: boolean }) {
  const intl = useIntl();
  const field: TextFieldDeclaration = COURSE_TEXT_FIELDS[name];
  const placeholder = TEXT_PLACEHOLDERS[name];
  return (
    <CourseInput
      name={`${name}${suffix}`}
      multiline={field.multiline}
      optional={suffix === 'En' || !field.required}
      label={<FormattedMessage {...courseTextLabel(name)} />}
      hint={field.hint && <FormattedMessage {...courseTextHint(name)} />}
      placeholder={placeholder && intl.formatMessage(placeholder)}
      autoFocus={autoFocus}
    />
  );
}

/** Examples in the empty inputs of some texts (German ones; the English inputs show them too). */
const TEXT_PLACEHOLDERS: Partial<Record<CourseTextName, MessageDescriptor>> = {
  schedule: messages.schedulePlaceholder,
  time: messages.timePlaceholder,
  duration: messages.durationPlaceholder,
};

/**
 * A tab's texts in the table's order: those written in one language first, then the others in German and English
 * (`wrap` lays out each language's inputs).
 */
function TabTexts({
  tab,
  texts,
  wrap = (inputs) => inputs,
  autoFocus,
}: {
  tab: 'basic' | 'schedule' | 'additional';
  texts: TextGroupProps;
  wrap?: (inputs: ReactNode) => ReactNode;
  autoFocus?: boolean;
}) {
  const names = textsOfTab(tab);
  const translated = names.filter((name) => COURSE_TEXT_FIELDS[name].translated);
  return (
    <>
      {names
        .filter((name) => !COURSE_TEXT_FIELDS[name].translated)
        .map((name) => (
          <CourseTextInput key={name} name={name} suffix="" />
        ))}
      {translated.length > 0 && (
        <TextGroup
          texts={texts}
          fields={translated}
          render={(suffix) =>
            wrap(
              translated.map((name, index) => (
                <CourseTextInput key={name} name={name} suffix={suffix} autoFocus={autoFocus && suffix === '' && index === 0} />
              )),
            )
          }
        />
      )}
    </>
  );
}

function BasicFields({ texts }: { texts: TextGroupProps }) {
  const intl = useIntl();
  const { courseTypes, levels, ageGroups } = useEnumOptions();
  return (
    <>
      <TabTexts tab="basic" texts={texts} autoFocus />
      <CourseSelect
        name="courseType"
        label={<FormattedMessage {...messages.courseType} />}
        options={courseTypes}
        placeholder={intl.formatMessage(messages.choose)}
      />
      <FieldRow>
        <CourseSelect name="level" label={<FormattedMessage {...messages.level} />} options={levels} />
        <CourseSelect name="ageGroup" label={<FormattedMessage {...messages.ageGroup} />} options={ageGroups} />
      </FieldRow>
    </>
  );
}

function ScheduleFields({ texts }: { texts: TextGroupProps }) {
  return (
    <>
      <FieldRow>
        <CourseInput name="startDate" type="date" optional label={<FormattedMessage {...messages.startDate} />} />
        <CourseInput name="endDate" type="date" optional label={<FormattedMessage {...messages.endDate} />} />
      </FieldRow>
      <TabTexts tab="schedule" texts={texts} wrap={(inputs) => <FieldRow>{inputs}</FieldRow>} />
    </>
  );
}

function CapacityFields({ stored }: { stored: StoredCourse | null }) {
  const { values, setFieldValue } = useFormikContext<CourseFormValues>();
  // A new course: free places follow the total while they were equal (10 of 10 becomes 12 of 12).
  const onTotalChange = (total: unknown) => {
    if (!stored && values.availableSlots === values.totalSlots && typeof total === 'number') void setFieldValue('availableSlots', total);
  };
  const taken = stored ? placesTaken(stored) : 0;
  const total = typeof values.totalSlots === 'number' ? values.totalSlots : (stored?.totalSlots ?? 0);
  return (
    <>
      <FieldRow>
        <CourseInput
          name="totalSlots"
          type="number"
          inputMode="numeric"
          min={1}
          label={<FormattedMessage {...messages.totalSlots} />}
          onValueChange={onTotalChange}
        />
        {stored ? (
          <Hint data-testid="course-free-places" role="status">
            <FormattedMessage {...messages.freePlaces} values={{ available: Math.max(0, total - taken), total, taken }} />
          </Hint>
        ) : (
          <CourseInput
            name="availableSlots"
            type="number"
            inputMode="numeric"
            min={0}
            label={<FormattedMessage {...messages.availableSlots} />}
          />
        )}
      </FieldRow>
      <CourseInput
        name="minParticipants"
        type="number"
        inputMode="numeric"
        min={1}
        optional
        label={<FormattedMessage {...messages.minParticipants} />}
        hint={<FormattedMessage {...messages.minParticipantsHint} />}
      />
      <CourseInput
        name="price"
        inputMode="decimal"
        label={<FormattedMessage {...messages.price} />}
        hint={<FormattedMessage {...messages.priceHint} />}
      />
      <CourseCheckbox
        name="isActive"
        label={<FormattedMessage {...messages.isActive} />}
        hint={<FormattedMessage {...messages.isActiveHint} />}
      />
    </>
  );
}

function AdditionalFields({ texts }: { texts: TextGroupProps }) {
  return <TabTexts tab="additional" texts={texts} />;
}

const decimalSeparatorOf = (locale: string): ',' | '.' => (locale.startsWith('en') ? '.' : ',');

/** The create dialog: docs/SPEC.md §5 defaults; the new course goes to the top of the list (`connections`). */
export function CreateCourseDialog({
  connections,
  onClose,
  onCreated,
}: {
  connections: string[];
  onClose: () => void;
  onCreated: (title: string) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const { submit } = useCreateCourseMutation();
  const [initialValues] = useState(() => {
    const values = newCourseValues();
    return { ...values, price: values.price.replace(',', decimalSeparatorOf(intl.locale)) };
  });
  const onSave = async (value: CourseValues): Promise<SaveResult> => {
    const result = await submit(value as CreateCourseInput, connections);
    if (result.ok) onCreated(result.value.title);
    return result;
  };
  return (
    <ModalDialog
      title={<FormattedMessage {...messages.createTitle} />}
      busy={busy}
      onClose={onClose}
      testId="course-create-dialog"
      width={760}
      tall
    >
      <CourseForm
        initialValues={initialValues}
        stored={null}
        errorTitle={intl.formatMessage(messages.createError)}
        submitLabel={<FormattedMessage {...messages.create} />}
        onSave={onSave}
        onCancel={onClose}
        setBusy={setBusy}
      />
    </ModalDialog>
  );
}

interface EditDialogProps {
  /** The course's title as listed, for the heading while it loads. */
  title: string;
  queryRef: PreloadedQuery<CourseFormDialogQuery>;
  onClose: () => void;
  onSaved: () => void;
  onRetry: () => void;
}

const loadNumbers = new WeakMap<object, number>();
let loads = 0;
/** A number per load of the edit query (each `loadQuery` gives a new reference). */
function loadNumber(reference: object): number {
  let number = loadNumbers.get(reference);
  if (number === undefined) loadNumbers.set(reference, (number = ++loads));
  return number;
}

/** The edit dialog: the course asked afresh, the changed fields saved, its history as a fifth tab. */
export function EditCourseDialog({ title, queryRef, onClose, onSaved, onRetry }: EditDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog
      title={<FormattedMessage {...messages.editTitle} values={{ title }} />}
      busy={busy}
      onClose={onClose}
      testId="course-edit-dialog"
      width={760}
      tall
    >
      {/* A new load (a retry) starts without the previous one's error. */}
      <ErrorBoundary key={loadNumber(queryRef)} fallback={<EditLoadError onRetry={onRetry} />}>
        <Suspense fallback={<EditLoading />}>
          <EditForm queryRef={queryRef} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />
        </Suspense>
      </ErrorBoundary>
    </ModalDialog>
  );
}

function EditLoading() {
  return (
    <DialogBody aria-busy="true" data-testid="course-edit-loading">
      <Loading>
        <Skeleton $height="44px" />
        <Skeleton $height="140px" />
        <Skeleton $height="44px" />
      </Loading>
    </DialogBody>
  );
}

function EditLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <DialogBody>
      <FormAlert $tone="error" role="alert" data-testid="course-edit-load-error" style={{ marginBottom: 16 }}>
        <p>
          <FormattedMessage {...messages.loadFailed} />
        </p>
      </FormAlert>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        <FormattedMessage {...commonMessages.retry} />
      </Button>
    </DialogBody>
  );
}

function EditForm({
  queryRef,
  onClose,
  onSaved,
  setBusy,
}: {
  queryRef: PreloadedQuery<CourseFormDialogQuery>;
  onClose: () => void;
  onSaved: () => void;
  setBusy: (busy: boolean) => void;
}) {
  const { adminCourse } = usePreloadedQuery<CourseFormDialogQuery>(courseFormDialogQuery, queryRef);
  if (!adminCourse) {
    return (
      <DialogBody>
        <FormAlert $tone="error" role="alert" data-testid="course-edit-not-found">
          <p>
            <FormattedMessage {...messages.notFound} />
          </p>
        </FormAlert>
      </DialogBody>
    );
  }
  return <EditFormFor course={adminCourse} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />;
}

function EditFormFor({
  course: courseKey,
  onClose,
  onSaved,
  setBusy,
}: {
  course: CourseFormDialog_course$key;
  onClose: () => void;
  onSaved: () => void;
  setBusy: (busy: boolean) => void;
}) {
  const intl = useIntl();
  const course = storedCourse(useFragment(courseFragment, courseKey));
  const { submit } = useUpdateCourseMutation();
  // The values the form starts from; kept while the dialog is open, so saving (which updates the store) does not reset it.
  const [initialValues] = useState(() => storedCourseValues(course, decimalSeparatorOf(intl.locale)));
  const [stored] = useState<StoredCourse>(() => ({ ...course }));

  const onSave = async (value: CourseValues): Promise<SaveResult> => {
    const changes = changedFields(stored as unknown as CourseValues, value);
    if (Object.keys(changes).length === 0) {
      onClose();
      return { ok: true, value: null };
    }
    const result = await submit({ id: course.id, ...changes } as UpdateCourseInput);
    if (result.ok) onSaved();
    return result;
  };

  return (
    <CourseForm
      initialValues={initialValues}
      stored={stored}
      trainers={<CourseTrainersPanel courseId={course.databaseId} />}
      history={<CourseHistory course={course} />}
      errorTitle={intl.formatMessage(messages.updateError)}
      submitLabel={<FormattedMessage {...messages.save} />}
      onSave={onSave}
      onCancel={onClose}
      setBusy={setBusy}
    />
  );
}
