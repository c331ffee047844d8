import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type StripeGateway, StripeSignatureError } from './gateways/stripe/stripe-gateway';
import { purchasesRepository as purchases } from './purchases.repository';
import type { Purchases } from './purchases.service';
import type { Settlement } from './settlement';

/**
 * `POST /payments/stripe/webhook`: Stripe's signed events. The signature covers the raw body, so this route reads
 * it unparsed. A paid session settles its purchase like a confirmation (once, however often Stripe delivers);
 * events of unknown purchases are acknowledged and logged, so that Stripe stops retrying them.
 */
export const stripeWebhookRoute: FastifyPluginAsync<{
  db: Db;
  gateway: StripeGateway;
  purchases: Purchases;
  settlement: Settlement;
}> = async (app, { db, gateway, purchases: service, settlement }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/payments/stripe/webhook', {
    config: { auth: 'public' },
    schema: { tags: ['Purchases'], summary: "Stripe's signed webhook events (Checkout Sessions)", hide: true },
    handler: async (request) => {
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = gateway.webhookEvent(request.body as Buffer, Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (error instanceof StripeSignatureError) throw new AppError('HUBPYWH001');
        throw error;
      }
      if (!event) return { received: true };
      const row = await purchases.findByReference(db, event.referenceId);
      await purchases.log(db, {
        referenceId: event.referenceId,
        method: 'STRIPE',
        request: { step: 'webhook', eventId: event.eventId, type: event.type, sessionId: event.sessionId },
        response: event.verification,
        durationMs: 0,
      });
      if (row && row.method === 'STRIPE')
        await settlement.apply(row, gateway.webhookVerdict(await service.gatewayPurchase(row), event));
      return { received: true };
    },
  });
};
