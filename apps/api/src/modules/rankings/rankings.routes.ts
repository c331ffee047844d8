import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminRankingSchema, PublishRankingRequestSchema, RankingsSchema } from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { RankingsService } from './rankings.service';

const WeightClassParamsSchema = z.object({ weightClassId: z.string().max(60) });
// Fighters' names carry both languages; the answer is put in the caller's.
const anyone = { auth: 'optional', localized: true } as const;
const bookers = { auth: 'staff', permission: 'BOOKINGANDTICKETING', localized: true } as const;

/** Rankings: every weight class's current version for fans; versions published by staff. */
export const rankingsRoutes: FastifyPluginAsyncZod<{ rankings: RankingsService }> = async (app, { rankings }) => {
  app.get('/rankings', {
    config: anyone,
    schema: {
      tags: ['Rankings'],
      summary: "Every weight class's current rankings, champion first, with each place's movement",
      response: replies(RankingsSchema),
    },
    handler: async (request) => ({ data: await rankings.current(request.language) }),
  });

  app.get('/rankings/admin/:weightClassId', {
    config: bookers,
    schema: {
      tags: ['Rankings (staff)'],
      summary: "A weight class's current rankings and the dates of every version",
      params: WeightClassParamsSchema,
      response: replies(AdminRankingSchema),
    },
    handler: async (request) => ({ data: await rankings.admin(request.params.weightClassId, request.language) }),
  });

  app.post('/rankings/admin/:weightClassId', {
    config: bookers,
    schema: {
      tags: ['Rankings (staff)'],
      summary: 'Publish the next version: the champion (or none) and up to 15 ranked fighters, best first',
      params: WeightClassParamsSchema,
      body: PublishRankingRequestSchema,
      response: replies(AdminRankingSchema),
    },
    handler: async (request) => ({
      data: await rankings.publish(
        request.params.weightClassId,
        request.body,
        principalOf(request).customerId,
        request.language,
      ),
    }),
  });
};
