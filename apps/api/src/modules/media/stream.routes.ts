import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/replies';
import type { FileStorage } from '../../lib/storage';
import { deviceTokenOf } from '../../plugins/auth';
import type { PlaybackService } from './playback.service';
import type { PlaybackKind } from './playback-tokens';

/** The files an HLS ladder is made of, and nothing else: a master playlist, rendition playlists and segments. */
const HLS_FILE = /^(master\.m3u8|\d{3,4}p\/(index\.m3u8|seg-\d{3,6}\.ts))$/;

const TYPES = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const;

/**
 * `GET /play/{token}/{file}`: every playlist and segment of a signed playback. The token is checked on each
 * request (see PlaybackService.authorize); the files come from the private storage of their kind.
 */
export const streamRoutes: FastifyPluginAsyncZod<{
  playback: PlaybackService;
  storages: Record<PlaybackKind, FileStorage>;
}> = async (app, { playback, storages }) => {
  app.get('/play/:token/*', {
    config: { auth: 'optional' },
    schema: {
      tags: ['Playback'],
      summary: 'A playlist or segment of a signed playback (the URL comes from the playback call)',
      params: z.object({ token: z.string().max(300), '*': z.string().max(200) }),
      // 200 is the file itself (a playlist or an MPEG-TS segment).
      response: errorReplies,
    },
    handler: async (request, reply) => {
      const file = request.params['*'];
      if (!HLS_FILE.test(file)) return reply.callNotFound();
      const { claims, location } = await playback.authorize(
        request.params.token,
        request.principal,
        deviceTokenOf(request),
      );
      const stored = await storages[claims.kind].get(`${location}/${file}`);
      if (!stored) return reply.callNotFound();
      playback.fetched(claims, file);
      const playlist = file.endsWith('.m3u8');
      return (
        reply
          .type(playlist ? TYPES.m3u8 : TYPES.ts)
          .header('content-length', stored.size)
          // Live playlists change every few seconds; segments never do, but their URL carries a token that expires.
          .header('cache-control', playlist ? 'private, no-cache' : 'private, max-age=3600')
          .send(stored.body as never)
      );
    },
  });
};
