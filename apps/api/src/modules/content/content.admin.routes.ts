import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdFieldsSchema,
  AdIdParamsSchema,
  AdminAdSchema,
  AdminAdSearchRequestSchema,
  AdminHomeSectionSchema,
  HomeSectionFieldsSchema,
  HomeSectionIdParamsSchema,
  HomeSectionOrderSchema,
  OkSchema,
  SectionPreviewSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { uploadedFile } from '../../lib/uploaded-file';
import type { AdsAdmin } from './ads.service';
import type { HomeSectionsAdmin } from './sections.service';

/** Every back-office call of the home page and the ads needs the DASHBOARD area. */
const editors = { auth: 'staff', permission: 'DASHBOARD' } as const;
const tags = ['Home and ads (staff)'];

export const contentAdminRoutes: FastifyPluginAsyncZod<{
  sections: HomeSectionsAdmin;
  ads: AdsAdmin;
  imageMaxBytes: number;
}> = async (app, { sections, ads, imageMaxBytes }) => {
  const picture = (request: Parameters<typeof uploadedFile>[0], invalid: () => Error) =>
    uploadedFile(request, { maxBytes: imageMaxBytes, tooLarge: invalid });

  // Home sections
  app.get('/dashboard/sections', {
    config: editors,
    schema: {
      tags,
      summary: 'Every home section in order (inactive ones too), each with a preview of what fans see now',
      response: replies(z.array(AdminHomeSectionSchema)),
    },
    handler: async () => ({ data: await sections.list() }),
  });

  app.post('/dashboard/sections', {
    config: editors,
    schema: {
      tags,
      summary: 'Add a section at the end of the home page; the fields that matter depend on its kind',
      body: HomeSectionFieldsSchema,
      response: replies(AdminHomeSectionSchema),
    },
    handler: async (request) => ({ data: await sections.create(request.body) }),
  });

  app.post('/dashboard/sections/preview', {
    config: editors,
    schema: {
      tags,
      summary:
        'What a section with these fields would show fans now, without saving it (the editor’s live preview); ' +
        'a banner shows the picture of `sectionId` when given',
      body: HomeSectionFieldsSchema.extend({ sectionId: z.uuid({ error: 'HUBHMNF001' }).optional() }),
      response: replies(SectionPreviewSchema),
    },
    handler: async (request) => {
      const { sectionId, ...fields } = request.body;
      return { data: await sections.preview(fields, sectionId) };
    },
  });

  app.put('/dashboard/sections/order', {
    config: editors,
    schema: {
      tags,
      summary: 'Set the order of the home page: every section exactly once',
      body: HomeSectionOrderSchema,
      response: replies(z.array(AdminHomeSectionSchema)),
    },
    handler: async (request) => ({ data: await sections.reorder(request.body.sectionIds) }),
  });

  app.get('/dashboard/sections/:sectionId', {
    config: editors,
    schema: {
      tags,
      summary: 'One home section with its preview',
      params: HomeSectionIdParamsSchema,
      response: replies(AdminHomeSectionSchema),
    },
    handler: async (request) => ({ data: await sections.get(request.params.sectionId) }),
  });

  app.put('/dashboard/sections/:sectionId', {
    config: editors,
    schema: {
      tags,
      summary: 'Replace a section’s fields (its place and banner picture stay)',
      params: HomeSectionIdParamsSchema,
      body: HomeSectionFieldsSchema,
      response: replies(AdminHomeSectionSchema),
    },
    handler: async (request) => ({ data: await sections.update(request.params.sectionId, request.body) }),
  });

  app.delete('/dashboard/sections/:sectionId', {
    config: editors,
    schema: { tags, summary: 'Remove a home section', params: HomeSectionIdParamsSchema, response: replies(OkSchema) },
    handler: async (request) => {
      await sections.remove(request.params.sectionId);
      return { data: { ok: true as const } };
    },
  });

  app.put('/dashboard/sections/:sectionId/image', {
    config: editors,
    schema: {
      tags,
      summary:
        'Upload a banner’s picture (multipart/form-data, JPEG, PNG or WebP): stored wide (1200 x 300) and as a card',
      params: HomeSectionIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: replies(AdminHomeSectionSchema),
    },
    handler: async (request) => ({
      data: await sections.setImage(request.params.sectionId, await picture(request, () => sections.invalidImage())),
    }),
  });

  app.delete('/dashboard/sections/:sectionId/image', {
    config: editors,
    schema: {
      tags,
      summary: 'Remove a banner’s picture',
      params: HomeSectionIdParamsSchema,
      response: replies(AdminHomeSectionSchema),
    },
    handler: async (request) => ({ data: await sections.removeImage(request.params.sectionId) }),
  });

  // Ads
  app.post('/ads/admin/search', {
    config: editors,
    schema: {
      tags,
      summary: 'Every ad, newest first, by placement and whether it runs now',
      body: AdminAdSearchRequestSchema,
      response: replies(pageOf(AdminAdSchema)),
    },
    handler: async (request) => ({ data: await ads.search(request.body) }),
  });

  app.post('/ads', {
    config: editors,
    schema: {
      tags,
      summary: 'Add an ad; it runs once it has a picture, while active and within its dates',
      body: AdFieldsSchema,
      response: replies(AdminAdSchema),
    },
    handler: async (request) => ({ data: await ads.create(request.body) }),
  });

  app.get('/ads/:adId', {
    config: editors,
    schema: { tags, summary: 'One ad as staff edit it', params: AdIdParamsSchema, response: replies(AdminAdSchema) },
    handler: async (request) => ({ data: await ads.get(request.params.adId) }),
  });

  app.put('/ads/:adId', {
    config: editors,
    schema: {
      tags,
      summary: 'Replace an ad’s fields (its picture stays); absent dates are cleared',
      params: AdIdParamsSchema,
      body: AdFieldsSchema,
      response: replies(AdminAdSchema),
    },
    handler: async (request) => ({ data: await ads.update(request.params.adId, request.body) }),
  });

  app.delete('/ads/:adId', {
    config: editors,
    schema: { tags, summary: 'Remove an ad', params: AdIdParamsSchema, response: replies(OkSchema) },
    handler: async (request) => {
      await ads.remove(request.params.adId);
      return { data: { ok: true as const } };
    },
  });

  app.put('/ads/:adId/image', {
    config: editors,
    schema: {
      tags,
      summary:
        'Upload the ad’s picture (multipart/form-data, JPEG, PNG or WebP): stored wide (1200 x 300) and as a card',
      params: AdIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: replies(AdminAdSchema),
    },
    handler: async (request) => ({
      data: await ads.setImage(request.params.adId, await picture(request, () => ads.invalidImage())),
    }),
  });
};
