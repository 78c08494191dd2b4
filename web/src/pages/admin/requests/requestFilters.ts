/** The API takes at most 8 search words and 200 characters (more is refused, not shortened). */
export const SEARCH_MAX_LENGTH = 200;
const SEARCH_MAX_WORDS = 8;

export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

/** Both views' filters, as the URL holds them: `?q=muster&status=PENDING` (bookings), `?q=muster&requests=1` (messages). */
export interface RequestFilters {
  q: string;
  status: BookingStatusValue | null;
  onlyCourseRequests: boolean;
}

export function parseRequestFilters(params: URLSearchParams): RequestFilters {
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    status: (BOOKING_STATUSES as readonly string[]).includes(status ?? '') ? (status as BookingStatusValue) : null,
    onlyCourseRequests: params.get('requests') === '1',
  };
}

/** The filters as the query string, leaving out what is not set. */
export function requestFiltersToParams(filters: RequestFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.onlyCourseRequests) params.set('requests', '1');
  return params;
}

/** The search as the API takes it: the first 8 words, or null. */
export function searchVariable(q: string): string | null {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  return words.length > 0 ? words.join(' ') : null;
}

/** docs/SPEC.md §9: the dashboard and the list show a message's first 200 characters. */
export const PREVIEW_LENGTH = 200;

export function messagePreview(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat;
}

/** docs/SPEC.md §7 dashboard views: bookings every 180 s, contact messages every 300 s. */
export const BOOKINGS_REFRESH_MS = 180_000;
export const CONTACT_REFRESH_MS = 300_000;
