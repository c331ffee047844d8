import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { PaymentMethod } from '@ringside/contract';
import type { Db } from '../../db/client';
import type { Entitlements } from '../access/entitlements';
import type { ContentTitles } from '../access/grants.service';
import type { PaymentGateway } from './gateways/gateway';
import { SandboxGateway } from './gateways/sandbox/sandbox-gateway';
import { productRoutes } from './products.routes';
import { Products } from './products.service';
import { purchaseRoutes } from './purchases.routes';
import { Reconciler, type ReconcilerOptions } from './reconciler';
import { refundRoutes } from './refunds.routes';
import { Refunds } from './refunds.service';
import { Purchases } from './purchases.service';
import { SandboxCheckout } from './sandbox-checkout';
import { Settlement } from './settlement';

/** An UNPAID purchase waits this long for its payment (Khalti's links last 60 minutes) before it expires. */
const UNPAID_MINUTES = 60;

export interface CommerceDeps {
  db: Db;
  titles: ContentTitles;
  entitlements: Entitlements;
  secret: string;
  publicUrl: string;
  /** Products changed: the video hub's cached pages carry offers. */
  productsChanged: () => void;
  log: FastifyBaseLogger;
  reconcile: ReconcilerOptions;
}

/**
 * Commerce: products, purchases and their payment through the gateways. Until the real gateways are configured
 * (next), the SANDBOX method is the one on, so the embedded demo can buy end to end.
 */
export function createCommerce(deps: CommerceDeps) {
  const sandboxGateway = new SandboxGateway(deps.db, deps.secret);
  const gateways = new Map<PaymentMethod, PaymentGateway>([['SANDBOX', sandboxGateway]]);
  const purchases = new Purchases(deps.db, gateways, new Settlement(deps.db, deps.entitlements), {
    publicUrl: deps.publicUrl,
    unpaidMinutes: UNPAID_MINUTES,
  });
  return {
    products: new Products(deps.db, deps.titles, deps.productsChanged),
    purchases,
    sandbox: new SandboxCheckout(deps.db, sandboxGateway, purchases, deps.publicUrl),
    reconciler: new Reconciler(deps.db, purchases, deps.log, deps.reconcile),
    refunds: new Refunds(deps.db, purchases, deps.entitlements),
  };
}

export type Commerce = ReturnType<typeof createCommerce>;

export const commerceModule: FastifyPluginAsync<{ commerce: Commerce }> = async (app, { commerce }) => {
  await app.register(productRoutes, { products: commerce.products });
  await app.register(purchaseRoutes, { purchases: commerce.purchases, sandbox: commerce.sandbox });
  await app.register(refundRoutes, { refunds: commerce.refunds });
};
