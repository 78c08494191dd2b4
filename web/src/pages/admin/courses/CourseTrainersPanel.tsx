import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { CourseTrainersPanelQuery } from '../../../__generated__/CourseTrainersPanelQuery.graphql';
import { refusalText } from '../../../relay/refusalText';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { LoadErrorBoundary, LoadFailed } from '../shared/LoadFailed';
import { courseTrainerMessages as messages } from './messages';
import { useSetCourseTrainersMutation } from './useSetCourseTrainersMutation';

function TrainerChoice({ courseId, attempt }: { courseId: number; attempt: number }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<CourseTrainersPanelQuery>(
    graphql`
      query CourseTrainersPanelQuery($courseId: Int!) {
        trainerAccounts @required(action: THROW) {
          databaseId
          username
        }
        courseTrainers(courseId: $courseId) @required(action: THROW) {
          databaseId
        }
      }
    `,
    { courseId },
    // Each retry asks the server again (a new fetchKey), never the failed request's cache entry.
    { fetchPolicy: 'network-only', fetchKey: attempt },
  );
  const [chosen, setChosen] = useState(() => new Set(data.courseTrainers.map((trainer) => trainer.databaseId)));
  const [status, setStatus] = useState<string | null>(null);
  const { setTrainers, isInFlight: saving } = useSetCourseTrainersMutation();
  const save = async () => {
    setStatus(null);
    const outcome = await setTrainers(courseId, [...chosen]);
    setStatus(outcome.ok ? intl.formatMessage(messages.saved) : refusalText(outcome));
  };
  if (data.trainerAccounts.length === 0) {
    return (
      <p>
        <FormattedMessage {...messages.none} />
      </p>
    );
  }
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <FormattedMessage {...messages.intro} />
      </legend>
      {data.trainerAccounts.map((trainer) => (
        <label key={trainer.databaseId} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 36 }}>
          <input
            type="checkbox"
            checked={chosen.has(trainer.databaseId)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(trainer.databaseId);
              else next.delete(trainer.databaseId);
              setChosen(next);
            }}
            data-testid="course-trainer"
          />
          {trainer.username}
        </label>
      ))}
      <Button type="button" $variant="secondary" onClick={() => void save()} disabled={saving} data-testid="course-trainers-save">
        <FormattedMessage {...(saving ? messages.saving : messages.save)} />
      </Button>
      {status && (
        <p role="status" data-testid="course-trainers-status">
          {status}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Which trainer accounts teach the course, saved on its own (the course's fields are not touched). Its load fails
 * inside this tab only, with a retry here: the dialog and what was typed in the other tabs stay as they are.
 */
export function CourseTrainersPanel({ courseId }: { courseId: number }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadErrorBoundary
      key={attempt}
      fallback={() => (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={() => setAttempt((n) => n + 1)}
          testId="course-trainers-error"
        />
      )}
    >
      <Suspense fallback={<Skeleton $height="80px" />}>
        <TrainerChoice courseId={courseId} attempt={attempt} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
