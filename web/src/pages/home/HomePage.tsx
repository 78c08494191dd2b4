import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { ButtonLink } from '../../ui/Button';
import { Card, CardGrid } from '../../ui/Card';
import { Container, Section, SectionTitle } from '../../ui/Container';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Skeleton } from '../../ui/Skeleton';
import { FallbackServiceCards } from './fallbackServices';
import { HomeAbout } from './HomeAbout';
import { HomeCallToAction } from './HomeCallToAction';
import { HomeFeatures } from './HomeFeatures';
import { HomeHead } from './HomeHead';
import { HomeHero } from './HomeHero';
import type { HomeLoaderData } from './homeLoader';
import { homeMessages } from './messages';
import { ServiceCard } from './ServiceCard';
import { TestimonialCarousel } from './TestimonialCarousel';

const homePageQuery = graphql`
  query HomePageQuery {
    # The organisation's JSON-LD in the head.
    publicBusinessProfile {
      legalName
      street
      postalCode
      town
      country
      phone
      email
      vatId
      registerEntry
    }
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

const SKELETON_CARDS = 6; // docs/SPEC.md §2

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

const AllServices = styled.div`
  margin-top: 28px;
  text-align: center;
`;

function ServiceSkeletons() {
  return (
    <CardGrid aria-busy="true" data-testid="service-skeletons">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} aria-hidden="true">
          <Skeleton $width="60%" $height="1.4em" />
          <Skeleton $height="4em" />
        </Card>
      ))}
    </CardGrid>
  );
}

function FallbackServices() {
  return (
    <CardGrid data-testid="fallback-services">
      <FallbackServiceCards />
    </CardGrid>
  );
}

/** The services of the API, or the built-in six when it has none (docs/SPEC.md §2 Home). */
export function HomeServiceGrid({ services }: { services: HomePageQuery['response']['services'] }) {
  if (services.length === 0) return <FallbackServices />;
  return (
    <CardGrid>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </CardGrid>
  );
}

function HomeHeadWithProfile({ homeRef }: HomeLoaderData) {
  const { publicBusinessProfile } = usePreloadedQuery<HomePageQuery>(homePageQuery, homeRef);
  return <HomeHead business={{ ...publicBusinessProfile }} />;
}

function HomeServices({ homeRef }: HomeLoaderData) {
  const { services } = usePreloadedQuery<HomePageQuery>(homePageQuery, homeRef);
  return <HomeServiceGrid services={services} />;
}

function HomeTestimonials({ homeRef }: HomeLoaderData) {
  const { testimonials } = usePreloadedQuery<HomePageQuery>(homePageQuery, homeRef);
  return <TestimonialList testimonials={testimonials.edges.map(({ node }) => node)} />;
}

function TestimonialList({ testimonials }: { testimonials: readonly Parameters<typeof TestimonialCarousel>[0]['testimonials'][number][] }) {
  if (testimonials.length === 0) {
    return (
      <Empty data-testid="testimonials-empty">
        <FormattedMessage {...homeMessages.noTestimonials} />
      </Empty>
    );
  }
  return <TestimonialCarousel testimonials={testimonials} />;
}

export function HomePage() {
  const { homeRef } = useLoaderData() as HomeLoaderData;
  return (
    <>
      {/* Without the profile (loading in the browser, or failed): the head with the facts docs/SPEC.md §1 gives. */}
      <ErrorBoundary fallback={<HomeHead />}>
        <Suspense fallback={<HomeHead />}>
          <HomeHeadWithProfile homeRef={homeRef} />
        </Suspense>
      </ErrorBoundary>
      <HomeHero />
      <HomeFeatures />
      <Container>
        <Section>
          <SectionTitle>
            <FormattedMessage {...homeMessages.servicesTitle} />
          </SectionTitle>
          <Intro>
            <FormattedMessage {...homeMessages.servicesIntro} />
          </Intro>
          {/* A failed query shows the built-in services, like an empty answer. */}
          <ErrorBoundary fallback={<FallbackServices />}>
            <Suspense fallback={<ServiceSkeletons />}>
              <HomeServices homeRef={homeRef} />
            </Suspense>
          </ErrorBoundary>
          <AllServices>
            <ButtonLink to="/services" $variant="secondary">
              <FormattedMessage {...homeMessages.servicesAll} />
            </ButtonLink>
          </AllServices>
        </Section>
      </Container>
      <Tinted>
        <Container>
          <Section>
            <SectionTitle>
              <FormattedMessage {...homeMessages.testimonialsTitle} />
            </SectionTitle>
            <ErrorBoundary fallback={<TestimonialList testimonials={[]} />}>
              <Suspense fallback={null}>
                <HomeTestimonials homeRef={homeRef} />
              </Suspense>
            </ErrorBoundary>
          </Section>
        </Container>
      </Tinted>
      <HomeCallToAction />
      <HomeAbout />
    </>
  );
}
