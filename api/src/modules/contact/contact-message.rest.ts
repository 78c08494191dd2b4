import type { RestRoute } from '../../rest/rest-route.js';

/** JSON bodies are whatever clients send: anything that is not the expected type counts as missing. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const contactRestRoutes: RestRoute[] = [
  {
    // SPEC §7: name, email, subject, message (plus the privacy consent the form requires, SPEC §5).
    method: 'POST',
    path: '/api/contact',
    operation: `mutation RestSubmitContactMessage($input: SubmitContactMessageInput!) {
      submitContactMessage(input: $input) {
        contactMessage { databaseId name email subject message createdAt }
        errors { field code message }
      }
    }`,
    variables: ({ body }) => ({
      input: {
        name: text(body.name),
        email: text(body.email),
        subject: text(body.subject),
        message: text(body.message),
        privacyAccepted: body.privacyAccepted === true,
        website: typeof body.website === 'string' ? body.website : null,
      },
    }),
    payloadOf: 'submitContactMessage',
    successStatus: 201,
    shape: ({ submitContactMessage: { contactMessage } }) => {
      const { databaseId, ...fields } = contactMessage;
      return { id: databaseId, ...fields };
    },
  },
];
