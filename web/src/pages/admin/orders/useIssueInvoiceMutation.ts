import { graphql } from 'react-relay/hooks';
import type { useIssueInvoiceMutation as Mutation } from '../../../__generated__/useIssueInvoiceMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import { useMutationOutcome } from '../../../relay/useMutationOutcome';

const mutation = graphql`
  mutation useIssueInvoiceMutation($input: IssueInvoiceInput!) {
    issueInvoice(input: $input) {
      invoice {
        number
      }
      order {
        ...OrderInvoices_order
      }
      errors {
        ...userErrorFields @relay(mask: false)
      }
    }
  }
`;

/**
 * Issues an order's invoice; the answer's order lists it at once. Resolves with the invoice (its number), or the
 * server's reasons, e.g. for a cancelled order or one that has its invoice already (no answer: the general error).
 */
export function useIssueInvoiceMutation() {
  // The payload stores the order too: the invoice is what the view needs.
  const { run, isInFlight } = useMutationOutcome<Mutation, Invoice>(
    mutation,
    ({ issueInvoice: payload }) => ({ payload, value: payload.invoice }),
    commonMessages.generalError,
  );
  return { issue: (orderId: string) => run({ input: { orderId } }), isInFlight };
}

type Invoice = NonNullable<Mutation['response']['issueInvoice']['invoice']>;
