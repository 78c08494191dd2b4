import { FormattedMessage, useIntl } from 'react-intl';
import { MessagePage } from '../../layout/MessagePage';
import { pageTitleMessages } from '../../layout/messages';
import { useResponseStatus } from '../../ssr/responseStatus';
import { ButtonLink } from '../../ui/Button';
import { courseNotFoundMessages } from './notFoundMessages';

/** Unknown or malformed id, or the course failed to load (docs/SPEC.md §8). */
export function CourseNotFound() {
  const intl = useIntl();
  useResponseStatus(404);
  return (
    <MessagePage
      testId="course-not-found"
      documentTitle={intl.formatMessage(pageTitleMessages.courseNotFound)}
      title={<FormattedMessage {...courseNotFoundMessages.notFoundTitle} />}
      text={<FormattedMessage {...courseNotFoundMessages.notFoundText} />}
      actions={
        <ButtonLink to="/courses">
          <FormattedMessage {...courseNotFoundMessages.notFoundBack} />
        </ButtonLink>
      }
    />
  );
}
