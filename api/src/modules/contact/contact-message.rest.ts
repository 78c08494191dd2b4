import type {
  RestSubmitContactMessageMutation,
  RestSubmitContactMessageMutationVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restOptionalText, restRoute, restText, succeeded } from '../../rest/rest-route.js';

export const contactRestRoutes: RestRoute[] = [
  restRoute<RestSubmitContactMessageMutation, RestSubmitContactMessageMutationVariables>({
    // docs/SPEC.md §7: name, email, subject, message. The old form asked for the privacy consent in the browser and never
    // sent it (docs/SPEC.md §5), so a body without `privacyAccepted` counts as consented: here, not in the service, because
    // only this old door has that history; GraphQL's submitContactMessage still requires it. An explicit
    // `privacyAccepted: false` (or any value other than true) is still refused with MUST_ACCEPT.
    method: 'POST',
    path: '/api/contact',
    operation: `mutation RestSubmitContactMessage($input: SubmitContactMessageInput!) {
      submitContactMessage(input: $input) {
        contactMessage { databaseId name email subject message createdAt }
        acknowledgement
        errors { field code message }
      }
    }`,
    variables: ({ body }) => ({
      input: {
        name: restText(body.name),
        email: restText(body.email),
        subject: restText(body.subject),
        message: restText(body.message),
        privacyAccepted: body.privacyAccepted === undefined || body.privacyAccepted === true,
        website: restOptionalText(body.website),
      },
    }),
    payloadOf: 'submitContactMessage',
    successStatus: 201,
    shape: ({ submitContactMessage: { contactMessage, acknowledgement } }) => {
      const { databaseId, ...fields } = succeeded(contactMessage, 'contactMessage');
      // Added after docs/SPEC.md §7: whether the sender's copy is on its way (`queued`) or why not.
      return { id: databaseId, ...fields, acknowledgement: acknowledgement?.toLowerCase() ?? null };
    },
  }),
];
