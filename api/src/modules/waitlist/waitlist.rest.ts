import { validationMessage } from '../../graphql/mutation.js';
import type {
  RestAdminCourseWaitlistQuery,
  RestAdminCourseWaitlistQueryVariables,
  RestAdminWaitlistFragment,
  RestConfirmWaitlistEntryMutation,
  RestConfirmWaitlistEntryMutationVariables,
  RestDeclineWaitlistOfferMutation,
  RestDeclineWaitlistOfferMutationVariables,
  RestJoinWaitlistMutation,
  RestJoinWaitlistMutationVariables,
  RestLeaveWaitlistMutation,
  RestLeaveWaitlistMutationVariables,
  RestMoveWaitlistEntryMutation,
  RestMoveWaitlistEntryMutationVariables,
  RestRemoveWaitlistEntryMutation,
  RestRemoveWaitlistEntryMutationVariables,
  RestWaitlistEntryLinkFragment,
} from '../../rest/__generated__/rest-operations.js';
import {
  type RestRequest,
  type RestRoute,
  idParam,
  restInt,
  restOptionalText,
  restRoute,
  restText,
  restValidationFailed,
  succeeded,
} from '../../rest/rest-route.js';

const ENTRY_FIELDS = `fragment RestWaitlistEntryLink on WaitlistEntryLink { email courseId courseTitle places status offerExpiresAt }`;
const WAITLIST_FIELDS = `fragment RestAdminWaitlist on CourseWaitlist {
  courseId courseTitle courseStartDate availableSlots totalSlots waitingPlaces offeredPlaces sales placesSold
  entries { databaseId email places language status position createdAt confirmedAt offeredAt offerExpiresAt endedAt orderNumber orderDatabaseId }
}`;

const entryJson = (entry: RestWaitlistEntryLinkFragment | null) => {
  const found = succeeded(entry, 'entry');
  return { ...found, status: found.status.toLowerCase() };
};
const waitlistJson = (waitlist: RestAdminWaitlistFragment) => ({
  ...waitlist,
  entries: waitlist.entries.map((entry) => ({
    ...entry,
    id: entry.databaseId,
    status: entry.status.toLowerCase(),
    language: entry.language.toLowerCase(),
  })),
});
const tokenOf = ({ query, body }: RestRequest) => restText(query.token ?? body.token);

/** The mails' language from a JSON body: `de`/`en` in any case, absent (the request's language), or refused. */
function languageOf({ body, language }: RestRequest) {
  if (body.language === undefined || body.language === null) return null;
  const asked = typeof body.language === 'string' ? body.language.trim().toUpperCase() : '';
  if (asked === 'DE' || asked === 'EN') return asked;
  throw restValidationFailed([
    { field: 'language', code: 'OUT_OF_RANGE', message: validationMessage(language, 'validation.invalidChoice') },
  ]);
}

const linkRow = <TData, TVariables>(path: string, mutation: string, inputType: string, payloadOf: string) =>
  restRoute<TData, TVariables>({
    method: 'POST',
    path,
    operation: `mutation Rest${mutation[0].toUpperCase()}${mutation.slice(1)}($input: ${inputType}!) {
      ${mutation}(input: $input) { entry { ...RestWaitlistEntryLink } errors { field code message } }
    } ${ENTRY_FIELDS}`,
    variables: (request) => ({ input: { token: tokenOf(request) } }) as TVariables,
    payloadOf: payloadOf as keyof TData & string,
    shape: (data) => entryJson((data as Record<string, { entry: RestWaitlistEntryLinkFragment | null }>)[payloadOf].entry),
  });

/** docs/SPEC.md §8's text for a missing course, and its English. */
const COURSE_NOT_FOUND = { de: 'Kurs nicht gefunden.', en: 'Course not found.' } as const;

/** The waitlist over REST (our own paths, documented in README): joining a full course's waitlist, the mailed links, and staff's lists. Taking an offer is GraphQL only (it fills the cart). */
export const waitlistRestRoutes: RestRoute[] = [
  restRoute<RestJoinWaitlistMutation, RestJoinWaitlistMutationVariables>({
    method: 'POST',
    path: '/api/courses/:id/waitlist',
    operation: `mutation RestJoinWaitlist($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { email confirmationMail errors { field code message } } }`,
    variables: (request) => ({
      input: {
        courseId: idParam(request.params.id, 'course id'),
        email: restText(request.body.email),
        places: restInt(request.body.places ?? 1),
        language: languageOf(request),
        privacyAccepted: request.body.privacyAccepted === true,
        website: restOptionalText(request.body.website),
      },
    }),
    payloadOf: 'joinWaitlist',
    notFoundCodes: ['COURSE_NOT_FOUND'],
    // Accepted, not created: whether an entry was made is not told (the lists stay private). `confirmationMail` was
    // added later: `queued`, or why no link comes now (`withheld`: join again in an hour).
    successStatus: 202,
    shape: ({ joinWaitlist: { email, confirmationMail } }) => ({ email, confirmationMail: confirmationMail?.toLowerCase() ?? null }),
  }),
  linkRow<RestConfirmWaitlistEntryMutation, RestConfirmWaitlistEntryMutationVariables>(
    '/api/waitlist/confirm',
    'confirmWaitlistEntry',
    'WaitlistLinkInput',
    'confirmWaitlistEntry',
  ),
  linkRow<RestDeclineWaitlistOfferMutation, RestDeclineWaitlistOfferMutationVariables>(
    '/api/waitlist/decline',
    'declineWaitlistOffer',
    'WaitlistLinkInput',
    'declineWaitlistOffer',
  ),
  linkRow<RestLeaveWaitlistMutation, RestLeaveWaitlistMutationVariables>(
    '/api/waitlist/leave',
    'leaveWaitlist',
    'WaitlistLinkInput',
    'leaveWaitlist',
  ),
  restRoute<RestAdminCourseWaitlistQuery, RestAdminCourseWaitlistQueryVariables>({
    method: 'GET',
    path: '/api/admin/courses/:id/waitlist',
    operation: `query RestAdminCourseWaitlist($courseId: Int!) { adminCourseWaitlist(courseId: $courseId) { ...RestAdminWaitlist } } ${WAITLIST_FIELDS}`,
    variables: ({ params }) => ({ courseId: idParam(params.id, 'course id') }),
    shape: (data) => (data.adminCourseWaitlist ? waitlistJson(data.adminCourseWaitlist) : null),
    notFound: { code: 'COURSE_NOT_FOUND', message: (language) => COURSE_NOT_FOUND[language] },
  }),
  ...(['UP', 'DOWN'] as const).map((direction) =>
    restRoute<RestMoveWaitlistEntryMutation, RestMoveWaitlistEntryMutationVariables>({
      // One path per direction (no body to check before the caller's rights are).
      method: 'POST',
      path: `/api/admin/waitlist/:id/move-${direction.toLowerCase()}`,
      operation: `mutation RestMoveWaitlistEntry($input: MoveWaitlistEntryInput!) {
        moveWaitlistEntry(input: $input) { waitlist { ...RestAdminWaitlist } errors { field code message } }
      } ${WAITLIST_FIELDS}`,
      variables: ({ params }) => ({ input: { entryId: idParam(params.id, 'waitlist entry id'), direction } }),
      payloadOf: 'moveWaitlistEntry',
      fieldName: (field) => (field === 'entryId' ? 'id' : field),
      notFoundCodes: ['WAITLIST_ENTRY_NOT_FOUND'],
      shape: ({ moveWaitlistEntry: { waitlist } }) => waitlistJson(succeeded(waitlist, 'waitlist')),
    }),
  ),
  restRoute<RestRemoveWaitlistEntryMutation, RestRemoveWaitlistEntryMutationVariables>({
    method: 'DELETE',
    path: '/api/admin/waitlist/:id',
    operation: `mutation RestRemoveWaitlistEntry($input: RemoveWaitlistEntryInput!) {
      removeWaitlistEntry(input: $input) { waitlist { ...RestAdminWaitlist } errors { field code message } }
    } ${WAITLIST_FIELDS}`,
    variables: ({ params }) => ({ input: { entryId: idParam(params.id, 'waitlist entry id') } }),
    payloadOf: 'removeWaitlistEntry',
    fieldName: (field) => (field === 'entryId' ? 'id' : field),
    notFoundCodes: ['WAITLIST_ENTRY_NOT_FOUND'],
    shape: ({ removeWaitlistEntry: { waitlist } }) => waitlistJson(succeeded(waitlist, 'waitlist')),
  }),
];
