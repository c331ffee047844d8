import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PaymentLogSchema,
  PurchaseReferenceParamsSchema,
  PurchaseSchema,
  RefundRequestSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Refunds } from './refunds.service';

/** Refunds and payment logs are the TRANSACTION area's. */
const cashiers = { auth: 'staff', permission: 'TRANSACTION' } as const;
const tags = ['Purchases (staff)'];

export const refundRoutes: FastifyPluginAsyncZod<{ refunds: Refunds }> = async (app, { refunds }) => {
  app.post('/purchases/:referenceId/refund', {
    config: cashiers,
    schema: {
      tags,
      summary:
        'Refund a paid purchase (through the gateway where it can, else recorded as by hand); access is withdrawn',
      params: PurchaseReferenceParamsSchema,
      body: RefundRequestSchema,
      response: replies(PurchaseSchema),
    },
    handler: async (request) => ({
      data: await refunds.refund(principalOf(request).customerId, request.params.referenceId, request.body.note),
    }),
  });

  app.get('/purchases/:referenceId/logs', {
    config: cashiers,
    schema: {
      tags,
      summary: "A purchase's payment log: every gateway exchange and our steps, oldest first, secrets redacted",
      params: PurchaseReferenceParamsSchema,
      response: replies(z.object({ items: z.array(PaymentLogSchema) })),
    },
    handler: async (request) => ({ data: { items: await refunds.logs(request.params.referenceId) } }),
  });
};
