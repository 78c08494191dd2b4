import { graphql } from 'react-relay/hooks';

/**
 * What every waitlist link's answer carries (confirm, leave, take or decline an offer): the entry the link names,
 * or the refusals. Each link's mutation spreads it unmasked (`@relay(mask: false)`), so its hook reads the fields
 * directly; nothing imports this module at run time.
 */
export const waitlistLinkPayload = graphql`
  fragment waitlistLinkPayload on WaitlistLinkPayload {
    entry {
      email
      status
    }
    errors {
      ...userErrorFields @relay(mask: false)
    }
  }
`;
