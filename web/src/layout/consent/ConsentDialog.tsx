import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { CloseButton } from '../../ui/dialogStyles';
import { EVERYTHING, NOTHING_OPTIONAL, OPTIONAL_CATEGORIES, type OptionalCategory } from './consentChoice';
import { useConsent } from './ConsentProvider';
import { consentMessages } from './messages';

const Dialog = styled.dialog`
  width: min(560px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.headerScrolled};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgba(16, 37, 58, 0.55);
  }
`;

const Body = styled.div`
  padding: 20px;
  h2 {
    font-size: 1.4rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;
`;

const Categories = styled.ul`
  list-style: none;
  margin: 16px 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Category = styled.li`
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    font-weight: 700;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
  input:disabled + span {
    cursor: default;
  }
  p {
    margin: 6px 0 0 30px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Saving and accepting everything look alike: neither choice is pushed (German regulators' view).
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const TEXTS: Record<OptionalCategory, { name: MessageDescriptor; text: MessageDescriptor }> = {
  marketing: { name: consentMessages.marketingName, text: consentMessages.marketingText },
};

/**
 * The cookie settings (docs/SPEC.md §1), a native modal dialog: the browser moves focus into it, keeps the
 * page behind it inert and closes it on Escape; focus goes back to what opened it. Mounted while open,
 * so it always starts from the stored choice.
 */
export function ConsentDialog() {
  const intl = useIntl();
  const { currentChoice, decide, closeSettings } = useConsent();
  const [draft, setDraft] = useState<Record<OptionalCategory, boolean>>(() => currentChoice()?.categories ?? NOTHING_OPTIONAL);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // The banner's Settings button is gone once a choice is saved; then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={closeSettings}
      data-testid="consent-dialog"
    >
      <Body>
        <TitleRow>
          <h2 id={`${id}-title`}>
            <FormattedMessage {...consentMessages.dialogTitle} />
          </h2>
          <CloseButton type="button" aria-label={intl.formatMessage(consentMessages.close)} onClick={closeSettings}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </TitleRow>
        <p id={`${id}-intro`}>
          <FormattedMessage {...consentMessages.dialogIntro} />
        </p>
        <Categories>
          <Category>
            <label>
              <input type="checkbox" checked disabled aria-describedby={`${id}-necessary`} />
              <span>
                <FormattedMessage {...consentMessages.necessaryName} />{' '}
                <Note>
                  (<FormattedMessage {...consentMessages.alwaysOn} />)
                </Note>
              </span>
            </label>
            <p id={`${id}-necessary`}>
              <FormattedMessage {...consentMessages.necessaryText} />
            </p>
          </Category>
          {OPTIONAL_CATEGORIES.map((category) => (
            <Category key={category}>
              <label>
                <input
                  type="checkbox"
                  name={category}
                  checked={draft[category]}
                  onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                  aria-describedby={`${id}-${category}`}
                />
                <span>
                  <FormattedMessage {...TEXTS[category].name} />
                </span>
              </label>
              <p id={`${id}-${category}`}>
                <FormattedMessage {...TEXTS[category].text} />
              </p>
            </Category>
          ))}
        </Categories>
        <Actions>
          <Button type="button" onClick={() => decide(draft)}>
            <FormattedMessage {...consentMessages.save} />
          </Button>
          <Button type="button" onClick={() => decide(EVERYTHING)}>
            <FormattedMessage {...consentMessages.acceptAll} />
          </Button>
        </Actions>
      </Body>
    </Dialog>
  );
}
