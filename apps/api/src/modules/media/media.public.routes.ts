import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategorySchema,
  CategoryRowSchema,
  CategorySearchRequestSchema,
  MediaRefParamsSchema,
  PlaybackAccessSchema,
  PlaybackSchema,
  ShowcaseCardSchema,
  ShowcaseDetailSchema,
  ShowcaseSearchRequestSchema,
  VideoCardSchema,
  VideoDetailSchema,
  VideoHomeSchema,
  VideoIdParamsSchema,
  VideoSearchRequestSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { deviceTokenOf } from '../../plugins/auth';
import type { VideoCatalog } from './catalog.service';
import { playbackAccess } from './playback-access';
import type { PlaybackService } from './playback.service';
import type { Showcases } from './showcases.service';

const tags = ['Video hub'];
// What the hub shows anyone: kept as written answers for VIDEO_CACHE_SECONDS.
const hub = { localized: true, answers: 'videos' } as const;

/** The public hub: categories, videos, showcases and the playback call. Drafts and unfinished videos never show. */
export const mediaPublicRoutes: FastifyPluginAsyncZod<{
  catalog: VideoCatalog;
  showcases: Showcases;
  playback: PlaybackService;
}> = async (app, { catalog, showcases, playback }) => {
  app.get('/categories', {
    config: hub,
    schema: {
      tags,
      summary: 'Every video category in order, with its count of videos',
      response: replies(z.array(CategorySchema)),
    },
    handler: async () => ({ data: await catalog.categories() }),
  });

  app.post('/categories/search/all', {
    config: hub,
    schema: {
      tags,
      summary: 'The category list, paged, optionally by name',
      body: CategorySearchRequestSchema,
      response: replies(pageOf(CategorySchema)),
    },
    handler: async (request) => {
      const { page, pageSize, query } = request.body;
      const all = await catalog.categories(query);
      const items = all.slice((page - 1) * pageSize, page * pageSize);
      return { data: { items, page, pageSize, total: all.length } };
    },
  });

  app.get('/videos/home', {
    config: hub,
    schema: {
      tags,
      summary: 'The hub: featured videos, the latest, showcases and a row per category',
      response: replies(VideoHomeSchema),
    },
    handler: async () => ({ data: await catalog.home() }),
  });

  app.get('/videos/categories', {
    config: hub,
    schema: {
      tags,
      summary: 'Video categories: every category holding videos, each with its latest',
      response: replies(z.array(CategoryRowSchema)),
    },
    handler: async () => ({ data: await catalog.categoryRows() }),
  });

  app.post('/videos/search/all', {
    config: hub,
    schema: {
      tags,
      summary: 'Videos, newest first, by category (id or slug), event, fighter, title or access',
      body: VideoSearchRequestSchema,
      response: replies(pageOf(VideoCardSchema)),
    },
    handler: async (request) => ({ data: await catalog.search(request.body) }),
  });

  app.get('/videos/search/detail/:id', {
    config: hub,
    schema: {
      tags,
      summary: 'One video by id or slug: the watch page',
      params: MediaRefParamsSchema,
      response: replies(VideoDetailSchema),
    },
    handler: async (request) => ({ data: await catalog.detail(request.params.id) }),
  });

  app.post('/showcases/search/all', {
    config: hub,
    schema: {
      tags,
      summary: 'Published showcases, newest first',
      body: ShowcaseSearchRequestSchema,
      response: replies(pageOf(ShowcaseCardSchema)),
    },
    handler: async (request) => ({ data: await showcases.list(request.body.page, request.body.pageSize) }),
  });

  app.get('/showcases/search/detail/:id', {
    config: hub,
    schema: {
      tags,
      summary: 'One showcase by id or slug, with its videos in order',
      params: MediaRefParamsSchema,
      response: replies(ShowcaseDetailSchema),
    },
    handler: async (request) => ({ data: await showcases.detail(request.params.id) }),
  });

  app.post('/videos/:videoId/playback', {
    config: { auth: 'optional', localized: true },
    schema: {
      tags: ['Playback'],
      summary:
        'Where the player starts: a short-lived manifest URL signed for this customer (or anonymous browser, free ' +
        'videos) and this device. 403 HUBPBSI001: sign in; HUBPBNA001: no access.',
      params: VideoIdParamsSchema,
      response: replies(PlaybackSchema),
    },
    handler: async (request) => ({
      data: await playback.start('v', request.params.videoId, request.principal, deviceTokenOf(request), 'master.m3u8'),
    }),
  });

  app.post('/videos/:videoId/access', {
    config: { auth: 'optional', localized: true },
    schema: {
      tags: ['Playback'],
      summary:
        'The player’s first call: the playback when this viewer may watch, else why not (SIGN_IN, NO_ACCESS, ' +
        'NOT_READY), always 200',
      params: VideoIdParamsSchema,
      response: replies(PlaybackAccessSchema),
    },
    handler: async (request) => ({
      data: await playbackAccess(() =>
        playback.start('v', request.params.videoId, request.principal, deviceTokenOf(request), 'master.m3u8'),
      ),
    }),
  });
};
