import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PayPalSandboxOrder, type SandboxExperience, SandboxOrderStatus } from './paypal-sandbox-order.entity.js';

/**
 * The sandbox's orders table. Every change of state is one conditional UPDATE (`where status = from`), so
 * two approvals or captures arriving at once change an order once; the loser re-reads and answers from there.
 * Each call works in a fresh fork: what it reads is what the database holds now.
 */
export class SandboxOrders {
  constructor(private readonly rootEm: EntityManager) {}

  find(id: string): Promise<PayPalSandboxOrder | null> {
    return this.rootEm.fork().findOne(PayPalSandboxOrder, { id });
  }

  findByRequestId(requestId: string): Promise<PayPalSandboxOrder | null> {
    return this.rootEm.fork().findOne(PayPalSandboxOrder, { requestId });
  }

  /** False when another order already holds the request id (two creates with the same id at once). */
  async insert(order: { id: string; requestId: string | null; body: Record<string, any>; experience: SandboxExperience }): Promise<boolean> {
    try {
      await this.rootEm.fork().insert(PayPalSandboxOrder, { ...order, status: SandboxOrderStatus.PAYER_ACTION_REQUIRED });
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }

  /** Moves the order from `from` on; false when it was no longer in `from`. */
  async transition(id: string, from: SandboxOrderStatus, to: { status: SandboxOrderStatus; body: Record<string, any>; captureRequestId?: string | null }): Promise<boolean> {
    return (await this.rootEm.fork().nativeUpdate(PayPalSandboxOrder, { id, status: from }, to)) === 1;
  }

  /** Whether another order with this invoice id was paid (PayPal refuses to take an invoice id twice). */
  async invoicePaidElsewhere(invoiceId: string, exceptId: string | null): Promise<boolean> {
    const rows = await this.rootEm.fork().execute(
      `select 1 from paypal_sandbox_orders where status = 'COMPLETED' and body->'purchase_units'->0->>'invoice_id' = ? and id <> ? limit 1`,
      [invoiceId, exceptId ?? ''],
    );
    return rows.length > 0;
  }
}
