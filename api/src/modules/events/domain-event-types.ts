/** Every event a partner can hear of, by webhook or subscription (README "Public API": events). */
export const DOMAIN_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.cancelled',
  'course.updated',
  'course.places_changed',
  'waitlist.offered',
] as const;

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

/** The PostgreSQL channel every instance listens on; a NOTIFY sent in a transaction arrives only when it commits. */
export const DOMAIN_EVENT_CHANNEL = 'h2o_domain_events';

/** What travels on the channel (and what a subscriber is given): the stored event, occurredAt as ISO text. */
export interface PublishedDomainEvent {
  id: string;
  type: DomainEventType;
  subjectId: string;
  data: Record<string, unknown>;
  occurredAt: string;
}
