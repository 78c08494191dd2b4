import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Container, Section } from '../../ui/Container';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { homeMessages as m } from './messages';

const FEATURES: readonly { key: string; icon: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { key: 'certified', icon: '✔', title: m.featureCertifiedTitle, text: m.featureCertifiedText },
  { key: 'individual', icon: '☺', title: m.featureIndividualTitle, text: m.featureIndividualText },
  { key: 'quality', icon: '★', title: m.featureQualityTitle, text: m.featureQualityText },
  { key: 'focus', icon: '◎', title: m.featureFocusTitle, text: m.featureFocusText },
];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentLight};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.4rem;
`;

/** The four reasons to choose H2O (docs/SPEC.md §2 Home: certified, individual, quality, focus). */
export function HomeFeatures() {
  return (
    <Container>
      <Section aria-labelledby="home-features-title">
        <VisuallyHidden as="h2" id="home-features-title">
          <FormattedMessage {...m.featuresTitle} />
        </VisuallyHidden>
        <List>
          {FEATURES.map(({ key, icon, title, text }) => (
            <Item key={key} data-testid="home-feature">
              <Icon aria-hidden="true">{icon}</Icon>
              <h3>
                <FormattedMessage {...title} />
              </h3>
              <p>
                <FormattedMessage {...text} />
              </p>
            </Item>
          ))}
        </List>
      </Section>
    </Container>
  );
}
