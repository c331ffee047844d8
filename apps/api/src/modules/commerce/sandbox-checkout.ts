import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SandboxGateway } from './gateways/sandbox/sandbox-gateway';
import { purchasesRepository as purchases } from './purchases.repository';
import type { Purchases } from './purchases.service';

/** The sandbox page's call: the payer's decision on their own UNPAID sandbox purchase, and the way back. */
export class SandboxCheckout {
  constructor(
    private readonly db: Db,
    private readonly gateway: SandboxGateway,
    private readonly purchases: Purchases,
    private readonly publicUrl: string,
  ) {}

  async decide(customerId: string, referenceId: string, approve: boolean): Promise<{ returnUrl: string }> {
    const row = await purchases.findByReference(this.db, referenceId);
    if (!row || row.customerId !== customerId || row.method !== 'SANDBOX') throw new AppError('HUBPUNF001');
    if (row.status !== 'UNPAID') throw new AppError('HUBPYCL001');
    const returned = await this.gateway.decide(await this.purchases.gatewayPurchase(row), approve);
    const query = new URLSearchParams({ method: 'SANDBOX', ...returned });
    return { returnUrl: `${this.publicUrl}/checkout/return?${query.toString()}` };
  }
}
