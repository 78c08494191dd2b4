import { graphql } from 'react-relay/hooks';

/**
 * What every mutation selects of its payload's `errors`: `field` and `message` for useMutationOutcome (formErrorsOf),
 * `code` for the views that tell reasons apart (checkout sorts a refused order by it). Spread unmasked,
 * `errors { ...userErrorFields @relay(mask: false) }`, so the hooks read the fields directly; nothing imports this
 * module at run time.
 */
export const userErrorFields = graphql`
  fragment userErrorFields on UserError {
    field
    code
    message
  }
`;
