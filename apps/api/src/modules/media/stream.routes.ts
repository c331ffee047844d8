import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorReplies } from '../../lib/replies';
import type { FileStorage } from '../../lib/storage';
import { deviceTokenOf } from '../../plugins/auth';
import type { EdgeLinks } from './edge-links';
import type { PlaybackService } from './playback.service';
import type { PlaybackKind } from './playback-tokens';

/** The files an HLS ladder is made of, and nothing else: a master playlist, rendition playlists and segments. */
const HLS_FILE = /^(master\.m3u8|\d{3,4}p\/(index\.m3u8|seg-\d{3,6}\.ts))$/;

const TYPES = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const;

/** Where a segment is under its ladder's storage prefix: `<location>/<rendition>/seg-000.ts`. */
const EDGE_FILE = /^([a-z0-9-]+(?:\/[a-z0-9-]+){1,3})\/(\d{3,4}p)\/(seg-\d{3,6}\.ts)$/;
const EDGE_PREFIX = '/api/v1/edge';

/**
 * `GET /play/{token}/{file}`: every playlist and segment of a signed playback. The token is checked on each
 * request (see PlaybackService.authorize); the files come from the private storage of their kind. With edge links
 * (decision 66), a rendition playlist lists its segments as `/edge/{kind}/{location}/{rendition}/{segment}` links
 * signed for a few minutes, the same for every viewer, which an edge checks and caches; the playlists stay here.
 */
export const streamRoutes: FastifyPluginAsyncZod<{
  playback: PlaybackService;
  storages: Record<PlaybackKind, FileStorage>;
  edge: EdgeLinks | null;
}> = async (app, { playback, storages, edge }) => {
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
      const rendition = /^(\d{3,4}p)\/index\.m3u8$/.exec(file)?.[1];
      if (edge && rendition) {
        const text = edge.signPlaylist(
          `${EDGE_PREFIX}/${claims.kind}/${location}/${rendition}`,
          await streamText(stored.body),
        );
        return reply
          .type(TYPES.m3u8)
          .header('cache-control', 'private, no-cache')
          .send(text as never);
      }
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

  if (!edge) return;
  app.get('/edge/:kind/*', {
    config: { auth: 'public' },
    schema: {
      tags: ['Playback'],
      summary: 'A segment by its edge link (the link comes from a rendition playlist)',
      params: z.object({ kind: z.enum(['v', 'l']), '*': z.string().max(200) }),
      querystring: z.object({ md5: z.string().max(40).optional(), expires: z.string().max(20).optional() }),
      response: errorReplies,
    },
    handler: async (request, reply) => {
      const { kind, '*': file } = request.params;
      const parts = EDGE_FILE.exec(file);
      const path = `${EDGE_PREFIX}/${kind}/${file}`;
      if (!parts) return reply.callNotFound();
      if (!edge.verify(path, request.query.md5, request.query.expires)) throw new AppError('HUBPBTK001');
      const stored = await storages[kind].get(file);
      if (!stored) return reply.callNotFound();
      // The same bytes for everyone, forever (a segment's name is never reused): the edge keeps one copy.
      return reply
        .type(TYPES.ts)
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.body as never);
    },
  });
};

/** A stored playlist's text. */
async function streamText(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
