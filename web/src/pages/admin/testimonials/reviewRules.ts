import type { BadgeTone } from '../../../ui/Badge';

/** docs/SPEC.md §4 rating colours: 4 stars and more green, 3 yellow, below red. */
export function ratingTone(rating: number): BadgeTone {
  if (rating >= 4) return 'success';
  if (rating >= 3) return 'warning';
  return 'danger';
}

export type ReviewFilter = 'ALL' | 'PENDING' | 'APPROVED';

/** docs/SPEC.md §2: the tabs in this order; Pending first shown. */
export const REVIEW_FILTERS: readonly ReviewFilter[] = ['ALL', 'PENDING', 'APPROVED'];
export const DEFAULT_REVIEW_FILTER: ReviewFilter = 'PENDING';

/** docs/SPEC.md §7: the reviews list refreshes every 10 s. */
export const REVIEWS_REFRESH_MS = 10_000;

/** What staff may do with a review from its row. */
export type ReviewAction = 'approve' | 'hide' | 'delete';
