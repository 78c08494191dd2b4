import { act } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

/** A cart item as the checkout tests describe it: names per place (empty strings for unnamed places). */
export interface CheckoutTestItem {
  id: string;
  title: string;
  unitPriceCents: number;
  places: [firstName: string, lastName: string][];
  bookable?: boolean;
}

/** A `Cart` as the API answers it, with participants and the sums computed the server's way (SPEC §4). */
export function checkoutCartOf(items: CheckoutTestItem[]) {
  const lines = items.map((item) => ({
    id: item.id,
    databaseId: Number(item.id.replace(/\D/g, '')) || 1,
    quantity: item.places.length,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.unitPriceCents * item.places.length,
    bookable: item.bookable ?? true,
    course: { id: `course-of-${item.id}`, title: item.title, startDate: '2026-12-05', endDate: '2027-01-23', availableSlots: 10 },
    participants: item.places.map(([firstName, lastName], index) => ({ id: `${item.id}-p${index + 1}`, firstName, lastName })),
  }));
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalAmountCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    items: lines,
  };
}

export const shopSettings = (overrides: { ready?: boolean; vatMode?: string; payPalAvailable?: boolean } = {}) => ({
  vatMode: overrides.vatMode ?? 'SMALL_BUSINESS',
  payPalAvailable: overrides.payPalAvailable ?? true,
  placeHoldMinutes: 15,
  bankTransfer: { ready: overrides.ready ?? true, paymentDays: 7, accountHolder: 'H2O Gersthofen', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
});

export const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

/**
 * Answers these operations, in this order, as soon as the page sends them (others wait for the test):
 * for what a page suspends on, since an answer given later would resume it outside `act`.
 */
export function answerOnArrival(environment: MockEnvironment, answers: [name: string, resolvers: Resolvers][]) {
  for (const [name, resolvers] of answers) {
    environment.mock.queueOperationResolver((operation: OperationDescriptor) =>
      operationName(operation) === name ? MockPayloadGenerator.generate(operation, resolvers) : null,
    );
  }
}

/** The pending operation with this name (the newest, when there are several). */
export function pending(environment: MockEnvironment, name: string): OperationDescriptor {
  const found = environment.mock.getAllOperations().filter((operation) => operationName(operation) === name);
  if (found.length === 0) throw new Error(`no pending ${name}; pending: ${environment.mock.getAllOperations().map(operationName).join(', ') || 'none'}`);
  return found[found.length - 1];
}

/**
 * Answers the pending operation with this name with data generated from `resolvers`. Async: a page that
 * suspended on it resumes in a microtask, which must happen inside `act` too.
 */
export async function answer(environment: MockEnvironment, name: string, resolvers: Resolvers): Promise<OperationDescriptor> {
  const operation = pending(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return operation;
}

/** Fails the pending operation with this name as the network layer would (offline, 5xx). */
export async function fail(environment: MockEnvironment, name: string, error: Error): Promise<OperationDescriptor> {
  const operation = pending(environment, name);
  await act(async () => {
    environment.mock.reject(operation, error);
  });
  return operation;
}
