import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminEventItemSchema,
  AdminEventSchema,
  AdminEventSearchRequestSchema,
  CancelEventRequestSchema,
  EventFieldsSchema,
  EventIdParamsSchema,
  PostponeEventRequestSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { uploadedFile } from '../../lib/uploaded-file';
import { principalOf } from '../../plugins/auth';
import type { Calendar } from './calendar.module';

export const staffTags = ['Events (staff)'];
/** Every back-office call of the calendar needs the BOOKINGANDTICKETING area. */
export const bookers = { auth: 'staff', permission: 'BOOKINGANDTICKETING' } as const;

/** Back-office events: the list, the editor, status changes and the poster. */
export const eventAdminRoutes: FastifyPluginAsyncZod<{ calendar: Calendar }> = async (app, { calendar }) => {
  const tags = staffTags;
  const { admin } = calendar;

  app.post('/events/admin/search', {
    config: bookers,
    schema: {
      tags,
      summary: 'Every event (drafts too) by status, period and name, with registration and attendance counts',
      body: AdminEventSearchRequestSchema,
      response: replies(pageOf(AdminEventItemSchema)),
    },
    handler: async (request) => ({ data: await admin.search(request.body) }),
  });

  app.get('/events/admin/:eventId', {
    config: bookers,
    schema: {
      tags,
      summary: 'An event as staff edit it: every field, the card and counts (drafts too)',
      params: EventIdParamsSchema,
      response: replies(AdminEventSchema),
    },
    handler: async (request) => ({ data: await admin.get(request.params.eventId, request.language) }),
  });

  app.post('/events', {
    config: bookers,
    schema: {
      tags,
      summary: 'Create a draft event; its page slug comes from the name and year',
      body: EventFieldsSchema,
      response: replies(AdminEventSchema),
    },
    handler: async (request) => ({
      data: await admin.create(principalOf(request).customerId, request.body, request.language),
    }),
  });

  app.put('/events/:eventId', {
    config: bookers,
    schema: {
      tags,
      summary: 'Replace an event’s fields (not once cancelled or completed); absent optional fields are cleared',
      params: EventIdParamsSchema,
      body: EventFieldsSchema,
      response: replies(AdminEventSchema),
    },
    handler: async (request) => ({
      data: await admin.update(request.params.eventId, request.body, request.language),
    }),
  });

  const transitions = [
    ['publish', 'Publish a draft: it becomes public (its start must still be ahead)', admin.publish],
    ['live', 'Mark a published event as live (the fights are on)', admin.goLive],
    ['complete', 'Complete a published or live event once it has started', admin.complete],
  ] as const;
  for (const [path, summary, step] of transitions)
    app.post(`/events/:eventId/${path}`, {
      config: bookers,
      schema: { tags, summary, params: EventIdParamsSchema, response: replies(AdminEventSchema) },
      handler: async (request) => ({ data: await step.call(admin, request.params.eventId, request.language) }),
    });

  app.post('/events/:eventId/cancel', {
    config: bookers,
    schema: {
      tags,
      summary: 'Cancel an event with a reason; its results leave the fighters’ records',
      params: EventIdParamsSchema,
      body: CancelEventRequestSchema,
      response: replies(AdminEventSchema),
    },
    handler: async (request) => ({
      data: await admin.cancel(request.params.eventId, request.body.reason, request.language),
    }),
  });

  app.post('/events/:eventId/postpone', {
    config: bookers,
    schema: {
      tags,
      summary: 'Move a published event to a new date: tickets and passes stay valid, and everyone concerned is told',
      params: EventIdParamsSchema,
      body: PostponeEventRequestSchema,
      response: replies(AdminEventSchema),
    },
    handler: async (request) => ({
      data: await admin.postpone(request.params.eventId, request.body, request.language),
    }),
  });

  app.put('/events/:eventId/poster', {
    config: bookers,
    schema: {
      tags,
      summary: 'Upload the event’s poster (multipart/form-data, JPEG, PNG or WebP); it replaces the current one',
      params: EventIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: replies(AdminEventSchema),
    },
    handler: async (request) => {
      const upload = await uploadedFile(request, {
        maxBytes: calendar.posters.maxBytes,
        tooLarge: () => calendar.posters.invalid(),
      });
      return { data: await calendar.posters.upload(request.params.eventId, upload, request.language) };
    },
  });

  app.delete('/events/:eventId/poster', {
    config: bookers,
    schema: {
      tags,
      summary: 'Remove the event’s poster',
      params: EventIdParamsSchema,
      response: replies(AdminEventSchema),
    },
    handler: async (request) => ({
      data: await calendar.posters.remove(request.params.eventId, request.language),
    }),
  });
};
