import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type {
  ConfirmPaymentRequest,
  InitiatePurchaseRequest,
  InitiatePurchaseResponse,
  Page,
  PaymentMethod,
  Purchase,
  PurchaseSearchRequestSchema,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { activeGrantFor, holdsAnyGrant, holdsPass } from '../access/grants';
import { fullName } from '../identity/customer.mapper';
import { customerById } from '../identity/customers';
import { showcasesHolding } from '../media/videos';
import { type GatewayPurchase, GatewayUnreachable, type PaymentGateway, type Verification } from './gateways/gateway';
import { type ProductRow, productsRepository as products } from './products.repository';
import { TicketOrders } from './ticket-orders';
import { checkMethod, checkRequest } from './purchase-request';
import { saleClosure } from './sale-state';
import { toPurchase } from './purchase.mapper';
import { type PurchaseRow, purchasesRepository as purchases } from './purchases.repository';
import type { Settlement } from './settlement';

export type PurchaseSearch = z.output<typeof PurchaseSearchRequestSchema>;

export interface PurchasesOptions {
  /** The site's address, for the gateways' return URLs. */
  publicUrl: string;
  /** How long an UNPAID purchase waits for its payment before it expires. */
  unpaidMinutes: number;
}

/** What a return must carry to be checked at all: the sandbox's signed token, connectIPS' transaction id. */
const RETURN_PROOF: Partial<Record<PaymentMethod, { param: string; code: 'HUBPUTK001' | 'HUBPUTX001' }>> = {
  SANDBOX: { param: 'token', code: 'HUBPUTK001' },
  CONNECT_IPS: { param: 'TXNID', code: 'HUBPUTX001' },
};

/** A start waits this long for another start of the same purchase to get its hand-off (the gateways' timeout is 15 s). */
const HANDOFF_WAIT_MS = 20_000;
const HANDOFF_POLL_MS = 100;
/** An open purchase still without its hand-off this long after it was created lost its start (a crash). */
const STALE_START_MS = 30_000;

/** Ours, sent to every gateway: at most 20 characters of letters, digits and hyphens (connectIPS' TXNID). */
const newReferenceId = () => `RS-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * Buying: initiate (checks in the spec's order, an UNPAID purchase, the hand-off to the gateway) and confirm (the
 * gateway's own word, then Settlement). A customer sees only their own purchases.
 */
export class Purchases {
  constructor(
    private readonly db: Db,
    private readonly gateways: ReadonlyMap<PaymentMethod, PaymentGateway>,
    private readonly settlement: Settlement,
    private readonly options: PurchasesOptions,
    private readonly tickets = new TicketOrders(db),
  ) {}

  /** The methods a checkout may offer, local wallets first. */
  methods(): PaymentMethod[] {
    return [...this.gateways.keys()];
  }

  async initiate(customerId: string, body: InitiatePurchaseRequest): Promise<InitiatePurchaseResponse> {
    const request = checkRequest(body);
    const product = await products.find(this.db, request.productId);
    if (!product?.active) throw new AppError('HUBPRNF001');
    if (product.productType !== request.productType) throw AppError.field('productType', 'HUBPRTY002');
    const order = await this.tickets.orderOf(product, request.quantity);
    if (product.amount * order.quantity !== request.amount) throw AppError.field('amount', 'HUBPRAM002');
    // A cancelled event's live pass or tickets (HUBPRCN001), or outside the sale window (HUBPRNS001).
    const closed = await saleClosure(this.db, product);
    if (closed) throw new AppError(closed);
    await this.refuseHeld(customerId, product);
    const method = checkMethod(request.method, new Set(this.gateways.keys()));
    const gateway = this.gatewayOf(method);

    // One open purchase per product and method: a second start (a double click, another tab) answers the open one,
    // and of starts at once only one inserts (`purchases_open_key`) while the others wait for its hand-off. An open
    // order of another quantity is replaced (its seats go back).
    const waitingSince = Date.now();
    for (;;) {
      const open = await purchases.openOf(this.db, customerId, product.id, method);
      if (open && open.quantity !== order.quantity) {
        await purchases.close(this.db, open.id, 'CANCELLED', 'Replaced by an order of another quantity');
        continue;
      }
      if (open) {
        const resumed = await this.resume(open);
        if (resumed) return resumed;
      } else {
        const row = await this.tickets.open(
          {
            referenceId: newReferenceId(),
            customerId,
            productId: product.id,
            productType: product.productType,
            contentId: product.contentId,
            ...this.tickets.names(product, order),
            amount: product.amount * order.quantity,
            currency: product.currency,
            method,
            expiresAt: this.tickets.expiresAt(order, this.options.unpaidMinutes),
          },
          order,
        );
        if (row) return this.handOff(row, gateway);
      }
      if (Date.now() - waitingSince > HANDOFF_WAIT_MS) throw new AppError('HUBPYGW001');
      await setTimeout(HANDOFF_POLL_MS);
    }
  }

  /**
   * Content bought once: a video, a live pass or a showcase the customer can watch already is not sold again
   * (HUBPUDP001, or HUBPUDP002 for a video in a showcase held). Tickets are bought as often as wanted, and a Fight
   * Pass bought while one runs starts when it ends.
   */
  private async refuseHeld(customerId: string, product: ProductRow): Promise<void> {
    const type = product.productType;
    if (type === 'TICKET' || type === 'PASS') return;
    const content = { type, id: product.contentId };
    if (await activeGrantFor(this.db, customerId, content)) throw new AppError('HUBPUDP001');
    if (product.productType === 'VIDEO') {
      const showcases = await showcasesHolding(this.db, product.contentId);
      const covering = showcases.map((showcase) => ({ type: 'SHOW_CASE' as const, id: showcase.id }));
      if (await holdsAnyGrant(this.db, customerId, covering)) throw new AppError('HUBPUDP002');
    }
  }

  /**
   * The open purchase answered again: its hand-off as first given. Undefined while another call is still starting
   * it; one past its hour, or whose start never finished (a crash), is expired first so that a new one can open.
   */
  private async resume(open: PurchaseRow): Promise<InitiatePurchaseResponse | undefined> {
    const now = Date.now();
    if (open.expiresAt.getTime() <= now) {
      await purchases.close(this.db, open.id, 'EXPIRED', 'No payment arrived in time');
      return undefined;
    }
    if (open.handoff) {
      await this.note(open, 'resume', {}, open.handoff);
      return { referenceId: open.referenceId, ...open.handoff };
    }
    if (now - open.createdAt.getTime() > STALE_START_MS)
      await purchases.close(this.db, open.id, 'EXPIRED', 'Its start at the gateway never finished');
    return undefined;
  }

  /** The gateway's start for a new purchase; a gateway that fails to start it closes it as FAILED. */
  private async handOff(row: PurchaseRow, gateway: PaymentGateway): Promise<InitiatePurchaseResponse> {
    const { method } = row;
    const returnUrl = `${this.options.publicUrl}/checkout/return?method=${method}&ref=${row.referenceId}`;
    try {
      const started = await gateway.start({
        purchase: await this.gatewayPurchase(row),
        returnUrl,
        cancelUrl: `${returnUrl}&outcome=cancel`,
        siteUrl: this.options.publicUrl,
      });
      await purchases.setHandoff(this.db, row.id, started.gatewayRef ?? null, started.handoff);
      await this.note(row, 'start', { returnUrl }, started.handoff);
      return { referenceId: row.referenceId, ...started.handoff };
    } catch (error) {
      await purchases.close(this.db, row.id, 'FAILED', error instanceof Error ? error.message : 'The gateway refused');
      if (error instanceof GatewayUnreachable) throw new AppError('HUBPYGW001');
      throw new AppError('HUBPYFL001');
    }
  }

  /** From the return page. Paid once, whatever the number of calls; a refusal says "Payment failed". */
  async confirm(customerId: string, body: ConfirmPaymentRequest): Promise<Purchase> {
    const referenceId = (body.referenceId ?? body.params?.ref ?? '').trim();
    if (!referenceId) throw AppError.field('referenceId', 'HUBPURF001');
    const row = await purchases.findByReference(this.db, referenceId);
    if (!row || row.customerId !== customerId) throw new AppError('HUBPUNF001');
    if (body.method && body.method !== row.method) throw AppError.field('method', 'HUBPYMT001');
    if (row.status === 'PAID' || row.status === 'REFUNDED') throw new AppError('HUBPYDN001');
    // A purchase refused on an altered return may still be paid: a genuine return settles it at once.
    const open = row.status === 'UNPAID' || row.status === 'EXPIRED' || (row.status === 'FAILED' && row.recheckUntil);
    if (!open) throw new AppError('HUBPYFL001');
    const params = body.params ?? {};
    const proof = RETURN_PROOF[row.method];
    if (proof && !params[proof.param]) throw AppError.field(`params.${proof.param}`, proof.code);
    const verification = await this.ask(row, () => this.gatewayOf(row.method).confirm(this.purchaseOf(row), params));
    await this.note(row, 'confirm', params, verification);
    const settled = await this.settlement.apply(row, verification);
    if (settled.status === 'FAILED' || settled.status === 'CANCELLED') throw new AppError('HUBPYFL001');
    return toPurchase(settled);
  }

  /** The reconciler's question for one purchase: what does the gateway say now? */
  async recheck(row: PurchaseRow): Promise<PurchaseRow> {
    const verification = await this.ask(row, async () =>
      this.gatewayOf(row.method).status(await this.gatewayPurchase(row)),
    );
    await this.note(row, 'status', {}, verification);
    return this.settlement.apply(row, verification);
  }

  /**
   * The products among these whose content the customer can watch now (bought, given by staff, in a showcase held,
   * or a video or live event opened by a Fight Pass in force); a pass product while one runs. Tickets are never
   * "owned": more may be bought.
   */
  async owned(customerId: string, productIds: readonly string[]): Promise<string[]> {
    const owned: string[] = [];
    const pass = await holdsPass(this.db, customerId);
    for (const productId of new Set(productIds)) {
      const product = await products.find(this.db, productId);
      const type = product?.productType;
      if (!product || !type || type === 'TICKET') continue;
      if (type === 'PASS' || (pass && (type === 'VIDEO' || type === 'LIVE_EVENT'))) {
        if (pass) owned.push(product.id);
        continue;
      }
      const content = { type, id: product.contentId };
      const covering =
        type === 'VIDEO'
          ? (await showcasesHolding(this.db, product.contentId)).map((showcase) => ({
              type: 'SHOW_CASE' as const,
              id: showcase.id,
            }))
          : [];
      if (await holdsAnyGrant(this.db, customerId, [content, ...covering])) owned.push(product.id);
    }
    return owned;
  }

  async search(request: PurchaseSearch, customerId: string | undefined): Promise<Page<Purchase>> {
    const { page, pageSize } = request;
    const filter = { ...request, ...(customerId ? { customerId } : {}) };
    const { rows, total } = await purchases.search(this.db, filter, page, pageSize);
    return { items: rows.map(toPurchase), page, pageSize, total };
  }

  /** Whether the purchase can be refunded through its gateway's own refund call (Stripe), rather than by hand. */
  refundable(row: PurchaseRow): boolean {
    return Boolean(this.gateways.get(row.method)?.refund && row.gatewayTxnId);
  }

  gatewayOf(method: PaymentMethod): PaymentGateway {
    const gateway = this.gateways.get(method);
    if (!gateway) throw AppError.field('method', 'HUBPYMT001');
    return gateway;
  }

  async gatewayPurchase(row: PurchaseRow): Promise<GatewayPurchase> {
    const customer = await customerById(this.db, row.customerId);
    return {
      ...this.purchaseOf(row),
      customer: {
        name: customer ? fullName(customer) : '',
        email: customer?.email ?? null,
        mobile: customer?.mobileNumber ?? null,
      },
    };
  }

  private purchaseOf(row: PurchaseRow): GatewayPurchase {
    return {
      referenceId: row.referenceId,
      amount: row.amount,
      currency: row.currency,
      productName: row.productName,
      productId: row.productId,
      gatewayRef: row.gatewayRef,
      createdAt: row.createdAt,
      customer: { name: '', email: null, mobile: null },
    };
  }

  /** A gateway out of reach leaves the purchase as it is (the reconciler asks again) and says so. */
  private async ask(row: PurchaseRow, question: () => Promise<Verification>): Promise<Verification> {
    try {
      return await question();
    } catch (error) {
      if (error instanceof GatewayUnreachable) throw new AppError('HUBPYGW001');
      await this.note(row, 'error', {}, { error: error instanceof Error ? error.message : String(error) });
      return { outcome: 'PENDING', reason: 'The gateway answered something we could not read' };
    }
  }

  /** Our side of the story in the payment log: the hand-off, the return's parameters, each verdict. */
  private async note(row: PurchaseRow, step: string, request: unknown, response: unknown): Promise<void> {
    await purchases.log(this.db, {
      referenceId: row.referenceId,
      method: row.method,
      request: { step, ...(request as object) },
      response: response as object,
      durationMs: 0,
    });
  }
}
