import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetBookingStatusMutation as SetStatusMutation } from '../../../__generated__/useSetBookingStatusMutation.graphql';
import { commonMessages } from '../../../i18n/messages';
import type { BookingStatusValue } from './requestFilters';

export type SetBookingStatusResult = { ok: true } | { ok: false; message: string };

/**
 * A booking's status (SPEC §4): shown at once (Relay's optimistic update) and kept when the server agrees. A
 * refusal (`errors`) or a failed request takes it back (Relay drops the optimistic state; the store keeps the
 * server's value) and resolves with the server's message, or the general error. Never rejects.
 */
export function useSetBookingStatusMutation() {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<SetStatusMutation>(graphql`
    mutation useSetBookingStatusMutation($input: SetBookingStatusInput!) {
      setBookingStatus(input: $input) {
        booking {
          id
          status
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);

  const setStatus = useCallback(
    (id: string, status: BookingStatusValue): Promise<SetBookingStatusResult> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { bookingId: id, status } },
          optimisticResponse: { setBookingStatus: { booking: { id, status }, errors: [] } },
          onCompleted: ({ setBookingStatus: { errors } }) =>
            resolve(errors.length > 0 ? { ok: false, message: errors.map((error) => error.message).join(' ') } : { ok: true }),
          onError: (error) => {
            console.error(error);
            resolve({ ok: false, message: intl.formatMessage(commonMessages.generalError) });
          },
        });
      }),
    [commit, intl],
  );

  return { setStatus, isInFlight };
}
