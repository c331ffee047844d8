import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../lib/storage';

/** The only kinds of file that uploads are re-encoded into. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * Uploaded media (gym logos, fighter photos) at `/media/<storage key>`. A key's file never changes (a new
 * upload gets a new key), so answers are cached for a year. Unknown, unsafe or other keys are 404.
 */
export const mediaRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = CONTENT_TYPES[path.extname(key)];
    // The storage refuses keys outside its folder (dots, slashes at the ends, upper case); this answers them as missing.
    const file = contentType ? await storage.get(key) : undefined;
    if (!file) return reply.callNotFound();
    return reply
      .type(contentType as string)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
};
