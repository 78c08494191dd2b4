import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { Card, CardGrid } from '../../ui/Card';
import { Container, Section, SectionTitle } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';
import { HomeHead } from './HomeHead';
import { HomeHero } from './HomeHero';
import type { HomeLoaderData } from './homeLoader';
import { homeMessages } from './messages';
import { ServiceCard } from './ServiceCard';
import { TestimonialCard } from './TestimonialCard';

const homePageQuery = graphql`
  query HomePageQuery {
    services {
      id
      ...ServiceCard_service
    }
    testimonials(first: 6) {
      edges {
        node {
          id
          ...TestimonialCard_testimonial
        }
      }
    }
  }
`;

const SKELETON_CARDS = 6; // SPEC §2

const Intro = styled.p`
  max-width: 680px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 28px;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tinted = styled.div`
  background: ${({ theme }) => theme.colors.primaryLight};
`;

function HomeSkeleton() {
  return (
    <Container>
      <Section aria-busy="true">
        <CardGrid>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card key={index} aria-hidden="true">
              <Skeleton $width="60%" $height="1.4em" />
              <Skeleton $height="4em" />
            </Card>
          ))}
        </CardGrid>
      </Section>
    </Container>
  );
}

function HomeContent({ homeRef }: HomeLoaderData) {
  const { services, testimonials } = usePreloadedQuery<HomePageQuery>(homePageQuery, homeRef);
  return (
    <>
      <Container>
        <Section>
          <SectionTitle>
            <FormattedMessage {...homeMessages.servicesTitle} />
          </SectionTitle>
          <Intro>
            <FormattedMessage {...homeMessages.servicesIntro} />
          </Intro>
          {services.length === 0 ? (
            <Empty>
              <FormattedMessage {...homeMessages.noServices} />
            </Empty>
          ) : (
            <CardGrid>
              {services.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </CardGrid>
          )}
        </Section>
      </Container>
      <Tinted>
        <Container>
          <Section>
            <SectionTitle>
              <FormattedMessage {...homeMessages.testimonialsTitle} />
            </SectionTitle>
            {testimonials.edges.length === 0 ? (
              <Empty data-testid="testimonials-empty">
                <FormattedMessage {...homeMessages.noTestimonials} />
              </Empty>
            ) : (
              <CardGrid>
                {testimonials.edges.map(({ node }) => (
                  <TestimonialCard key={node.id} testimonial={node} />
                ))}
              </CardGrid>
            )}
          </Section>
        </Container>
      </Tinted>
    </>
  );
}

export function HomePage() {
  const { homeRef } = useLoaderData() as HomeLoaderData;
  return (
    <>
      <HomeHead />
      <HomeHero />
      <Suspense fallback={<HomeSkeleton />}>
        <HomeContent homeRef={homeRef} />
      </Suspense>
    </>
  );
}
