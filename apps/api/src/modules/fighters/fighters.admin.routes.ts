import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApproveFighterRequestSchema,
  FighterIdParamsSchema,
  FighterPhotoSchema,
  FighterReviewDetailSchema,
  FighterReviewItemSchema,
  FighterReviewSearchRequestSchema,
  RejectFighterRequestSchema,
  StaffEditFighterRequestSchema,
  VerifyRecordRequestSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Fighters } from './fighters.module';
import { uploadedFile } from '../../lib/uploaded-file';

const tags = ['Fighters (staff)'];
const reviewers = { auth: 'staff', permission: 'BOOKINGANDTICKETING' } as const;

/** Back-office review of fighter applications; every call needs the BOOKINGANDTICKETING area. */
export const fighterAdminRoutes: FastifyPluginAsyncZod<{ fighters: Fighters }> = async (app, { fighters }) => {
  app.post('/fighter-profiles/admin/search', {
    config: reviewers,
    schema: {
      tags,
      summary: 'Applications by status (default: waiting for review, oldest sent first), with filters and paging',
      body: FighterReviewSearchRequestSchema,
      response: replies(pageOf(FighterReviewItemSchema)),
    },
    handler: async (request) => ({ data: await fighters.reviews.search(request.body, request.language) }),
  });

  app.get('/fighter-profiles/admin/:fighterId', {
    config: reviewers,
    schema: {
      tags,
      summary: "An application with its public version, history and the applicant's account",
      params: FighterIdParamsSchema,
      response: replies(FighterReviewDetailSchema),
    },
    handler: async (request) => ({
      data: await fighters.reviews.detail(request.params.fighterId, request.language),
    }),
  });

  app.post('/fighter-profiles/admin/:fighterId/approve', {
    config: reviewers,
    schema: {
      tags,
      summary: 'Approve a sent application: it becomes (or replaces) the public profile; the fighter is told',
      params: FighterIdParamsSchema,
      body: ApproveFighterRequestSchema,
      response: replies(FighterReviewDetailSchema),
    },
    handler: async (request) => ({
      data: await fighters.reviews.approve(
        principalOf(request),
        request.params.fighterId,
        request.body.note,
        request.language,
      ),
    }),
  });

  app.post('/fighter-profiles/admin/:fighterId/reject', {
    config: reviewers,
    schema: {
      tags,
      summary: 'Reject a sent application with a reason; the fighter is told and may apply again',
      params: FighterIdParamsSchema,
      body: RejectFighterRequestSchema,
      response: replies(FighterReviewDetailSchema),
    },
    handler: async (request) => ({
      data: await fighters.reviews.reject(
        principalOf(request),
        request.params.fighterId,
        request.body.reason,
        request.language,
      ),
    }),
  });

  app.put('/fighter-profiles/admin/:fighterId', {
    config: reviewers,
    schema: {
      tags,
      summary: 'Correct an application at once (the public profile too when approved); absent fields are cleared',
      params: FighterIdParamsSchema,
      body: StaffEditFighterRequestSchema,
      response: replies(FighterReviewDetailSchema),
    },
    handler: async (request) => ({
      data: await fighters.reviews.edit(principalOf(request), request.params.fighterId, request.body, request.language),
    }),
  });

  app.put('/fighter-profiles/admin/:fighterId/record-verification', {
    config: reviewers,
    schema: {
      tags,
      summary: "Mark the fighter's prior record as checked, or not",
      params: FighterIdParamsSchema,
      body: VerifyRecordRequestSchema,
      response: replies(FighterReviewDetailSchema),
    },
    handler: async (request) => ({
      data: await fighters.reviews.verifyRecord(
        principalOf(request),
        request.params.fighterId,
        request.body.verified,
        request.language,
      ),
    }),
  });

  app.post('/fighter-profiles/admin/:fighterId/photo', {
    config: reviewers,
    schema: {
      tags,
      summary: "Upload a photo for a fighter (multipart/form-data); attach it with the edit call's `photo`",
      params: FighterIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: replies(FighterPhotoSchema),
    },
    handler: async (request) => {
      const upload = await uploadedFile(request, {
        maxBytes: fighters.photos.maxBytes,
        tooLarge: () => fighters.photos.invalid(),
      });
      return { data: await fighters.reviews.uploadPhoto(request.params.fighterId, upload) };
    },
  });
};
