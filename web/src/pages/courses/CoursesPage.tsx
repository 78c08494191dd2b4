import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { CoursesPageOptionsQuery } from '../../__generated__/CoursesPageOptionsQuery.graphql';
import type { CoursesPageQuery } from '../../__generated__/CoursesPageQuery.graphql';
import { pageTitleMessages } from '../../layout/messages';
import { PageHead } from '../../seo/PageHead';
import { seoMessages } from '../../seo/messages';
import { Container } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';
import { CourseSkeletonGrid } from './CourseCardSkeleton';
import { CourseFaq } from './CourseFaq';
import { CourseFilterPanel } from './CourseFilterPanel';
import { CourseList } from './CourseList';
import { CoursesHero } from './CoursesHero';
import type { CoursesLoaderData } from './coursesLoader';
import { FilterChips } from './FilterChips';
import { NoticeBox } from './NoticeBox';
import { useCourseFilters, type CourseFilterControls } from './useCourseFilters';

const coursesPageQuery = graphql`
  query CoursesPageQuery($filter: CourseFilter) {
    ...CourseList_query @arguments(filter: $filter)
  }
`;

// What the page shows whatever the filters: the filter menus' options and the team's notice box.
const coursesPageOptionsQuery = graphql`
  query CoursesPageOptionsQuery {
    courseFilterOptions {
      ...CourseFilterPanel_options
    }
    ...NoticeBox_query
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

function FilterSection({ optionsRef, controls }: { optionsRef: CoursesLoaderData['optionsRef']; controls: CourseFilterControls }) {
  const data = usePreloadedQuery<CoursesPageOptionsQuery>(coursesPageOptionsQuery, optionsRef);
  return <CourseFilterPanel options={data.courseFilterOptions} controls={controls} />;
}

function NoticeSection({ optionsRef }: { optionsRef: CoursesLoaderData['optionsRef'] }) {
  const data = usePreloadedQuery<CoursesPageOptionsQuery>(coursesPageOptionsQuery, optionsRef);
  return <NoticeBox query={data} />;
}

function CourseResults({ listRef }: { listRef: CoursesLoaderData['listRef'] }) {
  const data = usePreloadedQuery<CoursesPageQuery>(coursesPageQuery, listRef);
  return <CourseList query={data} />;
}

export function CoursesPage() {
  const { optionsRef, listRef } = useLoaderData() as CoursesLoaderData;
  const { search } = useLocation();
  const controls = useCourseFilters();
  const intl = useIntl();
  return (
    <>
      <PageHead title={intl.formatMessage(pageTitleMessages.courses)} description={intl.formatMessage(seoMessages.coursesDescription)} />
      <CoursesHero />
      <Container>
        {/* Server-rendered with the page; after a client navigation it appears with the filter options. */}
        <Suspense fallback={null}>
          <NoticeSection optionsRef={optionsRef} />
        </Suspense>
        <Columns>
          <Suspense fallback={<Skeleton $height="320px" />}>
            <FilterSection optionsRef={optionsRef} controls={controls} />
          </Suspense>
          <div>
            <FilterChips filters={controls.filters} onRemove={controls.remove} />
            {/* A new boundary per filter set: skeletons instead of a stale list while loading. */}
            <Suspense key={search} fallback={<CourseSkeletonGrid />}>
              <CourseResults listRef={listRef} />
            </Suspense>
          </div>
        </Columns>
        <CourseFaq />
      </Container>
    </>
  );
}
