import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { ServicesPageQuery } from '../../__generated__/ServicesPageQuery.graphql';
import { PageHead } from '../../seo/PageHead';
import { Card, CardGrid } from '../../ui/Card';
import { Container, Section, SectionTitle } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';
import { ServiceCard } from '../home/ServiceCard';
import { Hero, HeroIntro, HeroLabel } from '../service/heroStyles';
import { ServiceClosing } from '../service/ServiceClosing';
import { servicesPageMessages } from './messages';
import type { ServicesLoaderData } from './servicesLoader';

const servicesPageQuery = graphql`
  query ServicesPageQuery {
    services {
      id
      ...ServiceCard_service
    }
  }
`;

const SKELETON_CARDS = 6;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ServiceGrid({ servicesRef }: ServicesLoaderData) {
  const { services } = usePreloadedQuery<ServicesPageQuery>(servicesPageQuery, servicesRef);
  if (services.length === 0) {
    return (
      <Empty data-testid="services-empty">
        <FormattedMessage {...servicesPageMessages.empty} />
      </Empty>
    );
  }
  return (
    <CardGrid data-testid="services-grid">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </CardGrid>
  );
}

function GridSkeleton() {
  return (
    <CardGrid aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <Skeleton $width="60%" $height="1.4em" />
          <Skeleton $height="4em" />
        </Card>
      ))}
    </CardGrid>
  );
}

export function ServicesPage() {
  const { servicesRef } = useLoaderData() as ServicesLoaderData;
  const intl = useIntl();
  return (
    <>
      <PageHead title={intl.formatMessage(servicesPageMessages.title)} description={intl.formatMessage(servicesPageMessages.description)} />
      <Hero aria-labelledby="services-title">
        <Container>
          <HeroLabel>
            <FormattedMessage {...servicesPageMessages.label} />
          </HeroLabel>
          <h1 id="services-title">
            <FormattedMessage {...servicesPageMessages.title} />
          </h1>
          <HeroIntro>
            <p>
              <FormattedMessage {...servicesPageMessages.intro} />
            </p>
          </HeroIntro>
        </Container>
      </Hero>
      <Container>
        <Section aria-labelledby="services-grid-title">
          <SectionTitle id="services-grid-title">
            <FormattedMessage {...servicesPageMessages.gridTitle} />
          </SectionTitle>
          <Suspense fallback={<GridSkeleton />}>
            <ServiceGrid servicesRef={servicesRef} />
          </Suspense>
        </Section>
      </Container>
      <ServiceClosing
        title={intl.formatMessage(servicesPageMessages.contactTitle)}
        text={intl.formatMessage(servicesPageMessages.contactText)}
      />
    </>
  );
}
