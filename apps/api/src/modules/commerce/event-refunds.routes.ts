import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventIdParamsSchema, EventRefundReportSchema } from '@ringside/contract';
import { replies } from '../../lib/replies';
import type { EventRefunds } from './event-refunds';

/** A cancelled event's refunds are the TRANSACTION area's. */
const cashiers = { auth: 'staff', permission: 'TRANSACTION' } as const;
const tags = ['Purchases (staff)'];

export const eventRefundRoutes: FastifyPluginAsyncZod<{ eventRefunds: EventRefunds }> = async (
  app,
  { eventRefunds },
) => {
  app.get('/events/:eventId/refunds', {
    config: cashiers,
    schema: {
      tags,
      summary: "A cancelled event's refund report: every paid live pass and ticket order, refunded or why not",
      params: EventIdParamsSchema,
      response: replies(EventRefundReportSchema),
    },
    handler: async (request) => ({ data: await eventRefunds.report(request.params.eventId) }),
  });

  app.post('/events/:eventId/refunds/retry', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Try the failed refunds of a cancelled event again (queued); answers the report',
      params: EventIdParamsSchema,
      response: replies(EventRefundReportSchema),
    },
    handler: async (request) => ({ data: await eventRefunds.retry(request.params.eventId) }),
  });
};
