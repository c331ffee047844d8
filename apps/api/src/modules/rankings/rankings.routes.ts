import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminRankingSchema,
  OkSchema,
  PublishRankingRequestSchema,
  RankingsSchema,
  TitleHistorySchema,
  VacateTitleRequestSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { RankingsService } from './rankings.service';
import type { TitleHistories } from './titles.service';

const WeightClassParamsSchema = z.object({ weightClassId: z.string().max(60) });
// Fighters' names carry both languages; the answer is put in the caller's.
const anyone = { auth: 'optional', localized: true } as const;
const bookers = { auth: 'staff', permission: 'BOOKINGANDTICKETING', localized: true } as const;

/** Rankings and titles: every weight class's current version and title history for fans; staff publish and vacate. */
export const rankingsRoutes: FastifyPluginAsyncZod<{ rankings: RankingsService; titles: TitleHistories }> = async (
  app,
  { rankings, titles },
) => {
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

  app.get('/titles/:weightClassId', {
    config: anyone,
    schema: {
      tags: ['Rankings'],
      summary: "A weight class's title: the champion now and every reign, the latest first, from title bouts' results",
      params: WeightClassParamsSchema,
      response: replies(TitleHistorySchema),
    },
    handler: async (request) => ({ data: await titles.history(request.params.weightClassId, request.language) }),
  });

  app.post('/titles/admin/:weightClassId/vacate', {
    config: bookers,
    schema: {
      tags: ['Rankings (staff)'],
      summary: "End the champion's reign without a bout (retirement, a move to another division)",
      params: WeightClassParamsSchema,
      body: VacateTitleRequestSchema,
      response: replies(OkSchema),
    },
    handler: async (request) => {
      await titles.vacate(request.params.weightClassId, request.body, principalOf(request).customerId);
      return { data: { ok: true as const } };
    },
  });
};
