import { uploadedFile } from '../../lib/uploaded-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMasterDataRequestSchema,
  MasterDataIdParamsSchema,
  MasterDataListSchema,
  MasterDataSchema,
  ReorderMasterDataRequestSchema,
  RetireMasterDataRequestSchema,
  UpdateMasterDataRequestSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import type { MasterDataModule } from './masterdata.module';

const tags = ['Back office: master data'];
const booking = { auth: 'staff', permission: 'BOOKINGANDTICKETING' } as const;

/** Staff keep weight classes, affiliations and titles; every call needs the BOOKINGANDTICKETING area. */
export const masterDataAdminRoutes: FastifyPluginAsyncZod<{ masterData: MasterDataModule }> = async (
  app,
  { masterData },
) => {
  const { catalogue, logos } = masterData;

  app.post('/master-datas', {
    config: booking,
    schema: {
      tags,
      summary: 'Add an entry at the end of its kind',
      body: CreateMasterDataRequestSchema,
      response: replies(MasterDataSchema),
    },
    handler: async (request) => ({ data: await catalogue.create(request.body) }),
  });

  app.put('/master-datas/order', {
    config: booking,
    schema: {
      tags,
      summary: 'Put the entries of one kind in a new order (every entry, retired ones too, exactly once)',
      body: ReorderMasterDataRequestSchema,
      response: replies(MasterDataListSchema),
    },
    handler: async (request) => ({ data: { items: await catalogue.reorder(request.body) } }),
  });

  app.put('/master-datas/:id', {
    config: booking,
    schema: {
      tags,
      summary: "Change an entry's names and the fields of its kind",
      params: MasterDataIdParamsSchema,
      body: UpdateMasterDataRequestSchema,
      response: replies(MasterDataSchema),
    },
    handler: async (request) => ({ data: await catalogue.update(request.params.id, request.body) }),
  });

  app.put('/master-datas/:id/retired', {
    config: booking,
    schema: {
      tags,
      summary: 'Retire an entry (forms stop offering it) or restore it; entries are never deleted',
      params: MasterDataIdParamsSchema,
      body: RetireMasterDataRequestSchema,
      response: replies(MasterDataSchema),
    },
    handler: async (request) => ({ data: await catalogue.setRetired(request.params.id, request.body.retired) }),
  });

  app.put('/master-datas/:id/logo', {
    config: booking,
    schema: {
      tags,
      summary: "Upload an affiliation's logo (multipart/form-data, one image file: PNG, JPEG or WebP)",
      consumes: ['multipart/form-data'],
      params: MasterDataIdParamsSchema,
      response: replies(MasterDataSchema),
    },
    handler: async (request) => ({
      data: await logos.put(request.params.id, () =>
        uploadedFile(request, { maxBytes: logos.maxBytes, tooLarge: () => logos.invalid() }),
      ),
    }),
  });

  app.delete('/master-datas/:id/logo', {
    config: booking,
    schema: {
      tags,
      summary: "Remove an affiliation's logo",
      params: MasterDataIdParamsSchema,
      response: replies(MasterDataSchema),
    },
    handler: async (request) => ({ data: await logos.remove(request.params.id) }),
  });
};
