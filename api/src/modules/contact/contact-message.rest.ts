import { type RestRoute, restOptionalText, restText } from '../../rest/rest-route.js';

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
        name: restText(body.name),
        email: restText(body.email),
        subject: restText(body.subject),
        message: restText(body.message),
        privacyAccepted: body.privacyAccepted === true,
        website: restOptionalText(body.website),
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
