import { validationMessage } from '../../../graphql/mutation.js';
import { toGlobalId } from '../../../graphql/node.js';
import type {
  RestAdminReviewFragment,
  RestAdminTestimonialsQuery,
  RestAdminTestimonialsQueryVariables,
  RestDeleteTestimonialMutation,
  RestDeleteTestimonialMutationVariables,
  RestSetTestimonialVisibilityMutation,
  RestSetTestimonialVisibilityMutationVariables,
} from '../../../rest/__generated__/rest-operations.js';
import { type RestRequest, type RestRoute, idParam, restRoute, restValidationFailed, succeeded } from '../../../rest/rest-route.js';

/**
 * Staff's review rows of docs/SPEC.md §7, over the admin fields of testimonial-admin.resolver.ts (so 401/403 come from the
 * same authorization as /graphql): the whole list with `?all=true`, approve or hide with `PUT { isVisible }`, delete.
 */

const REVIEW_FIELDS = `fragment RestAdminReview on Testimonial {
  databaseId name email role content rating isVisible createdAt courseTitle course { databaseId }
}`;
const PAYLOAD_ERRORS = 'errors { field code message }';

/** A review as the old admin client reads it (docs/SPEC.md §3 testimonials), with the course's title beside its id. */
export const adminReviewJson = (review: RestAdminReviewFragment) => ({
  id: review.databaseId,
  name: review.name,
  email: review.email,
  role: review.role,
  content: review.content,
  rating: review.rating,
  courseId: review.course?.databaseId ?? null,
  courseTitle: review.courseTitle,
  isVisible: review.isVisible,
  createdAt: review.createdAt,
});

const reviewGlobalId = ({ params }: RestRequest) => toGlobalId('Testimonial', idParam(params.id, 'review id'));

/** `isVisible` of the body: a JSON boolean; absent is null (the operation refuses it with REQUIRED after authorization). */
function visibility({ body, language }: RestRequest): boolean | null {
  const value = body.isVisible;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean')
    throw restValidationFailed([
      { field: 'isVisible', code: 'OUT_OF_RANGE', message: validationMessage(language, 'validation.invalidChoice') },
    ]);
  return value;
}

export const testimonialAdminRestRoutes: RestRoute[] = [
  restRoute<RestAdminTestimonialsQuery, RestAdminTestimonialsQueryVariables>({
    // docs/SPEC.md §7 `GET /api/testimonials?all=true`: every review, hidden ones too, newest first (without `all=true`: the public list).
    method: 'GET',
    path: '/api/testimonials',
    whenQuery: { all: 'true' },
    operation: `query RestAdminTestimonials($first: Int, $after: String) {
      adminTestimonials(first: $first, after: $after, filter: ALL) {
        edges { node { ...RestAdminReview } }
        pageInfo { hasNextPage endCursor }
      }
    } ${REVIEW_FIELDS}`,
    allPagesOf: 'adminTestimonials',
    shape: (data) => data.adminTestimonials.edges.map(({ node }) => adminReviewJson(node)),
  }),
  restRoute<RestSetTestimonialVisibilityMutation, RestSetTestimonialVisibilityMutationVariables>({
    // docs/SPEC.md §7 `PUT /api/testimonials/{id}` with `{ isVisible }`: approve (true) or hide (false); answers the review as it is now.
    method: 'PUT',
    path: '/api/testimonials/:id',
    operation: `mutation RestSetTestimonialVisibility($input: SetTestimonialVisibilityInput!) {
      setTestimonialVisibility(input: $input) { testimonial { ...RestAdminReview } ${PAYLOAD_ERRORS} }
    } ${REVIEW_FIELDS}`,
    variables: (request) => ({ input: { id: reviewGlobalId(request), isVisible: visibility(request) } }),
    payloadOf: 'setTestimonialVisibility',
    notFoundCodes: ['TESTIMONIAL_NOT_FOUND'],
    shape: (data) => adminReviewJson(succeeded(data.setTestimonialVisibility.testimonial, 'testimonial')),
  }),
  restRoute<RestDeleteTestimonialMutation, RestDeleteTestimonialMutationVariables>({
    // docs/SPEC.md §7 `DELETE /api/testimonials/{id}`: no body in the answer (204).
    method: 'DELETE',
    path: '/api/testimonials/:id',
    operation: `mutation RestDeleteTestimonial($input: DeleteTestimonialInput!) { deleteTestimonial(input: $input) { deletedTestimonialId ${PAYLOAD_ERRORS} } }`,
    variables: (request) => ({ input: { id: reviewGlobalId(request) } }),
    payloadOf: 'deleteTestimonial',
    notFoundCodes: ['TESTIMONIAL_NOT_FOUND'],
    successStatus: 204,
    shape: () => ({}),
  }),
];
