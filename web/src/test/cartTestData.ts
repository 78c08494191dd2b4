import { act } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';

/** A cart item as the tests describe it; the rest (dates, line total) follows. */
export interface TestItem {
  id: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  availableSlots?: number;
  bookable?: boolean;
  /** The course's global id: the page's course record, when the test has one. */
  courseId?: string;
}

/** A `Cart` as the API answers it: line totals and sums computed the way the server does (docs/SPEC.md §4). */
export function cartOf(items: TestItem[]) {
  const lines = items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.unitPriceCents * item.quantity,
    bookable: item.bookable ?? true,
    course: {
      id: item.courseId ?? `course-of-${item.id}`,
      title: item.title,
      startDate: '2026-12-05',
      endDate: '2027-01-23',
      availableSlots: item.availableSlots ?? 10,
    },
  }));
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalAmountCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    items: lines,
  };
}

/**
 * Answers the most recent operation (the cart query or a cart mutation) with this cart and these user errors;
 * the cart query's `shopSettings` with `vatMode` (the old checkout's § 19 UStG note unless a test says otherwise).
 */
export function answerWithCart(
  environment: MockEnvironment,
  items: TestItem[],
  errors: { field: string; code: string; message: string }[] = [],
  vatMode: 'INCLUDED_19' | 'SMALL_BUSINESS' = 'SMALL_BUSINESS',
) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        Cart: () => cartOf(items),
        ShopSettings: () => ({ vatMode }),
        AddCourseToCartPayload: () => ({ errors }),
        SetCartItemQuantityPayload: () => ({ errors }),
        RemoveCartItemPayload: () => ({ errors }),
      }),
    );
  });
}

/** The readable cookie the API sets with a cart (the provider asks for the cart only then). */
export function setCartHint(present: boolean) {
  document.cookie = present ? 'h2o_has_cart=1; path=/' : 'h2o_has_cart=; max-age=0; path=/';
}
