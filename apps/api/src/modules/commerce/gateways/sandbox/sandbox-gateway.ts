import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { sandboxPayments } from '../../commerce.table';
import {
  type GatewayPurchase,
  type PaymentGateway,
  type RefundResult,
  type StartInput,
  type StartResult,
  type Verification,
  tamperedReturn,
} from '../gateway';

/**
 * SANDBOX: a gateway of our own, on when no real one is configured, so the embedded demo works end to end. The
 * payer approves or declines on our sandbox page (`/checkout/sandbox/{referenceId}`); the decision is kept in the
 * sandbox's own table (its "server"), and the return carries a token signed with a key of the sandbox's, which
 * confirm checks as a real gateway's signature would be. It refunds too (once per payment), so that an event's
 * cancellation can be tried end to end. No money moves.
 */
export class SandboxGateway implements PaymentGateway {
  readonly method = 'SANDBOX' as const;
  readonly currencies = ['NPR'] as const;
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'ringside sandbox gateway', 32));
  }

  async start({ purchase }: StartInput): Promise<StartResult> {
    return { handoff: { redirectUrl: `/checkout/sandbox/${encodeURIComponent(purchase.referenceId)}` } };
  }

  /**
   * The payer's decision on the sandbox page. The first decision stands (a second tab cannot turn a payment
   * around). Answers the parameters the sandbox adds to the return URL.
   */
  async decide(purchase: GatewayPurchase, approve: boolean): Promise<Record<string, string>> {
    await this.db
      .insert(sandboxPayments)
      .values({
        referenceId: purchase.referenceId,
        approved: approve,
        transactionId: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
        amount: purchase.amount,
      })
      .onConflictDoNothing();
    const decision = await this.decision(purchase.referenceId);
    const outcome = decision?.approved ? 'approved' : 'declined';
    return { ref: purchase.referenceId, outcome, token: this.sign(purchase.referenceId, outcome) };
  }

  async confirm(purchase: GatewayPurchase, returned: Record<string, string>): Promise<Verification> {
    const { ref = '', outcome = '', token = '' } = returned;
    if (ref !== purchase.referenceId || !this.verify(token, ref, outcome))
      return tamperedReturn('the sandbox return was altered');
    return this.status(purchase);
  }

  async status(purchase: GatewayPurchase): Promise<Verification> {
    const decision = await this.decision(purchase.referenceId);
    if (!decision) return { outcome: 'PENDING', reason: 'The payer has not decided yet' };
    if (!decision.approved) return { outcome: 'FAILED', reason: 'The payer declined in the sandbox' };
    return { outcome: 'PAID', gatewayTxnId: decision.transactionId, amount: decision.amount };
  }

  /**
   * Gives an approved payment back, once: a second call (a retry after a lost answer, a restarted job) answers the
   * same refund, as Stripe's idempotent refunds do.
   */
  async refund(purchase: GatewayPurchase & { gatewayTxnId: string }): Promise<RefundResult> {
    const decision = await this.decision(purchase.referenceId);
    if (!decision?.approved || decision.transactionId !== purchase.gatewayTxnId)
      return { refunded: false, reason: 'The sandbox holds no such payment' };
    await this.db
      .update(sandboxPayments)
      .set({ refundId: `SBR-${randomBytes(6).toString('hex').toUpperCase()}`, refundedAt: new Date() })
      .where(and(eq(sandboxPayments.referenceId, purchase.referenceId), isNull(sandboxPayments.refundId)));
    const refunded = await this.decision(purchase.referenceId);
    return { refunded: true, gatewayRefundId: refunded?.refundId ?? null };
  }

  private async decision(referenceId: string) {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.referenceId, referenceId));
    return row;
  }

  private sign(referenceId: string, outcome: string): string {
    return createHmac('sha256', this.key).update(`${referenceId}|${outcome}`).digest('base64url');
  }

  private verify(token: string, referenceId: string, outcome: string): boolean {
    const expected = Buffer.from(this.sign(referenceId, outcome));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
