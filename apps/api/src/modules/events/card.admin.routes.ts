import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminEventSchema,
  BoutFieldsSchema,
  BoutOrderRequestSchema,
  BoutParamsSchema,
  BoutResultRequestSchema,
  EventIdParamsSchema,
  FighterPoolItemSchema,
  FighterPoolRequestSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Calendar } from './calendar.module';
import { bookers, staffTags as tags } from './events.admin.routes';

/** Back-office fight cards: bouts, their order, the fighter pool and results. Each answers the whole event. */
export const cardAdminRoutes: FastifyPluginAsyncZod<{ calendar: Calendar }> = async (app, { calendar }) => {
  const { cards, results } = calendar;
  const event = replies(AdminEventSchema);

  app.get('/events/admin/:eventId/fighter-pool', {
    config: bookers,
    schema: {
      tags,
      summary: 'Approved fighters to put on the card: accepted registrations for this event first, then by name',
      params: EventIdParamsSchema,
      querystring: FighterPoolRequestSchema,
      response: replies(z.array(FighterPoolItemSchema)),
    },
    handler: async (request) => ({
      data: await cards.pool(request.params.eventId, request.query, request.language),
    }),
  });

  app.post('/events/:eventId/bouts', {
    config: bookers,
    schema: {
      tags,
      summary: 'Add a bout at the bottom of the card (two different approved fighters, not already on it)',
      params: EventIdParamsSchema,
      body: BoutFieldsSchema,
      response: event,
    },
    handler: async (request) => ({
      data: await cards.add(request.params.eventId, request.body, request.language),
    }),
  });

  app.put('/events/:eventId/bouts/order', {
    config: bookers,
    schema: {
      tags,
      summary: 'Reorder the card: every bout once, top of the card first',
      params: EventIdParamsSchema,
      body: BoutOrderRequestSchema,
      response: event,
    },
    handler: async (request) => ({
      data: await cards.reorder(request.params.eventId, request.body.boutIds, request.language),
    }),
  });

  app.put('/events/:eventId/bouts/:boutId', {
    config: bookers,
    schema: {
      tags,
      summary: 'Edit a bout (a bout with a result keeps its fighters)',
      params: BoutParamsSchema,
      body: BoutFieldsSchema,
      response: event,
    },
    handler: async (request) => ({
      data: await cards.update(request.params.eventId, request.params.boutId, request.body, request.language),
    }),
  });

  app.delete('/events/:eventId/bouts/:boutId', {
    config: bookers,
    schema: { tags, summary: 'Take a bout without a result off the card', params: BoutParamsSchema, response: event },
    handler: async (request) => ({
      data: await cards.remove(request.params.eventId, request.params.boutId, request.language),
    }),
  });

  app.put('/events/:eventId/bouts/:boutId/result', {
    config: bookers,
    schema: {
      tags,
      summary: 'Record or correct a result; both fighters’ records are recomputed',
      params: BoutParamsSchema,
      body: BoutResultRequestSchema,
      response: event,
    },
    handler: async (request) => ({
      data: await results.record(
        principalOf(request).customerId,
        request.params.eventId,
        request.params.boutId,
        request.body,
        request.language,
      ),
    }),
  });

  app.delete('/events/:eventId/bouts/:boutId/result', {
    config: bookers,
    schema: {
      tags,
      summary: 'Clear a result (the bout counts as not fought); both fighters’ records are recomputed',
      params: BoutParamsSchema,
      response: event,
    },
    handler: async (request) => ({
      data: await results.clear(request.params.eventId, request.params.boutId, request.language),
    }),
  });
};
