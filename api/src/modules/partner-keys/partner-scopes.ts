import type { PartnerPrincipal } from '../../context/request-context.js';
import type { PartnerScopeName } from '../../validation/partner-key.schema.js';
import { DOMAIN_EVENT_TYPES, type DomainEventType } from '../events/domain-event-types.js';

/**
 * What each scope of a partner key lets its program do, by schema coordinate. A partner is refused everything else,
 * on both doors alike (graphql/auth-checker.ts for protected fields, graphql/partner-root-guard.ts for the root fields):
 *
 * - `roots`: root fields (`Query.x`, `Mutation.y`) it may call. A protected one still passes the auth checker through
 *   `types` below; a public one (`Mutation.submitCourseRequest`) needs it named here, since a read-only key never writes.
 * - `publicReads`: every public root query (courses, services, blog, reviews): what anyone may read without a key.
 * - `types`: object types whose staff-only fields (`@Authorized`) it may read, once a root field led it there. Only the
 *   types the scope is about: an order's course is public data, the course's audit trail is not.
 */
interface ScopeGrant {
  roots: readonly string[];
  publicReads: boolean;
  types: readonly string[];
}

export const PARTNER_SCOPE_GRANTS: Record<PartnerScopeName, ScopeGrant> = {
  'read:catalogue': { roots: [], publicReads: true, types: [] },
  // Orders and their participants, read only: none of the order mutations.
  'read:orders': {
    roots: ['Query.adminOrders', 'Query.adminOrder', 'Query.adminOrderItem', 'Query.courseParticipants', 'Subscription.orderEvents'],
    publicReads: false,
    types: ['Order', 'OrderItem', 'OrderParticipant', 'OrderPayment', 'OrderEvent', 'Invoice', 'Refund', 'CourseParticipant'],
  },
  // What a booking portal sends: course requests (a booking each), and the bookings' state (read, confirm, cancel).
  // Not converting one into an order: that takes places and sets prices, staff's decision.
  'write:bookings': {
    roots: ['Mutation.submitCourseRequest', 'Query.adminBookings', 'Mutation.setBookingStatus'],
    publicReads: false,
    types: ['Booking'],
  },
};

const grantsOf = (partner: PartnerPrincipal) =>
  partner.scopes.flatMap((scope) => (scope in PARTNER_SCOPE_GRANTS ? [PARTNER_SCOPE_GRANTS[scope as PartnerScopeName]] : []));

/** May the partner call this root field? `isQuery` and `isProtected` say what kind of root field it is. */
export function partnerMayCallRoot(partner: PartnerPrincipal, coordinate: string, { isQuery }: { isQuery: boolean }): boolean {
  return grantsOf(partner).some((grant) => grant.roots.includes(coordinate) || (isQuery && grant.publicReads));
}

/** May the partner read or call this staff-only field (`@Authorized`) of `typeName`? */
export function partnerMayUseProtected(partner: PartnerPrincipal, typeName: string, fieldName: string): boolean {
  const coordinate = `${typeName}.${fieldName}`;
  return grantsOf(partner).some((grant) => grant.roots.includes(coordinate) || grant.types.includes(typeName));
}

/**
 * The scope a partner key needs to hear of each event, by webhook (an endpoint registered for the key) or live update:
 * the one that lets it read the event's subject through the API. An order's events tell its number and amount, which
 * only `read:orders` may read; a waitlist offer is about a family's booking, so the same; a course's are catalogue.
 */
export const EVENT_SCOPES: Record<DomainEventType, PartnerScopeName> = {
  'order.created': 'read:orders',
  'order.paid': 'read:orders',
  'order.cancelled': 'read:orders',
  'course.updated': 'read:catalogue',
  'course.places_changed': 'read:catalogue',
  'waitlist.offered': 'read:orders',
};

/** May a key with these scopes hear of events of this type? */
export const scopesAllowEvent = (scopes: readonly string[], type: DomainEventType): boolean => scopes.includes(EVENT_SCOPES[type]);

/** The event types a key with these scopes may hear of, in the events' own order. */
export const eventTypesAllowedFor = (scopes: readonly string[]): DomainEventType[] =>
  DOMAIN_EVENT_TYPES.filter((type) => scopesAllowEvent(scopes, type));
