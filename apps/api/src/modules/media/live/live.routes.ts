import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LivePageSchema,
  LiveSettingsSchema,
  LiveStreamSchema,
  LiveViewersSchema,
  MediaRefParamsSchema,
  PlaybackAccessSchema,
  PlaybackSchema,
} from '@ringside/contract';
import { replies } from '../../../lib/replies';
import { deviceTokenOf } from '../../../plugins/auth';
import { playbackAccess } from '../playback-access';
import type { LiveStreams } from './live.service';

const EventParams = z.object({ eventId: z.uuid({ error: 'HUBEVNF001' }) });
/** Running an event's stream is content work: the DASHBOARD area. */
const editors = { auth: 'staff', permission: 'DASHBOARD' } as const;

export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveStreams }> = async (app, { live }) => {
  app.get('/live/:id', {
    config: { localized: true },
    schema: {
      tags: ['Live'],
      summary: 'An event’s live page by id or slug: its state, access and replay',
      params: MediaRefParamsSchema,
      response: replies(LivePageSchema),
    },
    handler: async (request) => ({ data: await live.page(request.params.id) }),
  });

  app.post('/live/:eventId/playback', {
    config: { auth: 'optional' },
    schema: {
      tags: ['Playback'],
      summary: 'Where the live player starts (LIVE_EVENT access), like a video’s playback call',
      params: EventParams,
      response: replies(PlaybackSchema),
    },
    handler: async (request) => ({
      data: await live.start(request.params.eventId, request.principal, deviceTokenOf(request)),
    }),
  });

  app.post('/live/:eventId/access', {
    config: { auth: 'optional' },
    schema: {
      tags: ['Playback'],
      summary: 'The live player’s first call, like a video’s access call: the playback, or why not, always 200',
      params: EventParams,
      response: replies(PlaybackAccessSchema),
    },
    handler: async (request) => ({
      data: await playbackAccess(() => live.start(request.params.eventId, request.principal, deviceTokenOf(request))),
    }),
  });

  const tags = ['Live (staff)'];
  app.get('/live/admin/:eventId', {
    config: editors,
    schema: {
      tags,
      summary: 'The stream as staff run it: encoder address and key, receiving, bitrate and viewers',
      params: EventParams,
      response: replies(LiveStreamSchema),
    },
    handler: async (request) => ({ data: await live.staffView(request.params.eventId) }),
  });

  app.get('/live/admin/:eventId/viewers', {
    config: editors,
    schema: {
      tags,
      summary:
        'Viewers minute by minute over the last hour, oldest first, as counted in this API instance’s memory ' +
        '(each instance counts the players that fetch from it; a restart starts the hour again)',
      params: EventParams,
      response: replies(LiveViewersSchema),
    },
    handler: async (request) => ({ data: await live.viewers(request.params.eventId) }),
  });

  app.post('/live/admin/:eventId/key', {
    config: editors,
    schema: {
      tags,
      summary: 'Generate the stream key, or replace it (the old one stops working at once)',
      params: EventParams,
      response: replies(LiveStreamSchema),
    },
    handler: async (request) => ({ data: await live.generateKey(request.params.eventId) }),
  });

  app.put('/live/admin/:eventId', {
    config: editors,
    schema: {
      tags,
      summary: 'Free or paid, and a provider’s HLS address instead of a push',
      params: EventParams,
      body: LiveSettingsSchema,
      response: replies(LiveStreamSchema),
    },
    handler: async (request) => ({ data: await live.settings(request.params.eventId, request.body) }),
  });

  app.post('/live/admin/:eventId/end', {
    config: editors,
    schema: {
      tags,
      summary: 'End the broadcast: the encoder is disconnected and the recording becomes the replay',
      params: EventParams,
      response: replies(LiveStreamSchema),
    },
    handler: async (request) => ({ data: await live.end(request.params.eventId) }),
  });
};
