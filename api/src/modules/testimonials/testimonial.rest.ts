import type { RestRoute } from '../../rest/rest-route.js';

export const testimonialRestRoutes: RestRoute[] = [
  {
    // Public: visible reviews only, never e-mail addresses. `?all=true` (admin) arrives with the admin area.
    method: 'GET',
    path: '/api/testimonials',
    operation: `query RestTestimonials($first: Int, $after: String) {
      testimonials(first: $first, after: $after) {
        edges { node { databaseId name role content rating createdAt course { databaseId } } }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    allPagesOf: 'testimonials',
    shape: (data) =>
      data.testimonials.edges.map(({ node }: { node: Record<string, any> }) => ({
        id: node.databaseId,
        name: node.name,
        role: node.role,
        content: node.content,
        rating: node.rating,
        courseId: node.course?.databaseId ?? null,
        isVisible: true,
        createdAt: node.createdAt,
      })),
  },
];
