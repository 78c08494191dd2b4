import { Card, CardGrid } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

const SKELETON_CARDS = 4; // docs/SPEC.md §2

function CourseCardSkeleton() {
  return (
    <Card data-testid="course-skeleton" aria-hidden="true">
      <Skeleton $width="70%" $height="1.4em" />
      <Skeleton $width="40%" />
      <Skeleton $height="4.5em" />
      <Skeleton $width="35%" $height="1.6em" />
      <Skeleton $height="8px" />
      <Skeleton $height="44px" />
    </Card>
  );
}

export function CourseSkeletonGrid() {
  return (
    <CardGrid $maxColumns={2} aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <CourseCardSkeleton key={index} />
      ))}
    </CardGrid>
  );
}
