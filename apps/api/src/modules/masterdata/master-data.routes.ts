import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MasterDataListSchema, MasterDataSearchRequestSchema } from '@ringside/contract';
import { replies } from '../../lib/replies';
import { isStaffWith } from '../identity/access';
import type { MasterDataModule } from './masterdata.module';

const tags = ['Master data'];

/** The lists forms offer; anyone may read the active entries. */
export const masterDataRoutes: FastifyPluginAsyncZod<{ masterData: MasterDataModule }> = async (
  app,
  { masterData },
) => {
  app.post('/master-datas/search/all', {
    config: { auth: 'optional' },
    schema: {
      tags,
      summary: 'Weight classes, affiliations and titles in their order (retired ones for staff on request)',
      body: MasterDataSearchRequestSchema,
      response: replies(MasterDataListSchema),
    },
    handler: async (request) => {
      // Others asking for retired entries get the active ones, as a form would show them.
      const canSeeRetired = !!request.principal && isStaffWith(request.principal, 'BOOKINGANDTICKETING');
      return { data: { items: await masterData.catalogue.search(request.body, canSeeRetired) } };
    },
  });
};
