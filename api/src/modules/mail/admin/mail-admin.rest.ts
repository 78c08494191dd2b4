import type { RestRoute } from '../../../rest/rest-route.js';

/**
 * The dashboard's mail rows of SPEC §7, over the admin mutations of mail-admin.resolver.ts (so 401/403 come from the
 * same authorization as /graphql). A refused test mail (no address on the account) answers 400 with its message.
 */
const testMailRow = (path: string, mutation: string): RestRoute => ({
  method: 'POST',
  path,
  operation: `mutation RestAdmin_${mutation} { ${mutation} { success message errors { field code message } } }`,
  payloadOf: mutation,
  shape: (data) => ({ success: data[mutation].success, message: data[mutation].message }),
});

export const mailAdminRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/send-review-invitations',
    operation: `mutation RestAdminSendReviewInvitations { sendReviewInvitations { sent { email name courseTitle courseId } errors { field code message } } }`,
    payloadOf: 'sendReviewInvitations',
    shape: (data) => ({ sent: data.sendReviewInvitations.sent }),
  },
  testMailRow('/api/send-test-email', 'sendTestEmail'),
  testMailRow('/api/send-test-review-invitation', 'sendTestReviewInvitation'),
];
