import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Container, Section } from '../../ui/Container';
import { homeMessages as m } from './messages';

const Band = styled.div`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  text-align: center;
  h2 {
    font-size: 1.6rem;
    margin-top: 0;
  }
  p {
    max-width: 620px;
    margin: 0 auto 24px;
    color: #e6f2f9;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

export function HomeCallToAction() {
  return (
    <Band>
      <Container>
        <Section aria-labelledby="home-cta-title">
          <h2 id="home-cta-title">
            <FormattedMessage {...m.ctaTitle} />
          </h2>
          <p>
            <FormattedMessage {...m.ctaText} />
          </p>
          <Buttons>
            <ButtonLink to="/contact" $variant="onDark">
              <FormattedMessage {...m.ctaContact} />
            </ButtonLink>
            <ButtonLink to="/courses" $variant="outlineOnDark">
              <FormattedMessage {...m.ctaCourses} />
            </ButtonLink>
          </Buttons>
        </Section>
      </Container>
    </Band>
  );
}
