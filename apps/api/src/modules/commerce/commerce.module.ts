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
import { reportRoutes } from './reports.routes';
import { Reports } from './reports.service';
import { Purchases } from './purchases.service';
import { SandboxCheckout } from './sandbox-checkout';
import { Settlement } from './settlement';
import type { PurchaseRow } from './purchases.repository';
import { ReceiptNotices } from './receipt-notices';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { stripeWebhookRoute } from './stripe-webhook';
import { PassReminders } from './pass-reminders';
import type { JobQueue } from '../../jobs/queue';
import type { EventBus } from '../../lib/event-bus';
import { EventRefunds } from './event-refunds';
import { type InvoiceSettings, Invoices } from './invoices/invoices';
import { Receipts } from './invoices/receipts';
import { receiptRoutes } from './invoices/receipts.routes';
import { eventRefundRoutes } from './event-refunds.routes';

/** Fight Passes ending soon are looked for this often (a round of the job queue; a pass is reminded once). */
const PASS_REMINDER_SECONDS = 60 * 60;
const PASS_REMINDER_ROUND = 'pass-reminders';
/** The reconciler's rounds: one every PAYMENT_RECONCILE_SECONDS across the instances. */
const RECONCILE_ROUND = 'payments-reconcile';

/** An UNPAID purchase waits this long for its payment (Khalti's links last 60 minutes) before it expires. */
const UNPAID_MINUTES = 60;

export interface CommerceDeps {
  db: Db;
  titles: ContentTitles;
  entitlements: Entitlements;
  secret: string;
  publicUrl: string;
  /** Tells every instance that products changed (the hub's, the event pages and the home carry offers). */
  bus: EventBus;
  log: FastifyBaseLogger;
  messenger: Messenger;
  brand: Brand;
  reconcile: ReconcilerOptions;
  payments: AppConfig['payments'];
  /** A ticket order was paid: its tickets go to the buyer, and the event's page shows the seats left. */
  ticketsIssued?: (purchase: PurchaseRow) => Promise<void>;
  /** The durable job queue (a cancelled event's refunds run on it); a second instance in tests has none. */
  queue?: JobQueue;
  /** The business's PAN and VAT rate: receipts become tax invoices (decision 56). */
  invoices?: InvoiceSettings | null;
}

/** Commerce: products, purchases and their payment through the gateways the settings switch on, refunds. */
export function createCommerce(deps: CommerceDeps) {
  const gateways = createGateways(deps.payments, deps.db, deps.secret);
  const invoices = deps.invoices ? new Invoices(deps.invoices) : undefined;
  const receipts = new ReceiptNotices(deps.db, deps.messenger, deps.brand, deps.log, deps.invoices);
  // Refunds need the purchases service, which needs settlement: settlement calls them only once all exist.
  const settlement = new Settlement(
    deps.db,
    deps.entitlements,
    {
      paid: async (row) => {
        await receipts.send(row);
        if (row.productType === 'TICKET') await deps.ticketsIssued?.(row);
      },
      unfulfilled: (row): Promise<PurchaseRow> => refunds.refundUnfulfilled(row),
    },
    invoices,
  );
  const purchases = new Purchases(deps.db, gateways.byMethod, settlement, {
    publicUrl: deps.publicUrl,
    unpaidMinutes: UNPAID_MINUTES,
  });
  const refunds = new Refunds(deps.db, purchases, deps.entitlements, deps.log);
  const reconciler = new Reconciler(deps.db, purchases, deps.log, deps.reconcile);
  deps.queue?.every(RECONCILE_ROUND, deps.reconcile.intervalSeconds, () => reconciler.round());
  const passReminders = new PassReminders(deps.db, deps.messenger, deps.brand, deps.log);
  deps.queue?.every(PASS_REMINDER_ROUND, PASS_REMINDER_SECONDS, () => passReminders.round());
  return {
    products: new Products(deps.db, deps.titles, () => deps.bus.publish({ type: 'products.changed' })),
    purchases,
    sandbox: gateways.sandbox ? new SandboxCheckout(deps.db, gateways.sandbox, purchases, deps.publicUrl) : null,
    reconciler,
    refunds,
    reports: new Reports(deps.db),
    passReminders,
    receipts: new Receipts(deps.db, deps.brand.name, deps.invoices ?? null),
    eventRefunds: new EventRefunds(deps.db, refunds, deps.log, deps.queue, deps.payments.refundPaceMs),
    stripeWebhook: gateways.stripe ? { db: deps.db, gateway: gateways.stripe, purchases, settlement } : null,
  };
}

export type Commerce = ReturnType<typeof createCommerce>;

export const commerceModule: FastifyPluginAsync<{ commerce: Commerce }> = async (app, { commerce }) => {
  await app.register(productRoutes, { products: commerce.products });
  await app.register(purchaseRoutes, { purchases: commerce.purchases, sandbox: commerce.sandbox });
  await app.register(refundRoutes, { refunds: commerce.refunds });
  await app.register(eventRefundRoutes, { eventRefunds: commerce.eventRefunds });
  await app.register(receiptRoutes, { receipts: commerce.receipts });
  await app.register(reportRoutes, { reports: commerce.reports });
  if (commerce.stripeWebhook) await app.register(stripeWebhookRoute, commerce.stripeWebhook);
};
