import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmPaymentRequestSchema,
  InitiatePurchaseRequestSchema,
  InitiatePurchaseResponseSchema,
  OwnedRequestSchema,
  OwnedResponseSchema,
  PaymentMethodSchema,
  PurchaseSchema,
  PurchaseSearchRequestSchema,
  SandboxDecisionResponseSchema,
  SandboxDecisionSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Purchases } from './purchases.service';
import type { SandboxCheckout } from './sandbox-checkout';

const customer = { auth: 'customer', localized: true } as const;
const tags = ['Purchases'];

export const purchaseRoutes: FastifyPluginAsyncZod<{ purchases: Purchases; sandbox: SandboxCheckout | null }> = async (
  app,
  { purchases, sandbox },
) => {
  app.get('/payments/methods', {
    config: { auth: 'optional', localized: true },
    schema: {
      tags,
      summary: 'The payment methods this platform takes, local wallets first',
      response: replies(z.object({ items: z.array(PaymentMethodSchema) })),
    },
    handler: async () => ({ data: { items: purchases.methods() } }),
  });

  app.post('/purchases/initiate', {
    config: customer,
    schema: {
      tags,
      summary: 'Start buying a product: an UNPAID purchase, and what the browser needs to reach the gateway',
      body: InitiatePurchaseRequestSchema,
      response: replies(InitiatePurchaseResponseSchema),
    },
    handler: async (request) => ({ data: await purchases.initiate(principalOf(request).customerId, request.body) }),
  });

  app.post('/payments/confirm-payment', {
    config: customer,
    schema: {
      tags,
      summary: 'From the return page: the gateway confirms, the purchase is PAID and access granted (once)',
      body: ConfirmPaymentRequestSchema,
      response: replies(PurchaseSchema),
    },
    handler: async (request) => ({ data: await purchases.confirm(principalOf(request).customerId, request.body) }),
  });

  app.post('/purchases/owned', {
    config: customer,
    schema: {
      tags,
      summary: 'Which of these products the caller can watch already (their own access only)',
      body: OwnedRequestSchema,
      response: replies(OwnedResponseSchema),
    },
    handler: async (request) => ({
      data: { items: await purchases.owned(principalOf(request).customerId, request.body.productIds) },
    }),
  });

  app.post('/purchases/search', {
    config: customer,
    schema: {
      tags,
      summary: "The customer's purchases, newest first (staff with TRANSACTION: everyone's, with filters)",
      body: PurchaseSearchRequestSchema,
      response: replies(pageOf(PurchaseSchema)),
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const cashier = principal.permissions.includes('TRANSACTION');
      return { data: await purchases.search(request.body, cashier ? undefined : principal.customerId) };
    },
  });

  if (!sandbox) return;
  app.post('/payments/sandbox/:referenceId/decide', {
    config: customer,
    schema: {
      tags,
      summary: 'The sandbox page: the payer approves or declines (no money moves); answers where to return',
      params: z.object({ referenceId: z.string().max(64) }),
      body: SandboxDecisionSchema,
      response: replies(SandboxDecisionResponseSchema),
    },
    handler: async (request) => ({
      data: await sandbox.decide(principalOf(request).customerId, request.params.referenceId, request.body.approve),
    }),
  });
};
