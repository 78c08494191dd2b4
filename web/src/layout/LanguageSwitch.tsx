import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../i18n/LanguageProvider';
import type { Language } from '../i18n/languageChoice';
import { headerMessages } from './messages';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
`;

const Option = styled.button<{ $active: boolean }>`
  min-width: 44px;
  min-height: 36px;
  border: 0;
  font-weight: 700;
  font-size: 0.9rem;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.textOnPrimary : theme.colors.primary)};
`;

const OPTIONS = [
  { language: 'de', code: headerMessages.codeGerman, label: headerMessages.switchToGerman },
  { language: 'en', code: headerMessages.codeEnglish, label: headerMessages.switchToEnglish },
] as const satisfies readonly { language: Language; code: unknown; label: unknown }[];

export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <Group role="group" aria-label={intl.formatMessage(headerMessages.languageLabel)}>
      {OPTIONS.map((option) => (
        <Option
          key={option.language}
          type="button"
          lang={option.language}
          $active={language === option.language}
          aria-pressed={language === option.language}
          // The visible code stays the name (WCAG 2.5.3: a voice user says what they see); the language's full name describes it.
          title={intl.formatMessage(option.label)}
          data-testid={`language-switch-${option.language}`}
          onClick={() => setLanguage(option.language)}
        >
          {intl.formatMessage(option.code)}
        </Option>
      ))}
    </Group>
  );
}
