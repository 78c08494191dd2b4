import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Section, SectionTitle } from '../../ui/Container';
import { faqMessages } from './messages';

const ENTRIES = [
  [faqMessages.ageQuestion, faqMessages.ageAnswer],
  [faqMessages.groupQuestion, faqMessages.groupAnswer],
  [faqMessages.missedQuestion, faqMessages.missedAnswer],
  [faqMessages.bringQuestion, faqMessages.bringAnswer],
  [faqMessages.voucherQuestion, faqMessages.voucherAnswer],
  [faqMessages.confirmedQuestion, faqMessages.confirmedAnswer],
  [faqMessages.orderLinkQuestion, faqMessages.orderLinkAnswer],
] as const;

/** Links inside an answer: `<orderLinks>…</orderLinks>` is the page that mails the links of one's orders. */
const answerLinks = {
  orderLinks: (chunks: React.ReactNode[]) => (
    <Link to="/checkout/order-links" data-testid="faq-order-links">
      {chunks}
    </Link>
  ),
};

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
  p {
    padding: 0 20px 16px;
    margin: 0;
  }
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
            {/* Only the order answer has a link; the others ignore the value. */}
            <FormattedMessage id={answer.id} values={answerLinks} />
          </p>
        </Item>
      ))}
    </Section>
  );
}
