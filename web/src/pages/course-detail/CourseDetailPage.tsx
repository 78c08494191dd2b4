import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { CourseDetailPageQuery } from '../../__generated__/CourseDetailPageQuery.graphql';
import { CourseDetail } from './CourseDetail';
import type { CourseDetailLoaderData } from './courseDetailLoader';
import { CourseNotFound } from './CourseNotFound';

const courseDetailPageQuery = graphql`
  query CourseDetailPageQuery($databaseId: Int!) {
    course(databaseId: $databaseId) {
      ...CourseDetail_course
    }
    shopSettings {
      vatMode
    }
  }
`;

function LoadedCourse({ courseRef }: { courseRef: PreloadedQuery<CourseDetailPageQuery> }) {
  const { course, shopSettings } = usePreloadedQuery<CourseDetailPageQuery>(courseDetailPageQuery, courseRef);
  return course ? <CourseDetail course={course} vatMode={shopSettings.vatMode} /> : <CourseNotFound />;
}

export function CourseDetailPage() {
  const { courseRef } = useLoaderData() as CourseDetailLoaderData;
  return courseRef ? <LoadedCourse courseRef={courseRef} /> : <CourseNotFound />;
}
