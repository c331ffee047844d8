import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FighterSelectablesSchema } from '@ringside/contract';
import { replies } from '../../lib/replies';
import type { MasterDataModule } from './masterdata.module';
import { fighterSelectables } from './selectables';

export const selectablesRoutes: FastifyPluginAsyncZod<{ masterData: MasterDataModule }> = async (
  app,
  { masterData },
) => {
  app.get('/fighter-profiles/selectables', {
    config: { auth: 'optional' },
    schema: {
      tags: ['Fighter profiles'],
      summary: 'Every option list of the fighter form, labels in the Accept-Language language (en or ne)',
      response: replies(FighterSelectablesSchema),
    },
    handler: async (request, reply) => {
      void reply.header('vary', 'accept-language');
      return { data: await fighterSelectables(masterData.reads, request.language) };
    },
  });
};
