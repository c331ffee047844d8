import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategorySchema,
  AdminShowcaseItemSchema,
  AdminShowcaseSchema,
  AdminShowcaseSearchRequestSchema,
  AdminVideoSchema,
  AdminVideoSearchRequestSchema,
  CategoryFieldsSchema,
  CategoryIdParamsSchema,
  CategoryOrderSchema,
  MediaCapabilitiesSchema,
  OkSchema,
  ShowcaseFieldsSchema,
  ShowcaseIdParamsSchema,
  VideoFieldsSchema,
  VideoIdParamsSchema,
  pageOf,
} from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { replies } from '../../lib/replies';
import { uploadedFile } from '../../lib/uploaded-file';
import { principalOf } from '../../plugins/auth';
import type { Categories } from './categories.service';
import type { MediaContext } from './media-context';
import type { Showcases } from './showcases.service';
import { UPLOAD_PATH } from './uploads/upload-server';
import type { VideoLibrary } from './videos.service';

/** Every back-office call of the hub needs the DASHBOARD area. */
const editors = { auth: 'staff', permission: 'DASHBOARD' } as const;
const tags = ['Video hub (staff)'];

export const mediaAdminRoutes: FastifyPluginAsyncZod<{
  context: MediaContext;
  categories: Categories;
  library: VideoLibrary;
  showcases: Showcases;
  rtmpUrl: string | null;
}> = async (app, { context, categories, library, showcases, rtmpUrl }) => {
  const image = (request: Parameters<typeof uploadedFile>[0], field: string) =>
    uploadedFile(request, {
      maxBytes: context.posterMaxBytes,
      tooLarge: () =>
        AppError.field(field, 'HUBVDPS001', { maxMb: Math.round((context.posterMaxBytes / 1024 / 1024) * 10) / 10 }),
    });

  app.get('/media/capabilities', {
    config: editors,
    schema: {
      tags,
      summary: 'Whether this server can process uploads (ffmpeg), where uploads and encoders go',
      response: replies(MediaCapabilitiesSchema),
    },
    handler: async () => ({
      data: {
        ffmpeg: context.ffmpeg.version !== null,
        ffmpegVersion: context.ffmpeg.version,
        uploadUrl: UPLOAD_PATH,
        maxUploadBytes: context.uploadMaxBytes,
        rtmpUrl,
      },
    }),
  });

  // Categories
  app.get('/categories/admin', {
    config: editors,
    schema: { tags, summary: 'Every category with its counts', response: replies(z.array(AdminCategorySchema)) },
    handler: async () => ({ data: await categories.list() }),
  });

  app.post('/categories', {
    config: editors,
    schema: { tags, summary: 'Add a category', body: CategoryFieldsSchema, response: replies(AdminCategorySchema) },
    handler: async (request) => ({ data: await categories.create(request.body) }),
  });

  app.put('/categories/order', {
    config: editors,
    schema: {
      tags,
      summary: 'Set the order of every category',
      body: CategoryOrderSchema,
      response: replies(z.array(AdminCategorySchema)),
    },
    handler: async (request) => ({ data: await categories.reorder(request.body.categoryIds) }),
  });

  app.put('/categories/:categoryId', {
    config: editors,
    schema: {
      tags,
      summary: 'Rename or describe a category (its address stays)',
      params: CategoryIdParamsSchema,
      body: CategoryFieldsSchema,
      response: replies(AdminCategorySchema),
    },
    handler: async (request) => ({ data: await categories.update(request.params.categoryId, request.body) }),
  });

  app.put('/categories/:categoryId/image', {
    config: editors,
    schema: {
      tags,
      summary: 'Upload the category image (multipart/form-data, JPEG, PNG or WebP)',
      params: CategoryIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: replies(AdminCategorySchema),
    },
    handler: async (request) => ({
      data: await categories.setImage(request.params.categoryId, await image(request, 'image')),
    }),
  });

  app.delete('/categories/:categoryId', {
    config: editors,
    schema: {
      tags,
      summary: 'Remove an empty category',
      params: CategoryIdParamsSchema,
      response: replies(OkSchema),
    },
    handler: async (request) => {
      await categories.remove(request.params.categoryId);
      return { data: { ok: true as const } };
    },
  });

  // Videos
  app.post('/videos/admin/search', {
    config: editors,
    schema: {
      tags,
      summary: 'Every video (drafts and unfinished ones too), newest first, with processing state',
      body: AdminVideoSearchRequestSchema,
      response: replies(pageOf(AdminVideoSchema)),
    },
    handler: async (request) => ({ data: await library.search(request.body, request.language) }),
  });

  app.get('/videos/admin/:videoId', {
    config: editors,
    schema: {
      tags,
      summary: 'A video as staff edit it',
      params: VideoIdParamsSchema,
      response: replies(AdminVideoSchema),
    },
    handler: async (request) => ({ data: await library.get(request.params.videoId, request.language) }),
  });

  app.post('/videos', {
    config: editors,
    schema: {
      tags,
      summary: 'Create a draft video; its file then comes through the resumable upload (tus, metadata videoId)',
      body: VideoFieldsSchema,
      response: replies(AdminVideoSchema),
    },
    handler: async (request) => ({
      data: await library.create(principalOf(request).customerId, request.body, request.language),
    }),
  });

  app.put('/videos/:videoId', {
    config: editors,
    schema: {
      tags,
      summary: 'Edit a video’s details',
      params: VideoIdParamsSchema,
      body: VideoFieldsSchema,
      response: replies(AdminVideoSchema),
    },
    handler: async (request) => ({
      data: await library.update(request.params.videoId, request.body, request.language),
    }),
  });

  for (const [path, summary, act] of [
    ['publish', 'Publish a processed video', 'publish'],
    ['unpublish', 'Take a video back to draft', 'unpublish'],
    ['retry', 'Process a failed video again', 'retry'],
  ] as const)
    app.post(`/videos/:videoId/${path}`, {
      config: editors,
      schema: { tags, summary, params: VideoIdParamsSchema, response: replies(AdminVideoSchema) },
      handler: async (request) => ({ data: await library[act](request.params.videoId, request.language) }),
    });

  app.put('/videos/:videoId/poster', {
    config: editors,
    schema: {
      tags,
      summary: 'Upload a poster instead of the frame taken from the video (multipart/form-data)',
      params: VideoIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: replies(AdminVideoSchema),
    },
    handler: async (request) => ({
      data: await library.setPoster(request.params.videoId, await image(request, 'poster'), request.language),
    }),
  });

  app.delete('/videos/:videoId', {
    config: editors,
    schema: {
      tags,
      summary: 'Delete a video, its files and any upload in progress',
      params: VideoIdParamsSchema,
      response: replies(OkSchema),
    },
    handler: async (request) => {
      await library.remove(request.params.videoId);
      return { data: { ok: true as const } };
    },
  });

  // Showcases
  app.post('/showcases/admin/search', {
    config: editors,
    schema: {
      tags,
      summary: 'Every showcase, drafts too',
      body: AdminShowcaseSearchRequestSchema,
      response: replies(pageOf(AdminShowcaseItemSchema)),
    },
    handler: async (request) => ({
      data: await showcases.search(request.body.query, request.body.page, request.body.pageSize),
    }),
  });

  app.get('/showcases/admin/:showcaseId', {
    config: editors,
    schema: {
      tags,
      summary: 'A showcase as staff edit it, with every video in it',
      params: ShowcaseIdParamsSchema,
      response: replies(AdminShowcaseSchema),
    },
    handler: async (request) => ({ data: await showcases.get(request.params.showcaseId) }),
  });

  app.post('/showcases', {
    config: editors,
    schema: {
      tags,
      summary: 'Create a draft showcase',
      body: ShowcaseFieldsSchema,
      response: replies(AdminShowcaseSchema),
    },
    handler: async (request) => ({ data: await showcases.create(request.body) }),
  });

  app.put('/showcases/:showcaseId', {
    config: editors,
    schema: {
      tags,
      summary: 'Edit a showcase: details and its videos in order',
      params: ShowcaseIdParamsSchema,
      body: ShowcaseFieldsSchema,
      response: replies(AdminShowcaseSchema),
    },
    handler: async (request) => ({ data: await showcases.update(request.params.showcaseId, request.body) }),
  });

  for (const [path, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    app.post(`/showcases/:showcaseId/${path}`, {
      config: editors,
      schema: {
        tags,
        summary: publish ? 'Publish a showcase' : 'Take a showcase back to draft',
        params: ShowcaseIdParamsSchema,
        response: replies(AdminShowcaseSchema),
      },
      handler: async (request) => ({ data: await showcases.setPublication(request.params.showcaseId, publish) }),
    });

  app.put('/showcases/:showcaseId/poster', {
    config: editors,
    schema: {
      tags,
      summary: 'Upload the showcase poster (multipart/form-data)',
      params: ShowcaseIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: replies(AdminShowcaseSchema),
    },
    handler: async (request) => ({
      data: await showcases.setPoster(request.params.showcaseId, await image(request, 'poster')),
    }),
  });

  app.delete('/showcases/:showcaseId', {
    config: editors,
    schema: {
      tags,
      summary: 'Delete a showcase (its videos stay)',
      params: ShowcaseIdParamsSchema,
      response: replies(OkSchema),
    },
    handler: async (request) => {
      await showcases.remove(request.params.showcaseId);
      return { data: { ok: true as const } };
    },
  });
};
