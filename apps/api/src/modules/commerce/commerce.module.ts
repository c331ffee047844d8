import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Entitlements } from '../access/entitlements';
import type { ContentTitles } from '../access/grants.service';
import { createGateways } from './gateways/gateways';
import { productRoutes } from './products.routes';
import { Products } from './products.service';
import { purchaseRoutes } from './purchases.routes';
import { Reconciler, type ReconcilerOptions } from './reconciler';
import { refundRoutes } from './refunds.routes';
import { Refunds } from './refunds.service';
import { Purchases } from './purchases.service';
import { SandboxCheckout } from './sandbox-checkout';
import { Settlement } from './settlement';
import type { PurchaseRow } from './purchases.repository';
import { ReceiptNotices } from './receipt-notices';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { stripeWebhookRoute } from './stripe-webhook';

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
  messenger: Messenger;
  brand: Brand;
  reconcile: ReconcilerOptions;
  payments: AppConfig['payments'];
}

/** Commerce: products, purchases and their payment through the gateways the settings switch on, refunds. */
export function createCommerce(deps: CommerceDeps) {
  const gateways = createGateways(deps.payments, deps.db, deps.secret);
  const receipts = new ReceiptNotices(deps.db, deps.messenger, deps.brand, deps.log);
  // Refunds need the purchases service, which needs settlement: settlement calls them only once all exist.
  const settlement = new Settlement(deps.db, deps.entitlements, {
    paid: (row) => receipts.send(row),
    duplicate: (row): Promise<PurchaseRow> => refunds.refundDuplicate(row),
  });
  const purchases = new Purchases(deps.db, gateways.byMethod, settlement, {
    publicUrl: deps.publicUrl,
    unpaidMinutes: UNPAID_MINUTES,
  });
  const refunds = new Refunds(deps.db, purchases, deps.entitlements, deps.log);
  return {
    products: new Products(deps.db, deps.titles, deps.productsChanged),
    purchases,
    sandbox: gateways.sandbox ? new SandboxCheckout(deps.db, gateways.sandbox, purchases, deps.publicUrl) : null,
    reconciler: new Reconciler(deps.db, purchases, deps.log, deps.reconcile),
    refunds,
    stripeWebhook: gateways.stripe ? { db: deps.db, gateway: gateways.stripe, purchases, settlement } : null,
  };
}

export type Commerce = ReturnType<typeof createCommerce>;

export const commerceModule: FastifyPluginAsync<{ commerce: Commerce }> = async (app, { commerce }) => {
  await app.register(productRoutes, { products: commerce.products });
  await app.register(purchaseRoutes, { purchases: commerce.purchases, sandbox: commerce.sandbox });
  await app.register(refundRoutes, { refunds: commerce.refunds });
  if (commerce.stripeWebhook) await app.register(stripeWebhookRoute, commerce.stripeWebhook);
};
