import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { fullName } from '../../identity/customer.mapper';
import { customerById } from '../../identity/customers';
import type { Principal } from '../../identity/sessions.service';
import { purchasesRepository as purchases } from '../purchases.repository';
import { METHOD_NAMES } from '../receipt-notices';
import type { InvoiceSettings } from './invoices';
import { receiptPdf } from './receipt-pdf';

/**
 * A paid purchase's receipt as PDF (a tax invoice when it was numbered as one): its buyer's own, and any for staff
 * with TRANSACTION. Another customer's purchase is "not found", as an unknown one, so that references cannot be
 * probed.
 */
export class Receipts {
  constructor(
    private readonly db: Db,
    private readonly brandName: string,
    private readonly invoices: InvoiceSettings | null,
  ) {}

  async pdf(principal: Principal, referenceId: string): Promise<Buffer> {
    const purchase = await purchases.findByReference(this.db, referenceId);
    const cashier = principal.permissions.includes('TRANSACTION');
    if (!purchase || (purchase.customerId !== principal.customerId && !cashier)) throw new AppError('HUBPUNF001');
    if (purchase.status !== 'PAID' && purchase.status !== 'REFUNDED') throw new AppError('HUBPURC001');
    const buyer = await customerById(this.db, purchase.customerId);
    return receiptPdf({
      purchase,
      buyerName: buyer ? fullName(buyer) : '',
      methodName: METHOD_NAMES[purchase.method],
      brandName: this.brandName,
      invoices: this.invoices,
    });
  }
}
