import type {
  RestAdminSendReviewInvitationsMutation,
  RestAdminSendReviewInvitationsMutationVariables,
  RestAdminTestMailPayloadFragment,
  RestAdmin_SendTestEmailMutation,
  RestAdmin_SendTestEmailMutationVariables,
  RestAdmin_SendTestReviewInvitationMutation,
  RestAdmin_SendTestReviewInvitationMutationVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restRoute } from '../../rest/rest-route.js';

/**
 * The dashboard's mail rows of docs/SPEC.md §7, over the admin mutations of mail-admin.resolver.ts (so 401/403 come from the
 * same authorization as /graphql). A refused test mail (no address on the account) answers 400 with its message.
 */
const TEST_MAIL_PAYLOAD = `fragment RestAdminTestMailPayload on SendTestMailPayload { success message errors { field code message } }`;
const testMailJson = ({ success, message }: RestAdminTestMailPayloadFragment) => ({ success, message });

export const mailAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminSendReviewInvitationsMutation, RestAdminSendReviewInvitationsMutationVariables>({
    method: 'POST',
    path: '/api/send-review-invitations',
    operation: `mutation RestAdminSendReviewInvitations { sendReviewInvitations { sent { email name courseTitle courseId } errors { field code message } } }`,
    payloadOf: 'sendReviewInvitations',
    shape: (data) => ({ sent: data.sendReviewInvitations.sent }),
  }),
  restRoute<RestAdmin_SendTestEmailMutation, RestAdmin_SendTestEmailMutationVariables>({
    method: 'POST',
    path: '/api/send-test-email',
    operation: `mutation RestAdmin_sendTestEmail { sendTestEmail { ...RestAdminTestMailPayload } } ${TEST_MAIL_PAYLOAD}`,
    payloadOf: 'sendTestEmail',
    shape: (data) => testMailJson(data.sendTestEmail),
  }),
  restRoute<RestAdmin_SendTestReviewInvitationMutation, RestAdmin_SendTestReviewInvitationMutationVariables>({
    method: 'POST',
    path: '/api/send-test-review-invitation',
    operation: `mutation RestAdmin_sendTestReviewInvitation { sendTestReviewInvitation { ...RestAdminTestMailPayload } } ${TEST_MAIL_PAYLOAD}`,
    payloadOf: 'sendTestReviewInvitation',
    shape: (data) => testMailJson(data.sendTestReviewInvitation),
  }),
];
