import { toGlobalId } from '../../../graphql/node.js';
import type {
  RestNewsletterIssueFragment,
  RestNewsletterSubscribersCsvQuery,
  RestNewsletterSubscribersCsvQueryVariables,
  RestSaveNewsletterIssueMutation,
  RestSaveNewsletterIssueMutationVariables,
  RestSendNewsletterIssueMutation,
  RestSendNewsletterIssueMutationVariables,
  SaveNewsletterIssueInput,
} from '../../../rest/__generated__/rest-operations.js';
import {
  RestFile,
  type RestRequest,
  type RestRoute,
  idParam,
  restOptionalText,
  restRoute,
  restText,
  succeeded,
} from '../../../rest/rest-route.js';
import { subscribersCsvFileName } from './newsletter-subscribers.csv.js';

const ISSUE_FIELDS = `fragment RestNewsletterIssue on NewsletterIssue {
  databaseId audience subjectDe bodyDe subjectEn bodyEn status sendStartedAt progress { total sent caught failed percent }
}`;
const issueJson = (issue: RestNewsletterIssueFragment | null) => {
  const { databaseId, audience, status, ...rest } = succeeded(issue, 'issue');
  return { id: databaseId, audience: audience.toLowerCase(), status: status.toLowerCase(), ...rest };
};

const AUDIENCES = ['ALL', 'DE', 'EN'] as const;

/** The JSON body as the input: `audience` in any case, `postIds` the posts' numeric ids (anything else names no post). */
function issueInput({ body }: RestRequest): Omit<SaveNewsletterIssueInput, 'issueId'> {
  const postIds = Array.isArray(body.postIds) ? body.postIds : [];
  return {
    // Any other word is no audience: the operation's rules then refuse it (`REQUIRED`), never a GraphQL type error.
    audience: AUDIENCES.find((audience) => audience === restText(body.audience).trim().toUpperCase()) ?? null,
    subjectDe: restOptionalText(body.subjectDe),
    bodyDe: restOptionalText(body.bodyDe),
    subjectEn: restOptionalText(body.subjectEn),
    bodyEn: restOptionalText(body.bodyEn),
    postIds: postIds.map((id) => (Number.isSafeInteger(id) && (id as number) > 0 ? toGlobalId('BlogPost', id as number) : 'unknown')),
  };
}

const SAVE = `mutation RestSaveNewsletterIssue($input: SaveNewsletterIssueInput!) {
  saveNewsletterIssue(input: $input) { issue { ...RestNewsletterIssue } errors { field code message } }
} ${ISSUE_FIELDS}`;

/** Staff's newsletter over REST, over the admin operations (so 401/403 come from the same authorization). */
export const newsletterAdminRestRoutes: RestRoute[] = [
  restRoute<RestNewsletterSubscribersCsvQuery, RestNewsletterSubscribersCsvQueryVariables>({
    // The confirmed subscribers as a CSV download for Excel (as `adminNewsletterSubscribersCsv`).
    method: 'GET',
    path: '/api/admin/newsletter/subscribers.csv',
    operation: `query RestNewsletterSubscribersCsv { adminNewsletterSubscribersCsv }`,
    shape: ({ adminNewsletterSubscribersCsv: csv }, { language }) =>
      new RestFile('text/csv; charset=utf-8', subscribersCsvFileName(language, new Date()), csv),
  }),
  restRoute<RestSaveNewsletterIssueMutation, RestSaveNewsletterIssueMutationVariables>({
    method: 'POST',
    path: '/api/admin/newsletter/issues',
    operation: SAVE,
    variables: (request) => ({ input: issueInput(request) }),
    payloadOf: 'saveNewsletterIssue',
    successStatus: 201,
    shape: ({ saveNewsletterIssue: { issue } }) => issueJson(issue),
  }),
  restRoute<RestSaveNewsletterIssueMutation, RestSaveNewsletterIssueMutationVariables>({
    method: 'PUT',
    path: '/api/admin/newsletter/issues/:id',
    operation: SAVE,
    variables: (request) => ({
      input: { ...issueInput(request), issueId: toGlobalId('NewsletterIssue', idParam(request.params.id, 'issue id')) },
    }),
    payloadOf: 'saveNewsletterIssue',
    shape: ({ saveNewsletterIssue: { issue } }) => issueJson(issue),
  }),
  restRoute<RestSendNewsletterIssueMutation, RestSendNewsletterIssueMutationVariables>({
    method: 'POST',
    path: '/api/admin/newsletter/issues/:id/send',
    operation: `mutation RestSendNewsletterIssue($input: NewsletterIssueInput!) {
      sendNewsletterIssue(input: $input) { issue { ...RestNewsletterIssue } errors { field code message } }
    } ${ISSUE_FIELDS}`,
    variables: ({ params }) => ({ input: { issueId: toGlobalId('NewsletterIssue', idParam(params.id, 'issue id')) } }),
    payloadOf: 'sendNewsletterIssue',
    shape: ({ sendNewsletterIssue: { issue } }) => issueJson(issue),
  }),
];
