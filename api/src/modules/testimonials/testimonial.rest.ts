import type {
  RestSubmitReviewMutation,
  RestSubmitReviewMutationVariables,
  RestTestimonialsQuery,
  RestTestimonialsQueryVariables,
} from '../../rest/__generated__/rest-operations.js';
import { type RestRoute, restInt, restOptionalText, restRoute, restText, succeeded } from '../../rest/rest-route.js';

export const testimonialRestRoutes: RestRoute[] = [
  restRoute<RestTestimonialsQuery, RestTestimonialsQueryVariables>({
    // Public: visible reviews only, never e-mail addresses. `?all=true` is the admins' row (admin/testimonial-admin.rest.ts).
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
      data.testimonials.edges.map(({ node }) => ({
        id: node.databaseId,
        name: node.name,
        role: node.role,
        content: node.content,
        rating: node.rating,
        courseId: node.course?.databaseId ?? null,
        isVisible: true,
        createdAt: node.createdAt,
      })),
  }),
  restRoute<RestSubmitReviewMutation, RestSubmitReviewMutationVariables>({
    // docs/SPEC.md §7: name, email, rating, content, courseId. Stored hidden; the answer says so (isVisible false).
    method: 'POST',
    path: '/api/reviews',
    operation: `mutation RestSubmitReview($input: SubmitReviewInput!) {
      submitReview(input: $input) {
        review { databaseId name role content rating createdAt course { databaseId } }
        errors { field code message }
      }
    }`,
    variables: ({ body }) => ({
      input: {
        courseId: restInt(body.courseId),
        name: restText(body.name),
        email: restText(body.email),
        rating: restInt(body.rating),
        content: restText(body.content),
        website: restOptionalText(body.website),
      },
    }),
    payloadOf: 'submitReview',
    successStatus: 201,
    shape: ({ submitReview: payload }) => {
      const review = succeeded(payload.review, 'review');
      return {
        id: review.databaseId,
        name: review.name,
        role: review.role,
        content: review.content,
        rating: review.rating,
        courseId: review.course?.databaseId ?? null,
        isVisible: false,
        createdAt: review.createdAt,
      };
    },
  }),
];
