import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublicFighterCardSchema,
  PublicFighterParamsSchema,
  PublicFighterSchema,
  PublicFighterSearchRequestSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import type { Fighters } from './fighters.module';

const tags = ['Fighters'];
// Anyone may read; a session that comes along is checked, so a signed-out browser learns it at once.
const anyone = { auth: 'optional', localized: true } as const;

/** The public directory and profile pages: approved versions only. */
export const fighterPublicRoutes: FastifyPluginAsyncZod<{ fighters: Fighters }> = async (app, { fighters }) => {
  app.post('/fighter-profiles/public/search', {
    config: { ...anyone, answers: 'directory' },
    schema: {
      tags,
      summary: 'Approved fighters by name or nickname, weight class, gender, gym and nationality, by last name',
      body: PublicFighterSearchRequestSchema,
      response: replies(pageOf(PublicFighterCardSchema)),
    },
    handler: async (request) => ({ data: await fighters.directory.search(request.body, request.language) }),
  });

  app.get('/fighter-profiles/public/:fighterId', {
    config: { ...anyone, answers: 'profile' },
    schema: {
      tags,
      summary: "An approved fighter's public profile, by id or page slug",
      params: PublicFighterParamsSchema,
      response: replies(PublicFighterSchema),
    },
    handler: async (request) => ({
      data: await fighters.directory.get(request.params.fighterId, request.language),
    }),
  });
};
