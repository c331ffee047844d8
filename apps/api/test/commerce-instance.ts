import type { TestApp } from './build-test-app';
import type { ReconcilerOptions } from '../src/modules/commerce/reconciler';
import { EventBus } from '../src/lib/event-bus';
import { createAccess } from '../src/modules/access/access.module';
import { type Commerce, createCommerce } from '../src/modules/commerce/commerce.module';
import { MediaContentTitles } from '../src/modules/media/content-titles';
import { Messenger } from '../src/modules/messaging/messenger';
import { DevOutbox } from '../src/modules/messaging/outbox';

/**
 * Commerce as a second server instance runs it, on the test app's database and with its settings, so that a test
 * runs the reconciler's rounds itself, at the time it says (`commerce.reconciler.round(now)`), instead of waiting.
 */
export function commerceInstance(t: TestApp, reconcile: Partial<ReconcilerOptions> = {}): Commerce {
  const db = t.database.db;
  const log = t.app.log;
  return createCommerce({
    db,
    titles: new MediaContentTitles(db),
    entitlements: createAccess(db).entitlements,
    secret: 'a second instance of the test app',
    publicUrl: t.config.server.publicUrl,
    bus: new EventBus(),
    log,
    messenger: new Messenger({
      smtpUrl: undefined,
      from: t.config.mail.from,
      sms: undefined,
      outbox: new DevOutbox(),
      log,
    }),
    brand: {
      name: t.config.brand.name,
      primaryColor: t.config.brand.primaryColor,
      publicUrl: t.config.server.publicUrl,
    },
    reconcile: {
      intervalSeconds: t.config.payments.reconcileSeconds,
      graceSeconds: t.config.payments.graceSeconds,
      batch: 50,
      ...reconcile,
    },
    payments: t.config.payments,
    invoices: t.config.invoices,
  });
}
