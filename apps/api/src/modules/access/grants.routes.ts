import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerSummarySchema,
  GrantCustomerSearchRequestSchema,
  GrantIdParamsSchema,
  GrantRequestSchema,
  GrantSchema,
  GrantSearchRequestSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Grants } from './grants.service';

/** Every call here needs the TRANSACTION area. */
const cashiers = { auth: 'staff', permission: 'TRANSACTION' } as const;
const tags = ['Access grants (staff)'];

export const grantRoutes: FastifyPluginAsyncZod<{ grants: Grants }> = async (app, { grants }) => {
  app.post('/grants', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Give a customer access to a video, an event live (and its replay) or a showcase',
      body: GrantRequestSchema,
      response: replies(GrantSchema),
    },
    handler: async (request) => ({ data: await grants.give(principalOf(request).customerId, request.body) }),
  });

  app.post('/grants/customers', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Customers by name, email or mobile number, to give access to (staff accounts left out)',
      body: GrantCustomerSearchRequestSchema,
      response: replies(pageOf(CustomerSummarySchema)),
    },
    handler: async (request) => ({ data: await grants.customers(request.body.search) }),
  });

  app.post('/grants/search', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Grants, newest first, by customer, content and whether active',
      body: GrantSearchRequestSchema,
      response: replies(pageOf(GrantSchema)),
    },
    handler: async (request) => ({ data: await grants.search(request.body) }),
  });

  app.post('/grants/:grantId/revoke', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Take access back: playback stops within a minute',
      params: GrantIdParamsSchema,
      response: replies(GrantSchema),
    },
    handler: async (request) => ({
      data: await grants.revoke(principalOf(request).customerId, request.params.grantId),
    }),
  });
};
