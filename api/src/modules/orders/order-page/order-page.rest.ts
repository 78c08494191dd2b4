import type { Language } from '../../../context/language.js';
import type { RestOrderCalendarQuery, RestOrderCalendarQueryVariables } from '../../../rest/__generated__/rest-operations.js';
import { RestError, RestFile, type RestRoute, restRoute } from '../../../rest/rest-route.js';
import { validationMessage } from '../../../graphql/mutation.js';

const notFound = (language: Language): never => {
  throw new RestError(404, 'ORDER_NOT_FOUND', validationMessage(language, 'validation.orderNotFound'));
};

/** The order page's downloads by access key (the key is the only credential; a wrong, malformed or missing key: the same 404). */
export const orderPageRestRoutes: RestRoute[] = [
  restRoute<RestOrderCalendarQuery, RestOrderCalendarQueryVariables>({
    method: 'GET',
    path: '/api/orders/calendar.ics',
    operation: `query RestOrderCalendar($accessKey: String!) {
      orderByAccessKey(accessKey: $accessKey) { calendar { fileName content } }
    }`,
    variables: ({ query }) => ({ accessKey: query.key ?? '' }),
    shape: ({ orderByAccessKey: order }, { language }) =>
      order ? new RestFile('text/calendar; charset=utf-8', order.calendar.fileName, order.calendar.content) : notFound(language),
  }),
];
