import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { replies } from '../../lib/replies';
import { createAdministrator } from '../identity/administrators';
import type { Db } from '../../db/client';
import type { Identity } from '../identity/identity.module';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * Operations for local scripts while the server owns the embedded database (which only one process may
 * open): loopback only, with the control token the server wrote beside its data folder.
 */
export const opsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  identity: Identity;
  controlToken: string;
  config: AppConfig;
}> = async (app, { db, identity, controlToken, config }) => {
  app.addHook('onRequest', async (request) => {
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !sameSecret(request.headers['x-control-token'], controlToken)
    )
      throw new AppError('HUBGNFB001');
  });

  app.post('/ops/create-admin', {
    schema: {
      hide: true,
      body: z.object({
        email: z.string(),
        password: z.string(),
        firstName: z.string().optional(),
        lastName: z.string().optional(),
      }),
      response: replies(z.object({ id: z.string(), email: z.string(), created: z.boolean() })),
    },
    handler: async (request) => {
      const result = await createAdministrator(db, request.body, config.passwordPolicy);
      identity.cache.invalidate({ customerIds: [result.id] });
      return { data: result };
    },
  });
};
