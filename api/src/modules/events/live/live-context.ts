import type { PartnerPrincipal, RequestContext, SessionUser } from '../../../context/request-context.js';
import type { DomainEventFeed } from './domain-event-feed.js';

/**
 * The context of a live subscription (`/graphql/stream`): the request's, for the moment it subscribed, and what a
 * subscription needs for as long as it is open.
 */
export interface LiveContext extends RequestContext {
  /** This instance's events, as its database listener hears them. */
  domainEvents: DomainEventFeed;
  /**
   * The subscriber as of now: its session checked again, with the role it has now; null once the session ended
   * (signed out, expired, account deactivated), and always for an anonymous subscriber. A stream stays open for
   * hours, so permissions are read at each event that needs them, not only when it began.
   */
  subscriberNow(): Promise<SessionUser | null>;
  /**
   * The partner key the subscriber came with, as it is now: null once it is revoked (and always for a subscriber
   * without a key). Read again at each event, as the session is.
   */
  partnerNow(): Promise<PartnerPrincipal | null>;
}
