import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PurchaseReferenceParamsSchema } from '@ringside/contract';
import { errorReplies } from '../../../lib/replies';
import { principalOf } from '../../../plugins/auth';
import type { Receipts } from './receipts';

export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: Receipts }> = async (app, { receipts }) => {
  app.get('/purchases/:referenceId/receipt.pdf', {
    config: { auth: 'customer' },
    schema: {
      tags: ['Purchases'],
      summary:
        'A paid purchase’s receipt as PDF, a tax invoice when the business’s PAN is configured: the buyer’s own, ' +
        'any for staff with TRANSACTION',
      params: PurchaseReferenceParamsSchema,
      produces: ['application/pdf'],
      // Bytes go out as they are, never serialized: the schema only tells the API document it is a file.
      response: {
        200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
        ...errorReplies,
      },
    },
    handler: async (request, reply) => {
      const { referenceId } = request.params;
      const pdf = await receipts.pdf(principalOf(request), referenceId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${referenceId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
