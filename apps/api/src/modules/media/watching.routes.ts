import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContinueWatchingSchema,
  LibrarySchema,
  NextVideoSchema,
  VideoIdParamsSchema,
  WatchPositionRequestSchema,
  WatchPositionSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { FanLibrary } from './library';
import type { UpNext } from './up-next';
import type { WatchPositions } from './watch-positions.service';

const tags = ['Watching'];
const customer = { auth: 'customer', localized: true } as const;

/** What a fan comes back to: where they stopped, what plays next, and everything they hold. */
export const watchingRoutes: FastifyPluginAsyncZod<{
  positions: WatchPositions;
  upNext: UpNext;
  library: FanLibrary;
}> = async (app, { positions, upNext, library }) => {
  app.get('/videos/continue-watching', {
    config: customer,
    schema: {
      tags,
      summary: 'Videos the caller started and did not finish, and may still play, the latest first',
      response: replies(ContinueWatchingSchema),
    },
    handler: async (request) => ({ data: await positions.continueWatching(principalOf(request)) }),
  });

  app.get('/videos/:videoId/position', {
    config: customer,
    schema: {
      tags,
      summary: 'Where the caller stopped watching a video they may play (null: never played)',
      params: VideoIdParamsSchema,
      response: replies(WatchPositionSchema.nullable()),
    },
    handler: async (request) => ({ data: await positions.position(principalOf(request), request.params.videoId) }),
  });

  app.put('/videos/:videoId/position', {
    config: customer,
    schema: {
      tags,
      summary:
        'The player saves where the caller is (every 10 s and on pause): one row per video, replaced. Only for a ' +
        'video the caller may play (403 HUBPBNA001 otherwise)',
      params: VideoIdParamsSchema,
      body: WatchPositionRequestSchema,
      response: replies(WatchPositionSchema),
    },
    handler: async (request) => ({
      data: await positions.save(principalOf(request), request.params.videoId, request.body),
    }),
  });

  app.get('/videos/:videoId/up-next', {
    // The same for everyone: kept with the hub's answers.
    config: { localized: true, answers: 'videos' },
    schema: {
      tags,
      summary: 'The video after this one: the next bout of its card, or the next of its showcase (null: none)',
      params: VideoIdParamsSchema,
      response: replies(NextVideoSchema.nullable()),
    },
    handler: async (request) => ({ data: await upNext.after(request.params.videoId) }),
  });

  app.get('/library', {
    config: customer,
    schema: {
      tags,
      summary: 'Everything the caller holds now (bought, Fight Pass, given by staff), the latest first',
      response: replies(LibrarySchema),
    },
    handler: async (request) => ({ data: await library.of(principalOf(request).customerId) }),
  });
};
