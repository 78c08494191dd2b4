import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { TestimonialCard_testimonial$key } from '../../__generated__/TestimonialCard_testimonial.graphql';
import { Card } from '../../ui/Card';
import { homeMessages } from './messages';

const MAX_RATING = 5;

const Stars = styled.div`
  color: #b7791f;
  letter-spacing: 2px;
  font-size: 1.15rem;
`;

const Quote = styled.blockquote`
  margin: 0;
  font-style: italic;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  small {
    display: block;
    font-size: 0.9rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function TestimonialCard({ testimonial }: { testimonial: TestimonialCard_testimonial$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TestimonialCard_testimonial on Testimonial {
        name
        role
        content
        language
        rating
      }
    `,
    testimonial,
  );
  // 1 to 5 stars: the database's testimonials_rating_check is the one home of that rule.
  const { rating } = data;
  return (
    <Card as="figure" data-testid="testimonial-card" style={{ margin: 0 }}>
      <Stars role="img" aria-label={intl.formatMessage(homeMessages.rating, { rating, max: MAX_RATING })}>
        {'★'.repeat(rating)}
        {'☆'.repeat(MAX_RATING - rating)}
      </Stars>
      {/* Shown as written, marked with the language it was written in (a German review on an English page). */}
      <Quote lang={data.language}>{data.content}</Quote>
      <Name as="figcaption">
        {data.name}
        {data.role && <small lang={data.language}>{data.role}</small>}
      </Name>
    </Card>
  );
}
