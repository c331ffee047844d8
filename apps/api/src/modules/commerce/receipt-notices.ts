import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '@ringside/contract';
import type { Db } from '../../db/client';
import { recipientOf } from '../fighters/decision-notices';
import { fullName } from '../identity/customer.mapper';
import { customerById } from '../identity/customers';
import type { Messenger } from '../messaging/messenger';
import { type Brand, receiptMessage } from '../messaging/templates';
import type { PurchaseRow } from './purchases.repository';
import type { InvoiceSettings } from './invoices/invoices';
import { includedVat } from './invoices/vat';

/** How each method is named to the payer (receipts, invoices). */
export const METHOD_NAMES: Record<PaymentMethod, string> = {
  ESEWA: 'eSewa',
  KHALTI: 'Khalti',
  CONNECT_IPS: 'connectIPS',
  IME_PAY: 'IME Pay',
  STRIPE: 'card',
  SANDBOX: 'sandbox (test payment)',
};

/** Where what was bought is watched. */
export function contentPath(row: Pick<PurchaseRow, 'productType' | 'contentId'>): string {
  if (row.productType === 'TICKET') return '/account/tickets';
  if (row.productType === 'PASS') return '/videos';
  return { VIDEO: '/videos/', LIVE_EVENT: '/live/', SHOW_CASE: '/showcases/' }[row.productType] + row.contentId;
}

/**
 * The receipt of a paid purchase, sent once (by the call that made it PAID) and not awaited: access is granted
 * whatever the mail server does, and the account's purchases page shows the same.
 */
export class ReceiptNotices {
  constructor(
    private readonly db: Db,
    private readonly messenger: Messenger,
    private readonly brand: Brand,
    private readonly log: FastifyBaseLogger,
    /** Set when receipts are tax invoices (decision 56). */
    private readonly invoices: InvoiceSettings | null = null,
  ) {}

  /** The tax invoice's lines of a purchase numbered as one. */
  private invoiceOf(row: PurchaseRow) {
    if (!this.invoices || !row.invoiceNumber) return undefined;
    const rateBp = row.vatRateBp ?? this.invoices.vatRateBp;
    return {
      business: this.invoices.name,
      pan: this.invoices.pan,
      number: row.invoiceNumber,
      buyer: row.buyerName ?? '',
      rateBp,
      ...includedVat(row.amount, rateBp),
    };
  }

  async send(row: PurchaseRow): Promise<void> {
    const context = { referenceId: row.referenceId };
    try {
      const customer = await customerById(this.db, row.customerId);
      const recipient = customer ? recipientOf(customer) : undefined;
      if (!customer || !recipient) {
        this.log.warn(context, 'receipt not sent: the account has no email or mobile number');
        return;
      }
      const message = receiptMessage(this.brand, {
        name: customer.firstName || fullName(customer),
        product: row.productName,
        productNe: row.productNameNe,
        amount: row.amount,
        currency: row.currency,
        method: METHOD_NAMES[row.method],
        reference: row.referenceId,
        transaction: row.gatewayTxnId ?? '',
        paidAt: row.paidAt ?? new Date(),
        link: `${this.brand.publicUrl}${contentPath(row)}`,
        invoice: this.invoiceOf(row),
      });
      this.messenger.notify(recipient, message, context, 'purchase paid but its receipt was not delivered');
    } catch (error) {
      this.log.warn({ err: error, ...context }, 'purchase paid but its receipt could not be made');
    }
  }
}
