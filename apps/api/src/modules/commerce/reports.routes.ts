import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ReportPeriodSchema,
  SalesReportRequestSchema,
  SalesReportSchema,
  TierReportRequestSchema,
  TierReportSchema,
} from '@ringside/contract';
import { errorReplies, replies } from '../../lib/replies';
import type { Reports } from './reports.service';

/** The money view is the TRANSACTION area's, like refunds. */
const cashiers = { auth: 'staff', permission: 'TRANSACTION' } as const;
const tags = ['Reports (staff)'];

export const reportRoutes: FastifyPluginAsyncZod<{ reports: Reports }> = async (app, { reports }) => {
  app.post('/reports/sales', {
    config: cashiers,
    schema: {
      tags,
      summary:
        'Sales of a period of Kathmandu days (at most 400) by day, event, product type or method, in NPR paisa: ' +
        'gross paid in it, refunds made in it, net; purchases in USD are left out',
      body: SalesReportRequestSchema,
      response: replies(SalesReportSchema),
    },
    handler: async (request) => ({ data: await reports.sales(request.body) }),
  });

  app.get('/reports/purchases.csv', {
    config: cashiers,
    schema: {
      tags,
      summary:
        'The purchases created in a period of Kathmandu days (at most 400), oldest first, as a CSV file ' +
        '(every currency: amount_npr is in the currency column’s major unit)',
      querystring: ReportPeriodSchema,
      produces: ['text/csv'],
      // A stream goes out as it is, never serialized: the schema only tells the API document it is text.
      response: {
        200: z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string' }),
        ...errorReplies,
      },
    },
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const chunks = await reports.purchasesCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="purchases-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  });

  app.get('/reports/tiers', {
    config: cashiers,
    schema: {
      tags,
      summary: "An event's ticket tiers now: capacity, seats sold (valid tickets), held by orders being paid, left",
      querystring: TierReportRequestSchema,
      response: replies(TierReportSchema),
    },
    handler: async (request) => ({ data: await reports.tiers(request.query.eventId) }),
  });
};
