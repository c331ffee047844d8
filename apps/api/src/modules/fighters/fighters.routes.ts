import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FighterDetailSchema,
  FighterPhotoSchema,
  FighterProfileRequestSchema,
  FighterProfileSchema,
  ProfileStatusSchema,
} from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Fighters } from './fighters.module';
import { uploadedFile } from '../../lib/uploaded-file';

const tags = ['Fighters'];
const signedIn = { auth: 'customer' } as const;

/** The caller's own fighter application: no id in the path, so nobody reaches another's. */
export const fighterRoutes: FastifyPluginAsyncZod<{ fighters: Fighters }> = async (app, { fighters }) => {
  app.get('/fighter-profiles', {
    config: signedIn,
    schema: { tags, summary: "The caller's fighter application", response: replies(FighterProfileSchema) },
    handler: async (request) => ({ data: await fighters.applications.get(principalOf(request), request.language) }),
  });

  app.post('/fighter-profiles', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Start the fighter application: save a draft, or send it for review with submit: true',
      body: FighterProfileRequestSchema,
      response: replies(FighterProfileSchema),
    },
    handler: async (request) => ({
      data: await fighters.applications.create(principalOf(request), request.body, request.language),
    }),
  });

  app.put('/fighter-profiles', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Replace the fighter application (absent fields are cleared); submit: true sends it for review. ' +
        'While under review only bio, photo and social links change.',
      body: FighterProfileRequestSchema,
      response: replies(FighterProfileSchema),
    },
    handler: async (request) => ({
      data: await fighters.applications.update(principalOf(request), request.body, request.language),
    }),
  });

  app.post('/fighter-profiles/photo', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Upload a fighter photo (multipart/form-data, one JPEG, PNG or WebP file); use its id as `photo`',
      consumes: ['multipart/form-data'],
      response: replies(FighterPhotoSchema),
    },
    handler: async (request) => {
      const principal = principalOf(request);
      // Refuse those who may not apply before reading a file they may not upload.
      if (principal.customerType !== 'INDIVIDUAL') throw new AppError('HUBFPNP001');
      const read = () =>
        uploadedFile(request, { maxBytes: fighters.photos.maxBytes, tooLarge: () => fighters.photos.invalid() });
      return { data: await fighters.photos.upload(principal.customerId, read) };
    },
  });

  app.get('/customers/profile-status', {
    config: signedIn,
    schema: {
      tags,
      summary: "The caller's fighter application status and its message",
      response: replies(ProfileStatusSchema),
    },
    handler: async (request) => ({
      data: await fighters.applications.status(principalOf(request), request.language),
    }),
  });

  app.get('/customers/fighters/search/detail', {
    config: signedIn,
    schema: {
      tags,
      summary: "The caller's application, the approved version while a change is reviewed, and its history",
      response: replies(FighterDetailSchema),
    },
    handler: async (request) => ({
      data: await fighters.applications.detail(principalOf(request), request.language),
    }),
  });
};
