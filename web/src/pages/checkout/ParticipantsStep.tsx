import { checkoutParticipantFormSchema } from '@h2o/api/validation/checkout.schema';
import { type AgeCheckedCourse, ageRefusal, optionalBirthDate } from '@h2o/api/validation/participant-age';
import { Formik, getIn, useFormikContext } from 'formik';
import { type Ref, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { array, object } from 'yup';
import { contentLang } from '../../i18n/contentLang';
import { refusalText } from '../../relay/refusalText';
import { formatDateRange } from '../../i18n/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FieldRow, FormStack } from '../../ui/form/fieldStyles';
import { FieldIdPrefixProvider, TextField } from '../../ui/form/fields';
import { Notice, StepActions, StepHeading, StepIntro } from './checkoutStyles';
import { focusById, FormikInvalidSubmit } from '../../ui/form/FormikInvalidSubmit';
import { ageGroupMessages } from '../courses/enumMessages';
import { checkoutMessages, customerStepMessages, participantsStepMessages } from './messages';
import { type CheckoutCart, isNamed } from './useCheckoutCart';
import { type SaveParticipantResult, useSetCartParticipantMutation } from './useSetCartParticipantMutation';

const ID_PREFIX = 'participants';

export interface ParticipantDraft {
  firstName: string;
  lastName: string;
  /** ISO date as the date input gives it; empty until chosen. */
  birthDate: string;
}

interface Values {
  /** `course`: what the age check reads (not sent). */
  items: { itemId: string; course: AgeCheckedCourse; participants: ({ id: string } & ParticipantDraft)[] }[];
}

/** docs/SPEC.md §5: every place needs a first and a last name, and the date of birth within the course's age range (the shared rules and their messages). */
const participantsSchema = object({ items: array(object({ participants: array(checkoutParticipantFormSchema) })) });

/** The cart's places with what was typed for them (kept while the visitor goes back and forth), else the saved names. */
function valuesFrom(cart: CheckoutCart, drafts: Map<string, ParticipantDraft>): Values {
  return {
    items: cart.items.map((item) => ({
      itemId: item.id,
      course: { ageGroup: item.course.ageGroup, startDate: item.course.startDate ?? null, title: item.course.title },
      participants: item.participants.map(({ id, firstName, lastName, birthDate }) => ({
        id,
        ...(drafts.get(id) ?? { firstName, lastName, birthDate: birthDate ?? '' }),
      })),
    })),
  };
}

/** A date of birth the server takes (the range is checked with the course, by the form). */
const birthDateSchema = optionalBirthDate();

const structureOf = (items: readonly { participants: readonly { id: string }[] }[]) =>
  items.map((item) => item.participants.map((participant) => participant.id).join(',')).join('|');

/**
 * Follows the cart when its places change while the step is open (a quantity changed in the cart panel):
 * new places appear empty, removed ones go, typed names stay. Keeps in `drafts` what was typed and is not
 * saved (yet): what the server has comes from the cart.
 */
function FollowCart({ cart, drafts }: { cart: CheckoutCart; drafts: Map<string, ParticipantDraft> }) {
  const { values, setValues } = useFormikContext<Values>();
  useEffect(() => {
    const saved = new Map(cart.items.flatMap((item) => item.participants).map((participant) => [participant.id, participant]));
    for (const item of values.items) {
      for (const { id, firstName, lastName, birthDate } of item.participants) {
        const server = saved.get(id);
        if (
          server &&
          server.firstName === firstName.trim() &&
          server.lastName === lastName.trim() &&
          (server.birthDate ?? '') === birthDate
        )
          drafts.delete(id);
        else drafts.set(id, { firstName, lastName, birthDate });
      }
    }
  }, [values, cart, drafts]);
  const structure = structureOf(cart.items);
  useEffect(() => {
    if (structureOf(values.items) !== structure) void setValues(valuesFrom(cart, drafts));
    // Only when the cart's places change; `values`, `cart` and `drafts` are read as they are then (a keystroke or a
    // new cart object with the same places must not rebuild the form's values).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [structure]);
  return null;
}

const ItemCard = styled(Card)`
  gap: 14px;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  header p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const Place = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const fieldId = (itemIndex: number, placeIndex: number, name: keyof ParticipantDraft) =>
  `items.${itemIndex}.participants.${placeIndex}.${name}`;

interface Props {
  cart: CheckoutCart;
  drafts: Map<string, ParticipantDraft>;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onDone: () => void;
  /** docs/SPEC.md §5: the toast when names are missing. */
  onIncomplete: () => void;
}

/**
 * Step 2 (docs/SPEC.md §2, §5): per course a card with a badge (complete or not) and a first and last name per
 * place. A place is saved with `setCartParticipant` as soon as both its names are there (leaving the
 * field), and every unsaved one on continuing; with a gap, the toast and focus on the first empty field.
 */
export function ParticipantsStep({ cart, drafts, headingRef, onBack, onDone, onIncomplete }: Props) {
  const intl = useIntl();
  const { save } = useSetCartParticipantMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  // The latest cart (what the server has saved), for saves that finish after a re-render.
  const latestCart = useRef(cart);
  useEffect(() => {
    latestCart.current = cart;
  }, [cart]);
  const inFlight = useRef(new Set<Promise<SaveParticipantResult>>());

  /** Saves the place if both names are there and it differs from what the server has; null when nothing to save. */
  const saveIfNamed = (participant: { id: string } & ParticipantDraft, course: AgeCheckedCourse): Promise<SaveParticipantResult> | null => {
    const firstName = participant.firstName.trim();
    const lastName = participant.lastName.trim();
    if (!firstName || !lastName) return null;
    // A date the form refuses (half typed, out of range) is not sent: the form says what is wrong with it.
    const valid =
      !!participant.birthDate && birthDateSchema.isValidSync(participant.birthDate) && !ageRefusal(course, participant.birthDate);
    const birthDate = valid ? participant.birthDate : null;
    const saved = latestCart.current.items.flatMap((item) => item.participants).find((candidate) => candidate.id === participant.id);
    if (!saved || (saved.firstName === firstName && saved.lastName === lastName && (saved.birthDate ?? null) === birthDate)) return null;
    const saving = save(participant.id, firstName, lastName, birthDate);
    inFlight.current.add(saving);
    void saving.then(() => inFlight.current.delete(saving));
    return saving;
  };

  const onSubmit = async (values: Values) => {
    setSaveError(null);
    // Saves begun on leaving a field first: then the cart says what is saved.
    await Promise.all(inFlight.current);
    const saves = values.items
      .flatMap((item) => item.participants.map((place) => saveIfNamed(place, item.course)))
      .filter((saving) => saving !== null);
    const failed = (await Promise.all(saves)).find((result) => !result.ok);
    if (failed && !failed.ok) {
      setSaveError(refusalText(failed));
      return;
    }
    onDone();
  };

  return (
    <section aria-labelledby="checkout-step-heading">
      <StepHeading id="checkout-step-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage {...participantsStepMessages.title} />
      </StepHeading>
      <StepIntro>
        <FormattedMessage {...participantsStepMessages.intro} />
      </StepIntro>
      <Formik initialValues={valuesFrom(cart, drafts)} validationSchema={participantsSchema} onSubmit={onSubmit}>
        {({ handleSubmit, values, errors, isSubmitting }) => (
          <FieldIdPrefixProvider value={ID_PREFIX}>
            <FormStack noValidate onSubmit={handleSubmit} data-testid="checkout-participants-form">
              <FollowCart cart={cart} drafts={drafts} />
              <FormikInvalidSubmit
                onInvalid={() => {
                  onIncomplete();
                  for (const [itemIndex, item] of values.items.entries()) {
                    for (const placeIndex of item.participants.keys()) {
                      const toFix = (['firstName', 'lastName', 'birthDate'] as const).find(
                        (name) => !!getIn(errors, fieldId(itemIndex, placeIndex, name)),
                      );
                      if (toFix) return focusById(`${ID_PREFIX}-${fieldId(itemIndex, placeIndex, toFix)}`);
                    }
                  }
                }}
              />
              {values.items.map((itemValues, itemIndex) => {
                const item = cart.items.find((candidate) => candidate.id === itemValues.itemId);
                if (!item) return null;
                const complete = itemValues.participants.every(isNamed);
                return (
                  <ItemCard key={item.id} data-testid="participants-item">
                    <header>
                      <h3 lang={contentLang(item.course.untranslated, 'TITLE')}>{item.course.title}</h3>
                      <Badge $tone={complete ? 'success' : 'warning'} data-testid="participants-badge">
                        <FormattedMessage {...(complete ? participantsStepMessages.complete : participantsStepMessages.incomplete)} />
                      </Badge>
                      <p>{formatDateRange(intl, item.course.startDate, item.course.endDate)}</p>
                      <p data-testid="participants-age-range">
                        <FormattedMessage
                          {...participantsStepMessages.ageRange}
                          values={{
                            range: intl.formatMessage(
                              ageGroupMessages[item.course.ageGroup as keyof typeof ageGroupMessages] ?? ageGroupMessages.ALL_AGES,
                            ),
                          }}
                        />
                      </p>
                    </header>
                    {itemValues.participants.map((place, placeIndex) => (
                      <Place key={place.id}>
                        <legend>
                          <FormattedMessage {...participantsStepMessages.participant} values={{ number: placeIndex + 1 }} />
                        </legend>
                        <FieldRow>
                          <TextField
                            name={fieldId(itemIndex, placeIndex, 'firstName')}
                            label={<FormattedMessage {...customerStepMessages.firstName} />}
                            autoComplete="off"
                            onBlur={() => void saveIfNamed(place, itemValues.course)}
                          />
                          <TextField
                            name={fieldId(itemIndex, placeIndex, 'lastName')}
                            label={<FormattedMessage {...customerStepMessages.lastName} />}
                            autoComplete="off"
                            onBlur={() => void saveIfNamed(place, itemValues.course)}
                          />
                        </FieldRow>
                        <TextField
                          name={fieldId(itemIndex, placeIndex, 'birthDate')}
                          type="date"
                          label={<FormattedMessage {...participantsStepMessages.birthDate} />}
                          autoComplete="off"
                          onBlur={() => void saveIfNamed(place, itemValues.course)}
                        />
                      </Place>
                    ))}
                  </ItemCard>
                );
              })}
              {saveError && (
                <Notice $tone="error" role="alert">
                  <p>{saveError}</p>
                </Notice>
              )}
              <StepActions>
                <Button type="button" $variant="secondary" onClick={onBack}>
                  <FormattedMessage {...checkoutMessages.back} />
                </Button>
                <Button type="submit" disabled={isSubmitting} data-testid="checkout-continue">
                  <FormattedMessage {...checkoutMessages.continue} />
                </Button>
              </StepActions>
            </FormStack>
          </FieldIdPrefixProvider>
        )}
      </Formik>
    </section>
  );
}
