import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../ui/Container';
import { coursesPageMessages } from './messages';

const Hero = styled.div`
  background: linear-gradient(135deg, #07405f 0%, #0b5c8c 55%, #14839f 100%);
  color: #ffffff;
  padding: 40px 0 48px;
  h1 {
    font-size: 2rem;
    margin-bottom: 12px;
  }
  p {
    max-width: 640px;
    margin: 0;
    color: #e6f2f9;
    font-size: 1rem;
  }
  ${({ theme }) => theme.media.md} {
    padding: 64px 0 72px;
    h1 {
      font-size: 2.6rem;
    }
  }
`;

const Label = styled.span`
  display: inline-block;
  margin-bottom: 12px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.16);
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export function CoursesHero() {
  return (
    <Hero>
      <Container>
        <Label>
          <FormattedMessage {...coursesPageMessages.schoolLabel} />
        </Label>
        <h1>
          <FormattedMessage {...coursesPageMessages.title} />
        </h1>
        <p>
          <FormattedMessage {...coursesPageMessages.subtitle} />
        </p>
      </Container>
    </Hero>
  );
}
