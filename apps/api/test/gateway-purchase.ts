import { randomBytes } from 'node:crypto';
import type { GatewayPurchase } from '../src/modules/commerce/gateways/gateway';

/** A purchase as an adapter sees it: Rs. 1,500 of a replay, on 15 March 2024, with a fresh reference. */
export function gatewayPurchase(overrides: Partial<GatewayPurchase> = {}): GatewayPurchase {
  return {
    referenceId: `RS-${randomBytes(6).toString('hex')}`,
    amount: 150000,
    currency: 'NPR',
    productName: 'Fight Night 12: main card replay',
    productId: 'p-1',
    gatewayRef: null,
    createdAt: new Date('2024-03-15T10:00:00Z'),
    customer: { name: 'Sita Rai', email: 'sita@example.com', mobile: '9800000001' },
    ...overrides,
  };
}
