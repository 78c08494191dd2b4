import { type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { newsletterLinkMessages } from '../pages/newsletter/messages';
import type { FormErrors } from '../relay/userErrors';
import type { MutationOutcome } from '../relay/useMutationOutcome';
import { Button } from '../ui/Button';
import { MessagePage } from './MessagePage';

/** Why a link's change was refused, as one text: the server's reason for the token (translated), else the form's. */
export function linkRefusal({ fieldErrors, formError }: FormErrors): string {
  return fieldErrors.token ?? formError ?? Object.values(fieldErrors).join(' ');
}

interface Props {
  testId: string;
  /** Prefix of the text's and button's test ids (`newsletter-link-text`). */
  testIdPrefix?: string;
  texts: {
    title: MessageDescriptor;
    intro: MessageDescriptor;
    button: MessageDescriptor;
    working: MessageDescriptor;
    doneTitle: MessageDescriptor;
    doneText: MessageDescriptor;
    failedTitle: MessageDescriptor;
  };
  /** The link's change (confirm, unsubscribe), run when the visitor presses the button. */
  run: (token: string) => Promise<MutationOutcome<{ readonly email: string }>>;
  /** What a refused link offers instead (sign up again; ask us to unsubscribe). */
  failedActions: ReactNode;
}

type State = { step: 'ready' | 'working' } | { step: 'done'; email: string } | { step: 'failed'; message: string };

/**
 * A page a mail links to (`?token=…`): the newsletter's and the waitlist's. Opening it changes nothing: mail scanners and link
 * previews open links too. The visitor's button press runs the change; the result replaces the text
 * (a live region, so screen readers hear it). A refused link says why and offers a way on.
 */
export function LinkActionPage({ testId, testIdPrefix = 'newsletter', texts, run, failedActions }: Props) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<State>({ step: 'ready' });
  const shown: State = token ? state : { step: 'failed', message: intl.formatMessage(newsletterLinkMessages.missing) };

  const press = async () => {
    if (!token) return;
    setState({ step: 'working' });
    const result = await run(token);
    setState(result.ok ? { step: 'done', email: result.value.email } : { step: 'failed', message: linkRefusal(result) });
  };

  const title = shown.step === 'done' ? texts.doneTitle : shown.step === 'failed' ? texts.failedTitle : texts.title;
  const text =
    shown.step === 'done'
      ? intl.formatMessage(texts.doneText, { email: shown.email })
      : shown.step === 'failed'
        ? shown.message
        : intl.formatMessage(texts.intro);

  return (
    <MessagePage
      testId={testId}
      documentTitle={intl.formatMessage(texts.title)}
      title={intl.formatMessage(title)}
      text={
        <span role="status" data-testid={`${testIdPrefix}-link-text`}>
          {text}
        </span>
      }
      actions={
        shown.step === 'failed' ? (
          failedActions
        ) : shown.step === 'done' ? null : (
          <Button type="button" onClick={press} disabled={shown.step === 'working'} data-testid={`${testIdPrefix}-link-button`}>
            {intl.formatMessage(shown.step === 'working' ? texts.working : texts.button)}
          </Button>
        )
      }
    />
  );
}
