import type { Language } from '../../../context/language.js';
import type {
  RestCourseParticipantsCsvQuery,
  RestCourseParticipantsCsvQueryVariables,
} from '../../../rest/__generated__/rest-operations.js';
import { RestError, RestFile, type RestRoute, idParam, restRoute } from '../../../rest/rest-route.js';
import { participantsCsv, participantsCsvFileName } from './participants-csv.js';

const COURSE_NOT_FOUND: Record<Language, string> = {
  de: 'Diesen Kurs gibt es nicht.',
  en: 'There is no such course.',
};

/** The participant list of a course as a CSV download for Excel (admins only, as `courseParticipants`). */
export const participantsRestRoutes: RestRoute[] = [
  restRoute<RestCourseParticipantsCsvQuery, RestCourseParticipantsCsvQueryVariables>({
    method: 'GET',
    path: '/api/admin/courses/:id/participants.csv',
    operation: `query RestCourseParticipantsCsv($courseId: Int!) {
      courseParticipants(courseId: $courseId) {
        course { title startDate }
        participants { number firstName lastName birthDate orderNumber contactName contactPhone contactEmail }
      }
    }`,
    variables: ({ params }) => ({ courseId: idParam(params.id, 'course id') }),
    shape: ({ courseParticipants: list }, { language }) => {
      if (!list) throw new RestError(404, 'COURSE_NOT_FOUND', COURSE_NOT_FOUND[language]);
      return new RestFile('text/csv; charset=utf-8', participantsCsvFileName(list, language), participantsCsv(list, language));
    },
  }),
];
