import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useWaitlistLinksAcceptMutation } from '../../__generated__/useWaitlistLinksAcceptMutation.graphql';
import type { useWaitlistLinksConfirmMutation } from '../../__generated__/useWaitlistLinksConfirmMutation.graphql';
import type { useWaitlistLinksDeclineMutation } from '../../__generated__/useWaitlistLinksDeclineMutation.graphql';
import type { useWaitlistLinksLeaveMutation } from '../../__generated__/useWaitlistLinksLeaveMutation.graphql';
import type { LinkActionResult } from '../../layout/LinkActionPage';
import { commitFormMutation, type FormMutationResult } from '../../relay/mutationResult';
import { waitlistOfferMessages } from './messages';

type Entry = { readonly email: string };

/** A link mutation's outcome for the page: the server's reason for the token (translated), else the form's. */
function linkResult(result: FormMutationResult<Entry>): LinkActionResult {
  if (result.ok) return { ok: true, email: result.value.email };
  return { ok: false, message: result.fieldErrors.token ?? result.formError ?? Object.values(result.fieldErrors).join(' ') };
}

/** The waitlist mails' links (confirm, take or decline an offer, leave), each resolving to the page's result, never rejecting. */
export function useWaitlistLinks() {
  const intl = useIntl();
  const failed = intl.formatMessage(waitlistOfferMessages.failed);
  const [confirm] = useMutation<useWaitlistLinksConfirmMutation>(graphql`
    mutation useWaitlistLinksConfirmMutation($input: WaitlistLinkInput!) {
      confirmWaitlistEntry(input: $input) {
        entry {
          email
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
  const [leave] = useMutation<useWaitlistLinksLeaveMutation>(graphql`
    mutation useWaitlistLinksLeaveMutation($input: WaitlistLinkInput!) {
      leaveWaitlist(input: $input) {
        entry {
          email
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
  const [accept] = useMutation<useWaitlistLinksAcceptMutation>(graphql`
    mutation useWaitlistLinksAcceptMutation($input: WaitlistLinkInput!) {
      acceptWaitlistOffer(input: $input) {
        entry {
          email
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
  const [decline] = useMutation<useWaitlistLinksDeclineMutation>(graphql`
    mutation useWaitlistLinksDeclineMutation($input: WaitlistLinkInput!) {
      declineWaitlistOffer(input: $input) {
        entry {
          email
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
  return {
    confirm: useCallback(
      async (token: string) => linkResult(await commitFormMutation(confirm, { input: { token } }, ({ confirmWaitlistEntry: payload }) => ({ payload, value: payload.entry }), failed)),
      [confirm, failed],
    ),
    leave: useCallback(
      async (token: string) => linkResult(await commitFormMutation(leave, { input: { token } }, ({ leaveWaitlist: payload }) => ({ payload, value: payload.entry }), failed)),
      [leave, failed],
    ),
    accept: useCallback(
      async (token: string) => linkResult(await commitFormMutation(accept, { input: { token } }, ({ acceptWaitlistOffer: payload }) => ({ payload, value: payload.entry }), failed)),
      [accept, failed],
    ),
    decline: useCallback(
      async (token: string) => linkResult(await commitFormMutation(decline, { input: { token } }, ({ declineWaitlistOffer: payload }) => ({ payload, value: payload.entry }), failed)),
      [decline, failed],
    ),
  };
}
