export const MAIL_STATUSES = ['QUEUED', 'SENT', 'CAUGHT', 'FAILED', 'NOT_SENT'] as const;
export type MailStatusValue = (typeof MAIL_STATUSES)[number];

/** The outbox view's filters, as the URL holds them: `?q=anna&status=FAILED`. */
export interface MailFilters {
  q: string;
  status: MailStatusValue | null;
}

/** The API takes at most 8 search words and 200 characters. */
export const MAIL_SEARCH_MAX_LENGTH = 200;

export function parseMailFilters(params: URLSearchParams): MailFilters {
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').slice(0, MAIL_SEARCH_MAX_LENGTH),
    status: (MAIL_STATUSES as readonly string[]).includes(status ?? '') ? (status as MailStatusValue) : null,
  };
}

export function mailListVariables(filters: MailFilters) {
  const words = filters.q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  return { search: words.length > 0 ? words.join(' ') : null, status: filters.status };
}

export function mailFiltersToParams(filters: MailFilters): URLSearchParams {
  const next = new URLSearchParams();
  if (filters.q.trim()) next.set('q', filters.q.trim());
  if (filters.status) next.set('status', filters.status);
  return next;
}
