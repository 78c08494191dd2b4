import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Hero, HeroIntro, HeroLabel } from './heroStyles';
import { servicePageMessages } from './messages';

interface Props {
  label: string;
  headline: string;
  intro: string;
}

export function ServiceHero({ label, headline, intro }: Props) {
  return (
    <Hero aria-labelledby="service-headline">
      <Container>
        <HeroLabel>{label}</HeroLabel>
        <h1 id="service-headline" data-testid="service-headline">
          {headline}
        </h1>
        <HeroIntro>
          <p>{intro}</p>
          {/* White on the blue hero: the secondary variant reads as a light button there. */}
          <ButtonLink to="/contact" $variant="secondary">
            <FormattedMessage {...servicePageMessages.heroContact} />
          </ButtonLink>
        </HeroIntro>
      </Container>
    </Hero>
  );
}
