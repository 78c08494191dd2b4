import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Section, SectionTitle } from '../../ui/Container';
import { homeMessages as m } from './messages';

// docs/SPEC.md §1: over 20 years of experience, more than 50 partners.
const FACTS: readonly { key: string; value: MessageDescriptor; label: MessageDescriptor }[] = [
  { key: 'experience', value: m.aboutExperienceValue, label: m.aboutExperience },
  { key: 'partners', value: m.aboutPartnersValue, label: m.aboutPartners },
  { key: 'certified', value: m.aboutCertifiedValue, label: m.aboutCertified },
  { key: 'regional', value: m.aboutRegionalValue, label: m.aboutRegional },
];

const Text = styled.p`
  max-width: 680px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  gap: 16px;
  margin: 28px 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse; /* the figure above its label, read label first */
    padding: 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primaryLight};
    overflow-wrap: break-word;
    hyphens: auto;
    ${({ theme }) => theme.media.sm} {
      padding: 16px;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Scaled with a phone's width, so "Zertifiziert" fits half of a 360 px screen in one piece; from
     400 px on it is the scale's 1.15rem (see GlobalStyle). */
  dd {
    margin: 0;
    font-size: clamp(1rem, 4.6vw, 1.15rem);
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  ${({ theme }) => theme.media.md} {
    dd {
      font-size: 1.4rem;
    }
  }
`;

const More = styled(Link)`
  font-weight: 700;
`;

export function HomeAbout() {
  return (
    <Container>
      <Section aria-labelledby="home-about-title">
        <SectionTitle id="home-about-title">
          <FormattedMessage {...m.aboutTitle} />
        </SectionTitle>
        <Text>
          <FormattedMessage {...m.aboutText} />
        </Text>
        <Facts>
          {FACTS.map(({ key, value, label }) => (
            <div key={key} data-testid="home-about-fact">
              <dt>
                <FormattedMessage {...label} />
              </dt>
              <dd>
                <FormattedMessage {...value} />
              </dd>
            </div>
          ))}
        </Facts>
        <More to="/about">
          <FormattedMessage {...m.aboutLink} />
        </More>
      </Section>
    </Container>
  );
}
