import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The states the sandbox's orders go through (PayPal has more: CREATED, SAVED… never reached here). */
export enum SandboxOrderStatus {
  PAYER_ACTION_REQUIRED = 'PAYER_ACTION_REQUIRED',
  APPROVED = 'APPROVED',
  COMPLETED = 'COMPLETED',
  /** Never set by the sandbox itself; a test may set it to see a capture refused. */
  VOIDED = 'VOIDED',
}

/** What the buyer's approval page needs and PayPal keeps to itself (it never returns the experience context). */
export interface SandboxExperience {
  returnUrl: string;
  cancelUrl: string;
  locale?: string;
  brandName?: string;
}

/**
 * One order of the local PayPal sandbox (./paypal-sandbox.plugin.ts). Test data of a fake payment provider,
 * not the shop's orders: the shop's order keeps the PayPal order id.
 */
@Entity({ tableName: 'paypal_sandbox_orders' })
export class PayPalSandboxOrder {
  /** PayPal-style: 17 characters [A-Z0-9]. */
  @PrimaryKey({ type: 'text' })
  id: string;

  /** PayPal-Request-Id of the create call: the same id gives back this order. */
  @Property({ type: 'text', nullable: true, unique: true })
  requestId?: string | null;

  /** PayPal-Request-Id of the capture: the same id gives back the same capture answer. */
  @Property({ type: 'text', nullable: true })
  captureRequestId?: string | null;

  @Enum({ items: () => SandboxOrderStatus })
  status: SandboxOrderStatus;

  /**
   * The order as PayPal returns it, less `status` (the column above) and `links` (they name the caller's
   * origin, so each answer makes its own). A test may change the amounts here: a capture takes its amount
   * from `purchase_units[0].amount`.
   */
  @Property({ type: 'jsonb' })
  body: Record<string, any>;

  @Property({ type: 'jsonb' })
  experience: SandboxExperience;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
