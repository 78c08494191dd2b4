import { FormattedMessage } from 'react-intl';
import { MessagePage } from '../../layout/MessagePage';
import { ButtonLink } from '../../ui/Button';
import { courseDetailMessages } from './messages';

/** Unknown or malformed id, or the course failed to load (SPEC §8). */
export function CourseNotFound() {
  return (
    <MessagePage
      testId="course-not-found"
      title={<FormattedMessage {...courseDetailMessages.notFoundTitle} />}
      text={<FormattedMessage {...courseDetailMessages.notFoundText} />}
      actions={
        <ButtonLink to="/courses">
          <FormattedMessage {...courseDetailMessages.notFoundBack} />
        </ButtonLink>
      }
    />
  );
}
