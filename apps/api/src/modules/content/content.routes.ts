import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdPlacementSchema, HomeSectionSchema, PageRequestSchema, RunningAdsSchema, pageOf } from '@ringside/contract';
import { replies } from '../../lib/replies';
import type { HomePage } from './home.service';

const tags = ['Home and ads'];

/** The public home page's sections and the ads running now. */
export const contentPublicRoutes: FastifyPluginAsyncZod<{ home: HomePage }> = async (app, { home }) => {
  app.post('/dashboard/search/all', {
    config: { localized: true, answers: 'home' },
    schema: {
      tags,
      summary:
        'The home page: the active sections in staff order, each resolved into its tiles with their link actions ' +
        '(sections with nothing to show are left out); body {} or a page request',
      body: PageRequestSchema,
      response: replies(pageOf(HomeSectionSchema)),
    },
    handler: async (request) => {
      const { page, pageSize } = request.body;
      const all = await home.sections();
      return { data: { items: all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: all.length } };
    },
  });

  app.get('/public/configs/ads', {
    config: { localized: true },
    schema: {
      tags,
      summary:
        'The ads running now (active, with a picture, started and not ended) as { items: Ad[] }, every placement ' +
        'unless one is asked for',
      querystring: z.object({ placement: AdPlacementSchema.optional() }),
      response: replies(RunningAdsSchema),
    },
    handler: async (request) => ({ data: { items: await home.runningAds(new Date(), request.query.placement) } }),
  });
};
