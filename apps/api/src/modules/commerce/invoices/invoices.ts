import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fullName } from '../../identity/customer.mapper';
import { customerById } from '../../identity/customers';
import { invoiceCounters, purchases } from '../commerce.table';
import type { PurchaseRow } from '../purchases.repository';
import { invoiceNumber, nepaliFiscalYear } from './fiscal-year';

export interface InvoiceSettings {
  /** The business's PAN (9 digits). */
  pan: string;
  /** Its legal name and address, as the invoice heads them. */
  name: string;
  address: string | null;
  /** VAT included in prices, in basis points (1300 is 13%). */
  vatRateBp: number;
}

/**
 * Tax invoices (decision 56): a purchase paid while the business's PAN is configured gets the next number of the
 * Nepali fiscal year it was paid in, the VAT rate in force and its buyer's name, in the transaction that makes it
 * PAID. The counter row is raised in that transaction too, so that numbers are sequential and gapless: a payment
 * rolled back gives its number back, and concurrent payments queue on the year's row.
 */
export class Invoices {
  constructor(readonly settings: InvoiceSettings) {}

  /**
   * The next number of the fiscal year `paidAt` falls in ("2083/84-000017"). Call it inside the transaction that
   * makes the purchase PAID: the year's counter row stays locked until that transaction ends, so a payment rolled
   * back gives its number back and concurrent payments take the following numbers in turn.
   */
  async next(tx: Db, paidAt: Date): Promise<string> {
    const fiscalYear = nepaliFiscalYear(paidAt);
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ fiscalYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.fiscalYear,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    if (!counter) throw new Error(`no invoice number was taken for ${fiscalYear}`);
    return invoiceNumber(fiscalYear, counter.lastNumber);
  }

  /** Numbers a purchase just made PAID, in that transaction, with the VAT rate in force and its buyer's name. */
  async assign(tx: Db, row: PurchaseRow): Promise<PurchaseRow> {
    if (row.invoiceNumber) return row;
    const buyer = await customerById(tx, row.customerId);
    const [invoiced] = await tx
      .update(purchases)
      .set({
        invoiceNumber: await this.next(tx, row.paidAt ?? new Date()),
        vatRateBp: this.settings.vatRateBp,
        buyerName: buyer ? fullName(buyer) : null,
      })
      .where(eq(purchases.id, row.id))
      .returning();
    // Never a number taken and not kept: failing here rolls the payment's transaction (and the number) back.
    if (!invoiced) throw new Error(`purchase ${row.referenceId} could not be invoiced`);
    return invoiced;
  }
}
