import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CreateMasterDataRequestSchema,
  MasterDataIdParamsSchema,
  MasterDataListSchema,
  MasterDataSchema,
  ReorderMasterDataRequestSchema,
  RetireMasterDataRequestSchema,
  UpdateMasterDataRequestSchema,
} from '@ringside/contract';
import type { AppError } from '../../lib/app-error';
import { replies } from '../../lib/replies';
import type { MasterDataModule } from './masterdata.module';

const tags = ['Back office: master data'];
const booking = { auth: 'staff', permission: 'BOOKINGANDTICKETING' } as const;

/** The file of a multipart upload, read up to `maxBytes`; a request that is not an upload has none. */
async function uploadedFile(request: FastifyRequest, maxBytes: number, tooLarge: () => AppError) {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    return file ? await file.toBuffer() : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

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
      data: await logos.put(request.params.id, () => uploadedFile(request, logos.maxBytes, () => logos.invalid())),
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
