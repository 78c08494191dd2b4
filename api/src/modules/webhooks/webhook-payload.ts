import type { DomainEvent } from '../events/domain-event.entity.js';
import { signatureHeader } from './webhook-signature.js';

/** The body partners get (README "Webhooks"): the stored event, thin; the same bytes on every attempt. */
export function webhookBody(event: Pick<DomainEvent, 'id' | 'type' | 'subjectId' | 'data' | 'occurredAt'>): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.occurredAt.toISOString(),
    data: { subjectId: event.subjectId, ...event.data },
  });
}

/** The request's headers, signed at `now` (each attempt is signed anew, so its time is fresh). */
export function webhookHeaders(event: Pick<DomainEvent, 'id' | 'type'>, secret: string, body: string, now: Date): Record<string, string> {
  return {
    'user-agent': 'H2O-Webhooks/1',
    'h2o-event-id': event.id,
    'h2o-event-type': event.type,
    'h2o-signature': signatureHeader(secret, body, now),
  };
}
