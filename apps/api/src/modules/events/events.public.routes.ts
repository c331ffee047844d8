import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EventDetailSchema,
  EventRefParamsSchema,
  EventSearchRequestSchema,
  EventSummarySchema,
  pageOf,
} from '@ringside/contract';
import { errorReplies, replies } from '../../lib/replies';
import { calendarFile } from './calendar-file';
import type { Calendar } from './calendar.module';

const tags = ['Events'];
// Anyone may read; a session that comes along is checked, so a signed-out browser learns it at once.
const anyone = { auth: 'optional', localized: true } as const;

/** The public calendar: published events (upcoming and past), their pages and calendar files. */
export const eventPublicRoutes: FastifyPluginAsyncZod<{ calendar: Calendar }> = async (app, { calendar }) => {
  app.post('/events/search/all', {
    config: { ...anyone, answers: 'events' },
    schema: {
      tags,
      summary: 'Upcoming events (soonest first) or past ones (latest first), by name, paged; never drafts',
      body: EventSearchRequestSchema,
      response: replies(pageOf(EventSummarySchema)),
    },
    handler: async (request) => ({ data: await calendar.public.search(request.body) }),
  });

  app.get('/events/search/detail/:id', {
    config: { ...anyone, answers: 'events' },
    schema: {
      tags,
      summary: 'An event with its fight card (main event first), registration window and attendance, by id or slug',
      params: EventRefParamsSchema,
      response: replies(EventDetailSchema),
    },
    handler: async (request) => ({ data: await calendar.public.detail(request.params.id, request.language) }),
  });

  app.get('/events/:id/calendar.ics', {
    // A plain link a phone hands to its calendar app: no session is involved.
    config: { auth: 'public' },
    schema: {
      tags,
      summary: 'The event as an iCalendar file ("Add to calendar"), by id or slug',
      params: EventRefParamsSchema,
      produces: ['text/calendar'],
      response: { 200: z.string(), ...errorReplies },
    },
    handler: async (request, reply) => {
      const event = await calendar.public.find(request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .header('cache-control', 'public, max-age=300')
        .send(calendarFile(event, calendar.site));
    },
  });
};
