import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Section, SectionTitle } from '../../ui/Container';
import { faqMessages } from './messages';

const ENTRIES = [
  [faqMessages.ageQuestion, faqMessages.ageAnswer],
  [faqMessages.groupQuestion, faqMessages.groupAnswer],
  [faqMessages.missedQuestion, faqMessages.missedAnswer],
  [faqMessages.bringQuestion, faqMessages.bringAnswer],
  [faqMessages.voucherQuestion, faqMessages.voucherAnswer],
] as const;

const Item = styled.details`
  margin-bottom: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    padding: 16px 20px;
    font-weight: 700;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p { padding: 0 20px 16px; margin: 0; }
`;

export function CourseFaq() {
  return (
    <Section>
      <SectionTitle>
        <FormattedMessage {...faqMessages.title} />
      </SectionTitle>
      {ENTRIES.map(([question, answer]) => (
        <Item key={question.id}>
          <summary>
            <FormattedMessage {...question} />
          </summary>
          <p>
            <FormattedMessage {...answer} />
          </p>
        </Item>
      ))}
    </Section>
  );
}
