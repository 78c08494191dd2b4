import { graphql } from 'react-relay/hooks';

/**
 * What the newsletter links' answers (confirm, unsubscribe) show of the subscription they name. Both mutations
 * spread it unmasked (`@relay(mask: false)`), so their hooks read the fields directly; nothing imports this
 * module at run time.
 */
export const newsletterLinkSubscription = graphql`
  fragment newsletterLinkSubscription on NewsletterSubscription {
    email
    status
  }
`;
