import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { homeMessages } from './messages';

const Hero = styled.div`
  background: linear-gradient(160deg, #07405f 0%, #0b5c8c 50%, #14839f 100%);
  color: #ffffff;
  padding: 56px 0 64px;
  h1 {
    font-size: 2rem;
    margin-bottom: 4px;
  }
  p {
    max-width: 620px;
    color: #e6f2f9;
    font-size: 1.15rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: 96px 0 104px;
    h1 {
      font-size: 3rem;
    }
  }
`;

const Subline = styled.p`
  font-size: 1.4rem !important;
  font-weight: 400;
  color: #7fd3e8 !important;
  margin-bottom: 20px;
`;

const Expert = styled.span`
  display: inline-block;
  margin-bottom: 20px;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.16);
  font-weight: 700;
  font-size: 0.9rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

export function HomeHero() {
  return (
    <Hero>
      <Container>
        <Expert>
          <FormattedMessage {...homeMessages.expertBadge} />
        </Expert>
        <h1>
          <FormattedMessage {...homeMessages.heroTitle} />
        </h1>
        <Subline>
          <FormattedMessage {...homeMessages.heroSubline} />
        </Subline>
        <p>
          <FormattedMessage {...homeMessages.heroText} />
        </p>
        <Buttons>
          <ButtonLink to="/services" $variant="onDark">
            <FormattedMessage {...homeMessages.heroServices} />
          </ButtonLink>
          <ButtonLink to="/courses" $variant="outlineOnDark">
            <FormattedMessage {...homeMessages.heroCourses} />
          </ButtonLink>
        </Buttons>
      </Container>
    </Hero>
  );
}
