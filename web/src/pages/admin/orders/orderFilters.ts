export const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/** The orders view's filters, as the URL holds them: `?q=muster&status=PENDING&payment=PAID&course=12`. */
export interface OrderFilters {
  q: string;
  status: OrderStatusValue | null;
  payment: PaymentStatusValue | null;
  course: number | null;
}

/** The API takes at most 8 search words and 200 characters (more is refused, not shortened). */
export const SEARCH_MAX_LENGTH = 200;
const SEARCH_MAX_WORDS = 8;

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const payment = params.get('payment');
  const course = Number(params.get('course'));
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatusValue) : null,
    payment: (PAYMENT_STATUSES as readonly string[]).includes(payment ?? '') ? (payment as PaymentStatusValue) : null,
    course: Number.isSafeInteger(course) && course > 0 ? course : null,
  };
}

/** The filters as the query string, leaving out what is not set (so the plain list is plain `/admin/orders`). */
export function orderFiltersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.payment) params.set('payment', filters.payment);
  if (filters.course) params.set('course', String(filters.course));
  return params;
}

/** The list query's variables: the first 8 words are searched (a ninth would be refused by the API). */
export function orderListVariables(filters: OrderFilters) {
  const words = filters.q.trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  return {
    search: words.length > 0 ? words.join(' ') : null,
    status: filters.status,
    paymentStatus: filters.payment,
    courseId: filters.course,
  };
}

export const hasFilters = (filters: OrderFilters) => Boolean(filters.q.trim() || filters.status || filters.payment || filters.course);
