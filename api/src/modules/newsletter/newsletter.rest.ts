import type {
  RestConfirmNewsletterSubscriptionMutation,
  RestConfirmNewsletterSubscriptionMutationVariables,
  RestNewsletterSubscriptionFragment,
  RestSubscribeToNewsletterMutation,
  RestSubscribeToNewsletterMutationVariables,
  RestUnsubscribeFromNewsletterMutation,
  RestUnsubscribeFromNewsletterMutationVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restOptionalText, restRoute, restText, succeeded } from '../../rest/rest-route.js';

const SUBSCRIPTION_FIELDS = `fragment RestNewsletterSubscription on NewsletterSubscription { email status confirmedAt unsubscribedAt }`;
const subscriptionJson = (payloadSubscription: RestNewsletterSubscriptionFragment | null) => {
  const subscription = succeeded(payloadSubscription, 'subscription');
  return { ...subscription, status: subscription.status.toLowerCase() };
};
/** The token from the query string (the mailed one-click URL carries it there) or from a JSON body. */
const tokenOf = ({ query, body }: { query: Record<string, string | undefined>; body: Record<string, unknown> }) =>
  restText(query.token ?? body.token);

/** Not in docs/SPEC.md §7 (the old site's newsletter calls are not shown): our own paths, documented in README. */
export const newsletterRestRoutes: RestRoute[] = [
  restRoute<RestSubscribeToNewsletterMutation, RestSubscribeToNewsletterMutationVariables>({
    method: 'POST',
    path: '/api/newsletter',
    operation: `mutation RestSubscribeToNewsletter($input: SubscribeToNewsletterInput!) {
      subscribeToNewsletter(input: $input) { email confirmationMail errors { field code message } }
    }`,
    variables: ({ body }) => ({
      input: { email: restText(body.email), privacyAccepted: body.privacyAccepted === true, website: restOptionalText(body.website) },
    }),
    payloadOf: 'subscribeToNewsletter',
    // Accepted, not created: whether a row was made is not told (the list stays private). `confirmationMail` was added
    // later: `queued`, or why no link comes now (`withheld`: sign up again in an hour).
    successStatus: 202,
    shape: ({ subscribeToNewsletter: { email, confirmationMail } }) => ({
      email,
      confirmationMail: confirmationMail?.toLowerCase() ?? null,
    }),
  }),
  restRoute<RestConfirmNewsletterSubscriptionMutation, RestConfirmNewsletterSubscriptionMutationVariables>({
    method: 'POST',
    path: '/api/newsletter/confirm',
    operation: `mutation RestConfirmNewsletterSubscription($input: ConfirmNewsletterSubscriptionInput!) {
      confirmNewsletterSubscription(input: $input) { subscription { ...RestNewsletterSubscription } errors { field code message } }
    } ${SUBSCRIPTION_FIELDS}`,
    variables: (request) => ({ input: { token: tokenOf(request) } }),
    payloadOf: 'confirmNewsletterSubscription',
    shape: ({ confirmNewsletterSubscription: { subscription } }) => subscriptionJson(subscription),
  }),
  restRoute<RestUnsubscribeFromNewsletterMutation, RestUnsubscribeFromNewsletterMutationVariables>({
    // Also the List-Unsubscribe target of every newsletter: mail providers POST `List-Unsubscribe=One-Click`
    // as a form body to the URL, token in its query string (RFC 8058).
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    formBody: true,
    operation: `mutation RestUnsubscribeFromNewsletter($input: UnsubscribeFromNewsletterInput!) {
      unsubscribeFromNewsletter(input: $input) { subscription { ...RestNewsletterSubscription } errors { field code message } }
    } ${SUBSCRIPTION_FIELDS}`,
    variables: (request) => ({ input: { token: tokenOf(request) } }),
    // Mail programs without one-click open the header's link in a browser: the page, whose button unsubscribes.
    pageForBrowsers: ({ query }) => `/newsletter/unsubscribe?${new URLSearchParams({ token: query.token ?? '' })}`,
    payloadOf: 'unsubscribeFromNewsletter',
    shape: ({ unsubscribeFromNewsletter: { subscription } }) => subscriptionJson(subscription),
  }),
];
