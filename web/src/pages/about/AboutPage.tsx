import { FormattedMessage, useIntl } from 'react-intl';
import type { AboutPage as AboutPageLd } from 'schema-dts';
import styled from 'styled-components';
import { JsonLd } from '../../seo/JsonLd';
import { organisationReference } from '../../seo/organization';
import { PageHead, useCanonicalUrl } from '../../seo/PageHead';
import { useSiteOrigin } from '../../seo/SiteOrigin';
import { ButtonLink } from '../../ui/Button';
import { Card, CardGrid } from '../../ui/Card';
import { Container, Section, SectionTitle } from '../../ui/Container';
import { AboutTimeline } from './AboutTimeline';
import { aboutMessages, aboutServices, aboutValues } from './messages';

const Hero = styled.div`
  background: linear-gradient(160deg, #07405f 0%, #0b5c8c 60%, #14839f 100%);
  color: #ffffff;
  padding: 48px 0 56px;
  h1 {
    font-size: 2rem;
    margin-bottom: 12px;
  }
  p {
    max-width: 680px;
    color: #e6f2f9;
    font-size: 1.15rem;
    margin: 0;
  }
  ${({ theme }) => theme.media.md} {
    padding: 80px 0 88px;
    h1 {
      font-size: 3rem;
    }
  }
`;

const Prose = styled.div`
  max-width: 760px;
  p {
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.7;
  }
`;

const CardTitle = styled.h3`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  margin: 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

const Intro = styled(Muted)`
  margin-bottom: 24px;
`;

const MoreLink = styled(ButtonLink)`
  margin-top: auto;
  align-self: flex-start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

const Tinted = styled.div`
  background: ${({ theme }) => theme.colors.primaryLight};
`;

/** Title, description and the page as a schema.org AboutPage about the business (static: no API data). */
function AboutHead() {
  const intl = useIntl();
  const origin = useSiteOrigin();
  const url = useCanonicalUrl();
  const title = intl.formatMessage(aboutMessages.title);
  const description = intl.formatMessage(aboutMessages.description);
  return (
    <>
      <PageHead title={title} description={description} />
      <JsonLd<AboutPageLd>
        data={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: title,
          description,
          url,
          about: organisationReference(origin),
        }}
      />
    </>
  );
}

function AboutServices() {
  const intl = useIntl();
  return (
    <Section aria-labelledby="about-services">
      <SectionTitle id="about-services">
        <FormattedMessage {...aboutMessages.servicesTitle} />
      </SectionTitle>
      <Intro>
        <FormattedMessage {...aboutMessages.servicesIntro} />
      </Intro>
      <CardGrid>
        {aboutServices.map((service) => (
          <Card key={service.to} data-testid="about-service">
            <CardTitle>
              <FormattedMessage {...service.title} />
            </CardTitle>
            <Muted>
              <FormattedMessage {...service.text} />
            </Muted>
            <MoreLink to={service.to} $variant="secondary">
              <FormattedMessage {...aboutMessages.serviceMore} values={{ service: intl.formatMessage(service.title) }} />
            </MoreLink>
          </Card>
        ))}
      </CardGrid>
      <Actions>
        <ButtonLink to="/services">
          <FormattedMessage {...aboutMessages.allServices} />
        </ButtonLink>
      </Actions>
    </Section>
  );
}

/** docs/SPEC.md §2 About: story, values, three services, career timeline and the way to /services and /contact. */
export function AboutPage() {
  return (
    <>
      <AboutHead />
      <Hero>
        <Container>
          <h1>
            <FormattedMessage {...aboutMessages.title} />
          </h1>
          <p>
            <FormattedMessage {...aboutMessages.lead} />
          </p>
        </Container>
      </Hero>
      <Container>
        <Section aria-labelledby="about-story">
          <SectionTitle id="about-story">
            <FormattedMessage {...aboutMessages.storyTitle} />
          </SectionTitle>
          <Prose>
            <p>
              <FormattedMessage {...aboutMessages.storyFounding} />
            </p>
            <p>
              <FormattedMessage {...aboutMessages.storyToday} />
            </p>
          </Prose>
        </Section>
      </Container>
      <Tinted>
        <Container>
          <Section aria-labelledby="about-values">
            <SectionTitle id="about-values">
              <FormattedMessage {...aboutMessages.valuesTitle} />
            </SectionTitle>
            <CardGrid $maxColumns={2}>
              {aboutValues.map((value) => (
                <Card key={value.title.id} data-testid="about-value">
                  <CardTitle>
                    <FormattedMessage {...value.title} />
                  </CardTitle>
                  <Muted>
                    <FormattedMessage {...value.text} />
                  </Muted>
                </Card>
              ))}
            </CardGrid>
          </Section>
        </Container>
      </Tinted>
      <Container>
        <AboutServices />
        <AboutTimeline />
        <Section aria-labelledby="about-contact">
          <SectionTitle id="about-contact">
            <FormattedMessage {...aboutMessages.contactTitle} />
          </SectionTitle>
          <Muted>
            <FormattedMessage {...aboutMessages.contactText} />
          </Muted>
          <Actions>
            <ButtonLink to="/contact">
              <FormattedMessage {...aboutMessages.contact} />
            </ButtonLink>
            <ButtonLink to="/services" $variant="secondary">
              <FormattedMessage {...aboutMessages.allServices} />
            </ButtonLink>
          </Actions>
        </Section>
      </Container>
    </>
  );
}
