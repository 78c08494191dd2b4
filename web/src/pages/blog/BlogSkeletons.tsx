import styled from 'styled-components';
import { Card, CardGrid } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

const SKELETON_CARDS = 6; // docs/SPEC.md §9: six cards on the public blog

const ImageSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: 16 / 9;
`;

function BlogCardSkeleton() {
  return (
    <Card data-testid="blog-skeleton" aria-hidden="true">
      <ImageSkeleton />
      <Skeleton $width="45%" />
      <Skeleton $width="85%" $height="1.4em" />
      <Skeleton $height="3em" />
      <Skeleton $width="60%" $height="1.4em" />
    </Card>
  );
}

export function BlogSkeletonGrid() {
  return (
    <CardGrid aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <BlogCardSkeleton key={index} />
      ))}
    </CardGrid>
  );
}
